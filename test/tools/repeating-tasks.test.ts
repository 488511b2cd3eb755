import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/db';
import { executeTool, ToolExecutionError, type ToolContext } from '@/lib/tools';
import { toolContext } from './support';

const lastEntry = async (ctx: ToolContext) => (await ctx.db.audit.orderBy('id').last()) as AuditEntry;

/** The panel acting on the same database a little later. */
const later = (ctx: ToolContext, iso = '2026-03-10T10:00:00.000Z'): ToolContext => ({ db: ctx.db, engine: 'manual', now: () => new Date(iso) });

async function waterThePlants(ctx: ToolContext) {
  // Monday 16 March 2026, 8:00 in Paris; "now" is Tuesday 10 March.
  await executeTool(ctx, 'add_task', { title: 'Water the plants', dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: 'Europe/Paris' });
}

describe('repeating tasks through the tools', () => {
  it('add_task keeps the rule and its zone, and get_task says it in words', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    await expect(executeTool(ctx, 'get_task', { task_id: 1 })).resolves.toMatchObject({
      task: { recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: 'Europe/Paris', repeats: 'every Monday at 8:00 AM' },
    });
    await expect(executeTool(ctx, 'list_tasks', {})).resolves.toMatchObject({ tasks: [{ id: 1, repeats: 'every Monday at 8:00 AM' }] });
  });

  it('list_tasks with repeating: true lists only the repeating tasks, and says so', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    await executeTool(ctx, 'add_task', { title: 'Buy milk' });
    await expect(executeTool(ctx, 'list_tasks', { repeating: true })).resolves.toMatchObject({ count: 1, tasks: [{ id: 1 }], filter: 'pending · repeating' });
    await expect(executeTool(ctx, 'list_tasks', { repeating: false })).resolves.toMatchObject({ count: 1, tasks: [{ id: 2 }] });
  });

  it('list_tasks with tagged: false lists only the tasks without a tag (true: only those with one), and says so', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Buy milk', tags: ['shop'] });
    await executeTool(ctx, 'add_task', { title: 'Call the bank' });
    await expect(executeTool(ctx, 'list_tasks', { tagged: false })).resolves.toMatchObject({ count: 1, tasks: [{ id: 2 }], filter: 'pending · with no tag' });
    await expect(executeTool(ctx, 'list_tasks', { tagged: true })).resolves.toMatchObject({ count: 1, tasks: [{ id: 1 }], filter: 'pending · with a tag' });
  });

  it('add_task refuses a recurrence that is not an RRULE, and writes nothing', async () => {
    const ctx = toolContext();
    await expect(executeTool(ctx, 'add_task', { title: 'x', recurrence: 'every monday' })).rejects.toBeInstanceOf(ToolExecutionError);
    expect(await ctx.db.todos.count()).toBe(0);
  });

  it('completing one completes this occurrence and creates the next, due the following Monday at 8:00', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    const output = await executeTool(later(ctx), 'complete_task', { task_id: 1 });
    expect(output).toMatchObject({ message: expect.stringContaining('Next occurrence: task #2') as unknown });
    const [done, next] = await ctx.db.todos.toArray();
    expect(done).toMatchObject({ id: 1, status: 'completed' });
    expect(next).toMatchObject({
      id: 2,
      title: 'Water the plants',
      status: 'pending',
      dueAt: '2026-03-23T08:00:00+01:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      timeZone: 'Europe/Paris',
    });
    expect(await lastEntry(ctx)).toMatchObject({ toolName: 'complete_task', before: { id: 1, status: 'pending' }, after: { id: 1, status: 'completed' }, created: { id: 2 } });
  });

  it('undo of a completed occurrence reverses both: the task is pending again and the next occurrence is gone', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    await executeTool(later(ctx), 'complete_task', { task_id: 1 });
    const completed = await lastEntry(ctx);
    await expect(executeTool(later(ctx, '2026-03-10T10:05:00.000Z'), 'undo_change', { audit_id: completed.id })).resolves.toMatchObject({
      message: expect.stringContaining('Its next occurrence is removed') as unknown,
    });
    expect(await ctx.db.todos.toArray()).toMatchObject([{ id: 1, status: 'pending', dueAt: '2026-03-16T08:00:00+01:00' }]);
  });

  it('undo is refused, changing nothing, when the next occurrence was changed since', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    await executeTool(later(ctx), 'complete_task', { task_id: 1 });
    const completed = await lastEntry(ctx);
    await executeTool(later(ctx), 'update_task', { task_id: 2, priority: 1 });
    await expect(executeTool(later(ctx), 'undo_change', { audit_id: completed.id })).rejects.toBeInstanceOf(ToolExecutionError);
    expect(await ctx.db.todos.toArray()).toMatchObject([
      { id: 1, status: 'completed' },
      { id: 2, priority: 1 },
    ]);
  });

  it('skip_occurrence moves the task to its next occurrence without completing it; undo puts it back', async () => {
    const ctx = toolContext();
    await waterThePlants(ctx);
    await executeTool(later(ctx), 'skip_occurrence', { task_id: 1 });
    expect(await ctx.db.todos.toArray()).toMatchObject([{ id: 1, status: 'pending', dueAt: '2026-03-23T08:00:00+01:00' }]);
    await executeTool(later(ctx), 'undo_change', { audit_id: (await lastEntry(ctx)).id });
    expect(await ctx.db.todos.toArray()).toMatchObject([{ id: 1, dueAt: '2026-03-16T08:00:00+01:00' }]);
  });

  it('skip_occurrence refuses a task that does not repeat', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Once', dueAt: '2026-03-16' });
    await expect(executeTool(ctx, 'skip_occurrence', { task_id: 1 })).rejects.toThrow(/does not repeat/);
  });

  it('update_task sets and stops a repetition and a reminder offset', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Standup', dueAt: '2026-03-11T09:00:00+01:00' });
    await executeTool(ctx, 'update_task', { task_id: 1, recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', timeZone: 'Europe/Paris', remindBefore: 30 });
    await expect(executeTool(ctx, 'get_task', { task_id: 1 })).resolves.toMatchObject({ task: { repeats: 'every weekday at 9:00 AM', reminder: '30 minutes before' } });
    await executeTool(ctx, 'update_task', { task_id: 1, recurrence: null, remindBefore: null });
    const task = await ctx.db.todos.get(1);
    expect(task?.recurrence).toBeUndefined();
    expect(task?.remindBefore).toBeUndefined();
  });

  it('completing a plain task creates nothing else', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Once', dueAt: '2026-03-16' });
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    expect(await ctx.db.todos.count()).toBe(1);
  });
});
