import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeTool } from '@/lib/tools';
import { runSync } from '@/lib/sync/run-sync';
import { tsdavPort } from '@/lib/sync/tsdav-port';
import { syncProgressLine } from '@/lib/hooks/sync-status';
import { freshDb } from '../todos/support';
import { hasRadicale, startRadicale, type RadicaleServer } from '../support/radicale';

// The scale figure: the first sync of 2,000 tasks to an empty Radicale calendar (budget 60 s).
// Opt-in, it takes minutes before the fix: SYNC_SCALE=1 npx vitest run test/sync/radicale-scale.test.ts
// (SYNC_SCALE=300 sends 300 tasks). It prints the seconds; it asserts what was sent, not a time.
const requested = Number(process.env.SYNC_SCALE ?? 0);
const COUNT = requested > 1 ? requested : 2000;

const USER = 'ana';
const PASSWORD = 'throw-away';
let radicale: RadicaleServer | undefined;
let base = '';

describe.skipIf(!hasRadicale || !requested)('sync scale against a real Radicale (SYNC_SCALE=1)', () => {
  beforeAll(async () => {
    radicale = await startRadicale({ user: USER, password: PASSWORD, folderPrefix: 'radicale-scale-' });
    ({ base } = radicale);
  }, 20_000);
  afterAll(() => radicale?.stop());

  it(`sends ${COUNT} tasks to an empty calendar on the first sync`, async () => {
    const calendarUrl = await radicale!.makeTaskCalendar('tasks');
    const port = tsdavPort({ serverUrl: `${base}/`, username: USER, password: PASSWORD });
    const db = freshDb();
    await db.syncAccount.put({ id: 1, serverUrl: `${base}/`, username: USER, password: PASSWORD, passwordOrigin: base, calendarUrl });
    for (let index = 0; index < COUNT; index += 1) {
      await executeTool({ db, engine: 'manual' }, 'add_task', { title: `Task ${index + 1}`, priority: (index % 4) + 1, tags: ['scale'], dueAt: '2026-03-12' });
    }
    expect(await db.syncOutbox.count()).toBe(COUNT);
    const progress = new Set<string>();
    const watch = setInterval(() => {
      void db.syncAccount.get(1).then((account) => account?.progress && progress.add(syncProgressLine(account.progress, 'en-US')));
    }, 100);
    const started = performance.now();
    const report = await runSync(db, port);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(watch);
    console.log(
      `sync scale: first sync of ${COUNT} tasks to an empty Radicale calendar: ${seconds.toFixed(1)} s; progress lines seen: ${[...progress].slice(0, 3).join(' | ')}${progress.size > 3 ? ' …' : ''}`,
    );
    expect(report.problem).toBeUndefined();
    expect(report.sent).toBe(COUNT);
    expect(await db.syncOutbox.count()).toBe(0);
    expect(await db.syncItems.count()).toBe(COUNT);
    expect((await db.syncAccount.get(1))?.progress).toBeUndefined();
  }, 900_000);
});
