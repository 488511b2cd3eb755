import type { StoredMessage } from '../db';
import { isRecord } from '../util';
import { messageText, toolPartsOf } from './transcript';

/** A user's statement about themselves or their world: "my dentist is Dr. Okafor", "I work from home on Fridays". */
const FACT = /^(?:my|our|i|i'm|i am|i've|we|we're|we are)\b/i;
const COMMAND = /^(?:i (?:want|need|would like|'d like) (?:you )?to|i wanna)\b/i;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const unique = (items: string[]) => [...new Set(items)];
const list = (items: string[], max: number) => items.slice(0, max).join('; ');

/**
 * The offline tier's summary, taken from the messages without a model: the
 * tasks named in calls, the actions asked for ("complete_task #3"), and the
 * facts the user stated about themselves. Tool results are never copied.
 */
export function extractiveSummary(messages: readonly StoredMessage[]): string {
  const tasks: string[] = [];
  const done: string[] = [];
  const facts: string[] = [];
  for (const message of messages) {
    // The calls only (what was asked, in the assistant's words), never their results: tool output is not summarised.
    for (const [name, input] of toolPartsOf(message).calls) {
      if ((name === 'add_task' || name === 'update_task') && isRecord(input) && typeof input.title === 'string') tasks.push(input.title);
      if (name !== 'list_tasks' && name !== 'get_task') done.push(isRecord(input) && typeof input.task_id === 'number' ? `${name} #${input.task_id}` : name);
    }
    if (message.role !== 'user') continue;
    for (const sentence of sentences(messageText(message))) {
      const statement = sentence.replace(/^(?:please\s+)?remember(?:\s+that)?\s+/i, '');
      if (statement.endsWith('?') || COMMAND.test(statement)) continue;
      if (FACT.test(statement) || statement !== sentence) facts.push(statement.replace(/[.\s]+$/, ''));
    }
  }
  const parts = [
    ...(tasks.length ? [`Tasks named: ${list(unique(tasks), 12)}.`] : []),
    ...(done.length ? [`Done: ${list(unique(done), 12)}.`] : []),
    ...(facts.length ? [`Facts the user stated: ${list(unique(facts), 12)}.`] : []),
  ];
  return parts.length ? parts.join(' ') : `${messages.length} earlier messages with no tasks, decisions or facts to keep.`;
}
