import { streamText } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { createRemoteModel, testConnection } from '@/lib/models';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const settings = (remote: Partial<Settings['remote']> = {}): Settings => ({
  ...DEFAULT_SETTINGS,
  provider: 'remote',
  remote: { baseURL: 'http://127.0.0.1:11434/v1/', apiKey: '', model: 'llama3.2', ...remote },
});

const sse = (chunks: unknown[]) =>
  new Response(chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join('') + 'data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });

type FetchArgs = [input: string | URL | Request, init?: RequestInit];
/** A compatible server: its model list on /models, a one-token answer on /chat/completions. */
const server =
  (models: string[]) =>
  async (...args: FetchArgs) =>
    String(args[0]).endsWith('/chat/completions')
      ? Response.json({
          id: '1',
          object: 'chat.completion',
          created: 0,
          model: models[0],
          choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'length' }],
        })
      : Response.json({ data: models.map((id) => ({ id })) });

describe('createRemoteModel', () => {
  it('talks chat completions to the base URL, with no Authorization header when there is no key', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) =>
      sse([
        { id: '1', object: 'chat.completion.chunk', created: 0, model: 'llama3.2', choices: [{ index: 0, delta: { role: 'assistant', content: 'Hi' }, finish_reason: null }] },
        { id: '1', object: 'chat.completion.chunk', created: 0, model: 'llama3.2', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
      ]),
    );
    const result = streamText({ model: createRemoteModel(settings(), fetch), prompt: 'Hello' });
    expect(await result.text).toBe('Hi');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(new Headers(init!.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init!.body))).toMatchObject({ model: 'llama3.2', stream: true });
  });

  it('sends the API key as a bearer token when there is one', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) =>
      sse([{ id: '1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }]),
    );
    await streamText({ model: createRemoteModel(settings({ apiKey: 'sk-1', apiKeyOrigin: 'http://127.0.0.1:11434' }), fetch), prompt: 'Hello' }).consumeStream();
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer sk-1');
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => createRemoteModel(settings({ baseURL: 'ftp://host/v1' }))).toThrow(/must start with http/);
    expect(() => createRemoteModel(settings({ baseURL: 'not a url' }))).toThrow(/not a valid address/);
  });
});

describe('testConnection', () => {
  it('succeeds when the server lists the model', async () => {
    const fetch = vi.fn(server(['llama3.2', 'qwen2.5']));
    expect(await testConnection(settings(), fetch)).toEqual({ ok: true, message: 'Connected. The model "llama3.2" answered.' });
    // Listing is not enough: a one-token answer proves the model (and the key) work.
    expect(String((fetch.mock.calls[1] as unknown as FetchArgs)[0])).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(String((fetch.mock.calls[0] as unknown as FetchArgs)[0])).toBe('http://127.0.0.1:11434/v1/models');
  });

  it('a wrong key fails even where the model list needs none', async () => {
    const fetch = vi.fn(async (...args: FetchArgs) =>
      String(args[0]).endsWith('/chat/completions')
        ? Response.json({ error: { message: 'Incorrect API key provided' } }, { status: 401 })
        : Response.json({ data: [{ id: 'llama3.2' }] }),
    );
    const result = await testConnection(settings(), fetch);
    expect(result.ok).toBe(false);
    expect(result.message).not.toMatch(/Connected|sav/i);
  });

  it('names the models it has when the one in Settings is missing', async () => {
    const fetch = vi.fn(server(['qwen2.5']));
    const result = await testConnection(settings(), fetch);
    expect(result).toEqual({ ok: false, message: 'The server answered but has no model named "llama3.2". It has: qwen2.5. Check the model name.' });
  });

  it('reports a 401 as a key problem, without the key', async () => {
    const fetch = vi.fn(async () => new Response('{"error":"bad key sk-secret-1"}', { status: 401 }));
    const result = await testConnection(settings({ apiKey: 'sk-secret-1' }), fetch);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/rejected the API key \(HTTP 401\)/);
    expect(result.message).not.toContain('sk-secret-1');
  });

  it('reports a 403 with the OLLAMA_ORIGINS fix', async () => {
    const result = await testConnection(
      settings(),
      vi.fn(async () => new Response('', { status: 403 })),
    );
    expect(result.message).toContain('OLLAMA_ORIGINS=chrome-extension://*');
  });

  it('reports an unreachable server', async () => {
    const result = await testConnection(
      settings(),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(result).toMatchObject({ ok: false });
    expect(result.message).toMatch(/Could not reach the model server at http:\/\/127\.0\.0\.1:11434/);
  });

  it('falls back to a one-token chat when the server has no model list', async () => {
    const fetch = vi.fn(async (...args: FetchArgs) =>
      String(args[0]).endsWith('/models')
        ? new Response('not found', { status: 404 })
        : Response.json({
            id: '1',
            object: 'chat.completion',
            created: 0,
            model: 'llama3.2',
            choices: [{ index: 0, message: { role: 'assistant', content: 'OK' }, finish_reason: 'length' }],
          }),
    );
    expect(await testConnection(settings(), fetch)).toEqual({ ok: true, message: 'Connected. The model "llama3.2" answered.' });
  });

  it('asks for the missing settings first', async () => {
    expect((await testConnection(settings({ baseURL: '' }))).message).toMatch(/No model server is set up/);
    expect((await testConnection(settings({ model: '' }))).message).toMatch(/Enter the model name/);
  });
});

describe('the API key belongs to the origin it was entered for', () => {
  const KEY = 'sk-openai-key-0123456789';
  const forOpenAI: Settings['remote'] = { baseURL: 'https://api.openai.com/v1', apiKey: KEY, apiKeyOrigin: 'https://api.openai.com', model: 'gpt-4o-mini' };
  const authorizationOf = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map((call) => new Headers((call as FetchArgs)[1]?.headers).get('authorization'));
  const finished = () => sse([{ id: '1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }]);

  it('Test connection sends no key to another server (only the base URL was changed)', async () => {
    const fetch = vi.fn(server(['gpt-4o-mini']));
    const result = await testConnection(settings({ ...forOpenAI, baseURL: 'http://192.168.1.50:1234/v1' }), fetch);
    expect(result.ok).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://192.168.1.50:1234/v1/models');
    expect(authorizationOf(fetch)).toEqual([null, null]);
  });

  it('a model request sends no key to another server, nor to the same host over another scheme or port', async () => {
    for (const baseURL of ['https://evil.example/v1', 'http://api.openai.com/v1', 'https://api.openai.com:8443/v1']) {
      const fetch = vi.fn(async (..._args: FetchArgs) => finished());
      await streamText({ model: createRemoteModel(settings({ ...forOpenAI, baseURL }), fetch), prompt: 'Hello' }).consumeStream();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(authorizationOf(fetch)).toEqual([null]);
    }
  });

  it('sends the key to its own origin', async () => {
    const fetch = vi.fn(server(['gpt-4o-mini']));
    await testConnection(settings(forOpenAI), fetch);
    const chat = vi.fn(async (..._args: FetchArgs) => finished());
    await streamText({ model: createRemoteModel(settings(forOpenAI), chat), prompt: 'Hello' }).consumeStream();
    expect([...authorizationOf(fetch), ...authorizationOf(chat)]).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`, `Bearer ${KEY}`]);
  });

  it('sends a key with no origin nowhere', async () => {
    const fetch = vi.fn(server(['llama3.2']));
    await testConnection(settings({ apiKey: KEY }), fetch);
    expect(authorizationOf(fetch)).toEqual([null, null]);
  });

  it.each(['http://localhost:11434', 'http://127.0.0.1:1234', 'http://[::1]:8080'])('sends the key over plain http to this computer (%s)', async (origin) => {
    const fetch = vi.fn(server(['llama3.2']));
    await testConnection(settings({ baseURL: `${origin}/v1`, apiKey: KEY, apiKeyOrigin: origin }), fetch);
    expect(authorizationOf(fetch)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
  });

  it('refuses to send a key over plain http to another computer unless the user accepted it for that origin', async () => {
    const lan = { baseURL: 'http://192.168.1.50:1234/v1', apiKey: KEY, apiKeyOrigin: 'http://192.168.1.50:1234' };
    const fetch = vi.fn(server(['llama3.2']));
    const refused = await testConnection(settings(lan), fetch);
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/^The API key was not sent to http:\/\/192\.168\.1\.50:1234: over plain http/) });
    expect(fetch).not.toHaveBeenCalled();

    const chat = vi.fn(async (..._args: FetchArgs) => finished());
    const errors: unknown[] = [];
    await streamText({ model: createRemoteModel(settings(lan), chat), prompt: 'Hello', maxRetries: 0, onError: ({ error }) => void errors.push(error) }).consumeStream();
    expect(chat).not.toHaveBeenCalled();
    expect(String(errors[0])).toMatch(/The API key was not sent/);

    // Accepted for another origin: still refused. Accepted for this one: sent.
    expect((await testConnection(settings({ ...lan, allowInsecureKeyOrigin: 'http://192.168.1.51:1234' }), fetch)).ok).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    await testConnection(settings({ ...lan, allowInsecureKeyOrigin: 'http://192.168.1.50:1234' }), fetch);
    expect(authorizationOf(fetch)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
  });
});
