import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { AUDIT_PAGE_SIZE, listAuditPage, listAuditToolNames, type AuditFilter, type AuditPage } from '../audit';
import { db as defaultDb, type AuditEntry, type TodoDatabase } from '../db';
import { errorMessage } from '../util';

export interface AuditPagesState {
  /** Newest first; undefined while the first page loads. */
  entries: AuditEntry[] | undefined;
  /** Whether older entries match the filter. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Set when reading older entries failed; the next loadMore tries again. */
  loadError?: string;
  /** Reads the next older page (does nothing while one is loading or when there is none). */
  loadMore: () => void;
}

interface Older {
  filter: AuditFilter;
  entries: AuditEntry[];
  more: boolean;
}

const NONE: AuditEntry[] = [];

interface Head extends AuditPage {
  filter: AuditFilter;
  floor: number | undefined;
}

/**
 * The entries shown: the live head, then the older pages, each entry once
 * and strictly newest first (a stale head may briefly overlap the pages).
 */
export function combinePages(head: AuditPage, older: readonly AuditEntry[]): AuditEntry[] {
  const last = head.entries.at(-1)?.id ?? Infinity;
  return [...head.entries, ...older.filter((entry) => entry.id < last)];
}

/**
 * The audit log for the Activity view, newest first, a page at a time. Only
 * the head is live: the newest page, or once older pages are loaded, the
 * entries newer than them (at most two pages: when more arrive while the user
 * reads older ones, the list starts again from the newest page). Older pages
 * are read once each, by key (`id < last id`). `filter` must be memoized by
 * the caller: a new object starts the list again.
 */
export function useAuditPages(filter: AuditFilter, database: TodoDatabase = defaultDb, pageSize = AUDIT_PAGE_SIZE): AuditPagesState {
  const [olderState, setOlder] = useState<Older>({ filter, entries: [], more: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const loading = useRef(false);

  const olderEntries = olderState.filter === filter ? olderState.entries : NONE;
  const floor = olderEntries[0]?.id;
  const head = useLiveQuery(async (): Promise<Head> => {
    const query = floor === undefined ? { filter, limit: pageSize } : { filter, after: floor, limit: 2 * pageSize };
    return { ...(await listAuditPage(database, query)), filter, floor };
  }, [database, filter, floor, pageSize]);
  const current = head && head.filter === filter ? head : undefined;

  // More than two pages arrived above the older pages: start again from the newest page.
  const overflowed = current !== undefined && floor !== undefined && current.floor === floor && current.more;
  if (overflowed) setOlder({ filter, entries: [], more: false });

  const entries = useMemo(() => (current && !overflowed ? combinePages(current, olderEntries) : undefined), [current, overflowed, olderEntries]);
  const hasMore = olderEntries.length ? olderState.more : current?.floor === undefined && current?.more === true;

  const loadMore = useCallback(() => {
    if (loading.current || !entries || !hasMore) return;
    const cursor = entries.at(-1)?.id;
    if (cursor === undefined) return;
    loading.current = true;
    setLoadingMore(true);
    listAuditPage(database, { filter, before: cursor, limit: pageSize })
      .then((page) => {
        setLoadError(undefined);
        setOlder((previous) => {
          const base = previous.filter === filter ? previous.entries : [];
          // The filter changed, or the list started again, while this page was read: drop it.
          if (base.length && base.at(-1)!.id !== cursor) return previous;
          return { filter, entries: [...base, ...page.entries], more: page.more };
        });
      })
      .catch((error: unknown) => setLoadError(errorMessage(error)))
      .finally(() => {
        loading.current = false;
        setLoadingMore(false);
      });
  }, [database, entries, filter, hasMore, pageSize]);

  return { entries, hasMore, loadingMore, ...(loadError ? { loadError } : {}), loadMore };
}

/** The tools that have audit entries, live (the distinct keys of one index). */
export function useAuditToolNames(database: TodoDatabase = defaultDb): string[] | undefined {
  return useLiveQuery(() => listAuditToolNames(database), [database]);
}
