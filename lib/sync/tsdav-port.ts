import { createAccount, createObject, deleteObject, fetchCalendars, getBasicAuthHeaders, updateObject } from 'tsdav';
import type { CalDavPort, RemoteObject, TaskCalendar, WriteOutcome } from './caldav-port';
import { SyncHttpError } from './caldav-port';
import { queryTasks } from './dav-report';

export interface ServerLogin {
  serverUrl: string;
  username: string;
  password: string;
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
  const send = guardedFetch(fetchImpl);
  const sameOrigin = (url: string) => {
    if (new URL(url, login.serverUrl).origin !== origin) throw new SyncHttpError(403, `${url} is not on ${origin}`);
    return new URL(url, login.serverUrl).href;
  };

  return {
    async taskCalendars(): Promise<TaskCalendar[]> {
      const account = await createAccount({ account: { accountType: 'caldav', serverUrl: login.serverUrl }, headers, fetch: send });
      const calendars = await fetchCalendars({ account, headers, fetch: send });
      return calendars
        .filter((calendar) => calendar.components?.includes('VTODO'))
        .map((calendar) => ({ url: sameOrigin(calendar.url), name: typeof calendar.displayName === 'string' && calendar.displayName ? calendar.displayName : calendar.url }));
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
