import { describe, expect, it } from 'vitest';
import type { AuditEntry, Engine, Todo } from '@/lib/db';
import { executeTool, ToolExecutionError, type ToolContext } from '@/lib/tools';
import { AT, toolContext } from './support';

const LATER = '2026-03-10T10:00:00.000Z';
const OTHER_CONVERSATION = 'c0ffee00-0000-4000-8000-000000000002';

/** #1 "Buy milk" (pending, priority 2, due, tagged) and #2 "Call Ana" (completed), both older than the changes. */
async function seeded(engine: Engine = 'manual'): Promise<ToolContext> {
  const ctx = toolContext(engine);
  await ctx.db.todos.bulkAdd([
    {
      title: 'Buy milk',
      description: 'Two litres',
      status: 'pending',
      priority: 2,
      tags: ['shop'],
      dueAt: '2026-03-10',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    },
    {
      title: 'Call Ana',
      status: 'completed',
      priority: 4,
      tags: [],
      createdAt: '2026-03-02T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
      completedAt: '2026-03-03T00:00:00.000Z',
    },
  ]);
  return ctx;
}

/** The same database, acting later, as someone else (the panel by default). */
const as = (ctx: ToolContext, engine: Engine, extra: Partial<ToolContext> = {}): ToolContext => ({
  db: ctx.db,
  engine,
  now: () => new Date(LATER),
  ...extra,
});

const lastEntry = async (ctx: ToolContext) => (await ctx.db.audit.orderBy('id').last()) as AuditEntry;

async function failure(promise: Promise<unknown>): Promise<ToolExecutionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolExecutionError);
  return error as ToolExecutionError;
}

const undo = (ctx: ToolContext, auditId: number) => executeTool(as(ctx, 'manual'), 'undo_change', { audit_id: auditId });

describe('undo_change restores the task as it was before the change', () => {
  it('an add: the new task is removed', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'add_task', { title: 'Water plants' });
    const added = await lastEntry(ctx);
    await expect(undo(ctx, added.id)).resolves.toMatchObject({ message: 'Undone: “Water plants” is removed.' });
    await expect(ctx.db.todos.get(3)).resolves.toBeUndefined();
    expect(await ctx.db.todos.count()).toBe(2);
  });

  it('an update: every changed field comes back, a removed due date included', async () => {
    const ctx = await seeded();
    const before = (await ctx.db.todos.get(1)) as Todo;
    await executeTool(ctx, 'update_task', { task_id: 1, priority: 1, dueAt: null, tags: ['home'], description: 'Oat' });
    await expect(undo(ctx, (await lastEntry(ctx)).id)).resolves.toMatchObject({ message: 'Undone: “Buy milk” is back as it was.' });
    await expect(ctx.db.todos.get(1)).resolves.toEqual({ ...before, updatedAt: LATER });
  });

  it('a rename: the old title comes back', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'update_task', { task_id: 1, title: 'Buy oat milk' });
    await expect(undo(ctx, (await lastEntry(ctx)).id)).resolves.toMatchObject({ message: 'Undone: “Buy oat milk” is called “Buy milk” again.' });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ title: 'Buy milk' });
  });

  it('a completion: the task is pending again, without a completion time', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    await expect(undo(ctx, (await lastEntry(ctx)).id)).resolves.toMatchObject({ message: 'Undone: “Buy milk” is pending again.' });
    const task = await ctx.db.todos.get(1);
    expect(task).toMatchObject({ status: 'pending' });
    expect(task).not.toHaveProperty('completedAt');
  });

  it('a reopen: the task is completed again, with its original completion time', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'reopen_task', { task_id: 2 });
    await expect(undo(ctx, (await lastEntry(ctx)).id)).resolves.toMatchObject({ message: 'Undone: “Call Ana” is completed again.' });
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ status: 'completed', completedAt: '2026-03-03T00:00:00.000Z' });
  });

  it('a delete: the task comes back with the same id, and new tasks still get new ids', async () => {
    const ctx = await seeded();
    const before = (await ctx.db.todos.get(1)) as Todo;
    await executeTool(ctx, 'delete_task', { task_id: 1 });
    const deleted = await lastEntry(ctx);
    await executeTool(ctx, 'add_task', { title: 'Added meanwhile' });
    await expect(undo(ctx, deleted.id)).resolves.toMatchObject({ message: 'Undone: “Buy milk” is back.', task: { id: 1, title: 'Buy milk' } });
    await expect(ctx.db.todos.get(1)).resolves.toEqual({ ...before, updatedAt: LATER });
    await expect(executeTool(ctx, 'add_task', { title: 'Next' })).resolves.toMatchObject({ task: { id: 4 } });
  });
});

describe('the undo is audited', () => {
  it('by the panel: engine manual, "undo of #N", the task before and after, and Activity says what was undone', async () => {
    const ctx = await seeded('offline');
    await executeTool(ctx, 'delete_task', { task_id: 1 }, { toolCallId: 'call-del' });
    const deleted = await lastEntry(ctx);
    await undo(ctx, deleted.id);
    const entry = await lastEntry(ctx);
    expect(entry).toMatchObject({
      toolName: 'undo_change',
      input: { audit_id: deleted.id },
      risk: 'medium',
      status: 'ok',
      engine: 'manual',
      undoOf: deleted.id,
      after: { ...deleted.before, updatedAt: LATER },
      output: { message: 'Undone: “Buy milk” is back.', undid: 'Deleted task #1: Buy milk' },
    });
    expect(entry).not.toHaveProperty('before');
    expect(entry).not.toHaveProperty('conversationId');
    await expect(ctx.db.audit.where('undoOf').equals(deleted.id).count()).resolves.toBe(1);
  });
});

describe('undo refuses, changing nothing', () => {
  it('when the task changed again since: no silent overwrite, and the reason says to open the task', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'update_task', { task_id: 1, priority: 1 });
    const first = await lastEntry(ctx);
    await executeTool(as(ctx, 'remote'), 'update_task', { task_id: 1, description: 'Three litres' });
    const current = await ctx.db.todos.get(1);

    const error = await failure(undo(ctx, first.id));
    expect(error.code).toBe('changed_since');
    expect(error.message).toBe('“Buy milk” was changed again after this, so undoing it would overwrite the newer change. Nothing was undone; open the task to change it by hand.');
    await expect(ctx.db.todos.get(1)).resolves.toEqual(current);
    expect(await lastEntry(ctx)).toMatchObject({ toolName: 'undo_change', status: 'error', error: error.message, engine: 'manual' });
    await expect(ctx.db.audit.where('undoOf').equals(first.id).count()).resolves.toBe(0);
  });

  it('when the changed task was deleted since', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    const completed = await lastEntry(ctx);
    await executeTool(ctx, 'delete_task', { task_id: 1 });
    const error = await failure(undo(ctx, completed.id));
    expect(error.message).toBe('“Buy milk” was deleted after this change, so it cannot be undone. Undo the delete first.');
    await expect(ctx.db.todos.get(1)).resolves.toBeUndefined();
  });

  it('when a task with the deleted task\u2019s id exists again', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'delete_task', { task_id: 2 });
    const deleted = await lastEntry(ctx);
    // As an import or another device could: a different task under the same id.
    await ctx.db.todos.add({ id: 2, title: 'Someone else', status: 'pending', priority: 4, tags: [], createdAt: LATER, updatedAt: LATER });
    const error = await failure(undo(ctx, deleted.id));
    expect(error.code).toBe('changed_since');
    expect(error.message).toBe('Another task (“Someone else”) now holds the deleted task’s place, so it was not put back. Nothing was undone.');
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ title: 'Someone else' });
  });

  it('when the change was already undone', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    const completed = await lastEntry(ctx);
    await undo(ctx, completed.id);
    const error = await failure(undo(ctx, completed.id));
    expect(error.code).toBe('already_undone');
    expect(error.message).toBe('That change was already undone, so nothing was changed.');
    await expect(ctx.db.audit.where('undoOf').equals(completed.id).count()).resolves.toBe(1);
  });

  it('for an undo itself (no redo), a call that changed nothing, and an unknown entry', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    await undo(ctx, (await lastEntry(ctx)).id);
    const undoEntry = await lastEntry(ctx);
    await expect(failure(undo(ctx, undoEntry.id))).resolves.toMatchObject({ code: 'not_undoable', message: expect.stringContaining('is itself an undo') });
    await executeTool(ctx, 'list_tasks', {});
    await expect(failure(undo(ctx, (await lastEntry(ctx)).id))).resolves.toMatchObject({ code: 'not_undoable' });
    await expect(failure(undo(ctx, 999))).resolves.toMatchObject({ message: 'That change is no longer in Activity, so there is nothing to undo.' });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ status: 'pending' });
  });
});

describe('undo_last_change (the model\u2019s undo)', () => {
  it('is offered to the model at medium risk with no input', async () => {
    const { modelTools, riskOfCall } = await import('@/lib/tools');
    expect(modelTools.map((tool) => tool.name)).toContain('undo_last_change');
    expect(modelTools.map((tool) => tool.name)).not.toContain('undo_change');
    expect(riskOfCall('undo_last_change', {})).toBe('medium');
  });

  it('undoes exactly the newest change of this conversation, audited with the tier\u2019s engine', async () => {
    const ctx = await seeded('remote');
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    await executeTool(ctx, 'update_task', { task_id: 2, priority: 1 });
    const updated = await lastEntry(ctx);
    await executeTool(ctx, 'list_tasks', {});

    await expect(executeTool(ctx, 'undo_last_change', {}, { toolCallId: 'call-undo' })).resolves.toMatchObject({
      message: 'Undone: “Call Ana” is back as it was.',
    });
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ priority: 4 });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ status: 'completed' });
    expect(await lastEntry(ctx)).toMatchObject({
      toolName: 'undo_last_change',
      toolCallId: 'call-undo',
      conversationId: ctx.conversationId,
      engine: 'remote',
      undoOf: updated.id,
      risk: 'medium',
    });
  });

  it('asked again, undoes the change before (an undo is not undone), then says there is nothing left', async () => {
    const ctx = await seeded('offline');
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    await executeTool(ctx, 'delete_task', { task_id: 2 });
    await executeTool(ctx, 'undo_last_change', {});
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ title: 'Call Ana' });
    await expect(executeTool(ctx, 'undo_last_change', {})).resolves.toMatchObject({ message: 'Undone: “Buy milk” is pending again.' });
    const error = await failure(executeTool(ctx, 'undo_last_change', {}));
    expect(error.message).toBe('There is no change in this conversation left to undo.');
    expect((await ctx.db.todos.toArray()).map((t) => [t.id, t.status])).toEqual([
      [1, 'pending'],
      [2, 'completed'],
    ]);
  });

  it('never reaches another conversation\u2019s changes, nor changes made outside the chat', async () => {
    const ctx = await seeded('remote');
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    await executeTool(as(ctx, 'remote', { conversationId: OTHER_CONVERSATION }), 'delete_task', { task_id: 2 });
    await executeTool(as(ctx, 'manual'), 'add_task', { title: 'By hand' });

    await executeTool(ctx, 'undo_last_change', {});
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ status: 'pending' });
    await expect(ctx.db.todos.get(2)).resolves.toBeUndefined();
    await expect(ctx.db.todos.get(3)).resolves.toMatchObject({ title: 'By hand' });

    // The other conversation undoes its own delete.
    await executeTool(as(ctx, 'remote', { conversationId: OTHER_CONVERSATION }), 'undo_last_change', {});
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ title: 'Call Ana' });
  });

  it('skips a change already undone from the panel, and refuses when the newest change was overwritten since', async () => {
    const ctx = await seeded('remote');
    await executeTool(ctx, 'update_task', { task_id: 1, priority: 1 });
    await executeTool(ctx, 'complete_task', { task_id: 2 });
    await undo(ctx, (await lastEntry(ctx)).id);
    await executeTool(as(ctx, 'manual'), 'update_task', { task_id: 1, priority: 3 });

    const error = await failure(executeTool(ctx, 'undo_last_change', {}));
    expect(error.code).toBe('changed_since');
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ priority: 3 });
  });

  it('with no conversation in the context there is nothing to undo', async () => {
    const ctx = await seeded('manual');
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    const error = await failure(executeTool({ db: ctx.db, engine: 'remote', now: () => new Date(AT) }, 'undo_last_change', {}));
    expect(error.code).toBe('nothing_to_undo');
  });
});
