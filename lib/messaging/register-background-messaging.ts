import { answerApproval, expireApprovals, retryTurn, runTurn, type AgentDeps } from '../agent';
import { db } from '../db';
import { testConnection } from '../models/remote';
import { loadSettings } from '../settings';
import { createApprovalSweeper } from './approval-alarm';
import { createChatPortListener } from './chat-port-handler';
import type { PortLike } from './port-like';
import { createRuntimeRequestListener } from './runtime-request-listener';
import type { ExtensionIdentity } from './trusted-sender';

/**
 * Registers the background's messaging, synchronously as MV3 requires: the
 * chat port, one-shot requests, and the approval expiry (after each request,
 * every minute while approvals are pending, and when the browser starts or
 * the extension is installed or updated, which may clear alarms). A wake
 * does nothing else, so the first message has the worker to itself. The
 * agent reads everything from the database and settings on each call.
 */
export function registerBackgroundMessaging(): void {
  const self: ExtensionIdentity = { id: browser.runtime.id, baseURL: browser.runtime.getURL('/') };
  const deps: AgentDeps = { db, settings: loadSettings };

  const sweeper = createApprovalSweeper({
    expire: () => expireApprovals(deps),
    hasPending: async () => (await db.approvals.where('status').equals('pending').count()) > 0,
    alarms: browser.alarms,
  });

  const onChatPort = createChatPortListener({
    agent: { runTurn, answerApproval, retryTurn },
    deps,
    self,
    keepAlive: () => void browser.runtime.getPlatformInfo().catch(() => undefined),
    onSettled: () => void sweeper.sweep(),
  });
  browser.runtime.onConnect.addListener((port) => onChatPort(port as unknown as PortLike));
  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(self, { testConnection: async () => testConnection(await loadSettings()) }) as Parameters<
      typeof browser.runtime.onMessage.addListener
    >[0],
  );
  browser.alarms.onAlarm.addListener((alarm) => void sweeper.onAlarm(alarm));
  browser.runtime.onStartup.addListener(() => void sweeper.sweep());
  browser.runtime.onInstalled.addListener(() => void sweeper.sweep());
}
