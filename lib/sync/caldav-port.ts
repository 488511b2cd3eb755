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

/** What changed in a calendar since a sync-token (RFC 6578), and the token to ask with next time. */
export interface CollectionChanges {
  token: string;
  /** New or changed members, with their text. */
  changed: RemoteObject[];
  /** Members gone since (hrefs). */
  removed: string[];
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
  /** MKCALENDAR in the account's calendar home: a calendar named `name` that holds tasks (its component set is VTODO). */
  createTaskCalendar(name: string): Promise<TaskCalendar>;
  /**
   * sync-collection (RFC 6578): with `token` '' every member of the calendar,
   * else what changed since, in one REPORT. Undefined where the server gives no
   * sync-token (the engine compares ETags instead). A token the server no
   * longer knows throws a 403 or 409 `SyncHttpError` (valid-sync-token).
   */
  changesSince(calendarUrl: string, token: string): Promise<CollectionChanges | undefined>;
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

/** A server answer that is not what CalDAV answers (not a WebDAV multistatus: a login page, a proxy's error page). */
export class SyncAnswerError extends Error {
  constructor(message = 'The server’s answer is not a WebDAV multistatus') {
    super(message);
    this.name = 'SyncAnswerError';
  }
}

/**
 * A request refused before it was sent, because it would carry the password
 * elsewhere than the server it was given for, or unencrypted over a network.
 */
export class SyncCredentialError extends Error {
  constructor(
    readonly origin: string,
    readonly allowedOrigin: string,
  ) {
    super(`The password is not sent to ${origin}`);
    this.name = 'SyncCredentialError';
  }
}

/** The words of an error and of its causes (Node's fetch says "fetch failed" and puts the TLS code in `cause`). */
function wordsOf(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 3) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return [error.name, error.message, typeof code === 'string' ? code : '', cause === undefined ? '' : wordsOf(cause, depth + 1)].join(' ');
}

/** TLS failures as Node and the browsers name them (a browser's fetch may only say "Failed to fetch": then it reads as unreachable). */
const TLS = /certificate|ssl|tls|CERT_|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_CERT|HANDSHAKE/i;

/** The one sentence of each HTTP status that stops a sync, with what to do next. */
const STATUS_SENTENCE: Record<number, string> = {
  401: 'Not synced: the server refused the user name or password. Check them in Settings → Sync.',
  403: 'Not synced: the server does not allow this account to change that calendar. Pick another calendar in Settings → Sync.',
  404: 'Not synced: the calendar is gone from the server. Pick or create one in Settings → Sync.',
  412: 'Not synced: a task kept changing on the server during the sync. It will be tried again at the next sync.',
  507: 'Not synced: the server is out of space. Free some space on the server; nothing here was lost.',
};

/**
 * One plain sentence for what stopped a sync, with what to do next: the one
 * place these words are written (Settings → Sync and the Tasks tab's mark
 * show it; connecting says "Not connected: …").
 */
export function problemSentence(error: unknown): string {
  if (error instanceof SyncHttpError) {
    return STATUS_SENTENCE[error.status] ?? `Not synced: the server answered with an error (${error.status}). Your changes are kept and will be sent at the next sync.`;
  }
  if (error instanceof SyncCredentialError) {
    return error.origin === error.allowedOrigin
      ? `Not synced: the password was not sent to ${error.origin}: over plain http anyone on the network could read it. Use an https address in Settings → Sync.`
      : `Not synced: the password was not sent to ${error.origin}: it goes only to ${error.allowedOrigin}, the server it was given for. Connect with the address of the server that holds the calendars in Settings → Sync.`;
  }
  if (error instanceof SyncAnswerError) {
    return 'Not synced: the server answered with something that is not a calendar, so nothing was changed here. Check the server address in Settings → Sync.';
  }
  if (TLS.test(wordsOf(error))) return 'Not synced: the server’s secure connection (TLS certificate) was not accepted. Check the address in Settings → Sync.';
  return 'Not synced: the server could not be reached. Your changes are kept and will be sent when it answers.';
}
