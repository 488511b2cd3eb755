import type { CalDavPort, CollectionChanges, RemoteObject, TaskCalendar, WriteOutcome } from '@/lib/sync/caldav-port';
import { SyncHttpError } from '@/lib/sync/caldav-port';

/**
 * An in-memory CalDAV calendar behind the engine's port: ETags change on
 * every write, a PUT or DELETE with a stale If-Match gets 412, and each
 * request is recorded so a test can count them. `failWith` makes every
 * request fail with that status (or a network error) until cleared;
 * `beforeWrite` runs once before the next PUT or DELETE (another app's
 * change arriving between the pull and the push). With `syncTokens` (the
 * default) it answers sync-collection (RFC 6578): each token is a snapshot of
 * the ETags, so a change made straight on `objects` shows too; an unknown
 * token is a 403 (valid-sync-token). Both REPORTs are recorded as 'REPORT'.
 */
export class FakeCalDav implements CalDavPort {
  readonly calendar: TaskCalendar = { url: 'https://dav.example/ana/tasks/', name: 'Tasks' };
  /** The account's task calendars (the one above unless told). */
  readonly calendars: TaskCalendar[];
  /** A status MKCALENDAR answers with instead of creating. */
  refuseCreate: number | undefined;
  readonly objects = new Map<string, { etag: string; data: string }>();
  readonly requests: string[] = [];
  /** Which REPORT each was: 'sync-collection <token>' or 'calendar-query'. */
  readonly reports: string[] = [];
  failWith: number | 'network' | undefined;
  beforeWrite: (() => void) | undefined;
  /** Whether the server gives sync-tokens (RFC 6578). */
  syncTokens: boolean;
  private version = 0;
  private readonly snapshots = new Map<string, Map<string, string>>();

  constructor({ calendars, syncTokens = true }: { calendars?: TaskCalendar[]; syncTokens?: boolean } = {}) {
    this.calendars = calendars ?? [this.calendar];
    this.syncTokens = syncTokens;
  }

  async changesSince(calendarUrl: string, token: string): Promise<CollectionChanges | undefined> {
    this.request('REPORT');
    this.reports.push(`sync-collection ${token}`.trim());
    if (!this.syncTokens) return undefined;
    const before = token === '' ? new Map<string, string>() : this.snapshots.get(token);
    if (!before) throw new SyncHttpError(403, 'valid-sync-token');
    const members = [...this.objects].filter(([href]) => href.startsWith(calendarUrl));
    const next = `https://dav.example/sync/${this.snapshots.size + 1}`;
    this.snapshots.set(next, new Map(members.map(([href, object]) => [href, object.etag])));
    return {
      token: next,
      changed: members.filter(([href, object]) => before.get(href) !== object.etag).map(([href, object]) => ({ href, ...object })),
      removed: [...before.keys()].filter((href) => !this.objects.has(href)),
    };
  }

  /** Puts an object as another app would (a new ETag). */
  serverPut(href: string, data: string): void {
    this.version += 1;
    this.objects.set(href, { etag: `"v${this.version}"`, data });
  }

  private request(name: string): void {
    this.requests.push(name);
    if (this.failWith === 'network') throw new TypeError('Failed to fetch');
    if (this.failWith !== undefined) throw new SyncHttpError(this.failWith);
  }

  private runBeforeWrite(): void {
    const hook = this.beforeWrite;
    this.beforeWrite = undefined;
    hook?.();
  }

  async taskCalendars(): Promise<TaskCalendar[]> {
    this.request('PROPFIND');
    return [...this.calendars];
  }

  async createTaskCalendar(name: string): Promise<TaskCalendar> {
    this.request('MKCALENDAR');
    if (this.refuseCreate !== undefined) throw new SyncHttpError(this.refuseCreate);
    const created = { url: 'https://dav.example/ana/todo-assistant/', name };
    this.calendars.push(created);
    return created;
  }

  async listObjects(calendarUrl: string): Promise<RemoteObject[]> {
    this.request('REPORT');
    this.reports.push('calendar-query');
    return [...this.objects].filter(([href]) => href.startsWith(calendarUrl)).map(([href, object]) => ({ href, ...object }));
  }

  async getObject(href: string): Promise<RemoteObject | undefined> {
    this.request('GET');
    const object = this.objects.get(href);
    return object ? { href, ...object } : undefined;
  }

  async putObject(href: string, data: string, etag: string | undefined): Promise<WriteOutcome> {
    this.request('PUT');
    this.runBeforeWrite();
    const current = this.objects.get(href);
    if (etag === undefined ? current !== undefined : current?.etag !== etag) return { ok: false, status: 412 };
    this.serverPut(href, data);
    return { ok: true, etag: this.objects.get(href)!.etag };
  }

  async deleteObject(href: string, etag: string | undefined): Promise<WriteOutcome> {
    this.request('DELETE');
    this.runBeforeWrite();
    const current = this.objects.get(href);
    if (!current) return { ok: true };
    if (etag !== undefined && current.etag !== etag) return { ok: false, status: 412 };
    this.objects.delete(href);
    return { ok: true };
  }
}

/**
 * A fetch that answers every request with the same body, as a broken server
 * or something in front of it would (a login page, a proxy's error page,
 * XML that is not a WebDAV multistatus): for tsdavPort, which parses the XML.
 */
export function fetchAnswering(body: string, { status = 200, contentType = 'application/xml; charset=utf-8' } = {}): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': contentType } });
}
