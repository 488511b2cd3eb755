import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { AuditEntry } from '@/lib/db';
import type { AuditPagesState } from '@/lib/hooks';
import { AuditEntryItem } from './AuditEntryItem';
import { RenderGuard } from '../shared/RenderGuard';
import { observeRectOrPanel, PANEL_RECT } from '../shared/virtual-list-rect';

/** A row's height before it is measured (one summary line and its meta line). */
const ESTIMATED_ROW_PX = 54;
/** Read the next page when the rendered rows come this close to the end. */
const LOAD_AHEAD_ROWS = 15;

/**
 * The entries as a virtual list: only the rows on screen (and a few around)
 * are in the page, each measured as it renders (an opened entry grows), and
 * the next page is read as the user scrolls near the end.
 */
export function AuditList({
  pages,
  now,
  undone,
}: {
  pages: AuditPagesState & { entries: AuditEntry[] };
  now: Date;
  /** Which entry undid each undone change, by id. */
  undone: ReadonlyMap<number, number>;
}) {
  const { entries, hasMore, loadingMore, loadError, loadMore } = pages;
  const scroller = useRef<HTMLDivElement>(null);
  // The build uses no React Compiler, so nothing memoizes the virtualizer's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 8,
    initialRect: PANEL_RECT,
    observeElementRect: observeRectOrPanel,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadError && lastRendered >= entries.length - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, loadError, lastRendered, entries.length, loadMore]);

  return (
    <div ref={scroller} className="audit-scroll">
      <ol className="audit-list" aria-label="Activity log" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const entry = entries[row.index]!;
          const place = {
            ref: virtualizer.measureElement,
            'data-index': row.index,
            'aria-posinset': row.index + 1,
            'aria-setsize': hasMore ? -1 : entries.length,
            style: { transform: `translateY(${row.start}px)` },
          };
          // An entry that cannot be shown (an odd value from an imported file) is one line, not a blank view.
          return (
            <RenderGuard
              key={row.key}
              resetKey={entry}
              fallback={
                <li {...place} className="audit-entry status-error">
                  Activity entry #{entry.id} could not be shown.
                </li>
              }
            >
              <AuditEntryItem {...place} entry={entry} now={now} undoneBy={undone.get(entry.id)} />
            </RenderGuard>
          );
        })}
      </ol>
      <p className="audit-end muted" aria-live="polite">
        {loadError ? (
          <>
            Could not read older entries. <button onClick={loadMore}>Try again</button>
          </>
        ) : loadingMore ? (
          'Loading older entries…'
        ) : hasMore ? (
          ''
        ) : (
          `${entries.length === 1 ? 'That is the only entry' : `All ${entries.length.toLocaleString()} entries shown`}.`
        )}
      </p>
    </div>
  );
}
