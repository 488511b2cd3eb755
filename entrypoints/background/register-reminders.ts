import { storage } from '#imports';
import { browser } from 'wxt/browser';
import { db } from '../../lib/db';
import { createRuntimeRequestListener } from '../../lib/messaging/runtime-request-listener';
import { thisExtension } from '../../lib/messaging/trusted-sender';
import { openPanel } from '../../lib/platform';
import { createReminderService, requestOpenTask } from '../../lib/reminders';
import { loadSettings, watchSettings } from '../../lib/settings';
import { defaultTimeZone } from '../../lib/time/zoned-time';
import { onTasksChanged } from '../../lib/tools';
import { ok } from '../../lib/util';

/** When reminders were last checked: what was due since then and not shown was missed. */
const checkedAtItem = storage.defineItem<number>('local:reminders-checked-at');

/**
 * Reminders, their notifications and the toolbar badge. Everything goes
 * through one `sync` (lib/reminders): after a tool call in this background
 * (the assistant, the context menu), when a page says it changed tasks (the
 * Tasks view, quick-add), when settings change, when an alarm rings, and on
 * install, update and browser start-up, when alarms may be gone. Listeners
 * are registered synchronously, as an MV3 background must.
 */
export function registerReminders(): void {
  const service = createReminderService({
    db,
    api: browser,
    settings: loadSettings,
    checkedAt: {
      get: async () => (await checkedAtItem.getValue()) ?? undefined,
      set: (at) => checkedAtItem.setValue(at),
    },
    // Firefox shows no buttons on notifications (and refuses the option).
    buttons: !import.meta.env.FIREFOX,
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    timeZone: defaultTimeZone,
    openTask: (taskId) => {
      // First, before any await: the browser opens the panel only inside the click's handler, if at all.
      void openPanel(browser, browser.runtime.getURL('/sidepanel.html'));
      void requestOpenTask(taskId);
    },
  });

  onTasksChanged(() => void service.sync());
  watchSettings(() => void service.sync());
  browser.alarms.onAlarm.addListener((alarm) => void service.onAlarm(alarm));
  browser.notifications.onClicked.addListener((id) => service.onClicked(id));
  browser.notifications.onButtonClicked?.addListener((id, index) => void service.onButton(id, index));
  browser.runtime.onStartup.addListener(() => void service.sync());
  browser.runtime.onInstalled.addListener(() => void service.sync());
  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(thisExtension(), {
      'reminders/sync': async () => {
        await service.sync();
        return ok(undefined);
      },
    }),
  );
}
