import { describe, expect, it } from 'vitest';
import { answerApproval, runTurn } from '@/lib/agent';
import { createRemoteModel } from '@/lib/models';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, streamedText } from './support';

const chunk = (delta: object, finish: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'llama3.2',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

const sse = (chunks: object[]) =>
  new Response(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });

const toolCall = (id: string, name: string, args: object) =>
  sse([
    chunk({ role: 'assistant', tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(args) } }] }),
    chunk({}, 'tool_calls'),
  ]);
const text = (content: string) => sse([chunk({ role: 'assistant', content }), chunk({}, 'stop')]);

/** An OpenAI-compatible server that answers with scripted responses and records the requests. */
function server(responses: Response[]) {
  const bodies: Array<{ messages: Array<Record<string, unknown>>; tools?: unknown[] }> = [];
  const fetch = async (_input: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return responses.shift() ?? new Response('no more scripted answers', { status: 500 });
  };
  return { fetch, bodies };
}

describe('the remote tier over the chat-completions wire format', () => {
  it('adds a task from a streamed tool call and sends the result back as a tool message', async () => {
    const s = server([toolCall('call_1', 'add_task', { title: 'Buy milk' }), text('Created task #1: Buy milk.')]);
    const h = harness([]);
    h.deps.models = async (settings) => [{ engine: 'remote', model: createRemoteModel(settings, s.fetch) }];

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add buy milk' }, h.emit);

    expect(await h.db.todos.toArray()).toMatchObject([{ title: 'Buy milk' }]);
    expect(streamedText(h.events)).toBe('Created task #1: Buy milk.');
    expect(s.bodies[0]!.tools!.map((t) => (t as { function: { name: string } }).function.name)).toEqual([
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
    // Chat APIs take only an object at the top of a tool's parameters.
    for (const tool of s.bodies[0]!.tools! as Array<{ function: { name: string; parameters: { type?: string } } }>)
      expect(tool.function.parameters.type, tool.function.name).toBe('object');
    expect(s.bodies[1]!.messages.slice(-2)).toMatchObject([
      { role: 'assistant', tool_calls: [{ id: 'call_1', function: { name: 'add_task' } }] },
      { role: 'tool', tool_call_id: 'call_1' },
    ]);
  });

  it('after an approval the history on the wire is plain calls and results', async () => {
    const s = server([toolCall('call_del', 'delete_task', { task_id: 1 }), text('Deleted task #1: Buy milk.'), text('You are welcome.')]);
    const h = harness([]);
    h.deps.models = async (settings) => [{ engine: 'remote', model: createRemoteModel(settings, s.fetch) }];
    await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Buy milk' });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Delete buy milk' }, h.emit);
    await answerApproval(h.deps, { approvalId: eventsOf(h.events, 'approval-required')[0]!.approvalId, approved: true }, h.emit);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'thanks' }, h.emit);

    expect(await h.db.todos.count()).toBe(0);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(s.bodies[2]!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'user']);
  });
});
