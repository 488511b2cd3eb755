import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TodoDatabase } from '../db';
import { syncProblemMark } from './sync-status';

/**
 * The last sync's problem in one sentence, for the mark on the Tasks tab;
 * undefined when no account is connected or the last sync went well. Read
 * live: the mark comes and goes as syncs fail and succeed.
 */
export function useSyncProblem(database: TodoDatabase = db): string | undefined {
  return useLiveQuery(async () => {
    const account = await database.syncAccount.get(1);
    return syncProblemMark(account?.calendarUrl ? account : undefined);
  }, [database]);
}
