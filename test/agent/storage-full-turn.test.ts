import { describe, expect, it } from 'vitest';
import { MockLanguageModelV4 } from 'ai/test';
import type { LanguageModelV4StreamResult } from '@ai-sdk/provider';
import { retryTurn, runTurn } from '@/lib/agent';
import { failWrites, type FullDisk } from '../db/fail-writes';
import { CONVERSATION, eventsOf, harness, textStep, toolStep } from './support';

const FULL = "The extension could not use its storage: the browser's storage is full. Free some disk space (or delete old conversations), then try again.";

/** A model that answers with these steps; the disk fills when it is first called (the user message is stored by then). */
function modelFillingTheDisk(steps: LanguageModelV4StreamResult[], disk: () => FullDisk) {
  let calls = 0;
  return new MockLanguageModelV4({
    modelId: 'mock-remote',
    doStream: async () => {
      if (calls++ === 0) disk().fill();
      return steps.shift()!;
    },
  });
}

describe('a disk that fills during a turn', () => {
  it('keeps the user message, says so in one sentence, and answers once space is freed', async () => {
    const model = modelFillingTheDisk([textStep('Hello!'), textStep('Hello!')], () => disk);
    const h = harness([{ engine: 'remote', model }]);
    const disk = failWrites(h.db, 'messages', 'QuotaExceededError', { full: false });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);

    expect(eventsOf(h.events, 'error').map((event) => event.message)).toEqual([FULL]);
    expect((await h.db.messages.toArray()).map((message) => [message.role, message.content])).toEqual([['user', 'hello']]);

    disk.free();
    h.events.length = 0;
    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    const messages = await h.db.messages.toArray();
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(messages[1]!.content)).toContain('Hello!');
  });

  it('never runs a tool call twice when its step could not be saved and the turn is retried', async () => {
    const addMilk = () => toolStep([{ id: 'call-milk', name: 'add_task', input: { title: 'Buy milk' } }]);
    const model = modelFillingTheDisk([addMilk(), addMilk(), textStep('Added “Buy milk”.')], () => disk);
    const h = harness([{ engine: 'remote', model }]);
    const disk = failWrites(h.db, 'messages', 'QuotaExceededError', { full: false });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add milk' }, h.emit);
    expect(eventsOf(h.events, 'error').map((event) => event.message)).toEqual([FULL]);

    disk.free();
    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);
    expect((await h.db.todos.toArray()).map((todo) => todo.title)).toEqual(['Buy milk']);
    const audited = (await h.db.audit.toArray()).filter((entry) => entry.toolName === 'add_task' && entry.status === 'ok');
    expect(audited).toHaveLength(1);
    expect((await h.db.messages.toArray()).filter((message) => message.role === 'user')).toHaveLength(1);
  });
});
