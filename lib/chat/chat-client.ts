import { toPortLike, type PortLike } from '../messaging/port-like';
import { agentEventSchema, clientMessageSchema, HEARTBEAT_INTERVAL_MS, PORT_NAME, type AgentEvent, type ClientMessage } from '../messaging/protocol';
import { startHeartbeat } from '../util/heartbeat';

export interface ChatClientOptions {
  /** Opens a port to the background; defaults to `browser.runtime.connect`. */
  connect?: () => PortLike;
  onEvent: (event: AgentEvent) => void;
  /** The port closed while a request was running (the worker was stopped): the answer was cut off. */
  onInterrupted: (conversationId: string | undefined) => void;
  heartbeatMs?: number;
}

export interface ChatClient {
  send(conversationId: string, text: string): void;
  /**
   * Answers one approval, or several at once (Approve all / Reject all).
   * `conversationId` is the conversation they belong to, for the interrupted notice.
   */
  answerApproval(approvalIds: string | readonly string[], approved: boolean, conversationId?: string): void;
  retry(conversationId: string): void;
  /** Stops the request in flight; the background ends it, keeps what was said, and reports `idle`. */
  stop(): void;
  /** Whether a request is in flight. */
  busy(): boolean;
  close(): void;
}

function defaultConnect(): PortLike {
  return toPortLike(browser.runtime.connect({ name: PORT_NAME }));
}

/**
 * The panel's side of the chat port. It connects on first use and again after
 * the worker was stopped, validates every event, and sends heartbeats while
 * a request runs so the worker is not stopped mid-turn.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const connect = options.connect ?? defaultConnect;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS;
  let port: PortLike | undefined;
  let inFlight: { conversationId?: string } | undefined;
  let stopBeat: (() => void) | undefined;

  const stopHeartbeat = () => {
    stopBeat?.();
    stopBeat = undefined;
  };

  const settle = () => {
    inFlight = undefined;
    stopHeartbeat();
  };

  const open = (): PortLike => {
    const next = connect();
    next.onMessage.addListener((raw) => {
      if (port !== next) return;
      const parsed = agentEventSchema.safeParse(raw);
      if (!parsed.success) return;
      if (parsed.data.type === 'idle') settle();
      options.onEvent(parsed.data);
    });
    next.onDisconnect.addListener(() => {
      if (port !== next) return;
      port = undefined;
      const cut = inFlight;
      settle();
      if (cut) options.onInterrupted(cut.conversationId);
    });
    port = next;
    return next;
  };

  const post = (message: ClientMessage) => {
    const valid = clientMessageSchema.parse(message);
    try {
      (port ?? open()).postMessage(valid);
    } catch {
      // The worker was stopped and the disconnect has not been reported yet.
      port = undefined;
      open().postMessage(valid);
    }
  };

  const start = (message: ClientMessage, conversationId: string | undefined) => {
    inFlight = conversationId ? { conversationId } : {};
    stopHeartbeat();
    stopBeat = startHeartbeat(() => {
      try {
        port?.postMessage({ type: 'heartbeat' });
      } catch {
        // A dead port is reported by onDisconnect.
      }
    }, heartbeatMs);
    try {
      post(message);
    } catch (error) {
      settle();
      throw error;
    }
  };

  return {
    send: (conversationId, text) => start({ type: 'send', conversationId, text }, conversationId),
    answerApproval: (ids, approved, conversationId) =>
      start(typeof ids === 'string' ? { type: 'approval', approvalId: ids, approved } : { type: 'approvals', approvalIds: [...ids], approved }, conversationId),
    retry: (conversationId) => start({ type: 'retry', conversationId }, conversationId),
    stop() {
      if (!inFlight || !port) return;
      try {
        port.postMessage(clientMessageSchema.parse({ type: 'stop' }));
      } catch {
        // A dead port is reported by onDisconnect, which ends the request here too.
      }
    },
    busy: () => inFlight !== undefined,
    close() {
      settle();
      const current = port;
      port = undefined;
      current?.disconnect();
    },
  };
}
