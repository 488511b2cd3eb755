import { describe, expect, it } from 'vitest';
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { runTurn, retryTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { CONVERSATION, eventsOf, failingModel, harness, promptOf, scriptedModel, streamedText, textStep, toolStep } from './support';

describe('runTurn', () => {
  it('answers with text only: saves the user message first, streams the text, appends the answer', async () => {
    const model = scriptedModel([textStep('Hello! How can I help with your tasks?')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Hi there' }, h.emit);

    expect(h.events.map((e) => e.type)).toEqual(['turn-start', 'user-message-saved', 'engine', 'text-delta', 'turn-end']);
    expect(streamedText(h.events)).toBe('Hello! How can I help with your tasks?');
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hi there'],
      ['assistant', [{ type: 'text', text: 'Hello! How can I help with your tasks?' }]],
    ]);
    expect(messages[1]!.engine).toBe('remote');
    const conversation = await h.db.conversations.get(CONVERSATION);
    expect(conversation).toMatchObject({ title: 'Hi there', updatedAt: '2026-03-10T08:30:00.000Z' });
    // The model saw the system prompt and the user message.
    const prompt = promptOf(model);
    expect(prompt[0]!.role).toBe('system');
    expect(prompt.slice(1)).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Hi there' }] }]);
  });

  it('runs one tool call, then answers: the task exists, the call is audited, everything is in the history', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-1', name: 'add_task', input: { title: 'Buy milk', priority: 2 } }]), textStep('Created task #1: Buy milk.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add buy milk, high priority' }, h.emit);

    expect(await h.db.todos.toArray()).toMatchObject([{ id: 1, title: 'Buy milk', priority: 2 }]);
    expect(eventsOf(h.events, 'tool-call')).toMatchObject([{ toolCallId: 'call-1', toolName: 'add_task', input: { title: 'Buy milk', priority: 2 } }]);
    expect(eventsOf(h.events, 'tool-result')).toMatchObject([{ toolCallId: 'call-1', output: { message: 'Created task #1: Buy milk' } }]);
    expect(streamedText(h.events)).toBe('Created task #1: Buy milk.');
    expect(await h.db.audit.toArray()).toMatchObject([
      { toolName: 'add_task', toolCallId: 'call-1', status: 'ok', engine: 'remote', conversationId: CONVERSATION, approval: { required: false } },
    ]);
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    // The second step saw the tool's result.
    const second = promptOf(model, 1);
    expect(second.at(-1)).toMatchObject({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call-1' }] });
  });

  it('stops a chain at the 5-step limit and tells the user what was done when the model said nothing', async () => {
    const steps = [1, 2, 3, 4, 5].map((n) => toolStep([{ id: `call-${n}`, name: 'add_task', input: { title: `Task ${n}` } }]));
    const model = scriptedModel([...steps, textStep('never reached')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add tasks 1 to 9' }, h.emit);

    expect(model.doStreamCalls).toHaveLength(5);
    expect(await h.db.todos.count()).toBe(5);
    const text = streamedText(h.events);
    expect(text).toContain('I stopped after 5 steps');
    expect(text).toContain('Created task #1: Task 1; Created task #2: Task 2; Created task #3: Task 3; Created task #4: Task 4; Created task #5: Task 5');
    const last = (await listMessages(h.db, CONVERSATION)).at(-1)!;
    expect(last).toMatchObject({ role: 'assistant', content: [{ type: 'text', text }] });
  });

  it("at the step limit, shows the model's own last text when it wrote one", async () => {
    const steps = [1, 2, 3].map((n) => toolStep([{ id: `call-${n}`, name: 'list_tasks', input: {} }], n === 3 ? 'Still looking…' : undefined));
    const model = scriptedModel(steps);
    const h = harness([{ engine: 'remote', model }], { maxSteps: 3 });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Find it' }, h.emit);

    expect(model.doStreamCalls).toHaveLength(3);
    expect(streamedText(h.events)).toBe('Still looking…');
  });

  it('sends an invalid tool input back to the model as a tool error: nothing written, audited, and the model answers', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-bad', name: 'add_task', input: { title: '' } }]), textStep('Sorry, I need a title for the task.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add a task' }, h.emit);

    expect(await h.db.todos.count()).toBe(0);
    const [toolError] = eventsOf(h.events, 'tool-error');
    expect(toolError).toMatchObject({ toolCallId: 'call-bad', toolName: 'add_task' });
    // One plain sentence (issue 11), the field and zod code only in the detail.
    expect(toolError!.error).toBe('The title cannot be empty.');
    expect(toolError!.detail).toMatch(/^add_task: title: too_small/);
    expect(await h.db.audit.toArray()).toMatchObject([
      { toolName: 'add_task', toolCallId: 'call-bad', status: 'error', input: { title: '' }, engine: 'remote', error: toolError!.error },
    ]);
    // The model got the error as a tool result and replied.
    expect(promptOf(model, 1).at(-1)).toMatchObject({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call-bad', output: { type: 'error-text' } }] });
    expect(streamedText(h.events)).toBe('Sorry, I need a title for the task.');
  });

  it('reports a tool that fails while running (task not found) to the model and audits it once', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-1', name: 'complete_task', input: { task_id: 999 } }]), textStep('There is no task #999.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Complete 999' }, h.emit);

    expect(eventsOf(h.events, 'tool-error')).toMatchObject([{ toolCallId: 'call-1', error: 'Task #999 not found' }]);
    expect(await h.db.audit.toArray()).toMatchObject([{ toolName: 'complete_task', status: 'error', error: 'Task #999 not found' }]);
  });

  it('sends only the last 20 of 25 messages to the model', async () => {
    const model = scriptedModel([textStep('ok')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.conversations.add({ id: CONVERSATION, title: 'Long', createdAt: 'x', updatedAt: 'x' });
    await h.db.messages.bulkAdd(
      Array.from({ length: 24 }, (_, i) => ({
        conversationId: CONVERSATION,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: i % 2 === 0 ? `message ${i + 1}` : [{ type: 'text' as const, text: `message ${i + 1}` }],
        createdAt: 'x',
      })) as never,
    );

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'message 25' }, h.emit);

    const messages = promptOf(model).filter((m) => m.role !== 'system');
    expect(messages).toHaveLength(20);
    const texts = messages.map((m) => (Array.isArray(m.content) ? (m.content[0] as { text: string }).text : m.content));
    expect(texts[0]).toBe('message 6');
    expect(texts.at(-1)).toBe('message 25');
  });

  it('with the provider chosen explicitly, a model error gives a clear message, keeps the user message, and shows in Activity', async () => {
    const h = harness([{ engine: 'remote', model: failingModel(403) }], { provider: 'remote' });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add bread' }, h.emit);

    const [error] = eventsOf(h.events, 'error');
    expect(error!.message).toContain('refused the request from the extension');
    expect(error!.message).toContain('OLLAMA_ORIGINS=chrome-extension://*');
    expect(error!.message).not.toContain('sk-secret-key-123');
    expect(h.events.at(-1)!.type).toBe('turn-end');
    expect((await listMessages(h.db, CONVERSATION)).map((m) => [m.role, m.content])).toEqual([['user', 'Add bread']]);
    expect(await h.db.audit.toArray()).toMatchObject([
      { toolName: 'model', status: 'error', engine: 'remote', error: error!.message, input: { engine: 'remote', model: 'mock-remote' }, conversationId: CONVERSATION },
    ]);
  });

  it('with provider auto, falls back to the next tier with a note saying why', async () => {
    const offline = scriptedModel([textStep('Here are your tasks.')], 'offline');
    const h = harness(
      [
        { engine: 'remote', model: failingModel(500) },
        { engine: 'offline', model: offline },
      ],
      { provider: 'auto' },
    );

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'What do I have?' }, h.emit);

    expect(eventsOf(h.events, 'engine')).toEqual([
      { type: 'engine', conversationId: CONVERSATION, engine: 'remote' },
      { type: 'engine', conversationId: CONVERSATION, engine: 'offline', note: 'The remote model did not answer (HTTP 500); the offline assistant replied.' },
    ]);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(streamedText(h.events)).toBe('Here are your tasks.');
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]).toMatchObject({ engine: 'offline', note: 'The remote model did not answer (HTTP 500); the offline assistant replied.' });
    expect(await h.db.audit.toArray()).toMatchObject([{ toolName: 'model', status: 'error', engine: 'remote' }]);
  });

  it('a tier that cannot be built (explicit provider) is reported, and the user message is kept', async () => {
    const h = harness([], { provider: 'remote', remote: { baseURL: '', apiKey: '', model: '' } });
    h.deps.models = undefined; // the real selectModels

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Hello' }, h.emit);

    expect(eventsOf(h.events, 'error')[0]!.message).toMatch(/No model server is set up\. Open Settings/);
    expect(await h.db.messages.count()).toBe(1);
  });

  it('retryTurn answers the saved conversation without adding a user message', async () => {
    const h = harness([{ engine: 'remote', model: failingModel(500) }]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add bread' }, h.emit);
    const model = scriptedModel([toolStep([{ id: 'c1', name: 'add_task', input: { title: 'Bread' } }]), textStep('Created task #1: Bread.')]);
    h.deps.models = async () => [{ engine: 'remote', model }];

    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);

    expect(promptOf(model).slice(1)).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Add bread' }] }]);
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    expect(await h.db.todos.count()).toBe(1);
  });

  it('retryTurn on a conversation already answered (a Retry shown by a panel whose port dropped) adds nothing and calls no model', async () => {
    const first = scriptedModel([textStep('Here you are.')]);
    const h = harness([{ engine: 'remote', model: first }]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Hi' }, h.emit);
    const model = scriptedModel([textStep('Here you are, again.')]);
    h.deps.models = async () => [{ engine: 'remote', model }];

    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);

    expect(model.doStreamCalls).toHaveLength(0);
    expect((await listMessages(h.db, CONVERSATION)).map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('retryTurn after an answer cut off by a dropped connection answers again (chaos seed 1703915537, turn c69)', async () => {
    const dropped = new MockLanguageModelV4({
      modelId: 'mock-remote',
      doStream: async () => ({
        stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: 'Done wit' },
          { type: 'error', error: new TypeError('terminated') },
          {
            type: 'finish',
            finishReason: { unified: 'error', raw: undefined },
            usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          },
        ]),
      }),
    });
    const h = harness([{ engine: 'remote', model: dropped }]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Hi' }, h.emit);
    expect(JSON.stringify((await listMessages(h.db, CONVERSATION)).at(-1)!.content)).toContain('(The answer was cut off');
    const model = scriptedModel([textStep('Done with it.')]);
    h.deps.models = async () => [{ engine: 'remote', model }];

    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);

    expect(model.doStreamCalls).toHaveLength(1);
    expect(JSON.stringify((await listMessages(h.db, CONVERSATION)).at(-1)!.content)).toContain('Done with it.');
  });
});
