import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import { executeTool } from '@/lib/tools';
import { problemSentence, SyncAnswerError, SyncHttpError } from '@/lib/sync/caldav-port';
import { runSync } from '@/lib/sync/run-sync';
import { tsdavPort } from '@/lib/sync/tsdav-port';
import { freshDb } from '../todos/support';
import { FakeCalDav, fetchAnswering } from './fake-caldav';

const now = () => new Date('2026-03-10T09:00:00.000Z');
const LOGIN = { serverUrl: 'https://dav.example/', username: 'ana', password: 'pw' };

/** A node fetch's TLS failure: "fetch failed", the certificate's code in its cause. */
const tlsFailure = () => new TypeError('fetch failed', { cause: Object.assign(new Error('self-signed certificate'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) });

describe('the sentence of each failure', () => {
  const cases: [string, unknown, RegExp][] = [
    ['401', new SyncHttpError(401), /refused the user name or password/],
    ['403', new SyncHttpError(403), /does not allow this account/],
    ['404', new SyncHttpError(404), /calendar is gone/],
    ['412', new SyncHttpError(412), /kept changing on the server/],
    ['507', new SyncHttpError(507), /out of space/],
    ['TLS', tlsFailure(), /secure connection \(TLS certificate\) was not accepted/],
    ['network', new TypeError('Failed to fetch'), /could not be reached/],
    ['garbage', new SyncAnswerError(), /not a calendar, so nothing was changed here/],
  ];

  it.each(cases)('%s has its own plain sentence, with what to do next', (_name, error, words) => {
    expect(problemSentence(error)).toMatch(words);
    expect(problemSentence(error)).toMatch(/^Not synced: .+\. .+\.$/);
  });

  it('no two failures share words', () => {
    expect(new Set(cases.map(([, error]) => problemSentence(error))).size).toBe(cases.length);
  });
});

async function syncedOnce(): Promise<{ db: TodoDatabase; server: FakeCalDav }> {
  const db = freshDb();
  const server = new FakeCalDav();
  await db.syncAccount.put({ id: 1, ...LOGIN, passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Call mom' });
  await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Pay rent' });
  await runSync(db, server, now);
  return { db, server };
}

const titles = async (db: TodoDatabase) => (await db.todos.toArray()).map((task) => task.title).sort();

describe('a failing or broken server changes nothing here', () => {
  it.each([401, 403, 404, 507, 'network'] as const)('%s: the tasks stay, the account says why', async (failure) => {
    const { db, server } = await syncedOnce();
    server.failWith = failure;
    const report = await runSync(db, server, now);
    expect((await db.syncAccount.get(1))!.problem).toBe(report.problem);
    expect(await titles(db)).toEqual(['Call mom', 'Pay rent']);
  });

  const junk: [string, string, { status?: number; contentType?: string }][] = [
    ['an HTML page', '<html><body>Please log in</body></html>', { contentType: 'text/html' }],
    ['XML that is not a multistatus', '<?xml version="1.0"?><error><message>maintenance</message></error>', {}],
    ['XML that does not parse', '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response>', {}],
    ['an empty answer', '', {}],
    [
      'a multistatus cut short between two members',
      '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/ana/tasks/other.ics</d:href><d:propstat><d:prop><d:getetag>"x"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>',
      { status: 207 },
    ],
  ];

  it.each(junk)('a REPORT answered with %s deletes nothing and says the answer was not a calendar', async (_name, body, options) => {
    const { db } = await syncedOnce();
    const report = await runSync(db, tsdavPort(LOGIN, fetchAnswering(body, options)), now);
    expect(report.problem).toBe(problemSentence(new SyncAnswerError()));
    expect(await titles(db)).toEqual(['Call mom', 'Pay rent']);
    await expect(db.audit.where('engine').equals('sync').count()).resolves.toBe(0);
  });

  it('a REPORT answered 404 (calendar gone) deletes nothing and says the calendar is gone', async () => {
    const { db } = await syncedOnce();
    const report = await runSync(db, tsdavPort(LOGIN, fetchAnswering('Not found', { status: 404, contentType: 'text/plain' })), now);
    expect(report.problem).toBe('Not synced: the calendar is gone from the server. Pick or create one in Settings → Sync.');
    expect(await titles(db)).toEqual(['Call mom', 'Pay rent']);
  });

  it('tasks whose iCalendar text is junk change nothing here', async () => {
    const { db, server } = await syncedOnce();
    for (const [href] of server.objects) server.serverPut(href, 'BEGIN:VCALENDAR\r\nthis is not iCalendar\r\n');
    const report = await runSync(db, server, now);
    expect(report.received).toBe(0);
    expect(await titles(db)).toEqual(['Call mom', 'Pay rent']);
    await expect(db.audit.where('engine').equals('sync').count()).resolves.toBe(0);
  });
});
