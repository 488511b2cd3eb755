import { describe, expect, it } from 'vitest';
import { answeringAssistant, EXAMPLE_REQUESTS } from '@/lib/chat';
import { parseIntent } from '@/lib/intent';
import { DEFAULT_SETTINGS } from '@/lib/settings';

describe('the first open of the chat', () => {
  it('offers example requests that the offline assistant understands', () => {
    const kinds = EXAMPLE_REQUESTS.map((text) => parseIntent(text, { now: new Date('2026-03-10T09:00:00Z'), timeZone: 'Europe/Paris' }).kind);
    expect(kinds).toEqual(['create', 'list', 'create']);
  });

  it('names who answers: the offline assistant until a model is connected', () => {
    expect(answeringAssistant(DEFAULT_SETTINGS)).toEqual({ name: 'the offline assistant (built-in rules, no model)', connected: false });
    const remote = { ...DEFAULT_SETTINGS.remote, baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3.2' };
    expect(answeringAssistant({ provider: 'auto', remote })).toEqual({ name: 'the remote model llama3.2', connected: true });
  });
});
