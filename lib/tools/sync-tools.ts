import { z } from 'zod';
import type { Todo } from '../db';
import { descriptionSchema, dueAtSchema, isValidIsoDate, nowOf, prioritySchema, recurrenceSchema, remindBeforeSchema, tagsSchema, timeZoneSchema, titleSchema } from '../todos';
import { ToolExecutionError } from './tool-error';
import { defineTodoTool, type ToolContext, type ToolRunResult } from './tool-definition';

const timestamp = z.string().refine(isValidIsoDate, { message: 'must be an ISO 8601 date and time' });

/** The synced fields of a task as the sync engine read them from the server (lib/sync/read-vtodo.ts). */
export const syncedFieldsSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.optional(),
  status: z.enum(['pending', 'completed']),
  completedAt: timestamp.optional(),
  dueAt: dueAtSchema.optional(),
  priority: prioritySchema,
  tags: tagsSchema,
  recurrence: recurrenceSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  remindBefore: remindBeforeSchema.optional(),
});

const uidSchema = z.string().trim().min(1).max(255);
const inputSchema = z.object({
  uid: uidSchema,
  fields: syncedFieldsSchema,
  /** What Activity says beyond the change itself: the value a conflict did not keep. */
  note: z.string().max(1000).optional(),
  /**
   * What the entry records as the task before, when not the task as it was: a
   * conflict where this browser's value was kept records the server's value,
   * so Undo takes the value that lost (lib/sync/merge-fields.ts, undoCopyOf).
   */
  undo_to: syncedFieldsSchema.optional(),
  /** The entry records no task before, so Undo removes it: a task kept here that the server had deleted (Undo takes the delete). */
  undo_deletes: z.literal(true).optional(),
});

/** The task with this uid, the pending one first when a uid is on two rows for a moment. */
export async function taskOfUid(ctx: ToolContext, uid: string): Promise<Todo | undefined> {
  const rows = await ctx.db.todos.where('uid').equals(uid).toArray();
  return rows.find((row) => row.status === 'pending') ?? rows[0];
}

/** A task with the server's fields over its own: links, reminder state and creation time stay. */
function withFields(base: Omit<Todo, 'id'>, fields: z.output<typeof syncedFieldsSchema>, at: string): Omit<Todo, 'id'> {
  const { description: _d, completedAt: _c, dueAt: _due, recurrence: _r, timeZone: _t, remindBefore: _rb, reminderState, ...rest } = base as Todo;
  const sameDue = base.dueAt === fields.dueAt && base.remindBefore === fields.remindBefore;
  return {
    ...rest,
    ...fields,
    ...(sameDue && reminderState ? { reminderState } : {}),
    updatedAt: at,
  };
}

async function writeFromServer(ctx: ToolContext, input: z.output<typeof inputSchema>): Promise<ToolRunResult> {
  const at = nowOf(ctx).toISOString();
  const before = await taskOfUid(ctx, input.uid);
  if (before) {
    const after = { ...withFields(before, input.fields, at), id: before.id } as Todo;
    await ctx.db.todos.put(after);
    const recorded = input.undo_to ? ({ ...withFields(before, input.undo_to, before.updatedAt), id: before.id } as Todo) : before;
    const output = { message: input.note ?? `Synced “${after.title}”`, task: { id: after.id, title: after.title } };
    return input.undo_deletes ? { output, after } : { output, before: recorded, after };
  }
  const draft = withFields({ uid: input.uid, title: input.fields.title, status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at }, input.fields, at);
  const id = await ctx.db.todos.add(draft as Todo);
  const after = { ...draft, id } as Todo;
  return { output: { message: input.note ?? `Synced “${after.title}”`, task: { id, title: after.title } }, after };
}

const describe = 'Not offered to the model: the sync engine writes what a CalDAV server holds, audited with engine sync.';

/** A write of what the server holds, said by the actor "Sync" (engine `sync`): "Sync added “Call mom”". */
const fromServer = (name: string, label: string, done: string, todo: string) =>
  defineTodoTool({ name, label, verbs: { done, todo }, description: describe, inputSchema, risk: 'low', run: writeFromServer });

/** A task the server has and this browser did not. */
export const syncAdd = fromServer('sync_add', 'Sync: add task', 'added', 'add');
/** A task changed on the server (or merged with a change here). */
export const syncChange = fromServer('sync_change', 'Sync: change task', 'changed', 'change');
/** A task completed on the server. */
export const syncComplete = fromServer('sync_complete', 'Sync: complete task', 'completed', 'complete');

/** A task deleted on the server. */
export const syncDelete = defineTodoTool({
  name: 'sync_delete',
  label: 'Sync: delete task',
  verbs: { done: 'deleted', todo: 'delete' },
  description: describe,
  inputSchema: z.object({ uid: uidSchema }),
  risk: 'low',
  async run(ctx, input) {
    const before = await taskOfUid(ctx, input.uid);
    if (!before) throw new ToolExecutionError('That task is no longer here', 'not_found');
    await ctx.db.todos.delete(before.id);
    return { output: { message: `Deleted “${before.title}”`, task: { id: before.id, title: before.title } }, before };
  },
});
