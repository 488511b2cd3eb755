import { describe, expect, it } from 'vitest';
import { answerApproval, runTurn } from '@/lib/agent';
import { chromeAiAvailability, chromeAiReadiness, createChromeAiModel } from '@/lib/models/chrome-ai';
import { downloadChromeAi } from '@/lib/models/chrome-ai/download';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, streamedText } from '../../agent/support';
import { tokens } from '../local-tools/fake-engine';
import { createFakeLanguageModel, type FakeAnswer } from './fake-language-model';

const call = (name: string, args: unknown): FakeAnswer => ({ pieces: tokens(JSON.stringify({ type: 'tool_call', name, arguments: args }), 5) });
const reply = (text: string): FakeAnswer => ({ pieces: tokens(JSON.stringify({ type: 'reply', text }), 5) });

function chromeAiHarness(answers: FakeAnswer[], options: Parameters<typeof createFakeLanguageModel>[0] = {}) {
  const fake = createFakeLanguageModel({ ...options, answers });
  let ids = 0;
  const model = createChromeAiModel({ api: () => fake, generateId: () => `chrome-call-${++ids}` });
  const h = harness([{ engine: 'chrome-ai', model }], { provider: 'chrome-ai' });
  return { ...h, fake };
}

describe("Chrome's built-in model: availability", () => {
  it('says why it is unavailable: no Prompt API, the device (or a policy), or the language', async () => {
    expect(await chromeAiAvailability(undefined)).toMatchObject({ status: 'unavailable', reason: 'browser', message: expect.stringMatching(/no built-in model.*Chrome 138/) });
    expect(await chromeAiAvailability(createFakeLanguageModel({ availability: 'unavailable' }))).toMatchObject({
      reason: 'device',
      message: expect.stringMatching(/4 GB.*22 GB.*policy/),
    });
    expect(await chromeAiAvailability(createFakeLanguageModel({ availability: 'available', englishAvailability: 'unavailable' }))).toMatchObject({ reason: 'language' });
  });

  it('reports downloadable, downloading and ready, and only a ready model is ready for the chain', async () => {
    for (const status of ['downloadable', 'downloading', 'available'] as const) {
      const fake = createFakeLanguageModel({ availability: status });
      expect((await chromeAiAvailability(fake)).status).toBe(status);
      expect((await chromeAiReadiness(fake)).ready).toBe(status === 'available');
    }
    expect((await chromeAiReadiness(undefined)).ready).toBe(false);
  });

  it('downloads only with a user activation, and reports the progress Chrome gives', async () => {
    let activation = false;
    const fake = createFakeLanguageModel({ availability: 'downloadable', downloadSteps: [0, 0.25, 0.75, 1], userActivation: () => activation });
    await expect(downloadChromeAi(() => {}, fake)).rejects.toThrow(/not downloaded yet/);
    activation = true;
    const seen: number[] = [];
    await downloadChromeAi((p) => seen.push(p.fraction), fake);
    expect(seen).toEqual([0, 0.25, 0.75, 1]);
    expect(await fake.availability()).toBe('available');
    expect(fake.sessions.every((s) => s.destroyed)).toBe(true);
  });
});

describe("Chrome's built-in model: a turn", () => {
  it('adds a task through a constrained tool call, with its own call id, audit and history, and streams the reply', async () => {
    const h = chromeAiHarness([call('add_task', { title: 'Buy milk' }), reply('Added “Buy milk”.')]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add buy milk' }, h.emit);

    expect(await h.db.todos.toArray()).toMatchObject([{ title: 'Buy milk' }]);
    expect(streamedText(h.events)).toBe('Added “Buy milk”.');
    expect(eventsOf(h.events, 'engine')).toMatchObject([{ engine: 'chrome-ai' }]);
    expect(await h.db.audit.toArray()).toMatchObject([{ toolName: 'add_task', toolCallId: 'chrome-call-1', engine: 'chrome-ai', status: 'ok' }]);
    const stored = await h.db.messages.toArray();
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);

    // Each answer: a fresh session, the system prompt first, the JSON schema as responseConstraint, destroyed after.
    const [first, second] = h.fake.sessions;
    expect(first!.initialPrompts[0]).toMatchObject({ role: 'system', content: expect.stringMatching(/exactly one JSON object/) });
    expect(first!.prompts[0]).toMatchObject({ input: 'add buy milk', options: { responseConstraint: { anyOf: expect.any(Array) }, omitResponseConstraintInput: true } });
    expect(second!.prompts[0]!.input).toMatch(/^<tool_result name="add_task" id="chrome-call-1">/);
    expect(h.fake.sessions.every((s) => s.destroyed)).toBe(true);
  });

  it('asks for approval before a delete, and deletes only once approved', async () => {
    const h = chromeAiHarness([call('delete_task', { task_id: 1 }), reply('Deleted “Gym”.')]);
    await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Gym' });
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete the gym task' }, h.emit);

    const [required] = eventsOf(h.events, 'approval-required');
    expect(await h.db.approvals.get(required!.approvalId)).toMatchObject({ status: 'pending' });
    expect(await h.db.todos.count()).toBe(1);

    await answerApproval(h.deps, { approvalId: required!.approvalId, approved: true }, h.emit);
    expect(await h.db.todos.count()).toBe(0);
    expect(await h.db.audit.where('toolName').equals('delete_task').toArray()).toMatchObject([{ engine: 'chrome-ai', status: 'ok', approval: { decision: 'approved' } }]);
    expect(streamedText(h.events)).toContain('Deleted “Gym”.');
  });

  it('repairs a tool call it can read, and sends one it cannot read back to the model as a tool error, running nothing', async () => {
    const h = chromeAiHarness([
      { pieces: ['{"type":"tool_call","name":"addTask","arguments":{"title":"Call mum"'] },
      { pieces: ['{"type":"tool_call","name":"add_task","arguments":"not json at all'] },
      reply('Sorry, I could not add that.'),
    ]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add call mum' }, h.emit);
    expect(await h.db.todos.toArray()).toMatchObject([{ title: 'Call mum' }]);

    const third = h.fake.sessions[2]!;
    expect(third.prompts[0]!.input).toMatch(/status="error"/);
    expect(await h.db.todos.count()).toBe(1);
    expect(streamedText(h.events)).toContain('Sorry, I could not add that.');
  });

  it('stops at the step limit like the other tiers', async () => {
    const h = chromeAiHarness([call('list_tasks', {})]);
    h.settings.maxSteps = 2;
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'list forever' }, h.emit);
    expect(h.fake.sessions.length).toBe(2);
    expect(await h.db.audit.where('toolName').equals('list_tasks').count()).toBe(2);
  });

  it('says plainly when the conversation overflows its context window', async () => {
    const h = chromeAiHarness([{ pieces: [], failAfter: { name: 'QuotaExceededError', message: 'The input is too large.' } }], { contextWindow: 4096 });
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);
    const [error] = eventsOf(h.events, 'error');
    expect(error!.message).toMatch(/too long for Chrome's built-in model.*history window.*4096 tokens/s);
    expect(await h.db.audit.toArray()).toMatchObject([{ engine: 'chrome-ai', status: 'error' }]);
  });

  it('says so when Chrome destroys the session mid-answer, and keeps nothing half-parsed as a tool call', async () => {
    const h = chromeAiHarness([{ pieces: ['{"type":"reply","text":"Hel', 'lo there"}'], destroyMidAnswer: true }]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);
    expect(eventsOf(h.events, 'error')[0]!.message).toMatch(/stopped before it finished/);
    expect(await h.db.todos.count()).toBe(0);
  });

  it('rejects before streaming when the model is not downloaded, so auto can fall back', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable', answers: [reply('x')] });
    const model = createChromeAiModel({ api: () => fake });
    await expect(model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] })).rejects.toThrow(/not downloaded yet/);
    await expect(createChromeAiModel({ api: () => undefined }).doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] })).rejects.toThrow(
      /not available in this browser/,
    );
    expect(fake.sessions).toHaveLength(0);
  });

  it('stops when the person presses Stop, and destroys the session', async () => {
    const controller = new AbortController();
    const h = chromeAiHarness([{ pieces: tokens(JSON.stringify({ type: 'reply', text: 'A long answer that goes on and on.' }), 2) }]);
    const emit = (event: Parameters<typeof h.emit>[0]) => {
      h.emit(event);
      if (event.type === 'text-delta') controller.abort();
    };
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'tell me' }, emit, controller.signal);
    expect(streamedText(h.events).length).toBeLessThan('A long answer that goes on and on.'.length);
    expect(h.fake.sessions.every((s) => s.destroyed)).toBe(true);
  });
});
