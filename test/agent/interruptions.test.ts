import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { CONVERSATION, eventsOf, harness, scriptedModel, streamedText, textStep, toolStep } from './support';

/** A model that never answers until its call is aborted. */
const silentModel = () =>
  new MockLanguageModelV4({
    modelId: 'silent',
    doStream: ({ abortSignal }) =>
      new Promise((_, reject) => {
        abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true });
      }),
  });

describe('interruptions', () => {
  it('a step that takes too long times out with a clear message, and the user message stays', async () => {
    const h = harness([{ engine: 'remote', model: silentModel() }]);
    h.deps.stepTimeoutMs = 50;

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add milk' }, h.emit);

    expect(eventsOf(h.events, 'error')[0]!.message).toMatch(/did not answer in time/);
    expect((await listMessages(h.db, CONVERSATION)).map((m) => m.content)).toEqual(['Add milk']);
    expect(await h.db.audit.toArray()).toMatchObject([{ toolName: 'model', status: 'error' }]);
  });

  it('a turn the panel cancels ends quietly: the user message is kept and no error is shown', async () => {
    const h = harness([{ engine: 'remote', model: silentModel() }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add milk' }, h.emit, controller.signal);

    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(h.events.at(-1)!.type).toBe('turn-end');
    expect(await h.db.messages.count()).toBe(1);
  });

  it('steps finished before a failure are kept, so a retry does not redo them', async () => {
    let call = 0;
    const model = new MockLanguageModelV4({
      doStream: async () => {
        call++;
        if (call === 1) return toolStep([{ id: 'c1', name: 'add_task', input: { title: 'Milk' } }]);
        throw Object.assign(new Error('fetch failed'), { name: 'TypeError' });
      },
    });
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add milk' }, h.emit);

    expect(eventsOf(h.events, 'error')).toHaveLength(1);
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(await h.db.todos.count()).toBe(1);
  });

  it('with auto, a failure after a finished step hands the rest to the next tier, which sees that step', async () => {
    let call = 0;
    const remote = new MockLanguageModelV4({
      doStream: async () => {
        call++;
        if (call === 1) return toolStep([{ id: 'c1', name: 'add_task', input: { title: 'Milk' } }]);
        throw Object.assign(new Error('fetch failed'), { name: 'TypeError' });
      },
    });
    const offline = scriptedModel([textStep('Created task #1: Milk.')], 'offline');
    const h = harness(
      [
        { engine: 'remote', model: remote },
        { engine: 'offline', model: offline },
      ],
      { provider: 'auto' },
    );

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add milk' }, h.emit);

    expect(offline.doStreamCalls[0]!.prompt.filter((m) => m.role !== 'system').map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(eventsOf(h.events, 'engine').at(-1)!.note).toBe('The remote model did not answer (could not connect); the offline assistant replied.');
    expect(streamedText(h.events)).toBe('Created task #1: Milk.');
    expect(await h.db.todos.count()).toBe(1);
  });

  it('a panel that goes away mid-turn does not stop the turn: the answer is still saved', async () => {
    const model = scriptedModel([toolStep([{ id: 'c1', name: 'add_task', input: { title: 'Milk' } }]), textStep('Created task #1: Milk.')]);
    const h = harness([{ engine: 'remote', model }]);
    let sent = 0;
    const closingPanel = () => {
      if (++sent > 2) throw new Error('Attempting to use a disconnected port object');
    };

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add milk' }, closingPanel);

    expect(await h.db.todos.count()).toBe(1);
    expect((await listMessages(h.db, CONVERSATION)).map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
  });
});
