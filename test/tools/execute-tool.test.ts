import { describe, expect, it, vi } from 'vitest';
import { executeTool, ToolExecutionError } from '@/lib/tools';
import { AT, snapshot, toolContext } from './support';
import { setLogLevel } from '@/lib/util';

async function failure(promise: Promise<unknown>): Promise<ToolExecutionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolExecutionError);
  return error as ToolExecutionError;
}

describe('executeTool', () => {
  it('runs a call id once per conversation: the same call again (a retried turn) returns the first result and changes nothing', async () => {
    const ctx = toolContext('remote');
    const first = await executeTool(ctx, 'add_task', { title: 'Buy milk' }, { toolCallId: 'c15-s0-0' });
    const again = await executeTool(ctx, 'add_task', { title: 'Buy milk' }, { toolCallId: 'c15-s0-0' });
    expect(again).toEqual(first);
    const { todos, audit } = await snapshot(ctx);
    expect(todos).toHaveLength(1);
    expect(audit).toHaveLength(1);
  });

  it('add_task creates the task and audits it with input, output, after, engine and ids', async () => {
    const ctx = toolContext('remote');
    const output = await executeTool(ctx, 'add_task', { title: 'Buy milk', priority: 2 }, { toolCallId: 'call-1' });
    expect(output).toMatchObject({ message: 'Created task #1: Buy milk', task: { id: 1, title: 'Buy milk', priority: 2 } });
    const { todos, audit } = await snapshot(ctx);
    expect(todos).toHaveLength(1);
    expect(audit).toEqual([
      {
        id: 1,
        at: AT,
        conversationId: ctx.conversationId,
        toolName: 'add_task',
        toolCallId: 'call-1',
        input: { title: 'Buy milk', priority: 2 },
        risk: 'medium',
        approval: { required: false },
        status: 'ok',
        output,
        after: todos[0],
        engine: 'remote',
      },
    ]);
  });

  it('records the before and after of an update and the approval it ran under', async () => {
    const ctx = toolContext('offline');
    await executeTool(ctx, 'add_task', { title: 'Buy milk' });
    const approval = { required: true, decision: 'approved' as const, decidedAt: AT };
    await executeTool(ctx, 'update_task', { task_id: 1, title: 'Buy oat milk' }, { toolCallId: 'call-2', approval });
    const { todos, audit } = await snapshot(ctx);
    expect(audit[1]).toMatchObject({
      toolName: 'update_task',
      toolCallId: 'call-2',
      risk: 'high',
      approval,
      engine: 'offline',
      status: 'ok',
      before: { id: 1, title: 'Buy milk' },
      after: todos[0],
    });
    expect(todos[0]?.title).toBe('Buy oat milk');
  });

  it('records that a high-risk model call came without an approval, but not a person acting in the panel', async () => {
    const model = toolContext('remote');
    await executeTool(model, 'add_task', { title: 'x' });
    await executeTool(model, 'delete_task', { task_id: 1 });
    expect((await model.db.audit.get(2))?.approval).toEqual({ required: true });

    const manual = toolContext('manual');
    await executeTool(manual, 'add_task', { title: 'x' });
    await executeTool(manual, 'delete_task', { task_id: 1 });
    expect((await manual.db.audit.get(2))?.approval).toEqual({ required: false });
  });

  it('without a conversation (panel, quick-add) leaves conversationId and toolCallId out', async () => {
    const ctx = { ...toolContext('manual'), conversationId: undefined };
    await executeTool(ctx, 'add_task', { title: 'x' });
    const [entry] = await ctx.db.audit.toArray();
    expect(entry).not.toHaveProperty('conversationId');
    expect(entry).not.toHaveProperty('toolCallId');
    expect(entry?.engine).toBe('manual');
  });

  it('rejects an unknown tool as high risk, audited, with nothing else written', async () => {
    const ctx = toolContext();
    const error = await failure(executeTool(ctx, 'drop_database', {}));
    expect(error).toMatchObject({ message: 'Unknown tool "drop_database"', code: 'unknown_tool' });
    const { todos, audit } = await snapshot(ctx);
    expect(todos).toEqual([]);
    expect(audit).toEqual([expect.objectContaining({ toolName: 'drop_database', risk: 'high', status: 'error', error: error.message })]);
  });

  it('rolls the change back when its audit entry cannot be written, so no change goes unaudited', async () => {
    const ctx = toolContext();
    ctx.db.audit.hook('creating', () => {
      throw new Error('Disk full');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setLogLevel('error');
    await expect(executeTool(ctx, 'add_task', { title: 'Buy milk' })).rejects.toThrow('Disk full');
    await expect(ctx.db.todos.count()).resolves.toBe(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[tools]'), expect.stringContaining('could not write the audit entry'), expect.anything());
    setLogLevel('silent');
    logged.mockRestore();
  });

  it('stores the input as plain data, so values IndexedDB cannot hold never block the audit', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Buy milk', callback: () => 1 });
    const [entry] = await ctx.db.audit.toArray();
    expect(entry).toMatchObject({ status: 'ok', input: { title: 'Buy milk' } });
    await expect(ctx.db.todos.count()).resolves.toBe(1);
  });

  it('a failing call leaves the tasks exactly as they were', async () => {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Keep me' });
    const before = await ctx.db.todos.toArray();
    await failure(executeTool(ctx, 'update_task', { task_id: 1, title: '' }));
    await failure(executeTool(ctx, 'complete_task', { task_id: 5 }));
    await failure(executeTool(ctx, 'delete_task', { task_id: 5 }));
    await expect(ctx.db.todos.toArray()).resolves.toEqual(before);
    await expect(ctx.db.audit.where('status').equals('error').count()).resolves.toBe(3);
  });
});
