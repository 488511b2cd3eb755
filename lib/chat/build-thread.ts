import type { Engine, StoredMessage } from '../db';
import { isExpiredReason } from '../conversations';
import { isRecord } from '../util';
import { outcomeOfStoredOutput, type TaskLinkView, type ToolCardState } from './summarize-tool-output';

/** One thing the chat shows, in order. */
export type ThreadItem =
  | { kind: 'user'; key: string; text: string }
  | { kind: 'assistant'; key: string; text: string; engine?: Engine; note?: string }
  | { kind: 'tool'; key: string; toolCallId: string; toolName: string; state: ToolCardState; summary: string; detail?: string; link?: TaskLinkView };

type Part = { type?: unknown; [key: string]: unknown };
const partsOf = (content: unknown): Part[] => (Array.isArray(content) ? content.filter((p): p is Part => typeof p === 'object' && p !== null) : []);

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  return partsOf(content)
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('');
}

/**
 * Turns the stored messages of a conversation into what the chat shows:
 * user and assistant text, and one card per tool call with how it ended
 * (matched with its result by tool call id). System messages are not shown.
 */
export function buildThread(messages: readonly StoredMessage[]): ThreadItem[] {
  const items: ThreadItem[] = [];
  const cards = new Map<string, Extract<ThreadItem, { kind: 'tool' }>>();
  const callOfApproval = new Map<string, string>();
  // The fallback note is stored once per turn (with its first message); every reply of the turn shows it.
  let turnNote: string | undefined;

  for (const message of messages) {
    if (message.role === 'user') {
      turnNote = undefined;
      const text = textOf(message.content);
      if (text) items.push({ kind: 'user', key: `m${message.id}`, text });
    } else if (message.role === 'assistant') {
      if (message.note) turnNote = message.note;
      const note = message.note ?? turnNote;
      const parts = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : partsOf(message.content);
      parts.forEach((part, index) => {
        if (part.type === 'text' && typeof part.text === 'string' && part.text.trim()) {
          items.push({
            kind: 'assistant',
            key: `m${message.id}-${index}`,
            text: part.text,
            ...(message.engine ? { engine: message.engine } : {}),
            ...(note ? { note } : {}),
          });
        } else if (part.type === 'tool-call' && typeof part.toolCallId === 'string') {
          const card = {
            kind: 'tool' as const,
            key: `tool-${part.toolCallId}`,
            toolCallId: part.toolCallId,
            toolName: String(part.toolName),
            state: 'running' as ToolCardState,
            summary: '',
          };
          cards.set(part.toolCallId, card);
          items.push(card);
        } else if (part.type === 'tool-approval-request' && typeof part.toolCallId === 'string') {
          if (typeof part.approvalId === 'string') callOfApproval.set(part.approvalId, part.toolCallId);
          const card = cards.get(part.toolCallId);
          if (card && card.state === 'running') card.state = 'awaiting-approval';
        }
      });
    } else if (message.role === 'tool') {
      for (const part of partsOf(message.content)) {
        if (part.type === 'tool-approval-response' && part.approved === true && typeof part.approvalId === 'string') {
          // Approved, and runs when the other approvals of its step are answered.
          const card = cards.get(callOfApproval.get(part.approvalId) ?? '');
          if (card && card.state === 'awaiting-approval') Object.assign(card, { state: 'running', summary: 'Approved' });
          continue;
        }
        if (part.type !== 'tool-result' || typeof part.toolCallId !== 'string') continue;
        const card = cards.get(part.toolCallId);
        const outcome = outcomeOfStoredOutput(part.output, card?.toolName ?? String(part.toolName));
        if (card) Object.assign(card, outcome);
        else items.push({ kind: 'tool', key: `tool-${part.toolCallId}`, toolCallId: part.toolCallId, toolName: String(part.toolName), ...outcome });
      }
    }
  }
  return items;
}

/** A stored tool message that only closes approvals nobody answered in time: nothing to retry. */
function onlyExpiredApprovals(message: StoredMessage): boolean {
  const parts = partsOf(message.content);
  return (
    parts.length > 0 &&
    parts.every((part) => {
      if (part.type === 'tool-approval-response') return part.approved === false && isExpiredReason(part.reason);
      if (part.type === 'tool-result') return isExpiredOutput(part.output);
      return false;
    })
  );
}

const isExpiredOutput = (output: unknown) => isRecord(output) && output.type === 'execution-denied' && isExpiredReason(output.reason);

/**
 * Whether the conversation's last request got no answer from the model: it
 * ends with the user's message or with tool results or decisions the model
 * never answered. An approval that expired is an answer in itself ("Expired:
 * nothing was deleted"), not an interrupted reply to retry. (The caller rules
 * out a turn paused for an approval.)
 */
export function endsUnanswered(messages: readonly StoredMessage[]): boolean {
  const last = messages.at(-1);
  if (last?.role === 'tool' && onlyExpiredApprovals(last)) return false;
  return last?.role === 'user' || last?.role === 'tool';
}
