import { createAccount, createObject, deleteObject, fetchCalendars, getBasicAuthHeaders, makeCalendar, updateObject } from 'tsdav';
import type { CalDavPort, CollectionChanges, RemoteObject, TaskCalendar, WriteOutcome } from './caldav-port';
import { isInsecureOrigin } from '../settings';
import { SyncAnswerError, SyncCredentialError, SyncHttpError } from './caldav-port';
import { queryTasks, syncCollectionChanges } from './dav-report';

export interface ServerLogin {
  serverUrl: string;
  username: string;
  password: string;
  /** Plain http to a host other than this computer, accepted by the person for this origin. */
  allowInsecureOrigin?: string;
}

const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The last word on the password, for every request: it goes only to the
 * server's origin, and over plain http only to this computer or where the
 * person allowed it (the model server's rule, lib/settings isInsecureOrigin).
 * A request to anywhere else is not sent at all (discovery can point
 * elsewhere: tsdav would follow it with the same headers).
 */
function credentialFetch(login: ServerLogin, base: typeof fetch, refused: (error: SyncCredentialError) => void): typeof fetch {
  const allowed = new URL(login.serverUrl).origin;
  return async (input, init) => {
    const origin = new URL(urlOf(input), login.serverUrl).origin;
    if (origin !== allowed || (isInsecureOrigin(origin) && login.allowInsecureOrigin !== origin)) {
      const error = new SyncCredentialError(origin, allowed);
      refused(error);
      throw error;
    }
    // A redirect fetch follows to another origin drops the Authorization header (Fetch standard).
    return base(input, init);
  };
}

/** A fetch that turns the statuses that stop a sync (auth, permission, space, server errors) into `SyncHttpError`. */
function guardedFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (response.status === 401 || response.status === 403 || response.status === 507 || response.status >= 500) throw new SyncHttpError(response.status);
    return response;
  };
}

const etagOf = (response: Response): string | undefined => response.headers.get('etag') ?? undefined;

function outcomeOf(response: Response, what: string): WriteOutcome {
  if (response.status === 412) return { ok: false, status: 412 };
  if (!response.ok) throw new SyncHttpError(response.status, `${what} answered ${response.status}`);
  const etag = etagOf(response);
  return { ok: true, ...(etag ? { etag } : {}) };
}

/**
 * The engine's port over tsdav (discovery, calendar-query REPORTs) and plain
 * conditional PUT/DELETE/GET. The password goes only to the server's origin:
 * a URL on another origin is refused before any request.
 */
export function tsdavPort(login: ServerLogin, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): CalDavPort {
  const origin = new URL(login.serverUrl).origin;
  const headers = getBasicAuthHeaders({ username: login.username, password: login.password });
  // tsdav's discovery tries other addresses after a failed one and throws its own last error: the refusal is kept to be said.
  let refusal: SyncCredentialError | undefined;
  const send = guardedFetch(
    credentialFetch(login, fetchImpl, (error) => {
      refusal = error;
    }),
  );
  const sameOrigin = (url: string) => {
    const absolute = new URL(url, login.serverUrl);
    if (absolute.origin !== origin) throw new SyncCredentialError(absolute.origin, origin);
    return absolute.href;
  };

  /** The account's calendar home (calendar-home-set), found by taskCalendars. */
  let homeUrl: string | undefined;

  /** One MKCALENDAR: true when made, false when something is already there (405). */
  const mkcalendar = async (url: string, name: string): Promise<boolean> => {
    const [answer] = await makeCalendar({
      url,
      props: { 'd:displayname': name, 'c:supported-calendar-component-set': { 'c:comp': { _attributes: { name: 'VTODO' } } } },
      headers,
      fetch: send,
    });
    if (answer?.status === 405) return false;
    if (!answer || answer.status < 200 || answer.status >= 300) throw new SyncHttpError(answer?.status ?? 0, `MKCALENDAR answered ${answer?.status}`);
    return true;
  };

  return {
    async createTaskCalendar(name: string): Promise<TaskCalendar> {
      if (!homeUrl) await this.taskCalendars();
      if (!homeUrl) throw new SyncAnswerError('The server named no calendar home');
      const home = homeUrl.endsWith('/') ? homeUrl : `${homeUrl}/`;
      const slug =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'tasks';
      // A name already taken (by a collection that is not a task calendar) gets a unique one beside it.
      for (const path of [slug, `${slug}-${crypto.randomUUID().slice(0, 8)}`]) {
        const url = new URL(`${path}/`, home).href;
        if (await mkcalendar(url, name)) return { url, name };
      }
      throw new SyncHttpError(405, 'MKCALENDAR refused twice');
    },

    async taskCalendars(): Promise<TaskCalendar[]> {
      refusal = undefined;
      let calendars: Awaited<ReturnType<typeof fetchCalendars>>;
      try {
        const account = await createAccount({ account: { accountType: 'caldav', serverUrl: login.serverUrl }, headers, fetch: send });
        if (account.homeUrl) homeUrl = sameOrigin(account.homeUrl);
        calendars = await fetchCalendars({ account, headers, fetch: send });
      } catch (error) {
        if (refusal) throw refusal;
        // tsdav says "cannot find principalUrl" when nothing there answers as CalDAV.
        if (error instanceof SyncHttpError || error instanceof TypeError || !(error instanceof Error)) throw error;
        throw new SyncAnswerError(error.message);
      }
      return calendars
        .filter((calendar) => calendar.components?.includes('VTODO'))
        .map((calendar) => ({ url: sameOrigin(calendar.url), name: typeof calendar.displayName === 'string' && calendar.displayName ? calendar.displayName : calendar.url }));
    },

    async changesSince(calendarUrl: string, token: string): Promise<CollectionChanges | undefined> {
      const changes = await syncCollectionChanges(sameOrigin(calendarUrl), token, headers, send);
      if (!changes) return undefined;
      return { token: changes.token, changed: changes.changed.map((object) => ({ ...object, href: sameOrigin(object.href) })), removed: changes.removed.map(sameOrigin) };
    },

    async listObjects(calendarUrl: string): Promise<RemoteObject[]> {
      const objects = await queryTasks(sameOrigin(calendarUrl), headers, send);
      return objects.map((object) => ({ ...object, href: sameOrigin(object.href) }));
    },

    async getObject(href: string): Promise<RemoteObject | undefined> {
      const response = await send(sameOrigin(href), { method: 'GET', headers });
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new SyncHttpError(response.status);
      const etag = etagOf(response);
      return { href, ...(etag ? { etag } : {}), data: await response.text() };
    },

    async putObject(href: string, data: string, etag: string | undefined): Promise<WriteOutcome> {
      const url = sameOrigin(href);
      const type = { 'Content-Type': 'text/calendar; charset=utf-8' };
      const response =
        etag === undefined
          ? await createObject({ url, data, headers: { ...headers, ...type, 'If-None-Match': '*' }, fetch: send })
          : await updateObject({ url, data, etag, headers: { ...headers, ...type }, fetch: send });
      return outcomeOf(response, 'PUT');
    },

    async deleteObject(href: string, etag: string | undefined): Promise<WriteOutcome> {
      const response = await deleteObject({ url: sameOrigin(href), ...(etag ? { etag } : {}), headers, fetch: send });
      if (response.status === 404 || response.status === 410) return { ok: true };
      return outcomeOf(response, 'DELETE');
    },
  };
}
