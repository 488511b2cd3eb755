import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { createRemoteModel } from '@/lib/models';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW } from './support';

const chunk = (delta: object, finish: string | null = null) => ({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'qwen2.5',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
/** A server without a tool parser: the model's calls arrive as text, in 9-character pieces. */
const textAnswer = (content: string) =>
  new Response(
    [chunk({ role: 'assistant', content: '' }), ...(content.match(/[\s\S]{1,9}/g) ?? []).map((piece) => chunk({ content: piece })), chunk({}, 'stop')]
      .map((c) => `data: ${JSON.stringify(c)}\n\n`)
      .join('') + 'data: [DONE]\n\n',
    { headers: { 'content-type': 'text/event-stream' } },
  );

function server(answers: Response[]) {
  return async () => answers.shift() ?? textAnswer('Done.');
}

describe('tool calls written as text follow the same rules as native ones', () => {
  it('a delete written as <tool_call> waits for approval; nothing is deleted before it', async () => {
    const h = harness([]);
    h.deps.models = async (settings) => [
      { engine: 'remote', model: createRemoteModel(settings, server([textAnswer('<tool_call>\n{"name": "delete_task", "arguments": {"task_id": 1}}\n</tool_call>')])) },
    ];
    await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Call the plumber' });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete the plumber task' }, h.emit);

    expect(eventsOf(h.events, 'approval-required')).toHaveLength(1);
    expect(await h.db.approvals.toArray()).toMatchObject([{ toolName: 'delete_task', status: 'pending' }]);
    expect(await h.db.todos.toArray()).toMatchObject([{ title: 'Call the plumber' }]);
    expect(JSON.stringify(await h.db.messages.toArray())).not.toContain('<tool_call>');
  });

  it('twelve calls written in one answer run at most the per-step cap', async () => {
    const h = harness([], { maxToolCallsPerStep: 10 });
    const calls = Array.from({ length: 12 }, (_, n) => `<tool_call>{"name": "add_task", "arguments": {"title": "Task ${n + 1}"}}</tool_call>`).join('\n');
    h.deps.models = async (settings) => [{ engine: 'remote', model: createRemoteModel(settings, server([textAnswer(calls)])) }];

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add twelve tasks' }, h.emit);

    expect(await h.db.todos.count()).toBe(10);
    expect(eventsOf(h.events, 'tool-error')).toHaveLength(2);
  });
});
