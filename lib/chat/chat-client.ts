import { toPortLike, type PortLike } from '../messaging/port-like';
import { HEARTBEAT_INTERVAL_MS, PORT_NAME } from '../messaging/chat-port';
import type { AgentEvent, ClientMessage } from '../messaging/protocol';
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

type ChatSchemas = Pick<typeof import('../messaging/protocol'), 'agentEventSchema' | 'clientMessageSchema'>;
let schemas: ChatSchemas | undefined;
let loadingSchemas: Promise<ChatSchemas> | undefined;

/**
 * The port's schemas (zod) load after the panel's first paint, not with it (issue 24's size
 * budget): the chat starts loading them when it mounts. A message sent before they arrive is
 * sent when they do (the port opens then, so every event finds them).
 */
export function loadChatSchemas(): Promise<ChatSchemas> {
  loadingSchemas ??= import('../messaging/protocol').then(
    (module) => (schemas = module),
    (error: unknown) => {
      loadingSchemas = undefined;
      throw error;
    },
  );
  return loadingSchemas;
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
    // The port opens on the first post, which waits for the schemas: they are here for every event.
    next.onMessage.addListener((raw) => {
      if (port !== next || !schemas) return;
      const parsed = schemas.agentEventSchema.safeParse(raw);
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

  const postNow = (loaded: ChatSchemas, message: ClientMessage) => {
    const valid = loaded.clientMessageSchema.parse(message);
    try {
      (port ?? open()).postMessage(valid);
    } catch {
      // The worker was stopped and the disconnect has not been reported yet.
      port = undefined;
      open().postMessage(valid);
    }
  };

  const post = (message: ClientMessage) => {
    if (schemas) return postNow(schemas, message);
    // Sent in the panel's first moments, before the schemas arrived: sent when they do. If that
    // fails the request is over, as when the port drops (the session offers the message back).
    const request = inFlight;
    void loadChatSchemas()
      .then((loaded) => postNow(loaded, message))
      .catch(() => {
        if (inFlight !== request) return;
        settle();
        options.onInterrupted(request?.conversationId);
      });
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
      if (!inFlight) return;
      const postStop = (loaded: ChatSchemas) => {
        try {
          port?.postMessage(loaded.clientMessageSchema.parse({ type: 'stop' }));
        } catch {
          // A dead port is reported by onDisconnect, which ends the request here too.
        }
      };
      // Before the schemas arrived, the request itself is still waiting for them: stop follows it.
      if (schemas) postStop(schemas);
      else void loadChatSchemas().then(postStop, () => undefined);
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
