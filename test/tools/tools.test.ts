import { describe, expect, it } from 'vitest';
import { executeTool, ToolExecutionError, type ToolContext } from '@/lib/tools';
import { snapshot, toolContext } from './support';

/** Two tasks to act on: #1 "Buy milk" (pending, tagged shop) and #2 "Call Ana" (completed). */
async function seeded(): Promise<ToolContext> {
  const ctx = toolContext('remote');
  await ctx.db.todos.bulkAdd([
    { title: 'Buy milk', status: 'pending', priority: 2, tags: ['shop'], dueAt: '2026-03-10', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' },
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

describe('each tool succeeds and is audited', () => {
  it('add_task confirms "Created task #ID: TITLE"', async () => {
    const ctx = await seeded();
    const output = await executeTool(ctx, 'add_task', { title: ' Water plants ', tags: ['#Home'] });
    expect(output).toMatchObject({ message: 'Created task #3: Water plants', task: { id: 3, tags: ['home'], status: 'pending' } });
    await expect(ctx.db.todos.get(3)).resolves.toMatchObject({ title: 'Water plants' });
  });

  it('list_tasks lists pending tasks by default, and all on request', async () => {
    const ctx = await seeded();
    await expect(executeTool(ctx, 'list_tasks', {})).resolves.toEqual({
      count: 1,
      filter: 'pending',
      tasks: [{ id: 1, title: 'Buy milk', status: 'pending', priority: 2, dueAt: '2026-03-10', due: 'today', tags: ['shop'] }],
    });
    const all = (await executeTool(ctx, 'list_tasks', { status: 'all' })) as { count: number; tasks: { id: number }[] };
    expect(all.tasks.map((t) => t.id)).toEqual([1, 2]); // pending first, then completed
    const [entry] = await ctx.db.audit.toArray();
    expect(entry).toMatchObject({ toolName: 'list_tasks', risk: 'low', status: 'ok' });
    expect(entry).not.toHaveProperty('before');
  });

  it('list_tasks says when it truncated a long list', async () => {
    const ctx = toolContext();
    for (let i = 0; i < 3; i += 1) await executeTool(ctx, 'add_task', { title: `t${i}` });
    const listed = (await executeTool(ctx, 'list_tasks', { limit: 2 })) as { count: number; truncated?: boolean; tasks: { title: string }[] };
    expect(listed).toMatchObject({ count: 2, truncated: true });
    expect(listed.tasks.map((t) => t.title)).toEqual(['t2', 't1']);
  });

  it('get_task returns one task', async () => {
    const ctx = await seeded();
    await expect(executeTool(ctx, 'get_task', { task_id: 2 })).resolves.toEqual({
      task: { id: 2, title: 'Call Ana', status: 'completed', priority: 4, completedAt: '2026-03-03T00:00:00.000Z' },
    });
  });

  it('update_task changes fields; a rename is high risk, other changes medium', async () => {
    const ctx = await seeded();
    await expect(executeTool(ctx, 'update_task', { task_id: 1, priority: 1, dueAt: null })).resolves.toMatchObject({
      message: 'Updated task #1: Buy milk',
    });
    await executeTool(ctx, 'update_task', { task_id: 1, title: 'Buy oat milk' });
    const [change, rename] = await ctx.db.audit.toArray();
    expect(change).toMatchObject({ risk: 'medium', before: { priority: 2, dueAt: '2026-03-10' }, after: { priority: 1 } });
    expect(change?.after).not.toHaveProperty('dueAt');
    expect(rename).toMatchObject({ risk: 'high', before: { title: 'Buy milk' }, after: { title: 'Buy oat milk' } });
  });

  it('complete_task confirms "Completed task #ID: TITLE"', async () => {
    const ctx = await seeded();
    await expect(executeTool(ctx, 'complete_task', { task_id: 1 })).resolves.toMatchObject({ message: 'Completed task #1: Buy milk' });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ status: 'completed' });
    await expect(ctx.db.audit.get(1)).resolves.toMatchObject({ risk: 'medium', before: { status: 'pending' }, after: { status: 'completed' } });
  });

  it('reopen_task (panel only) puts a completed task back', async () => {
    const ctx = await seeded();
    await expect(executeTool(ctx, 'reopen_task', { task_id: 2 })).resolves.toMatchObject({ message: 'Reopened task #2: Call Ana' });
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ status: 'pending' });
  });

  it('delete_task removes the task and keeps it in the audit entry', async () => {
    const ctx = await seeded();
    const before = await ctx.db.todos.get(1);
    await expect(executeTool(ctx, 'delete_task', { task_id: 1 })).resolves.toEqual({ message: 'Deleted task #1: Buy milk', task: { id: 1, title: 'Buy milk' } });
    await expect(ctx.db.todos.get(1)).resolves.toBeUndefined();
    const [entry] = await ctx.db.audit.toArray();
    expect(entry).toMatchObject({ risk: 'high', status: 'ok', before });
    expect(entry).not.toHaveProperty('after');
  });
});

const badCalls: [string, string, unknown, string | RegExp][] = [
  ['add_task', 'an empty title', { title: '' }, 'Invalid input: The title cannot be empty'],
  ['add_task', 'a whitespace title', { title: '   ' }, 'Invalid input: The title cannot be empty'],
  ['add_task', 'a 201-character title', { title: 'a'.repeat(201) }, 'Invalid input: The title must be at most 200 characters'],
  ['add_task', 'a 2,001-character description', { title: 'x', description: 'd'.repeat(2001) }, 'Invalid input: The description must be at most 2000 characters'],
  ['add_task', 'priority 0', { title: 'x', priority: 0 }, 'Invalid input: The priority must be from 1 (highest) to 4 (none)'],
  ['add_task', 'priority 5', { title: 'x', priority: 5 }, 'Invalid input: The priority must be from 1 (highest) to 4 (none)'],
  ['add_task', 'priority 2.5', { title: 'x', priority: 2.5 }, 'Invalid input: The priority must be a whole number from 1 to 4'],
  ['add_task', "priority 'high'", { title: 'x', priority: 'high' }, 'Invalid input: The priority must be a number from 1 (highest) to 4 (none)'],
  ['add_task', 'due date 2026-13-45', { title: 'x', dueAt: '2026-13-45' }, /^Invalid input: The due date must be a valid ISO 8601 date, like 2026-03-10/],
  ['add_task', "due date 'tomorrow'", { title: 'x', dueAt: 'tomorrow' }, /^Invalid input: The due date must be a valid ISO 8601 date/],
  ['list_tasks', 'an unknown status', { status: 'done' }, /^Invalid input: /],
  ['list_tasks', "due 'someday'", { due: 'someday' }, /^Invalid input: /],
  ['get_task', 'an unknown task id', { task_id: 999 }, 'Task #999 not found'],
  ['get_task', 'a missing task id', {}, /^Invalid input: The task id must be/],
  ['get_task', "task id 'abc'", { task_id: 'abc' }, 'Invalid input: The task id must be a number, like 3'],
  ['update_task', 'an unknown task id', { task_id: 999, priority: 1 }, 'Task #999 not found'],
  ['update_task', 'nothing to change', { task_id: 1 }, /^Invalid input: nothing to change/],
  ['update_task', 'an empty title', { task_id: 1, title: ' ' }, 'Invalid input: The title cannot be empty'],
  ['update_task', 'a 201-character title', { task_id: 1, title: 'a'.repeat(201) }, 'Invalid input: The title must be at most 200 characters'],
  ['update_task', 'a 2,001-character description', { task_id: 1, description: 'd'.repeat(2001) }, 'Invalid input: The description must be at most 2000 characters'],
  ['update_task', 'priority 0', { task_id: 1, priority: 0 }, 'Invalid input: The priority must be from 1 (highest) to 4 (none)'],
  ['update_task', 'priority 5', { task_id: 1, priority: 5 }, 'Invalid input: The priority must be from 1 (highest) to 4 (none)'],
  ['update_task', 'priority 2.5', { task_id: 1, priority: 2.5 }, 'Invalid input: The priority must be a whole number from 1 to 4'],
  ['update_task', "priority 'high'", { task_id: 1, priority: 'high' }, 'Invalid input: The priority must be a number from 1 (highest) to 4 (none)'],
  ['update_task', 'due date 2026-13-45', { task_id: 1, dueAt: '2026-13-45' }, /^Invalid input: The due date must be a valid ISO 8601 date/],
  ['update_task', "due date 'tomorrow'", { task_id: 1, dueAt: 'tomorrow' }, /^Invalid input: The due date must be a valid ISO 8601 date/],
  ['complete_task', 'an unknown task id', { task_id: 999 }, 'Task #999 not found'],
  ['complete_task', 'task id 0', { task_id: 0 }, 'Invalid input: The task id must be a positive number, like 3'],
  ['reopen_task', 'an unknown task id', { task_id: 999 }, 'Task #999 not found'],
  ['delete_task', 'an unknown task id', { task_id: 999 }, 'Task #999 not found'],
  ['delete_task', 'task id 1.5', { task_id: 1.5 }, 'Invalid input: The task id must be a whole number, like 3'],
];

describe.each(badCalls)('%s with %s', (toolName, _name, input, message) => {
  it('fails with a clear message, changes no task and audits the error', async () => {
    const ctx = await seeded();
    const before = await snapshot(ctx);
    const error = await executeTool(ctx, toolName, input, { toolCallId: 'bad-call' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ToolExecutionError);
    if (typeof message === 'string') expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);

    const after = await snapshot(ctx);
    expect(after.todos).toEqual(before.todos);
    expect(after.audit).toHaveLength(before.audit.length + 1);
    expect(after.audit.at(-1)).toMatchObject({
      toolName,
      toolCallId: 'bad-call',
      input,
      status: 'error',
      error: (error as Error).message,
      engine: 'remote',
    });
    expect(after.audit.at(-1)).not.toHaveProperty('after');
  });
});
