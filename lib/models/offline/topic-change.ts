import type { Intent } from '../../intent';
import type { Plan } from './plan';
import { listOutputSchema, type TurnView } from './read-prompt';
import { saidAsGroup, tasksOnTopic } from './topic-tasks';

type BulkIntent = Extract<Intent, { kind: 'bulk' }>;

/**
 * "make all the lisbon stuff p1", "push the recital things to friday": a change to several tasks named by a word read as
 * a tag that no task has. When the change by that tag found nothing, the pending tasks are read once and the word is
 * taken as a topic (topic-tasks.ts: a title's word, an occasion it stands for, several names) among the tasks the
 * request's other filters find ("due next week"); the tasks it reaches change in one call. Only for changes that keep the tasks (a date, a priority, a tag): a topic never completes or
 * removes tasks the person did not name.
 */
export function topicInsteadOfTag(intent: BulkIntent, turn: TurnView, fields: Record<string, unknown>): Plan | undefined {
  if (!('filter' in intent.selection) || intent.except || intent.action === 'complete' || intent.action === 'delete') return undefined;
  const { tags, status, ...others } = intent.selection.filter;
  if (tags?.length !== 1 || 'query' in others || (status && status !== 'pending') || turn.userText.includes('#')) return undefined;
  const [first, second, third] = turn.steps;
  const changed = first?.toolName === 'change_tasks' && first.output.type === 'json' ? (first.output.value as { count?: unknown }).count : undefined;
  if (changed !== 0 || third) return undefined;
  // "all the client tasks due next week": the other filters still choose, the word among their tasks.
  if (!second) return { type: 'tool-call', toolName: 'list_tasks', input: { status: 'pending', ...others } };
  const list = listOutputSchema.safeParse(second.toolName === 'list_tasks' && second.output.type === 'json' ? second.output.value : undefined);
  if (!list.success || list.data.truncated) return undefined;
  const found = tasksOnTopic(tags[0]!.replace(/^#/, ''), list.data.tasks, { group: saidAsGroup(turn.userText), listed: 'one-each' });
  if (!found?.length) return undefined;
  return { type: 'tool-call', toolName: 'change_tasks', input: { ids: found.map((task) => task.id), action: intent.action, ...fields } };
}
