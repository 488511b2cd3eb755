import type { TodoDatabase } from '../db';
import { createLogger, errorMessage } from '../util';
import { disconnectAccount } from './disconnect-account';
import type { SyncReport } from './run-sync';
import type { ConnectOutcome, SyncHost, SyncLogin } from './sync-host';

const log = createLogger('sync');

/** The alarm that syncs while an account is connected. */
export const SYNC_ALARM = 'todo-assistant/sync';
/** How often the alarm syncs, in minutes. */
export const SYNC_PERIOD_MINUTES = 15;
/** How long after the last local change the sync starts: a burst of edits is sent in one sync. */
export const SYNC_DEBOUNCE_MS = 5_000;
/** What Settings and the Tasks tab say when the engine itself could not run a sync. */
export const ENGINE_FAILED = 'Not synced: the sync stopped before it could reach the server. Your changes are kept; Sync now tries again.';
/** Opening the panel syncs unless the last good sync is more recent than this. */
export const PANEL_SYNC_GAP_MS = 60_000;

export interface SyncAlarms {
  get(name: string): Promise<unknown>;
  create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): Promise<void> | void;
  clear(name: string): Promise<boolean>;
}

export interface SyncServiceDeps {
  db: TodoDatabase;
  alarms: SyncAlarms;
  /** The engine (tsdav, ical.js), which runs elsewhere (sync-host.ts): asked only when a connection or a sync runs. */
  engine: () => Promise<SyncHost>;
  /** Timers for the debounce; the global ones unless a test passes others. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => Date;
}

/**
 * When the background syncs: on Sync now, on the alarm every 15 minutes while
 * an account is connected, and a few seconds after the last local change (the
 * outbox got a row). One sync runs at a time; a request while one runs waits
 * for it, then runs.
 */
export function createSyncService({
  db,
  alarms,
  engine,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now = () => new Date(),
}: SyncServiceDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: unknown;

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  const connected = async (): Promise<boolean> => Boolean((await db.syncAccount.get(1))?.calendarUrl);

  /** The alarm exists exactly while an account is connected. */
  async function keepAlarm(): Promise<void> {
    if (await connected()) {
      if (!(await alarms.get(SYNC_ALARM))) await alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_PERIOD_MINUTES, delayInMinutes: SYNC_PERIOD_MINUTES });
    } else {
      await alarms.clear(SYNC_ALARM);
    }
  }

  /**
   * One sync. An engine that could not run it (its document closed, its
   * script did not load) changes nothing: the account says so, as for any
   * failed sync, and the outbox keeps every change.
   */
  const syncNow = (): Promise<SyncReport> =>
    serial(async () => {
      // This sync takes whatever the outbox holds: a debounced sync waiting for it would find nothing to send.
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      try {
        return await (await engine()).syncNow();
      } catch (error) {
        log.warn('the sync engine failed', errorMessage(error));
        await db.syncAccount.update(1, { problem: ENGINE_FAILED });
        return { received: 0, sent: 0, conflicts: 0, problem: ENGINE_FAILED };
      }
    });

  /** A sync nobody waits for (alarm, debounce): its problem is on the account, for Settings to show. */
  async function syncInBackground(): Promise<void> {
    try {
      if (await connected()) await syncNow();
    } catch (error) {
      log.warn('the sync failed', errorMessage(error));
    }
  }

  /**
   * The debounced sync: once the sync running now (if any) is over, and only
   * while the outbox still holds changes. A Sync now that started after the
   * change has sent it already; a second sync would only ask the server again.
   */
  async function sendOutbox(): Promise<void> {
    await queue;
    if ((await db.syncOutbox.count()) > 0) await syncInBackground();
  }

  return {
    syncNow,
    connect: (login: SyncLogin): Promise<ConnectOutcome> =>
      serial(async () => {
        const result = await (await engine()).connect(login);
        await keepAlarm();
        return result;
      }),
    disconnect: (): Promise<void> =>
      serial(async () => {
        if (timer !== undefined) clearTimer(timer);
        timer = undefined;
        // Only the database: no need to load the engine to forget the account.
        await disconnectAccount(db);
        await keepAlarm();
      }),
    /** On browser start-up and install: alarms may be gone. */
    keepAlarm: () => keepAlarm().catch((error: unknown) => log.warn('could not set the sync alarm', errorMessage(error))),
    onAlarm(alarm: { name: string }): Promise<void> | undefined {
      return alarm.name === SYNC_ALARM ? syncInBackground() : undefined;
    },
    /**
     * The panel opened: sync, so what changed elsewhere shows, unless the last
     * sync went well less than a minute ago (opening and closing the panel
     * does not send a request each time). The panel does not wait for it.
     */
    async onPanelOpened(): Promise<void> {
      const account = await db.syncAccount.get(1);
      if (!account?.calendarUrl) return;
      const last = account.lastSyncAt ? Date.parse(account.lastSyncAt) : NaN;
      if (!account.problem && now().getTime() - last < PANEL_SYNC_GAP_MS) return;
      await syncInBackground();
    },
    /** The outbox has rows: sync once changes stop coming for SYNC_DEBOUNCE_MS, unless a sync has sent them by then. */
    onLocalChange(): void {
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(() => {
        timer = undefined;
        void sendOutbox().catch((error: unknown) => log.warn('the sync failed', errorMessage(error)));
      }, SYNC_DEBOUNCE_MS);
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
