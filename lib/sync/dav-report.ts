import { davRequest, type DAVResponse } from 'tsdav';
import { SyncAnswerError, SyncHttpError, type CollectionChanges, type RemoteObject } from './caldav-port';

/*
 * The two REPORTs a sync reads a calendar with, over tsdav's request (it
 * writes and parses the XML), each checked before the engine sees it. tsdav's
 * own fetchCalendarObjects turns a 404 or an answer that is not a WebDAV
 * multistatus into an empty list, which the engine would take as "every task
 * was deleted on the server": here such an answer throws, so nothing changes
 * locally.
 */

/** Only VTODOs: a calendar-query asks for these. */
const TODO_FILTER = { 'comp-filter': { _attributes: { name: 'VCALENDAR' }, 'comp-filter': { _attributes: { name: 'VTODO' } } } };

type Fetch = typeof fetch;

const NAMESPACES = { 'xmlns:d': 'DAV:', 'xmlns:c': 'urn:ietf:params:xml:ns:caldav' };

/** The parsed multistatus document of a REPORT's answer, or a throw saying why there is none. */
function multistatusOf(responses: readonly DAVResponse[]): { multistatus: Record<string, unknown> } {
  const first = responses[0];
  const raw: unknown = first?.raw;
  const isDocument = typeof raw === 'object' && raw !== null && typeof (raw as { multistatus?: unknown }).multistatus === 'object';
  // Not a multistatus: an HTTP error, or something else answered (a login page, a proxy's error page).
  if (!first || !isDocument) {
    if (first && !first.ok) throw new SyncHttpError(first.status);
    throw new SyncAnswerError();
  }
  const document = raw as { multistatus: Record<string, unknown> };
  // Every response of a multistatus names its member (RFC 4918 14.24); one that does not is a broken answer.
  if (document.multistatus.response !== undefined && responses.some((response) => typeof response.href !== 'string' || !response.href)) throw new SyncAnswerError();
  return document;
}

/**
 * A fetch whose multistatus answers are whole: tsdav's XML parser reads a cut
 * document without complaint, and a listing cut short would read as tasks
 * deleted on the server.
 */
function wholeAnswers(fetchImpl: Fetch): Fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (!response.ok || !(response.headers.get('content-type') ?? '').toLowerCase().includes('xml')) return response;
    const text = await response.text();
    if (!/(<\/([\w.-]+:)?multistatus\s*>|<([\w.-]+:)?multistatus\b[^<>]*\/>)\s*$/i.test(text)) throw new SyncAnswerError('The server’s multistatus answer was cut short');
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** The text of a calendar-data property, as tsdav parsed it (plain or CDATA). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { _cdata?: unknown })._cdata === 'string') return (value as { _cdata: string })._cdata;
  return '';
}

/** One member of the answer: its href (absolute), ETag and text ('' when the server sent none: read as nothing). */
function objectOf(response: DAVResponse, calendarUrl: string): RemoteObject | undefined {
  if (typeof response.href !== 'string' || !response.href) return undefined;
  const href = new URL(response.href, calendarUrl).href;
  if (href.replace(/\/$/, '') === calendarUrl.replace(/\/$/, '')) return undefined; // the calendar itself
  const etag = response.props?.getetag;
  return { href, ...(etag !== undefined && etag !== null && etag !== '' ? { etag: String(etag) } : {}), data: textOf(response.props?.calendarData) };
}

/** Every task of the calendar with its ETag and text, in one calendar-query REPORT. */
export async function queryTasks(calendarUrl: string, headers: Record<string, string>, fetchImpl: Fetch): Promise<RemoteObject[]> {
  const responses = await davRequest({
    url: calendarUrl,
    init: {
      method: 'REPORT',
      namespace: 'c',
      headers: { ...headers, depth: '1' },
      body: { 'calendar-query': { _attributes: NAMESPACES, 'd:prop': { 'd:getetag': {}, 'c:calendar-data': {} }, filter: TODO_FILTER } },
    },
    fetch: wholeAnswers(fetchImpl),
  });
  multistatusOf(responses);
  return responses.flatMap((response) => {
    if (!response.ok) return [];
    const object = objectOf(response, calendarUrl);
    return object ? [object] : [];
  });
}

/**
 * A sync-collection REPORT (RFC 6578): with `token` '' every member, else
 * what changed since. Undefined when the answer carries no sync-token (the
 * server does not do it: compare ETags instead). A token the server no longer
 * knows is a 403 or 409 (valid-sync-token), thrown as `SyncHttpError`.
 */
export async function syncCollectionChanges(calendarUrl: string, token: string, headers: Record<string, string>, fetchImpl: Fetch): Promise<CollectionChanges | undefined> {
  const responses = await davRequest({
    url: calendarUrl,
    init: {
      method: 'REPORT',
      namespace: 'd',
      headers: { ...headers, depth: '0' },
      body: {
        'sync-collection': { _attributes: NAMESPACES, 'sync-token': token, 'sync-level': 1, prop: { getetag: {}, 'c:calendar-data': {} } },
      },
    },
    fetch: wholeAnswers(fetchImpl),
  });
  const { multistatus } = multistatusOf(responses);
  const next = multistatus.syncToken;
  if (typeof next !== 'string' || !next) return undefined;
  const changes: CollectionChanges = { token: next, changed: [], removed: [] };
  for (const response of responses) {
    const object = objectOf(response, calendarUrl);
    if (!object) continue;
    if (response.status === 404) changes.removed.push(object.href);
    else if (response.ok) changes.changed.push(object);
  }
  return changes;
}
