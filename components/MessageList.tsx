import { useEffect, useRef } from 'react';
import type { LiveItem, ThreadItem } from '@/lib/chat';
import type { Engine } from '@/lib/db';
import { MessageBubble } from './MessageBubble';
import { ToolCallCard } from './ToolCallCard';

/** The conversation: stored messages, then what the request in flight has streamed so far. */
export function MessageList({
  thread,
  liveItems,
  liveEngine,
  running,
}: {
  thread: ThreadItem[];
  liveItems: LiveItem[];
  liveEngine?: { engine: Engine; note?: string } | undefined;
  running: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.length, liveItems]);

  return (
    <div className="message-list" role="log" aria-label="Messages" aria-live="polite">
      {thread.length === 0 && liveItems.length === 0 && !running ? (
        <p className="muted">Ask me to add, find, change or complete tasks. For example: “Add buy milk tomorrow”.</p>
      ) : null}
      {thread.map((item) =>
        item.kind === 'tool' ? (
          <ToolCallCard key={item.key} toolCallId={item.toolCallId} toolName={item.toolName} state={item.state} summary={item.summary} />
        ) : (
          <MessageBubble key={item.key} role={item.kind} text={item.text} {...(item.kind === 'assistant' ? { engine: item.engine, note: item.note } : {})} />
        ),
      )}
      {liveItems.map((item) =>
        item.kind === 'tool' ? (
          <ToolCallCard key={item.key} toolCallId={item.toolCallId} toolName={item.toolName} state={item.state} summary={item.summary} />
        ) : (
          <MessageBubble key={item.key} role="assistant" text={item.text} engine={liveEngine?.engine} note={liveEngine?.note} streaming={running} />
        ),
      )}
      {running && liveItems.length === 0 ? <p className="muted typing">Thinking…</p> : null}
      <div ref={end} />
    </div>
  );
}
