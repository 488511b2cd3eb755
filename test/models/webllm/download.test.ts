import { describe, expect, it } from 'vitest';
import { createRuntimeRequestListener } from '@/lib/messaging';
import { createDownloadService } from '@/lib/models/webllm/download/download-service';
import { currentRecord, formatTimeLeft, recordFromProgress, type DownloadRecord } from '@/lib/models/webllm/download/download-state';
import { readDownloadRecord, writeDownloadRecord } from '@/lib/models/webllm/download/download-storage';
import type { HostProgress, WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { webLlmError } from '@/lib/models/webllm/webllm-error';

const NOW = new Date('2026-03-10T09:30:00Z');
const MODEL = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';

describe('download progress as the user sees it', () => {
  it('reads percent, megabytes, total and time left from a WebLLM report', () => {
    const record = recordFromProgress(
      { progress: 0.25, timeElapsed: 30, text: 'Fetching param cache[5/20]: 220MB fetched. 25% completed, 30 secs elapsed. It can take a while.' },
      NOW,
    );
    expect(record).toMatchObject({ status: 'downloading', percent: 25, fetchedMB: 220, totalMB: 880, secondsLeft: 90 });
  });
  it('says when the model is already cached and only loads', () => {
    const record = recordFromProgress({ progress: 0.5, timeElapsed: 2, text: 'Loading model from cache[10/20]: 440MB loaded. 50% completed, 2 secs elapsed.' }, NOW);
    expect(record.message).toMatch(/Already downloaded/);
  });
  it('shows a download that stopped reporting as interrupted, with what to do', () => {
    const stale: DownloadRecord = { status: 'downloading', percent: 40, secondsLeft: 60, updatedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString() };
    expect(currentRecord(stale, NOW)).toMatchObject({ status: 'error', percent: 40, message: expect.stringMatching(/interrupted.*Click Download/) });
    const fresh = { ...stale, updatedAt: NOW.toISOString() };
    expect(currentRecord(fresh, NOW)).toEqual(fresh);
  });
  it('formats the time left', () => {
    expect([formatTimeLeft(42), formatTimeLeft(600), formatTimeLeft(4000)]).toEqual(['42 s left', '10 min left', '1 h 7 min left']);
  });
});

function fakeHost(download: WebLlmHost['download']): WebLlmHost & { deleted: string[] } {
  const deleted: string[] = [];
  return {
    deleted,
    generate: () => {
      throw new Error('not used');
    },
    download,
    embed: () => {
      throw new Error('not used');
    },
    deleteModel: async (id) => void deleted.push(id),
    isCached: async () => false,
  };
}

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };

/** The download manager behind the background's runtime listener: `receive` is a message from the panel, undefined when it goes unanswered. */
function service(host: WebLlmHost) {
  const manager = createDownloadService({ host: () => host, read: readDownloadRecord, write: writeDownloadRecord, now: () => NOW });
  const listener = createRuntimeRequestListener(self, manager.handlers);
  return {
    receive: (message: unknown) => new Promise<unknown>((resolve) => (listener(message, panel, resolve) ? undefined : resolve(undefined))),
    settled: manager.settled,
  };
}

describe('the download manager', () => {
  it('downloads only when asked, persists progress, and ends downloaded', async () => {
    const seen: (DownloadRecord | undefined)[] = [];
    const host = fakeHost(async (_id, onProgress: (p: HostProgress) => void) => {
      seen.push(await readDownloadRecord(MODEL));
      onProgress({ progress: 0.5, timeElapsed: 10, text: 'Fetching param cache[1/2]: 440MB fetched. 50% completed, 10 secs elapsed.' });
      await new Promise((r) => setTimeout(r, 5));
      seen.push(await readDownloadRecord(MODEL));
      return { resolvedId: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC' };
    });
    const s = service(host);
    expect(await readDownloadRecord(MODEL)).toBeUndefined();
    expect(await s.receive({ type: 'webllm/download', modelId: MODEL })).toEqual({ ok: true });
    await s.settled(MODEL);
    expect(seen[0]).toMatchObject({ status: 'downloading', percent: 0 });
    expect(seen[1]).toMatchObject({ status: 'downloading', percent: 50, fetchedMB: 440 });
    expect(await readDownloadRecord(MODEL)).toMatchObject({ status: 'downloaded', percent: 100, resolvedId: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC' });
  });

  it('ends a failed download with a clear error and keeps the percent reached', async () => {
    const host = fakeHost(async (_id, onProgress) => {
      onProgress({ progress: 0.1, timeElapsed: 3, text: 'Fetching param cache[1/9]: 88MB fetched. 10% completed, 3 secs elapsed.' });
      throw new TypeError('Failed to fetch');
    });
    const s = service(host);
    await s.receive({ type: 'webllm/download', modelId: MODEL });
    await s.settled(MODEL);
    expect(await readDownloadRecord(MODEL)).toMatchObject({ status: 'error', percent: 10, message: expect.stringMatching(/^The model download failed\. Check your connection/) });
  });

  it('cancels a running download', async () => {
    const host = fakeHost((_id, _onProgress, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(webLlmError('download-cancelled')))));
    const s = service(host);
    await s.receive({ type: 'webllm/download', modelId: MODEL });
    await new Promise((r) => setTimeout(r, 5));
    expect(await s.receive({ type: 'webllm/cancel', modelId: MODEL })).toEqual({ ok: true });
    expect(await readDownloadRecord(MODEL)).toMatchObject({ status: 'idle', message: expect.stringMatching(/cancelled/) });
  });

  it('deletes the model and frees its record, leaving other models alone', async () => {
    await writeDownloadRecord('other', { status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() });
    await writeDownloadRecord(MODEL, { status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() });
    const host = fakeHost(async () => ({ resolvedId: MODEL }));
    expect(await service(host).receive({ type: 'webllm/delete', modelId: MODEL })).toEqual({ ok: true });
    expect(host.deleted).toEqual([MODEL]);
    expect(await readDownloadRecord(MODEL)).toMatchObject({ status: 'idle', message: expect.stringMatching(/Deleted/) });
    expect(await readDownloadRecord('other')).toMatchObject({ status: 'downloaded' });
  });

  it('notices a "downloaded" model that is no longer cached', async () => {
    await writeDownloadRecord(MODEL, { status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() });
    await service(fakeHost(async () => ({ resolvedId: MODEL }))).receive({ type: 'webllm/verify', modelId: MODEL });
    expect(await readDownloadRecord(MODEL)).toMatchObject({ status: 'idle', message: expect.stringMatching(/no longer in the browser's storage/) });
  });

  it('ignores messages that are not its commands', async () => {
    const s = service(fakeHost(async () => ({ resolvedId: MODEL })));
    expect(await s.receive({ type: 'webllm/download' })).toBeUndefined();
    expect(await s.receive({ type: 'send', text: 'hi' })).toBeUndefined();
    expect(await readDownloadRecord(MODEL)).toBeUndefined();
  });
});
