import { liveQuery } from 'dexie';
import { browser } from 'wxt/browser';
import { db } from '../../lib/db';
import { createRuntimeRequestListener } from '../../lib/messaging/runtime-request-listener';
import { thisExtension } from '../../lib/messaging/trusted-sender';
import { ensureOffscreenDocument } from '../../lib/models/webllm/host/offscreen-document';
import { notifyTasksChanged } from '../../lib/tools';
import { createSyncHost } from '../../lib/sync/connect-sync-host';
import { createSyncService } from '../../lib/sync/sync-service';
import { fail, ok } from '../../lib/util';

/**
 * CalDAV sync (lib/sync): the Settings messages (connect, Sync now,
 * disconnect), the 15-minute alarm and the sync a few seconds after a local
 * change. This is only the scheduler: the CalDAV engine runs in the offscreen
 * document (Chrome) or a script import()ed on the first sync (Firefox), so
 * background.js carries none of it (lib/sync/connect-sync-host.ts).
 * Listeners are registered synchronously, as an MV3 background must.
 */
export function registerSync(): void {
  const host = createSyncHost({ ensureOffscreenDocument, onTasksChanged: notifyTasksChanged });
  const service = createSyncService({ db, alarms: browser.alarms, engine: async () => host });

  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(thisExtension(), {
      'sync/connect': async ({ serverUrl, username, password, calendarUrl, createCalendar }) => {
        const result = await service.connect({ serverUrl, username, password, ...(calendarUrl ? { calendarUrl } : {}), ...(createCalendar ? { createCalendar } : {}) });
        if (!result.ok) return fail(result.problem);
        return ok({ calendars: result.calendars, calendarUrl: result.calendarUrl });
      },
      'sync/now': async () => {
        const { received, sent, conflicts, problem } = await service.syncNow();
        return problem ? fail(problem) : ok({ received, sent, conflicts });
      },
      'sync/disconnect': async () => {
        await service.disconnect();
        return ok(undefined);
      },
      'sync/panel-opened': async () => {
        void service.onPanelOpened().catch(() => undefined);
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
