import { describe, expect, it } from 'vitest';
import { createRemoteEmbedder } from '@/lib/models/remote';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const settings = (patch: Partial<Settings['memory']> = {}, baseURL = 'https://api.example.com/v1'): Settings => ({
  ...DEFAULT_SETTINGS,
  remote: { baseURL, apiKey: 'sk-example-key-000000000000', model: 'gpt-4o-mini', apiKeyOrigin: 'https://api.example.com' },
  memory: { ...DEFAULT_SETTINGS.memory, embeddingModel: 'text-embedding-3-small', ...patch },
});

function recordingFetch() {
  const calls: Array<{ url: string; authorization: string | null; body: unknown }> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), body: JSON.parse(String(init?.body)) });
    return new Response(
      JSON.stringify({
        object: 'list',
        data: [
          { object: 'embedding', index: 0, embedding: [0.1, 0.2] },
          { object: 'embedding', index: 1, embedding: [0.3, 0.4] },
        ],
        model: 'x',
        usage: { prompt_tokens: 1, total_tokens: 1 },
      }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { calls, fetchImpl };
}

describe('the remote embedding model', () => {
  it('posts to the server’s embeddings endpoint with its key, and names its vectors by model', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const embedder = createRemoteEmbedder(settings(), fetchImpl)!;
    expect(embedder.model).toBe('remote:text-embedding-3-small');
    expect(await embedder.embed(['a', 'b'])).toEqual([
      [0.1, 0.2],
      [0.3, 0.4],
    ]);
    expect(calls).toMatchObject([
      { url: 'https://api.example.com/v1/embeddings', authorization: 'Bearer sk-example-key-000000000000', body: { model: 'text-embedding-3-small', input: ['a', 'b'] } },
    ]);
  });

  it('never sends the key to another origin than the one it was entered for', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await createRemoteEmbedder(settings({}, 'https://other.example.net/v1'), fetchImpl)!.embed(['a', 'b']);
    expect(calls[0]!.authorization ?? '').not.toContain('sk-example-key');
  });

  it('is none without an embedding model or a server', () => {
    expect(createRemoteEmbedder(settings({ embeddingModel: '' }))).toBeUndefined();
    expect(createRemoteEmbedder(settings({}, ''))).toBeUndefined();
  });
});
