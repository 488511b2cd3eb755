import { describe, expect, it } from 'vitest';
import { allTools, createAiTools, describeRisk, findTool, modelTools, needsApproval, NOT_APPROVED, riskOfCall } from '@/lib/tools';
import { snapshot, toolContext } from './support';

describe('the tool registry', () => {
  it('offers the nine tools of the design, reopen_task, skip_occurrence (repeating tasks) and change_tasks (several at once) to the model, each with a description and risk', () => {
    expect(modelTools.map((t) => t.name)).toEqual([
      'add_task',
      'list_tasks',
      'get_task',
      'update_task',
      'complete_task',
      'reopen_task',
      'skip_occurrence',
      'delete_task',
      'change_tasks',
      'undo_last_change',
      'remember',
      'forget_memory',
    ]);
    for (const tool of modelTools) {
      expect(tool.description.length).toBeGreaterThan(10);
      expect(describeRisk(tool.risk)).toMatch(/low|medium|high/);
    }
    expect(allTools.map((t) => t.name)).toContain('reopen_task');
    expect(allTools.map((t) => t.name)).toContain('undo_change');
    expect(findTool('nope')).toBeUndefined();
  });

  it('states each risk once, as data the prompt words from', () => {
    expect(modelTools.map((tool) => `${tool.name}: ${describeRisk(tool.risk)}`)).toEqual([
      'add_task: medium',
      'list_tasks: low',
      'get_task: low',
      'update_task: medium; high (needs approval) when the title changes',
      'complete_task: medium',
      'reopen_task: medium',
      'skip_occurrence: medium',
      'delete_task: high',
      'change_tasks: medium; high (needs approval) when it deletes',
      'undo_last_change: medium',
      'remember: low',
      'forget_memory: high',
    ]);
  });

  it.each([
    ['add_task', { title: 'x' }, 'medium'],
    ['list_tasks', {}, 'low'],
    ['get_task', { task_id: 1 }, 'low'],
    ['update_task', { task_id: 1, priority: 1 }, 'medium'],
    ['update_task', { task_id: 1, title: 'New' }, 'high'],
    ['update_task', { task_id: 1, title: '' }, 'high'],
    ['complete_task', { task_id: 1 }, 'medium'],
    ['delete_task', { task_id: 1 }, 'high'],
    ['delete_task', { task_id: 'bad' }, 'high'],
    ['undo_last_change', {}, 'medium'],
    ['undo_change', { audit_id: 3 }, 'medium'],
    ['unknown_tool', {}, 'high'],
  ] as const)('%s %j is %s risk', (name, input, risk) => {
    expect(riskOfCall(name, input)).toBe(risk);
    expect(needsApproval(name, input)).toBe(risk === 'high');
  });
});

describe('createAiTools', () => {
  it('exposes the model tools bound to the context, with the approval looked up per call', async () => {
    const ctx = toolContext('webllm');
    const tools = createAiTools(ctx, {
      approvalFor: async ({ toolCallId }) => ({ approval: { required: true, decision: 'approved', decidedAt: `for ${toolCallId}` } }),
    });
    expect(Object.keys(tools)).toEqual(modelTools.map((t) => t.name));
    const add = tools.add_task;
    const output = await add?.execute?.({ title: 'From the model' }, { toolCallId: 'tc-9', messages: [], context: {} });
    expect(output).toMatchObject({ message: 'Created task #1: From the model' });
    const { audit } = await snapshot(ctx);
    expect(audit[0]).toMatchObject({
      engine: 'webllm',
      conversationId: ctx.conversationId,
      toolCallId: 'tc-9',
      approval: { required: true, decision: 'approved', decidedAt: 'for tc-9' },
    });
  });

  it('refuses a high-risk call that has no approval given here, whoever calls it, and deletes nothing', async () => {
    const ctx = toolContext('remote');
    const add = await createAiTools(ctx).add_task?.execute?.({ title: 'Keep me' }, { toolCallId: 'tc-1', messages: [], context: {} });
    expect(add).toMatchObject({ message: 'Created task #1: Keep me' });
    const withoutOption = createAiTools(ctx);
    await expect(withoutOption.delete_task?.execute?.({ task_id: 1 }, { toolCallId: 'tc-2', messages: [], context: {} })).rejects.toThrow(NOT_APPROVED);
    const denied = createAiTools(ctx, { approvalFor: async () => undefined });
    await expect(denied.delete_task?.execute?.({ task_id: 1 }, { toolCallId: 'tc-3', messages: [], context: {} })).rejects.toThrow(NOT_APPROVED);
    const { todos, audit } = await snapshot(ctx);
    expect(todos.map((task) => task.title)).toEqual(['Keep me']);
    expect(audit.filter((entry) => entry.toolName === 'delete_task').map((entry) => entry.status)).toEqual(['error', 'error']);
  });

  it('turns a failing call into a rejected promise with the plain message', async () => {
    const ctx = toolContext('remote');
    const tools = createAiTools(ctx);
    await expect(tools.get_task?.execute?.({ task_id: 999 }, { toolCallId: 'tc-1', messages: [], context: {} })).rejects.toThrow('Task #999 not found');
  });
});
