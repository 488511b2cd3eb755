import { useCallback, useEffect, useState } from 'react';
import { checkWebGpu, type WebGpuAvailability } from '../models/webllm/webgpu-availability';
import { sendRuntimeRequest } from '../messaging/send-runtime-request';
import { requestModelHostPermission } from '../models/webllm/download/download-client';
import type { DownloadCommand } from '../models/webllm/download/download-service';
import { currentRecord, type Downloads, type DownloadRecord } from '../models/webllm/download/download-state';
import { readDownloads, watchDownloads } from '../models/webllm/download/download-storage';

export interface WebLlmDownloadView {
  /** undefined while checking. */
  availability: WebGpuAvailability | undefined;
  record: DownloadRecord;
  /** A failure of the last action (permission refused, no answer), shown until the next one. */
  actionError: string | undefined;
  download: () => void;
  cancel: () => void;
  remove: () => void;
}

/** The Settings view's WebLLM state: WebGPU availability and the model's persisted download. */
export function useWebLlmDownload(modelId: string): WebLlmDownloadView {
  const [availability, setAvailability] = useState<WebGpuAvailability>();
  const [downloads, setDownloads] = useState<Downloads>({});
  const [actionError, setActionError] = useState<string>();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let live = true;
    void checkWebGpu().then((a) => live && setAvailability(a));
    void readDownloads().then((d) => live && setDownloads(d));
    const unwatch = watchDownloads((d) => live && setDownloads(d));
    // Re-evaluate staleness while a download shows progress.
    const tick = setInterval(() => setNow(new Date()), 15_000);
    return () => {
      live = false;
      unwatch();
      clearInterval(tick);
    };
  }, []);

  // Checks once per model that a "downloaded" model is still in the cache.
  const downloaded = downloads[modelId]?.status === 'downloaded';
  useEffect(() => {
    // Only a check: its outcome shows up in the stored record, and a failed check changes nothing.
    if (downloaded) void sendRuntimeRequest({ type: 'webllm/verify', modelId });
  }, [downloaded, modelId]);

  const run = useCallback(async (command: DownloadCommand) => {
    const reply = await sendRuntimeRequest(command);
    setActionError(reply.ok ? undefined : reply.error);
  }, []);

  const download = useCallback(() => {
    setActionError(undefined);
    // The permission prompt must start inside the click, before any other await.
    void requestModelHostPermission().then((refused) => {
      if (refused) setActionError(refused);
      else void run({ type: 'webllm/download', modelId });
    });
  }, [modelId, run]);

  return {
    availability,
    record: currentRecord(downloads[modelId], now),
    actionError,
    download,
    cancel: useCallback(() => void run({ type: 'webllm/cancel', modelId }), [modelId, run]),
    remove: useCallback(() => void run({ type: 'webllm/delete', modelId }), [modelId, run]),
  };
}
