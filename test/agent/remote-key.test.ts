import { describe, expect, it, vi } from 'vitest';
import { runTurn } from '@/lib/agent';
import { createRemoteModel } from '@/lib/models';
import { CONVERSATION, eventsOf, harness, scriptedModel, textStep } from './support';

describe('a turn whose remote key may not travel over plain http', () => {
  it('sends nothing to the server, audits why, and lets auto fall back with a note', async () => {
    const fetch = vi.fn(async () => new Response('never reached', { status: 500 }));
    const h = harness([], {
      provider: 'auto',
      remote: { baseURL: 'http://192.168.1.50:1234/v1', apiKey: 'sk-lan-secret', apiKeyOrigin: 'http://192.168.1.50:1234', model: 'llama3.2' },
    });
    h.deps.maxRetries = 2;
    h.deps.models = async (settings) => [
      { engine: 'remote', model: createRemoteModel(settings, fetch) },
      { engine: 'offline', model: scriptedModel([textStep('Here are your tasks.')], 'offline') },
    ];

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'show my tasks' }, h.emit);

    expect(fetch).not.toHaveBeenCalled();
    expect(eventsOf(h.events, 'engine')[1]).toMatchObject({ engine: 'offline', note: 'The remote model did not answer (not set up); the offline assistant replied.' });
    const [failure] = (await h.db.audit.toArray()).filter((entry) => entry.toolName === 'model');
    expect(failure).toMatchObject({ engine: 'remote', status: 'error' });
    expect(failure!.error).toMatch(/^The API key was not sent to http:\/\/192\.168\.1\.50:1234: over plain http anyone on the network could read it\./);
    expect(JSON.stringify(await h.db.audit.toArray())).not.toContain('sk-lan-secret');
  });
});
