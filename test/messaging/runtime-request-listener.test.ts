import { describe, expect, it, vi } from 'vitest';
import { createRuntimeRequestListener } from '@/lib/messaging';

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };

describe('one-shot runtime requests', () => {
  it('answers "test-connection" from the extension page with the result', async () => {
    const listener = createRuntimeRequestListener(self, { testConnection: async () => ({ ok: false, message: 'The API key was refused (401).' }) });
    const sendResponse = vi.fn();
    expect(listener({ type: 'test-connection' }, panel, sendResponse)).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: false, message: 'The API key was refused (401).' }));
  });

  it('reports a thrown failure as a message', async () => {
    const listener = createRuntimeRequestListener(self, {
      testConnection: async () => {
        throw new Error('Failed to fetch');
      },
    });
    const sendResponse = vi.fn();
    listener({ type: 'test-connection' }, panel, sendResponse);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: false, message: 'Failed to fetch' }));
  });

  it.each([
    ['a web page', { type: 'test-connection' }, { id: 'ext-id', url: 'https://evil.example/' }],
    ['another extension', { type: 'test-connection' }, { id: 'other', url: 'chrome-extension://other/x.html' }],
    ['an unknown request', { type: 'export-api-key' }, panel],
    ['a malformed request', 42, panel],
  ])('ignores %s without replying', async (_label, message, sender) => {
    const testConnection = vi.fn(async () => ({ ok: true as const }));
    const listener = createRuntimeRequestListener(self, { testConnection });
    const sendResponse = vi.fn();
    expect(listener(message, sender, sendResponse)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(testConnection).not.toHaveBeenCalled();
    expect(sendResponse).not.toHaveBeenCalled();
  });
});
