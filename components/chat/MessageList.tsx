import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { foldToolActivity, type LiveItem, type ThreadItem, type ToolActivity } from '@/lib/chat';
import type { Engine } from '@/lib/db';
import { EmptyChat } from './EmptyChat';
import { MessageBubble } from './MessageBubble';
import { RenderGuard } from '../shared/RenderGuard';
import { ToolActivityLine } from './ToolActivityLine';
import { ToolCallCard } from './ToolCallCard';
import { isRecord } from '@/lib/util';

/** A stored item or a streamed one. */
type Entry = { key: string; kind: 'stored'; item: ThreadItem } | { key: string; kind: 'live'; item: LiveItem };

/**
 * One row of the list: an entry, the quiet tool calls of a turn folded into
 * one line (with the reply they led to), or the typing indicator.
 */
type Row = Entry | { kind: 'actions'; key: string; tools: ToolActivity[]; reply?: Entry | undefined } | { kind: 'thinking'; key: string };

const toolOf = (entry: Entry): ToolActivity | undefined => (entry.item.kind === 'tool' ? entry.item : undefined);
const isReply = (entry: Entry): boolean => (entry.kind === 'stored' ? entry.item.kind === 'assistant' : entry.item.kind === 'text');

/** Within this many pixels of the top, the page before is loaded. */
const LOAD_EARLIER_MARGIN = 400;

/**
 * The conversation: stored messages, then what the request in flight has
 * streamed so far. Only the rows near the viewport are in the page
 * (`@tanstack/react-virtual`, each row measured as it renders). It stays at
 * the bottom while the user is there, keeps what they read in place when
 * earlier messages are added above, and asks for those when they scroll
 * near the top.
 */
export function MessageList({
  thread,
  liveItems,
  liveEngine,
  running,
  retrying,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  readError,
  onTry,
}: {
  thread: ThreadItem[];
  liveItems: LiveItem[];
  liveEngine?: { engine: Engine; note?: string } | undefined;
  running: boolean;
  /** The model call is being tried again: shown instead of "Thinking…". */
  retrying?: { attempt: number; max: number } | undefined;
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?: () => void;
  readError?: string | undefined;
  /** Sends an example request from the empty chat. */
  onTry?: ((text: string) => void) | undefined;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo<Row[]>(
    () => [
      ...foldToolActivity<Entry>(
        [...thread.map((item): Entry => ({ kind: 'stored', key: item.key, item })), ...liveItems.map((item): Entry => ({ kind: 'live', key: item.key, item }))],
        toolOf,
        isReply,
      ).map((folded): Row => (folded.kind === 'item' ? folded.item : folded)),
      ...(running && liveItems.length === 0 ? [{ kind: 'thinking', key: 'thinking' } as const] : []),
    ],
    [thread, liveItems, running],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the build has no React Compiler; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 44,
    getItemKey: (index) => rows[index]!.key,
    overscan: 8,
    gap: 6,
    // New rows follow the user at the bottom; rows added above keep what they read in place.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 48,
  });

  const canLoadEarlier = hasEarlier && !loadingEarlier && onLoadEarlier !== undefined;
  const loadEarlierIfNearTop = () => {
    const element = scroller.current;
    if (!element || !canLoadEarlier) return;
    // A window too short to scroll cannot be scrolled up: fill it.
    const tooShort = element.clientHeight > 0 && element.scrollHeight <= element.clientHeight;
    if (tooShort || element.scrollTop < LOAD_EARLIER_MARGIN) onLoadEarlier();
  };
  // Checked when the rows or their height change, not on every render: reading the sizes lays the page out,
  // and a streamed answer renders the list many times a second.
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    const element = scroller.current;
    if (element && canLoadEarlier && element.clientHeight > 0 && element.scrollHeight <= element.clientHeight) onLoadEarlier();
  }, [canLoadEarlier, onLoadEarlier, rows.length, totalSize]);

  // Sending shows the answer to come, even from further up.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (running && !wasRunning.current && rows.length > 0) virtualizer.scrollToEnd();
    wasRunning.current = running;
  }, [running, rows.length, virtualizer]);

  return (
    <div
      ref={scroller}
      className="message-list"
      role="log"
      aria-label="Messages"
      aria-live="polite"
      aria-busy={loadingEarlier || undefined}
      tabIndex={0}
      onScroll={loadEarlierIfNearTop}
    >
      {readError ? (
        <p className="error" role="alert">
          {readError}
        </p>
      ) : null}
      {rows.length === 0 && !readError && !hasEarlier ? <EmptyChat onTry={onTry} /> : null}
      <div className="message-rows" style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div key={virtual.key} data-index={virtual.index} ref={virtualizer.measureElement} className="message-row" style={{ transform: `translateY(${virtual.start}px)` }}>
              <RenderGuard resetKey={row} fallback={<UnreadableRow row={row} />}>
                <RowContent row={row} liveEngine={liveEngine} running={running} retrying={retrying} />
              </RenderGuard>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RowContent({
  row,
  liveEngine,
  running,
  retrying,
}: {
  row: Row;
  liveEngine: { engine: Engine; note?: string } | undefined;
  running: boolean;
  retrying: { attempt: number; max: number } | undefined;
}) {
  if (row.kind === 'thinking') return <p className="muted typing">{retrying ? `Retrying (${retrying.attempt}/${retrying.max})…` : 'Thinking…'}</p>;
  if (row.kind === 'actions') {
    const line = <ToolActivityLine tools={row.tools} />;
    return row.reply ? <EntryContent entry={row.reply} liveEngine={liveEngine} running={running} actions={line} /> : line;
  }
  return <EntryContent entry={row} liveEngine={liveEngine} running={running} />;
}

function EntryContent({
  entry: row,
  liveEngine,
  running,
  actions,
}: {
  entry: Entry;
  liveEngine: { engine: Engine; note?: string } | undefined;
  running: boolean;
  actions?: ReactNode;
}) {
  if (row.item.kind === 'tool')
    return (
      <ToolCallCard toolCallId={row.item.toolCallId} toolName={row.item.toolName} state={row.item.state} summary={row.item.summary} detail={row.item.detail} link={row.item.link} />
    );
  if (row.kind === 'live') return <MessageBubble role="assistant" text={row.item.text} engine={liveEngine?.engine} note={liveEngine?.note} streaming={running} actions={actions} />;
  const item = row.item;
  if (item.kind === 'user') return <MessageBubble role="user" text={item.text} />;
  return <MessageBubble role="assistant" text={item.text} engine={item.engine} note={item.note} actions={actions} />;
}

/** The text of a row, whatever it holds. */
function rowText(row: Row): string {
  const entry = row.kind === 'actions' ? row.reply : row.kind === 'thinking' ? undefined : row;
  if (!entry) return '';
  const item: unknown = entry.item;
  const text = isRecord(item) ? item.text : undefined;
  return typeof text === 'string' ? text : '';
}

/** A message that could not be shown: its text as plain text, with a note, so the rest of the conversation stays readable. */
function UnreadableRow({ row }: { row: Row }) {
  const text = rowText(row);
  return (
    <div className="bubble bubble-unreadable">
      {text ? <div className="bubble-text">{text}</div> : null}
      <p className="muted">This message could not be shown in full{text ? ', so it is shown as plain text' : ''}.</p>
    </div>
  );
}
