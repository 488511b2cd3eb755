import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import type { WriteOutcome } from '@/lib/sync/caldav-port';
import { SyncHttpError } from '@/lib/sync/caldav-port';
import { executeTool } from '@/lib/tools';
import { PUSH_CONCURRENCY, runSync } from '@/lib/sync/run-sync';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const AT = new Date('2026-03-10T09:00:00.000Z');
const now = () => AT;

/** A server whose PUTs wait for a turn of the event loop, counting how many are in flight; `refuse` names titles whose PUT fails. */
class SlowCalDav extends FakeCalDav {
  inFlight = 0;
  mostInFlight = 0;
  refuse = new Set<string>();
  /** Runs while each PUT is in flight (a view reading the account meanwhile). */
  watch: (() => Promise<void>) | undefined;

  override async putObject(href: string, data: string, etag: string | undefined): Promise<WriteOutcome> {
    this.inFlight += 1;
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await this.watch?.();
    this.inFlight -= 1;
    if ([...this.refuse].some((title) => data.includes(`SUMMARY:${title}\r\n`))) throw new SyncHttpError(507);
    return super.putObject(href, data, etag);
  }
}

async function connected(count: number): Promise<{ db: TodoDatabase; server: SlowCalDav }> {
  const db = freshDb();
  const server = new SlowCalDav();
  await db.syncAccount.put({ id: 1, serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  for (let index = 1; index <= count; index += 1) await executeTool({ db, engine: 'manual', now }, 'add_task', { title: `Task ${index}` });
  return { db, server };
}

describe('push', () => {
  it('sends several tasks at once, never more than the bound, and all arrive', async () => {
    const { db, server } = await connected(20);
    const seen: unknown[] = [];
    server.watch = async () => {
      const progress = (await db.syncAccount.get(1))?.progress;
      if (progress) seen.push(progress);
    };
    const report = await runSync(db, server, now);
    expect(report.sent).toBe(20);
    expect(server.mostInFlight).toBeGreaterThan(1);
    expect(server.mostInFlight).toBeLessThanOrEqual(PUSH_CONCURRENCY);
    expect(server.objects.size).toBe(20);
    expect(await db.syncOutbox.count()).toBe(0);
    expect(await db.syncItems.count()).toBe(20);
    expect(seen[0]).toEqual({ sent: expect.any(Number), total: 20 });
    expect((await db.syncAccount.get(1))?.progress).toBeUndefined();
  });

  it('keeps a task whose PUT failed in the outbox and sends it on the next sync', async () => {
    const { db, server } = await connected(8);
    server.refuse.add('Task 3');
    const report = await runSync(db, server, now);
    expect(report.problem).toMatch(/full|space|storage/i);
    const failed = (await db.todos.toArray()).find((task) => task.title === 'Task 3')!;
    expect((await db.syncOutbox.toArray()).map((row) => row.uid)).toContain(failed.uid);
    expect(await db.syncItems.get(failed.uid!)).toBeUndefined();
    // Whatever was sent is recorded: its outbox row is gone only with its sync item written.
    for (const row of await db.syncItems.toArray()) expect(await db.syncOutbox.get(row.uid)).toBeUndefined();

    server.refuse.clear();
    expect((await runSync(db, server, now)).problem).toBeUndefined();
    expect(await db.syncOutbox.count()).toBe(0);
    expect(server.objects.size).toBe(8);
  });

  it('says nothing about sending while it brings tasks in from the server, and sends nothing back', async () => {
    const { db: first, server } = await connected(20);
    await runSync(first, server, now);
    const db = freshDb();
    await db.syncAccount.put({
      id: 1,
      serverUrl: 'https://dav.example/',
      username: 'ana',
      password: 'pw',
      passwordOrigin: 'https://dav.example',
      calendarUrl: server.calendar.url,
    });
    const lines: unknown[] = [];
    db.syncAccount.hook('updating', (changes) => {
      if ('progress' in changes && changes.progress) lines.push(changes.progress);
    });
    server.requests.length = 0;
    const report = await runSync(db, server, now);
    expect(report).toMatchObject({ received: 20, sent: 0 });
    expect(lines).toEqual([]);
    expect(server.requests).not.toContain('PUT');
    expect(await db.syncOutbox.count()).toBe(0);
  });
});
