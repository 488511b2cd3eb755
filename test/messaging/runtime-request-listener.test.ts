import { describe, expect, it, vi } from 'vitest';
import { createRuntimeRequestListener, NO_ANSWER, sendRuntimeRequest, type RuntimeRequestHandlers } from '@/lib/messaging';
import { fail, ok } from '@/lib/util';

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };

/** Waits for the listener's asynchronous answer, or returns at once when it does not answer. */
function ask(handlers: RuntimeRequestHandlers, message: unknown, sender = panel): Promise<{ handled: boolean; reply?: unknown }> {
  const listener = createRuntimeRequestListener(self, handlers);
  return new Promise((resolve) => {
    const handled = listener(message, sender, (reply) => resolve({ handled, reply }));
    if (!handled) resolve({ handled });
  });
}

describe('one-shot runtime requests', () => {
  it('answers "test-connection" from the extension page with the result', async () => {
    const listener = createRuntimeRequestListener(self, { 'test-connection': async () => fail('The API key was refused (401).') });
    const sendResponse = vi.fn();
    expect(listener({ type: 'test-connection' }, panel, sendResponse)).toBe(true);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: false, error: 'The API key was refused (401).' }));
  });

  it('reports a thrown failure as a message', async () => {
    const listener = createRuntimeRequestListener(self, {
      'test-connection': async () => {
        throw new Error('Failed to fetch');
      },
    });
    const sendResponse = vi.fn();
    listener({ type: 'test-connection' }, panel, sendResponse);
    await vi.waitFor(() => expect(sendResponse).toHaveBeenCalledWith({ ok: false, error: 'Failed to fetch' }));
  });

  it.each([
    ['a web page', { type: 'test-connection' }, { id: 'ext-id', url: 'https://evil.example/' }],
    ['another extension', { type: 'test-connection' }, { id: 'other', url: 'chrome-extension://other/x.html' }],
    ['a sender without a URL', { type: 'test-connection' }, { id: 'ext-id' }],
    ['an unknown request', { type: 'export-api-key' }, panel],
    ['a malformed request', 42, panel],
    ['a download command without its model', { type: 'webllm/download' }, panel],
  ])('ignores %s without replying', async (_label, message, sender) => {
    const testConnection = vi.fn(async () => ok('Connected.'));
    const download = vi.fn(async () => ok());
    const listener = createRuntimeRequestListener(self, { 'test-connection': testConnection, 'webllm/download': download });
    const sendResponse = vi.fn();
    expect(listener(message, sender, sendResponse)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(testConnection).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
    expect(sendResponse).not.toHaveBeenCalled();
  });

  it("answers the offscreen document and the worker, whose URLs are this extension's own", async () => {
    const hostIdle = vi.fn(async () => ok());
    for (const url of ['chrome-extension://ext-id/offscreen.html', 'chrome-extension://ext-id/background.js']) {
      expect(await ask({ 'webllm/host-idle': hostIdle }, { type: 'webllm/host-idle' }, { id: 'ext-id', url })).toEqual({ handled: true, reply: { ok: true } });
    }
    expect(hostIdle).toHaveBeenCalledTimes(2);
  });

  it('leaves a valid request it has no handler for to the other listeners of this context', async () => {
    const download = vi.fn(async () => ok());
    const withDownloads: RuntimeRequestHandlers = { 'webllm/download': download };
    expect(await ask(withDownloads, { type: 'test-connection' })).toEqual({ handled: false });
    expect(await ask({ 'test-connection': async () => ok('Connected.') }, { type: 'webllm/download', modelId: 'm' })).toEqual({ handled: false });
    expect(await ask(withDownloads, { type: 'webllm/download', modelId: 'm' })).toEqual({ handled: true, reply: { ok: true } });
    expect(download).toHaveBeenCalledWith({ type: 'webllm/download', modelId: 'm' });
  });

  it('never passes on a reply that does not fit its schema: the sender gets a plain sentence', async () => {
    const handlers: RuntimeRequestHandlers = {
      // A handler passing on an answer it read without checking it (JSON.parse is untyped): the value must be a sentence.
      'test-connection': async () => JSON.parse('{ "ok": true, "value": 42 }'),
    };
    const { handled, reply } = await ask(handlers, { type: 'test-connection' });
    expect(handled).toBe(true);
    expect(reply).toEqual({ ok: false, error: 'Something went wrong in the extension. Reload it and try again.' });
  });
});

describe('sending a runtime request from a page', () => {
  /** Chrome carries runtime messages as JSON: an undefined field does not arrive. */
  const overJson = (handlers: RuntimeRequestHandlers) => {
    const listener = createRuntimeRequestListener(self, handlers);
    return (message: unknown) => new Promise<unknown>((resolve) => listener(JSON.parse(JSON.stringify(message)), panel, (reply) => resolve(JSON.parse(JSON.stringify(reply)))));
  };

  it('gets the reply of the listener that handles it', async () => {
    const send = overJson({ 'test-connection': async () => ok('Connected. The server has the model "llama3.2".') });
    expect(await sendRuntimeRequest({ type: 'test-connection' }, send)).toEqual({ ok: true, value: 'Connected. The server has the model "llama3.2".' });
  });

  it('reads a reply that carries no value as done, although JSON dropped the field', async () => {
    const send = overJson({ 'webllm/cancel': async () => ok() });
    expect(await sendRuntimeRequest({ type: 'webllm/cancel', modelId: 'm' }, send)).toEqual({ ok: true });
  });

  it.each([
    ['nothing answered', async () => undefined],
    ['the receiving end does not exist', async () => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.'))],
    ['the answer is not a reply', async () => ({ ok: 'yes' })],
  ])('says so in a plain sentence when %s', async (_label, send) => {
    expect(await sendRuntimeRequest({ type: 'webllm/cancel', modelId: 'm' }, send)).toEqual({ ok: false, error: NO_ANSWER });
  });

  it('does not send a request that does not fit the protocol', async () => {
    const send = vi.fn(async () => ok());
    expect(await sendRuntimeRequest({ type: 'webllm/download', modelId: '' }, send)).toMatchObject({ ok: false });
    expect(send).not.toHaveBeenCalled();
  });
});
