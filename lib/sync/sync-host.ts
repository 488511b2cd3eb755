import type { TaskCalendar } from './caldav-port';
import type { SyncReport } from './run-sync';
import type { ServerLogin } from './tsdav-port';

/** The name of the task calendar made when an account has none, or when the person asks for it in Settings → Sync. */
export const OWN_CALENDAR_NAME = 'Todo Assistant';

/** What Connect sends: the account, and the calendar when the person picked one, or `createCalendar` for “Todo Assistant” (made, or reused where it exists). */
export type SyncLogin = ServerLogin & { calendarUrl?: string; createCalendar?: boolean };

/** What Connect found: the account's task calendars and the one now synced, or why it did not connect. The password never comes back. */
export type ConnectOutcome = { ok: true; calendars: TaskCalendar[]; calendarUrl: string } | { ok: false; problem: string };

/**
 * Where the CalDAV engine runs (tsdav, ical.js, run-sync): the offscreen
 * document in Chrome, a script the event page import()s in Firefox, so a
 * background wake that does not sync loads none of it. Both read and write
 * the same IndexedDB as the background.
 */
export interface SyncHost {
  connect(login: SyncLogin): Promise<ConnectOutcome>;
  syncNow(): Promise<SyncReport>;
}
