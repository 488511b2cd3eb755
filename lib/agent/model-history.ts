import type { ModelMessage, ToolContent } from 'ai';
import type { StoredMessage } from '../db';
import { parsePlainAnswer } from './plain-answer';

/** A stored row as the AI SDK message it was saved from. */
export function toModelMessage(stored: StoredMessage): ModelMessage {
  // Rows are written only by lib/conversations from ModelMessages, so role and content belong together.
  return { role: stored.role, content: stored.content } as ModelMessage;
}

function toolCallIds(message: ModelMessage): string[] {
  if (message.role !== 'assistant' || typeof message.content === 'string') return [];
  return message.content.flatMap((part) => (part.type === 'tool-call' && !part.providerExecuted ? [part.toolCallId] : []));
}

function resultIds(message: ModelMessage): string[] {
  if (message.role !== 'tool') return [];
  return message.content.flatMap((part) => (part.type === 'tool-result' ? [part.toolCallId] : []));
}

/**
 * The saved history as the model must see it. Chat APIs require a call's
 * results right after the call, but a user may type ("yes", or something
 * else) while a call waits for approval: such user messages are moved to
 * just after the results they interrupted. The tool messages that end the
 * history (a step's results, and each of its approvals answered on its own)
 * become one: the AI SDK resumes a step only from approval responses in the
 * last message. Nothing stored is rewritten.
 */
export function toModelMessages(stored: readonly StoredMessage[]): ModelMessage[] {
  const output: ModelMessage[] = [];
  let deferred: ModelMessage[] = [];
  const open = new Set<string>();
  for (const row of stored) {
    const message = toModelMessage(row);
    if (message.role === 'user' && open.size > 0) {
      deferred.push(message);
      continue;
    }
    output.push(message);
    for (const id of toolCallIds(message)) open.add(id);
    for (const id of resultIds(message)) open.delete(id);
    if (open.size === 0 && deferred.length) {
      output.push(...deferred);
      deferred = [];
    }
  }
  // Still open at the end: the turn is resuming an approval, and what the user
  // typed meanwhile was their answer, which the approval response already says.
  const merged = mergeTrailingToolMessages(output);
  const last = merged.at(-1);
  if (deferred.length && last && isApprovalAnswer(last) && deferred.every(isPlainAnswer)) return merged;
  return [...merged, ...deferred];
}

/**
 * Joins the tool messages at the end of the history into one (the AI SDK
 * resumes a step only from approval responses in the last message), leaving
 * out the approval responses of calls that already have their result (a
 * rejection is saved as both): only approved calls still to run keep theirs.
 */
function mergeTrailingToolMessages(messages: readonly ModelMessage[]): ModelMessage[] {
  let start = messages.length;
  while (start > 0 && messages[start - 1]!.role === 'tool') start--;
  if (messages.length - start < 2) return [...messages];
  const callOfApproval = new Map<string, string>();
  const answered = new Set<string>();
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-approval-request') callOfApproval.set(part.approvalId, part.toolCallId);
      if (part.type === 'tool-result') answered.add(part.toolCallId);
    }
  }
  const settled = (part: ToolContent[number]) => part.type === 'tool-approval-response' && answered.has(callOfApproval.get(part.approvalId) ?? '');
  const content = messages.slice(start).flatMap((message) => (message.role === 'tool' ? message.content.filter((part) => !settled(part)) : []));
  return content.length ? [...messages.slice(0, start), { role: 'tool', content }] : messages.slice(0, start);
}

function isPlainAnswer(message: ModelMessage): boolean {
  return message.role === 'user' && typeof message.content === 'string' && parsePlainAnswer(message.content) !== undefined;
}

function isApprovalAnswer(message: ModelMessage): boolean {
  return message.role === 'tool' && message.content.some((part) => part.type === 'tool-approval-response');
}

/**
 * The tool calls made since the user's last message: the calls of this turn
 * so far, when it resumes after approvals or on another tier.
 */
export function callsOfThisTurn(messages: readonly ModelMessage[]): Set<string> {
  const ids = new Set<string>();
  for (let index = messages.length - 1; index >= 0 && messages[index]!.role !== 'user'; index--) {
    for (const id of toolCallIds(messages[index]!)) ids.add(id);
  }
  return ids;
}
