import type { ModelMessage, ToolContent } from 'ai';
import { estimateMessageTokens, estimateMessagesTokens } from './token-estimate';

/** A tool output in older history longer than this (characters of JSON) is shortened. */
export const MAX_OLD_TOOL_OUTPUT_CHARS = 600;
/** The context of a model whose size nobody stated (a conservative 4k window). */
export const DEFAULT_CONTEXT_TOKENS = 4096;

export interface HistoryBudget {
  /** The model's context window in tokens (remote: a setting; WebLLM: the model's config; any other tier: its own). */
  contextTokens: number;
  /** What the system prompt and the tools' schemas take. */
  fixedTokens: number;
  /** Room kept for the reply (default a quarter of the context, at most 1,024). */
  replyTokens?: number;
}

/** The room the history has: the context less the fixed part and the reply, never below zero. */
export function historyRoom(budget: HistoryBudget): number {
  const reply = budget.replyTokens ?? Math.min(1024, Math.floor(budget.contextTokens / 4));
  return Math.max(0, budget.contextTokens - budget.fixedTokens - reply);
}

function shortenedOutput(part: Extract<ToolContent[number], { type: 'tool-result' }>): Extract<ToolContent[number], { type: 'tool-result' }> {
  const text = JSON.stringify(part.output.type === 'json' || part.output.type === 'text' ? part.output.value : part.output);
  if (text.length <= MAX_OLD_TOOL_OUTPUT_CHARS) return part;
  return { ...part, output: { type: 'text', value: `${text.slice(0, MAX_OLD_TOOL_OUTPUT_CHARS)}… (shortened; call the tool again for the rest)` } };
}

/** Long tool outputs shortened (the call and its id stay, so the exchange is still whole). */
export function shortenToolOutputs(message: ModelMessage): ModelMessage {
  if (message.role !== 'tool') return message;
  return { ...message, content: message.content.map((part) => (part.type === 'tool-result' ? shortenedOutput(part) : part)) };
}

/** Where the current turn starts: the last user message (or the whole history when there is none). */
function currentTurnStart(messages: readonly ModelMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index--) if (messages[index]!.role === 'user') return index;
  return 0;
}

/**
 * The history cut to the model's budget. When it does not fit as it is,
 * long tool outputs before the current message are shortened, then whole exchanges (from one user message
 * to the next) are dropped from the oldest until the rest fits. The current
 * message and what followed it in this turn are always kept, whatever their
 * size; a call is never separated from its result. The system prompt is the
 * caller's and is never cut.
 */
export function fitHistory(messages: readonly ModelMessage[], budget: HistoryBudget): ModelMessage[] {
  // What fits is sent as it is: a list the user refers to ("the third one") keeps every row.
  if (estimateMessagesTokens(messages) <= historyRoom(budget)) return [...messages];
  const start = currentTurnStart(messages);
  const current = messages.slice(start);
  const older = messages.slice(0, start).map(shortenToolOutputs);
  let room = historyRoom(budget) - estimateMessagesTokens(current);
  const kept: ModelMessage[] = [];
  let exchange: ModelMessage[] = [];
  for (let index = older.length - 1; index >= 0; index--) {
    exchange.unshift(older[index]!);
    if (older[index]!.role !== 'user' && index > 0) continue;
    const cost = exchange.reduce((sum, message) => sum + estimateMessageTokens(message), 0);
    if (cost > room) break;
    kept.unshift(...exchange);
    room -= cost;
    exchange = [];
  }
  return [...kept, ...current];
}
