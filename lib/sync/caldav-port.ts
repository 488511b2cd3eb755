/**
 * What the sync engine asks of a CalDAV server, in its own words: the engine
 * (run-sync.ts) is written and tested against this, the tsdav adapter
 * (tsdav-port.ts) speaks the protocol. Every method throws a `SyncHttpError`
 * for a status it does not expect, or the fetch error for a network failure.
 */
export interface RemoteObject {
  href: string;
  etag?: string;
  /** The calendar object's iCalendar text. */
  data: string;
}

export interface TaskCalendar {
  url: string;
  name: string;
}

/** The outcome of a conditional write: written (with the new ETag when the server gave one), or refused by its precondition (412). */
export type WriteOutcome = { ok: true; etag?: string } | { ok: false; status: 412 };

export interface CalDavPort {
  /** The calendars of the account that hold tasks (VTODO). */
  taskCalendars(): Promise<TaskCalendar[]>;
  /** Every task object of the calendar, with its ETag and text. */
  listObjects(calendarUrl: string): Promise<RemoteObject[]>;
  /** One object, or undefined when it is gone (404). */
  getObject(href: string): Promise<RemoteObject | undefined>;
  /** PUT: with `etag`, only over that version (If-Match); without, only where nothing is (If-None-Match: *). */
  putObject(href: string, data: string, etag: string | undefined): Promise<WriteOutcome>;
  /** DELETE with If-Match; a 404 counts as done. */
  deleteObject(href: string, etag: string | undefined): Promise<WriteOutcome>;
}

/** A server answer the engine did not expect, by its HTTP status. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message = `The server answered ${status}`,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

/** One plain sentence for what stopped a sync, with what to do next. */
export function problemSentence(error: unknown): string {
  if (error instanceof SyncHttpError) {
    switch (error.status) {
      case 401:
        return 'Not synced: the server refused the user name or password. Check them in Settings → Sync.';
      case 403:
        return 'Not synced: the server does not allow this account to change that calendar. Pick another calendar in Settings → Sync.';
      case 404:
        return 'Not synced: the calendar is gone from the server. Pick or create one in Settings → Sync.';
      case 412:
        return 'Not synced: a task kept changing on the server during the sync. It will be tried again at the next sync.';
      case 507:
        return 'Not synced: the server is out of space. Free some space on the server; nothing here was lost.';
      default:
        return `Not synced: the server answered with an error (${error.status}). Your changes are kept and will be sent at the next sync.`;
    }
  }
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/certificate|ssl|tls/i.test(text)) return 'Not synced: the server’s secure connection (TLS certificate) was not accepted. Check the address in Settings → Sync.';
  return 'Not synced: the server could not be reached. Your changes are kept and will be sent when it answers.';
}
