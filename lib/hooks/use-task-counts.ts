import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type TodoDatabase } from '../db';
import { countTodos } from '../todos';

/** How many tasks are pending and completed, live, from index counts (no task is read). */
export function useTaskCounts(database: TodoDatabase = defaultDb): { pending: number; completed: number } | undefined {
  return useLiveQuery(() => countTodos({ db: database }), [database]);
}
