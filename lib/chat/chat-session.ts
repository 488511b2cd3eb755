import { db } from '../db';
import { idleTurn, liveTurnReducer, type LiveTurn, type LiveTurnAction } from './live-turn';
import { createChatClient, type ChatClient, type ChatClientOptions } from './chat-client';

export type ChatClientFactory = (options: ChatClientOptions) => ChatClient;

/**
 * The panel's chat for its whole lifetime: one port client and the live state
 * of each conversation's request in flight. It outlives the Chat view, so
 * switching tabs or conversations mid-answer loses nothing.
 */
export interface ChatSession {
  /** A stable object per state, for useSyncExternalStore. */
  getState(conversationId: string): LiveTurn;
  subscribe(listener: () => void): () => void;
  send(conversationId: string, text: string, afterMessageId: number): void;
  retry(conversationId: string, afterMessageId: number): void;
  /** One approval, or several at once (Approve all / Reject all). */
  answerApproval(conversationId: string, approvalIds: string | readonly string[], approved: boolean, afterMessageId: number): void;
  /** Stops the request in flight (Stop button, Escape); the conversation becomes idle when the background says so. */
  stop(): void;
  /** Disconnects and forgets all live state. */
  close(): void;
}

/** Whether a user message with this text is stored in the conversation after message `afterId`. */
export type MessageStoredCheck = (conversationId: string, afterId: number, text: string) => Promise<boolean>;

const storedInDatabase: MessageStoredCheck = async (conversationId, afterId, text) => {
  const after = await db.messages
    .where('[conversationId+id]')
    .between([conversationId, afterId + 1], [conversationId, Infinity])
    .toArray();
  return after.some((message) => message.role === 'user' && (typeof message.content === 'string' ? message.content : JSON.stringify(message.content)).includes(text));
};

export function createChatSession(clientFactory: ChatClientFactory = createChatClient, isStored: MessageStoredCheck = storedInDatabase): ChatSession {
  const states = new Map<string, LiveTurn>();
  const listeners = new Set<() => void>();

  const stateOf = (id: string): LiveTurn => {
    let state = states.get(id);
    if (!state) {
      state = idleTurn(id);
      states.set(id, state);
    }
    return state;
  };

  /** Applies an action to one conversation, or to every known one when it names none. */
  const apply = (action: LiveTurnAction, conversationId: string | undefined) => {
    const targets = conversationId !== undefined ? [conversationId] : [...states.keys()];
    let changed = false;
    for (const id of targets) {
      const before = stateOf(id);
      const after = liveTurnReducer(before, action);
      if (after !== before) {
        states.set(id, after);
        changed = true;
      }
    }
    if (changed) for (const listener of listeners) listener();
  };

  let client: ChatClient | undefined;
  const getClient = () =>
    (client ??= clientFactory({
      onEvent: (event) => apply({ type: 'event', event }, 'conversationId' in event ? event.conversationId : undefined),
      onInterrupted: (id) => {
        const sending = id !== undefined ? stateOf(id).sending : undefined;
        if (id === undefined || sending === undefined) return apply({ type: 'interrupted', conversationId: id }, id);
        // Cut off while sending: was the message saved before the worker stopped? The database says (a failed read: assume saved, never send twice).
        void isStored(id, stateOf(id).afterMessageId, sending)
          .catch(() => true)
          .then((stored) => apply({ type: 'interrupted', conversationId: id, lost: !stored }, id));
      },
    }));

  const start = (conversationId: string, afterMessageId: number, action: (c: ChatClient) => void, text?: string) => {
    const previous = stateOf(conversationId);
    apply({ type: 'start', conversationId, afterMessageId, ...(text !== undefined ? { text } : {}) }, conversationId);
    try {
      action(getClient());
    } catch (error) {
      states.set(conversationId, previous);
      for (const listener of listeners) listener();
      throw error;
    }
  };

  return {
    getState: stateOf,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (id, text, after) => start(id, after, (c) => c.send(id, text), text),
    retry: (id, after) => start(id, after, (c) => c.retry(id)),
    answerApproval: (id, approvalIds, approved, after) => start(id, after, (c) => c.answerApproval(approvalIds, approved, id)),
    stop: () => client?.stop(),
    close() {
      client?.close();
      client = undefined;
      states.clear();
      for (const listener of listeners) listener();
    },
  };
}

let pageSession: ChatSession | undefined;
/** The chat session of this page (created on first use). */
export function chatSession(): ChatSession {
  return (pageSession ??= createChatSession());
}
