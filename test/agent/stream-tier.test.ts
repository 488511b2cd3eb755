import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { convertArrayToReadableStream, MockLanguageModelV4 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { createRemoteModel } from '@/lib/models';
import { CONVERSATION, eventsOf, harness, scriptedModel, streamedText, textStep } from './support';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

const chunk = (delta: object) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'llama3.2', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A real OpenAI-compatible server on 127.0.0.1 that starts a streamed answer,
 * sends a few pieces of text, then drops the connection mid-answer.
 */
async function droppingServer(pieces: string[]): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(chunk({ role: 'assistant', content: '' }));
      for (const piece of pieces) response.write(chunk({ content: piece }));
      // Let the pieces reach the client before the socket dies.
      setTimeout(() => response.socket?.destroy(), 50);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

async function remoteTier(pieces: string[]) {
  const baseURL = await droppingServer(pieces);
  return (settings: Parameters<typeof createRemoteModel>[0]) => createRemoteModel({ ...settings, remote: { ...settings.remote, baseURL } });
}

describe('a remote answer whose connection drops mid-stream', () => {
  it('with auto, is audited, keeps the streamed text with a note that it was cut off, and lets the next tier answer', async () => {
    const remote = await remoteTier(['The tasks ', 'for today ', 'are']);
    const offline = scriptedModel([textStep('You have 2 tasks today.')], 'offline');
    const h = harness([], { provider: 'auto' });
    h.deps.models = async (settings) => [
      { engine: 'remote', model: remote(settings) },
      { engine: 'offline', model: offline },
    ];

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is due today?' }, h.emit);

    // No "Something went wrong in the extension": the failure took the model-failure path.
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(streamedText(h.events)).toContain('The tasks for today are');
    expect(streamedText(h.events)).toContain('You have 2 tasks today.');
    expect(eventsOf(h.events, 'engine').map((event) => event.engine)).toEqual(['remote', 'offline']);
    expect(eventsOf(h.events, 'engine')[1]!.note).toMatch(/The remote model did not answer \(.+\); the offline assistant replied\./);

    const failures = (await h.db.audit.toArray()).filter((entry) => entry.toolName === 'model');
    expect(failures).toMatchObject([{ engine: 'remote', status: 'error' }]);

    const saved = await listMessages(h.db, CONVERSATION);
    const texts = saved.filter((message) => message.role === 'assistant').map((message) => JSON.stringify(message.content));
    expect(texts[0]).toContain('The tasks for today are');
    expect(texts[0]).toMatch(/The answer was cut off/);
    expect(texts[1]).toContain('You have 2 tasks today.');
  });

  it('with the remote provider chosen, says what happened in plain words and keeps the streamed text', async () => {
    const remote = await remoteTier(['Sure, ', 'here is ']);
    const h = harness([], { provider: 'remote' });
    h.deps.models = async (settings) => [{ engine: 'remote', model: remote(settings) }];

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'plan my day' }, h.emit);

    const errors = eventsOf(h.events, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).not.toMatch(/Something went wrong in the extension/);
    expect(errors[0]!.message).toMatch(/^The connection to the model server at http:\/\/127\.0\.0\.1:\d+ broke off in the middle of the answer\./);
    expect((await h.db.audit.toArray()).filter((entry) => entry.toolName === 'model')).toMatchObject([{ engine: 'remote', error: errors[0]!.message }]);

    const saved = await listMessages(h.db, CONVERSATION);
    expect(saved.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(saved[1]!.content)).toContain('Sure, here is');
    expect(JSON.stringify(saved[1]!.content)).toMatch(/The answer was cut off/);
  });
});

describe('a model that reports an error part after some text', () => {
  it('keeps that text, marked as cut off, before the next tier answers', async () => {
    const broken = new MockLanguageModelV4({
      modelId: 'in-browser',
      doStream: async () => ({
        stream: convertArrayToReadableStream<LanguageModelV4StreamPart>([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't1' },
          { type: 'text-delta', id: 't1', delta: 'Let me look' },
          { type: 'error', error: Object.assign(new Error('The GPU stopped responding'), { name: 'TimeoutError' }) },
          { type: 'finish', finishReason: { unified: 'error', raw: undefined }, usage },
        ]),
      }),
    });
    const h = harness(
      [
        { engine: 'webllm', model: broken },
        { engine: 'offline', model: scriptedModel([textStep('Here you go.')], 'offline') },
      ],
      { provider: 'auto' },
    );

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'show my tasks' }, h.emit);

    const saved = await listMessages(h.db, CONVERSATION);
    expect(saved.map((message) => [message.role, message.engine])).toEqual([
      ['user', undefined],
      ['assistant', 'webllm'],
      ['assistant', 'offline'],
    ]);
    expect(JSON.stringify(saved[1]!.content)).toContain('Let me look\\n\\n(The answer was cut off: timed out.)');
  });
});
