import type { AgentEvent } from '../messaging/protocol';
import type { Engine } from '../db';
import { describeOutcome } from '../tools';
import type { TaskLinkView, ToolCardState } from './summarize-tool-output';

export type LiveItem =
  | { kind: 'text'; key: string; text: string }
  | { kind: 'tool'; key: string; toolCallId: string; toolName: string; state: ToolCardState; summary: string; detail?: string; link?: TaskLinkView };

/** What the panel knows about the request in flight, from its events, before its answer is stored. */
export interface LiveTurn {
  conversationId: string;
  running: boolean;
  /** The newest stored message when the request started: stored assistant messages after it replace `items`. */
  afterMessageId: number;
  items: LiveItem[];
  engine?: { engine: Engine; note?: string };
  error?: string;
  /** The model call is being tried again ("Retrying (2/3)…"), until the answer starts. */
  retrying?: { attempt: number; max: number };
  /** The text of a message that could not be saved: it goes back into the message box. */
  unsent?: string;
  /** The port closed mid-request: the worker was stopped. */
  interrupted: boolean;
  /** The text of the message being sent, until the background says it is saved. */
  sending?: string;
}

export const idleTurn = (conversationId: string): LiveTurn => ({
  conversationId,
  running: false,
  afterMessageId: Number.MAX_SAFE_INTEGER,
  items: [],
  interrupted: false,
});

export type LiveTurnAction =
  /** `text`: the request sends this message (absent: a retry or an approval). */
  | { type: 'start'; conversationId: string; afterMessageId: number; text?: string }
  | { type: 'event'; event: AgentEvent }
  /** `lost`: the message being sent is not stored (the worker stopped before saving it). */
  | { type: 'interrupted'; conversationId: string | undefined; lost?: boolean };

function upsertTool(items: LiveItem[], card: Extract<LiveItem, { kind: 'tool' }>): LiveItem[] {
  const index = items.findIndex((item) => item.kind === 'tool' && item.toolCallId === card.toolCallId);
  if (index === -1) return [...items, card];
  return items.map((item, i) => (i === index ? { ...item, ...card } : item));
}

function appendText(items: LiveItem[], text: string): LiveItem[] {
  const last = items.at(-1);
  if (last?.kind === 'text') return [...items.slice(0, -1), { ...last, text: last.text + text }];
  return [...items, { kind: 'text', key: `live-text-${items.length}`, text }];
}

const card = (toolCallId: string, toolName: string, state: ToolCardState, summary: string, detail?: string): Extract<LiveItem, { kind: 'tool' }> => ({
  kind: 'tool',
  key: `tool-${toolCallId}`,
  toolCallId,
  toolName,
  state,
  summary,
  ...(detail ? { detail } : {}),
});

function withoutRetrying(state: LiveTurn): LiveTurn {
  if (!state.retrying) return state;
  const { retrying: _, ...rest } = state;
  return rest;
}

/**
 * What the panel says when the worker stopped before saving the message it
 * was sent (the request was interrupted while `sending`, and the database
 * does not hold the message).
 */
export const UNSENT_MESSAGE = 'Your message was not sent: the extension’s background stopped before it was saved. It is back in the box; send it again.';

/** Folds the events of the conversation on screen into its live state; events of other conversations are ignored. */
export function liveTurnReducer(state: LiveTurn, action: LiveTurnAction): LiveTurn {
  switch (action.type) {
    case 'start':
      return { ...idleTurn(action.conversationId), running: true, afterMessageId: action.afterMessageId, ...(action.text !== undefined ? { sending: action.text } : {}) };
    case 'interrupted': {
      if (action.conversationId !== undefined && action.conversationId !== state.conversationId) return state;
      const { sending, ...rest } = state;
      if (!action.lost || sending === undefined) return { ...rest, running: false, interrupted: true };
      // Nothing of the message is kept, so it goes back into the box, and there is no turn to retry.
      return { ...rest, running: false, interrupted: false, unsent: sending, error: UNSENT_MESSAGE };
    }
  }
  const event = action.event;
  if (event.type === 'heartbeat') return state;
  if (event.type === 'idle') {
    if (event.conversationId !== undefined && event.conversationId !== state.conversationId) return state;
    return { ...state, running: false };
  }
  if (event.conversationId !== state.conversationId) return state;
  switch (event.type) {
    case 'turn-start':
      return { ...state, running: true, interrupted: false };
    case 'user-message-saved': {
      const { sending: _sent, ...rest } = state;
      return { ...rest, afterMessageId: event.messageId };
    }
    case 'user-message-not-saved':
      return { ...state, error: event.message, unsent: event.text };
    case 'engine':
      return { ...withoutRetrying(state), engine: { engine: event.engine, ...(event.note ? { note: event.note } : {}) } };
    case 'retrying':
      return { ...state, retrying: { attempt: event.attempt, max: event.max } };
    case 'text-delta':
      return { ...withoutRetrying(state), items: appendText(state.items, event.text) };
    case 'tool-call':
      return { ...withoutRetrying(state), items: upsertTool(state.items, card(event.toolCallId, event.toolName, 'running', '')) };
    case 'tool-result':
      return { ...state, items: upsertTool(state.items, card(event.toolCallId, event.toolName, 'ok', describeOutcome(event.toolName, event.output))) };
    case 'tool-error':
      return { ...state, items: upsertTool(state.items, card(event.toolCallId, event.toolName, 'error', event.error, event.detail)) };
    case 'approval-required':
      return { ...state, items: state.items.map((item) => (item.kind === 'tool' && item.state === 'running' ? { ...item, state: 'awaiting-approval' } : item)) };
    case 'error':
      return { ...withoutRetrying(state), error: event.message };
    case 'turn-end':
      return state;
  }
}
