import { describe, expect, it, vi } from 'vitest';
import type { PortLike } from '@/lib/messaging';
import { serveSyncHost } from '@/lib/sync/serve-sync-host';
import type { SyncHost } from '@/lib/sync/sync-host';
import { createPortSyncHost, SyncHostUnavailable } from '@/lib/sync/sync-host-client';
import { SYNC_HOST_PORT_NAME, syncHostReplySchema, syncHostRequestSchema } from '@/lib/sync/sync-host-protocol';
import { createSyncRuntime } from '@/lib/sync/sync-runtime';
import { idleGate } from '@/lib/util';
import { loadedRecurrence, RECURRENCE_SCRIPT } from '@/lib/todos/recurrence-script';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

type Listener<T> = (value: T) => void;
const self = { id: 'ext', baseURL: 'chrome-extension://ext/' };

/** Two ends of a runtime Port; messages are structured-cloned, as the browser does. */
function portPair(sender: { id: string; url: string } | undefined = { id: 'ext', url: 'chrome-extension://ext/background.js' }, name = SYNC_HOST_PORT_NAME): [PortLike, PortLike] {
  const make = () => ({ msg: [] as Listener<unknown>[], disc: [] as Listener<void>[], port: { name, sender } as PortLike });
  const a = make();
  const b = make();
  let open = true;
  const wire = (end: typeof a, other: typeof a) =>
    Object.assign(end.port, {
      postMessage: (m: unknown) => open && queueMicrotask(() => other.msg.forEach((l) => l(structuredClone(m)))),
      disconnect: () => {
        if (!open) return;
        open = false;
        other.disc.forEach((l) => l());
      },
      onMessage: { addListener: (l: Listener<unknown>) => end.msg.push(l) },
      onDisconnect: { addListener: (l: Listener<void>) => end.disc.push(l) },
    });
  wire(a, b);
  wire(b, a);
  return [a.port, b.port];
}

/** The background's client wired to a host served as the offscreen document serves it. */
function setup(host: SyncHost, options: { onBusy?: () => void; onIdle?: () => void; idleMs?: number } = {}) {
  const onPort = serveSyncHost({ self, host: async () => host, ...options });
  return createPortSyncHost(async () => {
    const [client, server] = portPair();
    onPort(server);
    return client;
  });
}

const LOGIN = { serverUrl: 'https://dav.example/', username: 'ana', password: 'secret-pw' };

describe('background ↔ sync host messaging', () => {
  it('connects through the host: the calendars come back, the password does not, and the account is saved', async () => {
    const db = freshDb();
    const server = new FakeCalDav();
    const client = setup(createSyncRuntime(db, () => server));
    const outcome = await client.connect(LOGIN);
    expect(outcome).toEqual({ ok: true, calendars: [{ url: server.calendar.url, name: 'Tasks' }], calendarUrl: server.calendar.url });
    expect(JSON.stringify(outcome)).not.toContain('secret-pw');
    expect(await db.syncAccount.get(1)).toMatchObject({ username: 'ana', calendarUrl: server.calendar.url });
  });

  it('the engine brings the rules of repeating tasks it reads with, so its first sync in a page needs no script', () => {
    // The offscreen document is a page: it cannot importScripts() the background's recurrence.js, and the
    // tools a sync runs need the rules (test/e2e/sync-other-apps.e2e.ts: a first sync there failed).
    const published = (globalThis as Record<string, unknown>)[RECURRENCE_SCRIPT.key];
    delete (globalThis as Record<string, unknown>)[RECURRENCE_SCRIPT.key];
    try {
      createSyncRuntime(freshDb());
      expect(loadedRecurrence()?.normalizeRule('freq=weekly;byday=mo')).toBe('FREQ=WEEKLY;BYDAY=MO');
    } finally {
      (globalThis as Record<string, unknown>)[RECURRENCE_SCRIPT.key] = published;
    }
  });

  it('a refused connection comes back as its sentence', async () => {
    const server = new FakeCalDav();
    server.failWith = 401;
    const client = setup(createSyncRuntime(freshDb(), () => server));
    const outcome = await client.connect(LOGIN);
    expect(outcome).toMatchObject({ ok: false, problem: expect.stringMatching(/^Not connected: /) });
  });

  it('Sync now through the host returns what the sync did, including its problem', async () => {
    const report = { received: 2, sent: 1, conflicts: 0, problem: 'Not synced: the server could not be reached.' };
    const client = setup({ connect: vi.fn(), syncNow: async () => report });
    expect(await client.syncNow()).toEqual(report);
  });

  it('an engine that throws gives its message to the background; a host that closes early is said plainly', async () => {
    const throwing = setup({ connect: vi.fn(), syncNow: async () => Promise.reject(new Error('IndexedDB is gone')) });
    await expect(throwing.syncNow()).rejects.toThrow('IndexedDB is gone');

    const closing = createPortSyncHost(async () => {
      const [client, server] = portPair();
      server.onMessage.addListener(() => server.disconnect());
      return client;
    });
    await expect(closing.syncNow()).rejects.toBeInstanceOf(SyncHostUnavailable);
    await expect(closing.syncNow()).rejects.toThrow(/Nothing was changed; try again\./);
  });

  it('the host answers only this extension, only on its own Port name, only a valid request', async () => {
    const syncNow = vi.fn(async () => ({ received: 0, sent: 0, conflicts: 0 }));
    const onPort = serveSyncHost({ self, host: async () => ({ connect: vi.fn(), syncNow }) });
    const send = (request: unknown, ...port: Parameters<typeof portPair>) => {
      const [client, server] = portPair(...port);
      onPort(server);
      client.postMessage(request);
    };
    send({ type: 'sync' }, { id: 'other', url: 'chrome-extension://other/background.js' });
    send({ type: 'sync' }, { id: 'ext', url: 'https://evil.example/' });
    send({ type: 'sync' }, undefined, 'todo-assistant/webllm-host');
    send({ type: 'connect', login: { serverUrl: '', username: 'ana', password: 'pw' } });
    send({ type: 'delete-everything' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(syncNow).not.toHaveBeenCalled();
    send({ type: 'sync' });
    await vi.waitFor(() => expect(syncNow).toHaveBeenCalledOnce());
  });

  it('the client ignores replies that do not match the protocol', async () => {
    const client = createPortSyncHost(async () => {
      const [end, server] = portPair();
      server.onMessage.addListener(() => {
        server.postMessage({ type: 'synced', report: { received: -1, sent: 0, conflicts: 0 } });
        server.postMessage({ type: 'heartbeat' });
        server.postMessage({ type: 'synced', report: { received: 1, sent: 0, conflicts: 0 } });
      });
      return end;
    });
    expect(await client.syncNow()).toEqual({ received: 1, sent: 0, conflicts: 0 });
  });

  it('the protocol schemas refuse what the engine must not receive or send', () => {
    expect(syncHostRequestSchema.safeParse({ type: 'connect', login: { ...LOGIN, password: '' } }).success).toBe(false);
    expect(syncHostReplySchema.safeParse({ type: 'synced', report: { received: 1.5, sent: 0, conflicts: 0 } }).success).toBe(false);
    expect(syncHostReplySchema.safeParse({ type: 'connected', outcome: { ok: 'yes' } }).success).toBe(false);
  });

  it('says busy when a sync starts and idle a while after the last one ends', async () => {
    vi.useFakeTimers();
    try {
      const events: string[] = [];
      let finish!: () => void;
      const client = setup(
        { connect: vi.fn(), syncNow: () => new Promise((resolve) => (finish = () => resolve({ received: 0, sent: 0, conflicts: 0 }))) },
        { onBusy: () => events.push('busy'), onIdle: () => events.push('idle'), idleMs: 1000 },
      );
      const done = client.syncNow();
      await vi.advanceTimersByTimeAsync(5000);
      expect(events).toEqual(['busy']);
      finish();
      await done;
      await vi.advanceTimersByTimeAsync(1000);
      expect(events).toEqual(['busy', 'idle']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the offscreen document closes when both engines are idle', () => {
  it('waits for the last one', () => {
    const close = vi.fn();
    const gate = idleGate(['webllm', 'sync'], close);
    gate.idle('webllm');
    expect(close).not.toHaveBeenCalled();
    gate.idle('sync');
    expect(close).toHaveBeenCalledOnce();
    gate.busy('sync');
    gate.idle('webllm');
    expect(close).toHaveBeenCalledOnce();
    gate.idle('sync');
    expect(close).toHaveBeenCalledTimes(2);
  });
});
