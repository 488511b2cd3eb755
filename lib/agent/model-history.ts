import type { ModelMessage } from 'ai';
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
 * just after the results they interrupted. Nothing stored is rewritten.
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
  const last = output.at(-1);
  if (deferred.length && last && isApprovalAnswer(last) && deferred.every(isPlainAnswer)) return output;
  return [...output, ...deferred];
}

function isPlainAnswer(message: ModelMessage): boolean {
  return message.role === 'user' && typeof message.content === 'string' && parsePlainAnswer(message.content) !== undefined;
}

function isApprovalAnswer(message: ModelMessage): boolean {
  return message.role === 'tool' && message.content.some((part) => part.type === 'tool-approval-response');
}
