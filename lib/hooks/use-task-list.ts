import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { db as defaultDb, type Todo, type TodoDatabase } from '../db';
import { listTodoWindow, TODO_PAGE_SIZE, type ListTodosInput } from '../todos';

export interface TaskListState {
  /** The tasks loaded so far, in plan order, each with its `planKey`; undefined while the first page loads. */
  todos: Todo[] | undefined;
  /** More tasks follow the ones loaded. */
  more: boolean;
  /** A text search stopped after SEARCH_SCAN_LIMIT tasks. */
  scanLimited: boolean;
  /** Loads one more page (a no-op when there is none). */
  loadMore: () => void;
}

interface Loaded {
  /** The listing the key belongs to: a new filter starts again from its first page. */
  filter: string;
  /** The plan key of the last task loaded. */
  through: string;
  /** How many to load after it. */
  size: number;
}

/** The largest page: pages grow with what was loaded (50, 50, 100, 200…) so a long scroll takes few reads. */
const MAX_PAGE_SIZE = 500;

/**
 * A live, paged task listing: the first page, then one more each time
 * `loadMore` is called (pages grow up to MAX_PAGE_SIZE). The live query covers only what was loaded (every
 * task up to the last key shown, plus a page), so a change elsewhere costs
 * the same at 100 or 100,000 tasks; a change inside it shows at once.
 * `now` matters only to the due filters, which re-read once a minute.
 */
export function useTaskList(
  filter: ListTodosInput,
  now: Date,
  { pageSize = TODO_PAGE_SIZE, database = defaultDb }: { pageSize?: number; database?: TodoDatabase } = {},
): TaskListState {
  const filterKey = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<Loaded>();
  const current = loaded?.filter === filterKey ? loaded : undefined;
  const through = current?.through;
  const size = current?.size ?? pageSize;
  const minute = filter.due ? Math.floor(now.getTime() / 60_000) : 0;
  const page = useLiveQuery(() => {
    const at = minute ? new Date(minute * 60_000) : new Date();
    return listTodoWindow({ db: database, now: () => at }, JSON.parse(filterKey), {
      size,
      ...(through !== undefined ? { through } : {}),
    });
  }, [database, filterKey, through, size, minute]);
  const next = page?.more ? page.next : undefined;
  const count = page?.todos.length ?? 0;
  const loadMore = useCallback(() => {
    if (next !== undefined) setLoaded({ filter: filterKey, through: next, size: Math.min(MAX_PAGE_SIZE, Math.max(pageSize, count)) });
  }, [filterKey, next, pageSize, count]);
  return { todos: page?.todos, more: page?.more ?? false, scanLimited: page?.scanLimited ?? false, loadMore };
}
