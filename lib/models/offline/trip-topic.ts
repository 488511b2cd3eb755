import type { Intent } from '../../intent';
import type { Plan, PlanOptions } from './plan';
import { listOutputSchema, type TurnView } from './read-prompt';
import { tasksOnTopic } from './topic-tasks';
import { replyToStep } from './write-reply';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/**
 * "fishing trip stuff", "anything for the lisbon trip": a question about a trip is about every task for it, not only
 * those whose title says "trip". After the tasks the words find, the same list is read without them, and the tasks
 * the topic reaches (topic-tasks.ts: the trip's name as a title word or a tag, and the occasion's tag) are shown.
 */
export function tripTopic(intent: ListIntent, turn: TurnView, options: PlanOptions): Plan | undefined {
  if (!intent.query || intent.either || !/\btrips?\b/i.test(intent.query) || intent.query.trim().split(/\s+/).length < 2) return undefined;
  const [first, second, third] = turn.steps;
  if (!first || first.toolName !== 'list_tasks' || first.output.type !== 'json' || third) return undefined;
  const found = listOutputSchema.safeParse(first.output.value);
  if (!found.success || found.data.tasks.length === 0) return undefined;
  if (!second) {
    const { query: _query, ...rest } = (first.input ?? {}) as Record<string, unknown>;
    return { type: 'tool-call', toolName: 'list_tasks', input: rest };
  }
  const list = listOutputSchema.safeParse(second.toolName === 'list_tasks' && second.output.type === 'json' ? second.output.value : undefined);
  const tasks = list.success && !list.data.truncated ? tasksOnTopic(intent.query, list.data.tasks, { group: true }) : undefined;
  if (!list.success || !tasks?.length) return { type: 'text', text: replyToStep(first, options.timeZone, options.now) };
  return { type: 'text', text: replyToStep({ ...second, output: { type: 'json', value: { ...list.data, count: tasks.length, tasks } } }, options.timeZone, options.now) };
}
