import type { TodoDatabase } from '../db';
import * as recurrence from '../todos/recurrence';
import { publishRecurrence } from '../todos/recurrence-script';
import type { CalDavPort } from './caldav-port';
import { connectAccount, syncNow } from './connect-account';
import type { SyncHost, SyncLogin } from './sync-host';

/**
 * The engine itself, in the host: connects and syncs against the database.
 * `portFor` replaces tsdav in tests.
 */
export function createSyncRuntime(db: TodoDatabase, portFor?: (login: SyncLogin) => CalDavPort): SyncHost {
  // The engine reads repeating rules itself (read-vtodo.ts), so its bundle holds them: the tools it runs take
  // them from here rather than load the background's copy (lib/todos/recurrence-script.ts), which a page (the
  // offscreen document) could not do on the first sync of a wake.
  publishRecurrence(recurrence);
  return {
    async connect(login) {
      const result = await (portFor ? connectAccount(db, login, portFor(login)) : connectAccount(db, login));
      if (!result.ok) return result;
      return { ok: true, calendars: result.calendars.map(({ url, name }) => ({ url, name })), calendarUrl: result.account.calendarUrl ?? '' };
    },
    syncNow: () => syncNow(db),
  };
}
