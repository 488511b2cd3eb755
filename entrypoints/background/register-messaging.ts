import { answerApproval, expireApprovals, retryTurn, runTurn, warmOffline, type AgentDeps } from '../../lib/agent';
import { db } from '../../lib/db';
import { testConnection } from '../../lib/models/remote';
import { loadSettings } from '../../lib/settings';
import { fail, ok } from '../../lib/util';
import { createApprovalSweeper } from '../../lib/messaging/approval-alarm';
import { createChatPortListener } from '../../lib/messaging/chat-port-handler';
import { toPortLike } from '../../lib/messaging/port-like';
import { createRuntimeRequestListener } from '../../lib/messaging/runtime-request-listener';
import { thisExtension } from '../../lib/messaging/trusted-sender';
import { activePage } from '../../lib/platform/active-page';

/**
 * Registers the background's messaging, synchronously as MV3 requires: the
 * chat port, one-shot requests, and the approval expiry (after each request,
 * every minute while approvals are pending, and when the browser starts or
 * the extension is installed or updated, which may clear alarms). A wake
 * does nothing else, so the first message has the worker to itself. The
 * agent reads everything from the database and settings on each call.
 */
export function registerMessaging(): void {
  const self = thisExtension();
  // The tab's title and address, asked for only by a message that refers to the page.
  const deps: AgentDeps = { db, settings: loadSettings, activePage: (exclude) => activePage(browser, exclude) };

  const sweeper = createApprovalSweeper({
    expire: () => expireApprovals(deps),
    hasPending: async () => (await db.approvals.where('status').equals('pending').count()) > 0,
    alarms: browser.alarms,
  });

  const onChatPort = createChatPortListener({
    agent: { runTurn, answerApproval, retryTurn },
    deps,
    self,
    // Any extension API call keeps the worker alive; whether this one answers does not matter.
    keepAlive: () => void browser.runtime.getPlatformInfo().catch(() => undefined),
    onSettled: () => void sweeper.sweep(),
  });
  browser.runtime.onConnect.addListener((port) => onChatPort(toPortLike(port)));
  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(self, {
      'test-connection': async () => {
        const result = await testConnection(await loadSettings());
        return result.ok ? ok(result.message) : fail(result.message);
      },
      // The reply does not wait for the warm-up: a turn that comes meanwhile waits on the same load.
      'offline/warm': async () => {
        void warmOffline(deps.settings);
        return ok(undefined);
      },
    }),
  );
  browser.alarms.onAlarm.addListener((alarm) => void sweeper.onAlarm(alarm));
  browser.runtime.onStartup.addListener(() => void sweeper.sweep());
  browser.runtime.onInstalled.addListener(() => void sweeper.sweep());
}
