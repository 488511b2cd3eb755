import { storageFailedText } from '../db';
import type { AgentApi, Emit } from './agent-api';
import type { PortLike } from './port-like';
import { agentEventSchema, clientMessageSchema, HEARTBEAT_INTERVAL_MS, PORT_NAME, type ClientMessage } from './protocol';
import { createSerialQueue } from './serial-queue';
import { isTrustedSender, type ExtensionIdentity } from './trusted-sender';
import { createLogger, errorMessage, startHeartbeat } from '../util';

const log = createLogger('chat-port');

export interface ChatPortOptions<Deps> {
  agent: AgentApi<Deps>;
  deps: Deps;
  self: ExtensionIdentity;
  heartbeatMs?: number;
  /**
   * Called with each heartbeat: a cheap extension API call that keeps the
   * worker alive even after the panel went away mid-turn.
   */
  keepAlive?: () => void;
  /** Called after each request settles, e.g. to schedule the approval expiry alarm. */
  onSettled?: () => void;
}

const UNEXPECTED = 'Something went wrong in the extension while answering. Your message is saved; try again, and reload the extension if it keeps happening.';

/**
 * Returns the `runtime.onConnect` listener of the chat port. Ports from
 * anything but this extension's own pages are disconnected without a reply;
 * every message is validated in both directions; a request keeps the worker
 * alive with heartbeats until it settles. A turn keeps running when the panel
 * goes away: everything it produces is saved, and only the live events are lost.
 */
export function createChatPortListener<Deps>(options: ChatPortOptions<Deps>): (port: PortLike) => void {
  const enqueue = createSerialQueue();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;

  return (port) => {
    if (port.name !== PORT_NAME) return;
    if (!isTrustedSender(port.sender, options.self)) {
      port.disconnect();
      return;
    }

    /** The requests of this port not yet settled, each with the controller that stops it. */
    const running = new Set<AbortController>();
    let connected = true;
    port.onDisconnect.addListener(() => {
      connected = false;
    });
    const emit: Emit = (event) => {
      if (!connected) return;
      const parsed = agentEventSchema.safeParse(event);
      if (!parsed.success) {
        log.error('dropped an invalid event to the panel', parsed.error.issues);
        return;
      }
      try {
        port.postMessage(parsed.data);
      } catch {
        connected = false;
      }
    };

    const dispatch = async (message: Exclude<ClientMessage, { type: 'heartbeat' | 'stop' }>, signal: AbortSignal) => {
      const { agent, deps } = options;
      switch (message.type) {
        case 'send':
          return agent.runTurn(
            deps,
            { conversationId: message.conversationId, text: message.text, ...(port.sender?.tabId !== undefined ? { panelTabId: port.sender.tabId } : {}) },
            emit,
            signal,
          );
        case 'approval':
          return agent.answerApproval(deps, { approvalId: message.approvalId, approved: message.approved }, emit, signal);
        case 'approvals':
          return agent.answerApproval(deps, { approvalIds: message.approvalIds, approved: message.approved }, emit, signal);
        case 'retry':
          return agent.retryTurn(deps, { conversationId: message.conversationId }, emit, signal);
      }
    };

    port.onMessage.addListener((raw) => {
      const parsed = clientMessageSchema.safeParse(raw);
      if (!parsed.success || parsed.data.type === 'heartbeat') return;
      if (parsed.data.type === 'stop') {
        for (const controller of running) controller.abort();
        return;
      }
      const message = parsed.data;
      const controller = new AbortController();
      running.add(controller);
      const conversationId = 'conversationId' in message ? message.conversationId : undefined;
      const stopBeat = startHeartbeat(() => {
        options.keepAlive?.();
        emit({ type: 'heartbeat' });
      }, heartbeatMs);
      void enqueue(() => dispatch(message, controller.signal))
        .catch((error: unknown) => {
          // Only the message: an error object may carry request details.
          log.error('a chat request failed', errorMessage(error));
          emit({ type: 'error', conversationId: conversationId ?? '', message: storageFailedText(error) ?? UNEXPECTED });
        })
        .finally(() => {
          running.delete(controller);
          stopBeat();
          emit({ type: 'idle', ...(conversationId ? { conversationId } : {}) });
          options.onSettled?.();
        });
    });
  };
}
