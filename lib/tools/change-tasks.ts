import { z } from 'zod';
import type { Todo } from '../db';
import { keepTimeOfDay } from '../time/keep-time-of-day';
import { defaultTimeZone } from '../time/zoned-time';
import {
  completeTodo,
  deleteTodo,
  dueAtSchema,
  getTodo,
  listTodos,
  listTodosInputSchema,
  prioritySchema,
  tagSchema,
  taskIdSchema,
  TodoNotFoundError,
  updateTodo,
  type TodoContext,
} from '../todos';
import { isRecord } from '../util';
import { defineTodoTool, type ActionVerbs, type TaskChangeRecord } from './tool-definition';

/** At most this many tasks change in one call; a card or reply names at most LISTED_IN_CARD of them ("and 12 more"). */
export const CHANGE_TASKS_MAX = 200;
export const LISTED_IN_CARD = 50;

export const changeTasksInputSchema = z
  .object({
    ids: z.array(taskIdSchema).max(CHANGE_TASKS_MAX).optional(),
    /** list_tasks' filter fields; checked in full below, kept loose in the JSON schema the model reads (it is long). */
    filter: z.looseObject({}).optional(),
    action: z.enum(['reschedule', 'complete', 'delete', 'tag', 'untag', 'priority']),
    dueAt: dueAtSchema.nullable().optional(),
    tags: z.array(tagSchema).optional(),
    priority: prioritySchema.optional(),
  })
  .refine((input) => (input.ids?.length ?? 0) > 0 || input.filter !== undefined, { message: 'Give the task ids or a filter' })
  .refine((input) => input.filter === undefined || listTodosInputSchema.safeParse(input.filter).success, {
    message: "The filter takes list_tasks' fields: status, query, tag, tags, tagMode, priority, due, completed",
  })
  .refine((input) => input.action !== 'reschedule' || input.dueAt !== undefined, { message: 'reschedule needs dueAt (null clears the due date)' })
  .refine((input) => !['tag', 'untag'].includes(input.action) || (input.tags?.length ?? 0) > 0, { message: 'tag and untag need tags' })
  .refine((input) => input.action !== 'priority' || input.priority !== undefined, { message: 'priority needs priority' });
export type ChangeTasksInput = z.output<typeof changeTasksInputSchema>;

/** The tasks a call would change, read now: by id (missing ones skipped) or by filter, in plan order. */
export async function tasksToChange(ctx: TodoContext, input: ChangeTasksInput): Promise<Todo[]> {
  if (input.filter) return listTodos(ctx, { ...listTodosInputSchema.parse(input.filter), limit: CHANGE_TASKS_MAX });
  const found: Todo[] = [];
  for (const id of new Set(input.ids)) {
    try {
      found.push(await getTodo(ctx, id));
    } catch (error) {
      if (!(error instanceof TodoNotFoundError)) throw error;
    }
  }
  return found;
}

/** "#3 Pay rent, #5 Call mom and 12 more": the tasks a card or reply names. */
export function listedTitles(tasks: readonly Pick<Todo, 'id' | 'title'>[]): string[] {
  const named = tasks.slice(0, LISTED_IN_CARD).map((task) => `#${task.id} ${task.title}`);
  return tasks.length > LISTED_IN_CARD ? [...named, `and ${tasks.length - LISTED_IN_CARD} more`] : named;
}

const VERB: Record<ChangeTasksInput['action'], string> = {
  reschedule: 'Rescheduled',
  complete: 'Completed',
  delete: 'Deleted',
  tag: 'Tagged',
  untag: 'Untagged',
  priority: 'Set the priority of',
};

async function changeOne(ctx: TodoContext, todo: Todo, input: ChangeTasksInput): Promise<TaskChangeRecord | undefined> {
  switch (input.action) {
    case 'delete':
      return { before: await deleteTodo(ctx, todo.id) };
    case 'complete':
      return todo.status === 'completed' ? undefined : completeTodo(ctx, todo.id);
    case 'reschedule': {
      const dueAt = input.dueAt ? keepTimeOfDay(input.dueAt, todo.dueAt, todo.timeZone ?? defaultTimeZone()) : null;
      return updateTodo(ctx, todo.id, { dueAt });
    }
    case 'priority':
      return todo.priority === input.priority ? undefined : updateTodo(ctx, todo.id, { priority: input.priority });
    case 'tag':
    case 'untag': {
      const wanted = input.tags ?? [];
      const tags = input.action === 'tag' ? [...new Set([...todo.tags, ...wanted])] : todo.tags.filter((tag) => !wanted.includes(tag));
      return tags.length === todo.tags.length ? undefined : updateTodo(ctx, todo.id, { tags });
    }
  }
}

/** Each action of a change of several tasks, said of one task. */
const SEVERAL_VERBS: Record<ChangeTasksInput['action'], ActionVerbs> = {
  reschedule: { done: 'rescheduled', todo: 'reschedule' },
  complete: { done: 'completed', todo: 'complete' },
  delete: { done: 'deleted', todo: 'delete' },
  tag: { done: 'tagged', todo: 'tag' },
  untag: { done: 'untagged', todo: 'untag' },
  priority: { done: 'set the priority of', todo: 'set the priority of' },
};

/**
 * Several tasks at once: one call, one approval card listing them when it
 * deletes, one audit entry per task grouped as one action, one Undo for all.
 */
export const changeTasks = defineTodoTool({
  name: 'change_tasks',
  label: 'Change several tasks',
  // Said per task: "Assistant rescheduled “Pay rent”".
  verbs: (input) => (isRecord(input) && typeof input.action === 'string' ? (SEVERAL_VERBS as Record<string, ActionVerbs | undefined>)[input.action] : undefined),
  approval: {
    async card(db, input) {
      const parsed = changeTasksInputSchema.safeParse(input);
      const tasks = parsed.success ? await tasksToChange({ db }, parsed.data) : [];
      const action = parsed.success && parsed.data.action === 'delete' ? 'Delete' : 'Change';
      const count = `${tasks.length} task${tasks.length === 1 ? '' : 's'}`;
      return { summary: `${action} ${count}`, question: `${action} these ${count}?`, action, tasks: listedTitles(tasks) };
    },
    async runInput(db, input, now) {
      const parsed = changeTasksInputSchema.safeParse(input);
      if (!parsed.success || !parsed.data.filter) return undefined;
      const { filter: _filter, ...rest } = parsed.data;
      const tasks = await tasksToChange({ db, now: () => now }, parsed.data);
      // No task matched: keep the filter, so the call runs and answers "nothing to change" in its own words.
      return tasks.length ? { ...rest, ids: tasks.map((task) => task.id) } : undefined;
    },
  },
  description: 'Change several tasks at once, by ids or a list_tasks filter. action: reschedule (dueAt; null clears), complete, delete, tag/untag (tags), priority.',
  inputSchema: changeTasksInputSchema,
  risk: { level: 'medium', raisedTo: 'high', when: (input) => input.action === 'delete', because: 'it deletes' },
  async run(ctx, input) {
    const tasks = await tasksToChange(ctx, input);
    const changes: TaskChangeRecord[] = [];
    const changed: Todo[] = [];
    for (const todo of tasks) {
      const change = await changeOne(ctx, todo, input);
      if (!change) continue;
      changes.push(change);
      changed.push(todo);
    }
    const names = listedTitles(changed);
    const message = changed.length
      ? `${VERB[input.action]} ${changed.length} task${changed.length === 1 ? '' : 's'}: ${names.join(', ')}`
      : tasks.length
        ? // "mark X and Y as low priority" when both already are: they matched, there was just nothing to change.
          `${tasks.length === 1 ? 'It is' : `All ${tasks.length} are`} already that way (${listedTitles(tasks).join(', ')}), so nothing was changed.`
        : 'No task matched, so nothing was changed.';
    return { output: { message, count: changed.length, tasks: changed.slice(0, LISTED_IN_CARD).map((task) => ({ id: task.id, title: task.title })) }, changes };
  },
});
