import { afterEach, describe, expect, it } from 'vitest';
import { executeTool, onTasksChanged } from '@/lib/tools';
import { toolContext } from './support';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('onTasksChanged: the one signal reminders and the badge follow, from any context', () => {
  it('is called after each saved change (add, update, complete, undo, delete), never for a lookup or a failed call', async () => {
    const calls: string[] = [];
    let current = '';
    stop = onTasksChanged(() => calls.push(current));
    const ctx = toolContext('manual');
    const run = async (name: string, input: unknown) => {
      current = name;
      await executeTool(ctx, name, input).catch(() => undefined);
    };
    await run('add_task', { title: 'Call mom', dueAt: '2026-03-10T10:00:00Z' });
    await run('list_tasks', {});
    await run('get_task', { task_id: 1 });
    await run('update_task', { task_id: 1, dueAt: '2026-03-10T11:00:00Z' });
    await run('update_task', { task_id: 99, dueAt: '2026-03-10T11:00:00Z' });
    await run('complete_task', { task_id: 1 });
    const completed = (await ctx.db.audit.orderBy('id').last())?.id;
    await run('undo_change', { audit_id: completed });
    await run('delete_task', { task_id: 1 });
    expect(calls).toEqual(['add_task', 'update_task', 'complete_task', 'undo_change', 'delete_task']);
  });
});
