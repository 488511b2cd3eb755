import { describe, expect, it } from 'vitest';
import type { EngineChunk } from '@/lib/models/local-tools/engine';
import { HOST_PORT_NAME } from '@/lib/models/webllm/host/host-protocol';
import { createPortHostClient } from '@/lib/models/webllm/host/port-host-client';
import type { PortLike } from '@/lib/messaging';
import { serveHost } from '@/lib/models/webllm/host/serve-host';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { WebLlmError, webLlmError } from '@/lib/models/webllm/webllm-error';

type Listener<T> = (value: T) => void;
const self = { id: 'ext', baseURL: 'chrome-extension://ext/' };
/** The background's end of the Port as the offscreen document sees it: the worker script's URL. */
function portPair(senderId: string, senderUrl = `chrome-extension://${senderId}/background.js`): [PortLike, PortLike] {
  const make = () => {
    const msg: Listener<unknown>[] = [];
    const disc: Listener<void>[] = [];
    return { msg, disc, port: { name: HOST_PORT_NAME, sender: { id: senderId, url: senderUrl } } as PortLike };
  };
  const a = make();
  const b = make();
  let open = true;
  const wire = (self: typeof a, other: typeof a) => {
    Object.assign(self.port, {
      postMessage: (m: unknown) => open && queueMicrotask(() => other.msg.forEach((l) => l(structuredClone(m)))),
      disconnect: () => {
        if (!open) return;
        open = false;
        other.disc.forEach((l) => l());
      },
      onMessage: { addListener: (l: Listener<unknown>) => self.msg.push(l) },
      onDisconnect: { addListener: (l: Listener<void>) => self.disc.push(l) },
    });
  };
  wire(a, b);
  wire(b, a);
  return [a.port, b.port];
}

function setup(host: Partial<WebLlmHost>, senderId = 'ext', senderUrl?: string) {
  const onPort = serveHost({ self, host: async () => host as WebLlmHost, onIdle: () => {}, idleMs: 60_000 });
  return createPortHostClient(async () => {
    const [client, server] = portPair(senderId, senderUrl);
    onPort(server);
    return client;
  });
}

describe('background ↔ offscreen host messaging', () => {
  it('streams generated chunks across the port', async () => {
    const client = setup({
      async *generate(): AsyncIterable<EngineChunk> {
        yield { type: 'delta', text: 'Hel' };
        yield { type: 'delta', text: 'lo' };
        yield { type: 'finish', reason: 'stop' };
      },
    });
    const chunks: EngineChunk[] = [];
    for await (const c of client.generate({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })) chunks.push(c);
    expect(chunks).toEqual([
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
      { type: 'finish', reason: 'stop' },
    ]);
  });

  it('carries embedding vectors across the port, and an embedding failure as the same clear WebLlmError', async () => {
    const seen: Array<{ modelId: string; texts: readonly string[] }> = [];
    const client = setup({
      embed: async (modelId, texts) => {
        seen.push({ modelId, texts });
        return texts.map((_, i) => [i, 0.5]);
      },
    });
    expect(await client.embed('snowflake-arctic-embed-s-q0f32-MLC-b4', ['a', 'b'])).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
    expect(seen).toEqual([{ modelId: 'snowflake-arctic-embed-s-q0f32-MLC-b4', texts: ['a', 'b'] }]);
    const failing = setup({ embed: async () => Promise.reject(webLlmError('not-downloaded')) });
    await expect(failing.embed('snowflake-arctic-embed-s-q0f32-MLC-b4', ['a'])).rejects.toMatchObject({ kind: 'not-downloaded' });
  });

  it('carries a GPU error as the same clear WebLlmError', async () => {
    const client = setup({
      // eslint-disable-next-line require-yield
      async *generate(): AsyncIterable<EngineChunk> {
        throw webLlmError('device-lost');
      },
    });
    const run = async () => {
      for await (const _ of client.generate({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })) void _;
    };
    await expect(run()).rejects.toSatisfy((e) => e instanceof WebLlmError && e.kind === 'device-lost');
  });

  it('reports download progress and the build fetched', async () => {
    const client = setup({
      async download(_id, onProgress) {
        onProgress({ progress: 0.5, timeElapsed: 1, text: 'x' });
        return { resolvedId: 'm-f32' };
      },
    });
    const progress: number[] = [];
    expect(await client.download('m', (p) => progress.push(p.progress))).toEqual({ resolvedId: 'm-f32' });
    expect(progress).toEqual([0.5]);
  });

  it('cancels a download on the host when the caller aborts', async () => {
    let hostSignal: AbortSignal | undefined;
    const client = setup({
      download: (_id, _p, signal) => {
        hostSignal = signal;
        return new Promise(() => {});
      },
    });
    const controller = new AbortController();
    const pending = client.download('m', () => {}, controller.signal);
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
    expect(hostSignal?.aborted).toBe(true);
  });

  it('ignores ports from other extensions', async () => {
    const client = setup({ isCached: async () => true }, 'someone-else');
    const controller = new AbortController();
    const pending = client.download('m', () => {}, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow(/cancelled/);
  });

  it("ignores ports from this extension's content scripts, which carry a web page's URL", async () => {
    const client = setup({ download: async () => ({ resolvedId: 'm' }) }, 'ext', 'https://example.com/');
    const controller = new AbortController();
    const pending = client.download('m', () => {}, controller.signal);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toThrow(/cancelled/);
  });
});

describe('keeping the download alive', () => {
  it('sends heartbeats while a slow download runs, and repeats the last progress so the stored state stays fresh', async () => {
    const reports: string[] = [];
    // The download lasts until the client has seen the progress three times (or 5 s, and the test fails):
    // only heartbeats can repeat it, however slowly the machine runs the timers.
    const repeated = () => reports.length > 2;
    const onPort = serveHost({
      self,
      onIdle: () => {},
      host: async () =>
        ({
          download: async (_id: string, onProgress: (p: { progress: number; timeElapsed: number; text: string }) => void) => {
            onProgress({ progress: 0.2, timeElapsed: 1, text: 'first' });
            for (const started = Date.now(); !repeated() && Date.now() - started < 5_000;) await new Promise((r) => setTimeout(r, 10));
            return { resolvedId: 'm' };
          },
        }) as unknown as WebLlmHost,
      heartbeatMs: 10,
    });
    const client = createPortHostClient(async () => {
      const [c, server] = portPair('ext');
      onPort(server);
      return c;
    });
    await client.download('m', (p) => reports.push(p.text));
    expect(reports.length).toBeGreaterThan(2);
    expect(new Set(reports)).toEqual(new Set(['first']));
  });
});

describe('closing the idle host', () => {
  it('asks to be closed once it has had nothing to do for idleMs, never while an operation runs', async () => {
    let idle = 0;
    let finish: (() => void) | undefined;
    const host: Partial<WebLlmHost> = { isCached: () => new Promise<boolean>((resolve) => (finish = () => resolve(true))) };
    const onPort = serveHost({ self, onIdle: () => void (idle += 1), idleMs: 30, host: async () => host as WebLlmHost });
    const client = createPortHostClient(async () => {
      const [c, server] = portPair('ext');
      onPort(server);
      return c;
    });
    const cached = client.isCached('m');
    await new Promise((r) => setTimeout(r, 60));
    expect(idle).toBe(0);
    finish?.();
    expect(await cached).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(idle).toBe(1);
  });
});
