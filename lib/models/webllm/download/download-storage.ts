import { storage } from '#imports';
import { downloadsSchema, type DownloadRecord, type Downloads } from './download-state';

/** `browser.storage.local` under `webllm-downloads`: one record per model id. */
const downloadsItem = storage.defineItem<unknown>('local:webllm-downloads');

export async function readDownloads(): Promise<Downloads> {
  return downloadsSchema.parse((await downloadsItem.getValue()) ?? {});
}

export async function readDownloadRecord(modelId: string): Promise<DownloadRecord | undefined> {
  return (await readDownloads())[modelId];
}

/** Read-modify-write of one model's record; the others are kept. */
export async function writeDownloadRecord(modelId: string, record: DownloadRecord | undefined): Promise<void> {
  const all = await readDownloads();
  if (record) all[modelId] = record;
  else delete all[modelId];
  await downloadsItem.setValue(all);
}

export function watchDownloads(callback: (downloads: Downloads) => void): () => void {
  return downloadsItem.watch((value) => callback(downloadsSchema.parse(value ?? {})));
}
