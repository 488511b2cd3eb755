import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { TodoDatabase } from '@/lib/db';
import type { SyncHost } from '@/lib/sync/sync-host';
import { runSync } from '@/lib/sync/run-sync';
import { executeTool } from '@/lib/tools';
import { createSyncRuntime } from '@/lib/sync/sync-runtime';
import { createSyncService, ENGINE_FAILED, PANEL_SYNC_GAP_MS, SYNC_ALARM, SYNC_DEBOUNCE_MS } from '@/lib/sync/sync-service';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const LOGIN = { serverUrl: 'https://dav.example/', username: 'ana', password: 'pw' };

/** The engine with the fake server in place of tsdav; counts the syncs. */
function fakeEngine(db: TodoDatabase, server: FakeCalDav) {
  const syncs = vi.fn(async () => ({ received: 0, sent: 0, conflicts: 0 }));
  const engine: SyncHost = { connect: createSyncRuntime(db, () => server).connect, syncNow: syncs };
  return { engine, syncs };
}

/** Timers a test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (run: () => void) => (pending.set(++next, run), next),
    clearTimer: (timer: unknown) => void pending.delete(timer as number),
    fire: () => {
      const runs = [...pending.values()];
      pending.clear();
      for (const run of runs) run();
    },
    get count() {
      return pending.size;
    },
  };
}

describe('when the background syncs', () => {
  let db: TodoDatabase;
  let server: FakeCalDav;
  beforeEach(() => {
    fakeBrowser.reset();
    db = freshDb();
    server = new FakeCalDav();
  });

  it('connecting sets a 15-minute alarm; disconnecting clears it and forgets the account, keeping the tasks', async () => {
    const { engine } = fakeEngine(db, server);
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => engine });
    await db.todos.add({ title: 'Buy milk', status: 'pending', createdAt: '2026-03-10T09:00:00.000Z', updatedAt: '2026-03-10T09:00:00.000Z' } as never);
    const connected = await service.connect(LOGIN);
    expect(connected).toMatchObject({ ok: true, calendarUrl: server.calendar.url });
    expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toMatchObject({ periodInMinutes: 15 });
    expect(await db.syncOutbox.count()).toBe(1);

    await service.disconnect();
    expect(await fakeBrowser.alarms.get(SYNC_ALARM)).toBeUndefined();
    expect(await db.syncAccount.get(1)).toBeUndefined();
    expect(await db.syncOutbox.count()).toBe(0);
    expect((await db.todos.toArray()).map((task) => task.title)).toEqual(['Buy milk']);
  });

  it('the alarm syncs while connected, and only its own alarm', async () => {
    const { engine, syncs } = fakeEngine(db, server);
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => engine });
    await service.onAlarm({ name: SYNC_ALARM });
    expect(syncs).not.toHaveBeenCalled();
    await service.connect(LOGIN);
    expect(service.onAlarm({ name: 'todo-assistant/expire-approvals' })).toBeUndefined();
    await service.onAlarm({ name: SYNC_ALARM });
    expect(syncs).toHaveBeenCalledOnce();
  });

  it('a burst of local changes makes one sync, after the changes stop', async () => {
    const { engine, syncs } = fakeEngine(db, server);
    const timers = manualTimers();
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => engine, ...timers });
    await db.todos.add({ title: 'Buy milk', status: 'pending', createdAt: '2026-03-10T09:00:00.000Z', updatedAt: '2026-03-10T09:00:00.000Z' } as never);
    await service.connect(LOGIN);
    service.onLocalChange();
    service.onLocalChange();
    service.onLocalChange();
    expect(timers.count).toBe(1);
    expect(syncs).not.toHaveBeenCalled();
    timers.fire();
    await vi.waitFor(() => expect(syncs).toHaveBeenCalledOnce());
    expect(SYNC_DEBOUNCE_MS).toBeLessThanOrEqual(60_000);
  });

  it('changes that a Sync now has sent make no second sync (one request to the server, not two)', async () => {
    // The real sync against the fake server: it drains the outbox as it sends.
    const syncs = vi.fn(() => runSync(db, server));
    const engine: SyncHost = { connect: createSyncRuntime(db, () => server).connect, syncNow: syncs };
    const timers = manualTimers();
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => engine, ...timers });
    await db.todos.add({ title: 'Buy milk', status: 'pending', priority: 4, tags: [], createdAt: '2026-03-10T09:00:00.000Z', updatedAt: '2026-03-10T09:00:00.000Z' } as never);
    await service.connect(LOGIN);
    expect(await db.syncOutbox.count()).toBe(1);

    // The change's debounce is waiting when the person presses Sync now.
    service.onLocalChange();
    expect(await service.syncNow()).toEqual({ received: 0, sent: 1, conflicts: 0 });
    expect(await db.syncOutbox.count()).toBe(0);
    timers.fire();
    // A change whose debounce ends while a Sync now is still running: that sync sends it.
    service.onLocalChange();
    const running = service.syncNow();
    timers.fire();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(syncs).toHaveBeenCalledTimes(2);

    // A change made after the last sync still goes out on its own.
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Call mom' });
    expect(await db.syncOutbox.count()).toBe(1);
    service.onLocalChange();
    timers.fire();
    await vi.waitFor(() => expect(syncs).toHaveBeenCalledTimes(3));
    await vi.waitFor(async () => expect(await db.syncOutbox.count()).toBe(0));
  });

  it('opening the panel syncs while connected, unless the last good sync was less than a minute ago; a failed one is tried again', async () => {
    const { engine, syncs } = fakeEngine(db, server);
    let clock = new Date('2026-03-10T09:00:00.000Z');
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => engine, now: () => clock });
    await service.onPanelOpened();
    expect(syncs).not.toHaveBeenCalled();
    await service.connect(LOGIN);
    await service.onPanelOpened();
    expect(syncs).toHaveBeenCalledTimes(1);

    await db.syncAccount.update(1, { lastSyncAt: clock.toISOString() });
    clock = new Date(clock.getTime() + PANEL_SYNC_GAP_MS - 1000);
    await service.onPanelOpened();
    expect(syncs).toHaveBeenCalledTimes(1);
    await db.syncAccount.update(1, { problem: 'Not synced: the server could not be reached.' });
    await service.onPanelOpened();
    expect(syncs).toHaveBeenCalledTimes(2);
    await db.syncAccount.update(1, { problem: undefined });
    clock = new Date(clock.getTime() + 2000);
    await service.onPanelOpened();
    expect(syncs).toHaveBeenCalledTimes(3);
  });

  it('an engine that could not run (its page closed) is a failed sync: said on the account, nothing lost', async () => {
    const { engine } = fakeEngine(db, server);
    let broken = false;
    const service = createSyncService({
      db,
      alarms: fakeBrowser.alarms,
      engine: async () => ({ ...engine, syncNow: async () => (broken ? Promise.reject(new Error('the offscreen document closed')) : engine.syncNow()) }),
    });
    await db.todos.add({ title: 'Buy milk', status: 'pending', createdAt: '2026-03-10T09:00:00.000Z', updatedAt: '2026-03-10T09:00:00.000Z' } as never);
    await service.connect(LOGIN);
    broken = true;
    expect((await service.syncNow()).problem).toBe(ENGINE_FAILED);
    expect((await db.syncAccount.get(1))?.problem).toBe(ENGINE_FAILED);
    expect(await db.syncOutbox.count()).toBe(1);
  });

  it('Sync now against the real engine says what is wrong when nothing is connected', async () => {
    const service = createSyncService({ db, alarms: fakeBrowser.alarms, engine: async () => createSyncRuntime(db) });
    expect((await service.syncNow()).problem).toBe('Not synced: no calendar is chosen yet. Connect in Settings → Sync.');
  });
});
