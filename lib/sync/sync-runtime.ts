import type { TodoDatabase } from '../db';
import type { CalDavPort } from './caldav-port';
import { connectAccount, syncNow } from './connect-account';
import type { SyncHost, SyncLogin } from './sync-host';

/**
 * The engine itself, in the host: connects and syncs against the database.
 * `portFor` replaces tsdav in tests.
 */
export function createSyncRuntime(db: TodoDatabase, portFor?: (login: SyncLogin) => CalDavPort): SyncHost {
  return {
    async connect(login) {
      const result = await (portFor ? connectAccount(db, login, portFor(login)) : connectAccount(db, login));
      if (!result.ok) return result;
      return { ok: true, calendars: result.calendars.map(({ url, name }) => ({ url, name })), calendarUrl: result.account.calendarUrl ?? '' };
    },
    syncNow: () => syncNow(db),
  };
}
