import { streamText, tool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRemoteModel } from '@/lib/models/remote';
import { DEFAULT_SETTINGS, parseSettings } from '@/lib/settings';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../e2e/support/fake-openai-server';

// The e2e tests trust this server to speak the real streaming wire format: the real OpenAI client checks it here.
let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

// Settings as loaded from storage: the key is bound to the origin of the base URL saved with it.
const model = () => createRemoteModel(parseSettings({ ...DEFAULT_SETTINGS, provider: 'remote', remote: { baseURL: server.baseURL, apiKey: 'sk-test', model: 'test-model' } }));

describe('the fake OpenAI-compatible server', () => {
  it('streams scripted text that the OpenAI client reads', async () => {
    server.script({ text: 'Hello there, I am a scripted answer.' });
    const result = streamText({ model: model(), prompt: 'hi' });
    expect(await result.text).toBe('Hello there, I am a scripted answer.');
    const last = server.requests.at(-1)!;
    expect(last.authorization).toBe('Bearer sk-test');
    expect(last.body).toMatchObject({ model: 'test-model', stream: true });
  });

  it('streams a scripted tool call with its arguments in pieces', async () => {
    server.script({ toolCalls: [{ name: 'add_task', arguments: { title: 'Buy milk' } }] });
    const result = streamText({
      model: model(),
      prompt: 'add buy milk',
      tools: { add_task: tool({ inputSchema: z.object({ title: z.string() }) }) },
    });
    const calls = await result.toolCalls;
    expect(calls.map((c) => [c.toolName, c.input])).toEqual([['add_task', { title: 'Buy milk' }]]);
    expect(await result.finishReason).toBe('tool-calls');
  });

  it('answers with a scripted HTTP error', async () => {
    server.script({ status: 500 });
    const result = streamText({ model: model(), prompt: 'hi', maxRetries: 0, onError: () => {} });
    await expect(result.text).rejects.toThrow();
  });
});
