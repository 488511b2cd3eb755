import Dexie from 'dexie';
import type { StoredMessage, TodoDatabase } from '../db';

type Part = { type?: unknown; toolCallId?: unknown; approvalId?: unknown };
const partsOf = (message: StoredMessage): Part[] => (Array.isArray(message.content) ? (message.content as Part[]) : []);

/** The calls and approval requests of the assistant messages among these. */
function askedIn(messages: readonly StoredMessage[]): Set<unknown> {
  const asked = new Set<unknown>();
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const part of partsOf(message)) {
      if (part.type === 'tool-call') asked.add(part.toolCallId);
      if (part.type === 'tool-approval-request') asked.add(part.approvalId);
    }
  }
  return asked;
}

/** A tool result or approval response whose call or request is not in the window. */
const orphan = (part: Part, asked: Set<unknown>) =>
  (part.type === 'tool-result' && !asked.has(part.toolCallId)) || (part.type === 'tool-approval-response' && !asked.has(part.approvalId));

function cutsToolExchange(messages: readonly StoredMessage[]): boolean {
  const asked = askedIn(messages);
  return messages.some((message) => message.role === 'tool' && partsOf(message).some((part) => orphan(part, asked)));
}

/** The window without tool results and approval answers whose call was cut off by it (a chat API refuses those). */
export function withoutOrphanResults(messages: readonly StoredMessage[]): StoredMessage[] {
  const asked = askedIn(messages);
  return messages.flatMap((message) => {
    if (message.role !== 'tool' || !partsOf(message).some((part) => orphan(part, asked))) return [message];
    const kept = partsOf(message).filter((part) => !orphan(part, asked));
    return kept.length ? [{ ...message, content: kept } as StoredMessage] : [];
  });
}

/** How far back a window is widened at most: a step of 10 calls, each answered on its own, with the user's words between. */
const MAX_WIDENING = 200;

/**
 * A window that ends in an unfinished step (tool results or approval
 * answers the model has not replied to yet) must hold that step's calls, or
 * the model could not go on: when the cut falls inside it (a step with many
 * approvals outgrows the window), the window is widened back to the user's
 * message that started the turn. Any other window is returned as it is.
 */
export async function widenToUnfinishedStep(db: TodoDatabase, conversationId: string, window: StoredMessage[]): Promise<StoredMessage[]> {
  const first = window[0];
  if (!first || window.at(-1)?.role !== 'tool' || !cutsToolExchange(window)) return window;
  const older = await db.messages
    .where('[conversationId+id]')
    .between([conversationId, Dexie.minKey], [conversationId, first.id], true, false)
    .reverse()
    .limit(MAX_WIDENING)
    .toArray();
  const widened = [...window];
  for (const message of older) {
    widened.unshift(message);
    if (message.role === 'user' && !cutsToolExchange(widened)) return widened;
  }
  return window;
}
