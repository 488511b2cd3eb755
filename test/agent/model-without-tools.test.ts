import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { createRemoteModel } from '@/lib/models';
import { CONVERSATION, eventsOf, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

const chunk = (delta: object, finish: string | null = null) => ({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'gemma:2b',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const text = (content: string) =>
  new Response([chunk({ role: 'assistant', content }), chunk({}, 'stop')].map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', {
    headers: { 'content-type': 'text/event-stream' },
  });
// Ollama's answer to tools for a model whose template has none (ollama/ollama issues #5793, #6027).
const refusal = () =>
  Response.json({ error: { message: 'registry.ollama.ai/library/gemma:2b does not support tools', type: 'api_error', param: null, code: null } }, { status: 400 });

/** Ollama with gemma:2b (no tools) and qwen3:8b; chat requests answered in order. */
function ollama(chatAnswers: Array<() => Response>) {
  const chats: Array<{ tools?: unknown[]; messages: Array<{ role: string; content: unknown }> }> = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/models')) return Response.json({ object: 'list', data: [{ id: 'gemma:2b' }, { id: 'nomic-embed-text' }, { id: 'qwen3:8b' }] });
    chats.push(JSON.parse(String(init?.body)));
    return (chatAnswers.shift() ?? (() => new Response('unscripted', { status: 500 })))();
  };
  return { fetch: fetch as typeof globalThis.fetch, chats };
}

/** `host`: a server of its own per test, since the worker remembers which server's model refused tools. */
function setup(host: string, chatAnswers: Array<() => Response>) {
  const server = ollama(chatAnswers);
  const h = harness([], { remote: { baseURL: `http://${host}:11434/v1`, apiKey: '', model: 'gemma:2b' } });
  h.deps.models = async (settings) => [{ engine: 'remote', model: createRemoteModel(settings, server.fetch) }];
  h.deps.fetch = server.fetch;
  return { h, server };
}

describe('a model the server says cannot use tools', () => {
  it('a clear todo command is done by the offline assistant, and the chat names a model of that server that can use tools', async () => {
    const { h, server } = setup('127.0.0.1', [refusal]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add buy milk tomorrow' }, h.emit);

    expect(await h.db.todos.toArray()).toMatchObject([{ title: 'Buy milk' }]);
    const notes = eventsOf(h.events, 'engine').flatMap((event) => (event.note ? [event.note] : []));
    expect(notes).toEqual([
      '“gemma:2b” cannot use tools, so the offline assistant did this. To let the model change your list, choose “qwen3:8b” in Settings → Model: it can use tools.',
    ]);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(server.chats).toHaveLength(1);
    const stored = await h.db.messages.toArray();
    expect(stored.find((row) => row.role === 'assistant')).toMatchObject({ engine: 'offline', note: notes[0] });
  });

  it('anything else is answered by the model in words, without tools; the next turn does not offer them again', async () => {
    const { h, server } = setup('localhost', [refusal, () => text('Paris.'), () => text('Hello!')]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is the capital of France?' }, h.emit);

    expect(streamedText(h.events)).toBe('Paris.');
    expect(server.chats[0]!.tools).toBeDefined();
    expect(server.chats[1]!.tools).toBeUndefined();
    expect(JSON.stringify(server.chats[1]!.messages[0])).toMatch(/No tools are available/);
    expect(eventsOf(h.events, 'engine').at(-1)!.note).toMatch(/^“gemma:2b” cannot use tools, so it answered without your task list\. .*“qwen3:8b”/);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'how are you?' }, h.emit);
    expect(server.chats).toHaveLength(3);
    expect(server.chats[2]!.tools).toBeUndefined();
  });
});
