import type { SyncAccount, TodoDatabase } from '../db';
import type { CalDavPort, TaskCalendar } from './caldav-port';
import { problemSentence, SyncHttpError } from './caldav-port';
import { runSync, type SyncReport } from './run-sync';
import { tsdavPort, type ServerLogin } from './tsdav-port';
import { addressProblem } from './address-problem';
import { OWN_CALENDAR_NAME } from './sync-host';

export { addressProblem };

export type ConnectResult = { ok: true; calendars: TaskCalendar[]; account: SyncAccount } | { ok: false; problem: string };

export { OWN_CALENDAR_NAME };

const notConnected = (error: unknown) => problemSentence(error).replace(/^Not synced: /, 'Not connected: ');

/**
 * Connects: checks the address, finds the account's task calendars (the
 * standard discovery, by tsdav) and saves the account with the chosen one
 * (`calendarUrl`, else the first). An account with no calendar that holds
 * tasks gets one, "Todo Assistant" (MKCALENDAR with the VTODO component
 * set); so does one where the person asked for it (`createCalendar`), unless
 * a task calendar of that name is already there: then that one is chosen. The
 * password is bound to the server's origin; it is never exported and never
 * audited.
 */
export async function connectAccount(
  db: TodoDatabase,
  login: ServerLogin & { calendarUrl?: string; allowInsecureOrigin?: string; createCalendar?: boolean },
  port: CalDavPort = tsdavPort(login),
): Promise<ConnectResult> {
  const problem = addressProblem(login.serverUrl, login.allowInsecureOrigin);
  if (problem) return { ok: false, problem };
  let calendars: TaskCalendar[];
  try {
    calendars = await port.taskCalendars();
  } catch (error) {
    return { ok: false, problem: notConnected(error) };
  }
  // Asked to create "Todo Assistant" where one already is (a second click, another device's): that one is reused.
  let chosen = login.createCalendar
    ? calendars.find((calendar) => calendar.name === OWN_CALENDAR_NAME)
    : (calendars.find((calendar) => calendar.url === login.calendarUrl) ?? calendars[0]);
  if (!chosen) {
    try {
      chosen = await port.createTaskCalendar(OWN_CALENDAR_NAME);
      calendars = [...calendars, chosen];
    } catch (error) {
      if (calendars.length > 0 || !(error instanceof SyncHttpError) || error.status === 401) return { ok: false, problem: notConnected(error) };
      return {
        ok: false,
        problem: 'Not connected: this account has no calendar that holds tasks, and the server did not let one be created. Create a task list on the server, then connect again.',
      };
    }
  }
  const account: SyncAccount = {
    id: 1,
    serverUrl: login.serverUrl,
    username: login.username,
    password: login.password,
    passwordOrigin: new URL(login.serverUrl).origin,
    ...(login.allowInsecureOrigin ? { allowInsecureOrigin: login.allowInsecureOrigin } : {}),
    calendarUrl: chosen.url,
    calendarName: chosen.name,
  };
  await db.transaction('rw', [db.syncAccount, db.syncOutbox, db.syncItems, db.todos], async () => {
    const before = await db.syncAccount.get(1);
    // A new calendar starts from nothing agreed: every task here is sent, every task there is read.
    if (before?.calendarUrl !== account.calendarUrl) await db.syncItems.clear();
    await db.syncAccount.put(account);
    const uids = (await db.todos.toArray()).flatMap((task) => (task.uid ? [task.uid] : []));
    await db.syncOutbox.bulkPut(uids.map((uid, index) => ({ uid, seq: Date.now() * 1000 + index })));
  });
  return { ok: true, calendars, account };
}

/** Sync now: one sync of the connected account, over tsdav. */
export async function syncNow(db: TodoDatabase, now?: () => Date): Promise<SyncReport> {
  const account = await db.syncAccount.get(1);
  if (!account?.calendarUrl) return { received: 0, sent: 0, conflicts: 0, problem: 'Not synced: no calendar is chosen yet. Connect in Settings → Sync.' };
  const problem = addressProblem(account.serverUrl, account.allowInsecureOrigin);
  if (problem || new URL(account.serverUrl).origin !== account.passwordOrigin)
    return { received: 0, sent: 0, conflicts: 0, problem: `Not synced: ${problem ?? 'the password was given for another server. Connect again in Settings → Sync.'}` };
  return runSync(db, tsdavPort(account), now);
}
