import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/db';
import { executeTool, needsApproval, type ToolContext } from '@/lib/tools';
import { toolContext } from './support';

const OLD = '2026-03-01T00:00:00.000Z';

/** Three pending tasks (two due today the 10th, one tagged home and urgent) and one completed yesterday. */
async function seeded(): Promise<ToolContext> {
  const ctx = toolContext('offline');
  await ctx.db.todos.bulkAdd([
    { title: 'Pay rent', status: 'pending', priority: 1, tags: ['home'], dueAt: '2026-03-10', createdAt: OLD, updatedAt: OLD },
    { title: 'Call plumber', status: 'pending', priority: 4, tags: ['home', 'calls'], dueAt: '2026-03-10T15:00:00.000Z', createdAt: OLD, updatedAt: OLD },
    { title: 'Write report', status: 'pending', priority: 2, tags: ['work'], dueAt: '2026-03-12', createdAt: OLD, updatedAt: OLD },
    { title: 'Buy milk', status: 'completed', priority: 4, tags: [], createdAt: OLD, updatedAt: OLD, completedAt: '2026-03-09T18:00:00.000Z' },
  ]);
  return ctx;
}

const titles = (output: unknown) => (output as { tasks: { title: string }[] }).tasks.map((task) => task.title);

describe('list_tasks filters', () => {
  it('by priority, by tags any or all, by a due day, by completion day, and says what it applied', async () => {
    const ctx = await seeded();
    expect(titles(await executeTool(ctx, 'list_tasks', { priority: 1 }))).toEqual(['Pay rent']);
    expect(titles(await executeTool(ctx, 'list_tasks', { tags: ['calls', 'work'] }))).toEqual(['Call plumber', 'Write report']);
    expect(titles(await executeTool(ctx, 'list_tasks', { tags: ['home', 'calls'], tagMode: 'all' }))).toEqual(['Call plumber']);
    expect(titles(await executeTool(ctx, 'list_tasks', { due: '2026-03-12' }))).toEqual(['Write report']);
    const done = await executeTool(ctx, 'list_tasks', { completed: 'yesterday' });
    expect(titles(done)).toEqual(['Buy milk']);
    expect((done as { filter: string }).filter).toBe('completed · completed yesterday');
    const both = await executeTool(ctx, 'list_tasks', { tags: ['home'], priority: [1, 2], query: 'rent' });
    expect(titles(both)).toEqual(['Pay rent']);
    expect((both as { filter: string }).filter).toContain('priority p1 (urgent) or p2');
  });
});

describe('change_tasks: several tasks in one call', () => {
  it('reschedules by filter, one audit entry per task, and one undo brings them all back', async () => {
    const ctx = await seeded();
    const before = await ctx.db.todos.toArray();
    const output = await executeTool(ctx, 'change_tasks', { filter: { due: 'today' }, action: 'reschedule', dueAt: '2026-03-11' });
    expect((output as { message: string }).message).toMatch(/^Rescheduled 2 tasks: (?=.*#1 Pay rent)(?=.*#2 Call plumber)/);
    expect((await ctx.db.todos.get(1))?.dueAt).toBe('2026-03-11');
    // The timed task keeps its time of day.
    expect((await ctx.db.todos.get(2))?.dueAt).toMatch(/^2026-03-11T/);
    const entries = (await ctx.db.audit.toArray()).filter((entry: AuditEntry) => entry.toolName === 'change_tasks');
    expect(entries.map((entry) => entry.after?.id).sort()).toEqual([1, 2]);
    expect(new Set(entries.map((entry) => entry.group?.first)).size).toBe(1);

    await executeTool(ctx, 'undo_last_change', {});
    const after = await ctx.db.todos.toArray();
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(before.map(({ updatedAt: _u, ...rest }) => rest));
  });

  it('deleting needs approval; tagging, untagging, priority and completing change only what they say', async () => {
    expect(needsApproval('change_tasks', { ids: [1, 2], action: 'delete' })).toBe(true);
    expect(needsApproval('change_tasks', { ids: [1, 2], action: 'complete' })).toBe(false);
    const ctx = await seeded();
    await executeTool(ctx, 'change_tasks', { ids: [1, 3], action: 'tag', tags: ['urgent'] });
    expect((await ctx.db.todos.get(3))?.tags).toEqual(['work', 'urgent']);
    await executeTool(ctx, 'change_tasks', { filter: { tag: 'home' }, action: 'untag', tags: ['home'] });
    expect((await ctx.db.todos.get(2))?.tags).toEqual(['calls']);
    await executeTool(ctx, 'change_tasks', { ids: [2, 3], action: 'priority', priority: 1 });
    expect((await ctx.db.todos.get(3))?.priority).toBe(1);
    await executeTool(ctx, 'change_tasks', { ids: [1, 2], action: 'complete' });
    expect((await ctx.db.todos.get(2))?.status).toBe('completed');
    await executeTool(ctx, 'change_tasks', { ids: [1, 2, 99], action: 'delete' });
    expect(await ctx.db.todos.count()).toBe(2);
  });

  it('update_task adds and removes tags without the whole list, and clears a due date', async () => {
    const ctx = await seeded();
    await executeTool(ctx, 'update_task', { task_id: 2, addTags: ['urgent'], removeTags: ['calls'], dueAt: null });
    const task = await ctx.db.todos.get(2);
    expect(task?.tags).toEqual(['home', 'urgent']);
    expect(task?.dueAt).toBeUndefined();
  });
});

describe('change_tasks when the tasks already are as asked', () => {
  it('says they already are that way, not that no task matched', async () => {
    const ctx = await seeded();
    const output = await executeTool(ctx, 'change_tasks', { ids: [2, 4], action: 'priority', priority: 4 });
    expect((output as { message: string }).message).toMatch(/^All 2 are already that way \(.*Call plumber.*Buy milk.*\), so nothing was changed\.$/);
    const none = await executeTool(ctx, 'change_tasks', { filter: { tags: ['garden'] }, action: 'priority', priority: 4 });
    expect((none as { message: string }).message).toBe('No task matched, so nothing was changed.');
  });
});
