import { liveQuery } from 'dexie';
import { browser } from 'wxt/browser';
import { db } from '../../lib/db';
import { createRuntimeRequestListener } from '../../lib/messaging/runtime-request-listener';
import { thisExtension } from '../../lib/messaging/trusted-sender';
import { createSyncService } from '../../lib/sync/sync-service';
import { fail, ok } from '../../lib/util';

/**
 * CalDAV sync (lib/sync): the Settings messages (connect, Sync now,
 * disconnect), the 15-minute alarm and the sync a few seconds after a local
 * change. The CalDAV code is loaded only when one of them runs. Listeners are
 * registered synchronously, as an MV3 background must.
 */
export function registerSync(): void {
  const service = createSyncService({
    db,
    alarms: browser.alarms,
    engine: async () => {
      const [{ connectAccount, syncNow }, { disconnectAccount }] = await Promise.all([import('../../lib/sync/connect-account'), import('../../lib/sync/disconnect-account')]);
      return { connectAccount, syncNow: (database) => syncNow(database), disconnectAccount };
    },
  });

  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(thisExtension(), {
      'sync/connect': async ({ serverUrl, username, password, calendarUrl }) => {
        const result = await service.connect({ serverUrl, username, password, ...(calendarUrl ? { calendarUrl } : {}) });
        if (!result.ok) return fail(result.problem);
        return ok({ calendars: result.calendars.map(({ url, name }) => ({ url, name })), calendarUrl: result.account.calendarUrl ?? '' });
      },
      'sync/now': async () => {
        const { received, sent, conflicts, problem } = await service.syncNow();
        return problem ? fail(problem) : ok({ received, sent, conflicts });
      },
      'sync/disconnect': async () => {
        await service.disconnect();
        return ok(undefined);
      },
    }),
  );
  browser.alarms.onAlarm.addListener((alarm) => void service.onAlarm(alarm));
  browser.runtime.onStartup.addListener(() => void service.keepAlarm());
  browser.runtime.onInstalled.addListener(() => void service.keepAlarm());
  // Every local change queues its task in the outbox (lib/db/sync-outbox-middleware), in any of the
  // extension's pages; Dexie tells this worker. A wake with an empty outbox loads no sync code.
  liveQuery(() => db.syncOutbox.count()).subscribe({
    next: (count) => {
      if (count > 0) service.onLocalChange();
    },
    error: () => undefined,
  });
}
