import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type TodoDatabase } from '../db';
import { countTodos, type CappedCount } from '../todos';

/** How many tasks are pending and completed, live, from index keys (no task is read), up to COUNT_CAP. */
export function useTaskCounts(database: TodoDatabase = defaultDb): { pending: CappedCount; completed: CappedCount } | undefined {
  return useLiveQuery(() => countTodos({ db: database }), [database]);
}
