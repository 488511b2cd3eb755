import type { AgentEvent } from '../messaging/protocol';
import type { Engine } from '../db';
import { summarizeValue } from '../tools';
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
}

export const idleTurn = (conversationId: string): LiveTurn => ({
  conversationId,
  running: false,
  afterMessageId: Number.MAX_SAFE_INTEGER,
  items: [],
  interrupted: false,
});

export type LiveTurnAction =
  | { type: 'start'; conversationId: string; afterMessageId: number }
  | { type: 'event'; event: AgentEvent }
  | { type: 'interrupted'; conversationId: string | undefined };

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

/** Folds the events of the conversation on screen into its live state; events of other conversations are ignored. */
export function liveTurnReducer(state: LiveTurn, action: LiveTurnAction): LiveTurn {
  switch (action.type) {
    case 'start':
      return { ...idleTurn(action.conversationId), running: true, afterMessageId: action.afterMessageId };
    case 'interrupted':
      if (action.conversationId !== undefined && action.conversationId !== state.conversationId) return state;
      return { ...state, running: false, interrupted: true };
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
    case 'user-message-saved':
      return { ...state, afterMessageId: event.messageId };
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
      return { ...state, items: upsertTool(state.items, card(event.toolCallId, event.toolName, 'ok', summarizeValue(event.output))) };
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
