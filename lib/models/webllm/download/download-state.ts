import { z } from 'zod';
import type { HostProgress } from '../host/webllm-host';

/**
 * What the Settings view shows about one model's download. Persisted in
 * browser.storage.local so a closed and reopened panel shows the right state.
 */
export const downloadRecordSchema = z.object({
  status: z.enum(['idle', 'downloading', 'downloaded', 'error']),
  percent: z.number().min(0).max(100).catch(0),
  fetchedMB: z.number().nonnegative().optional().catch(undefined),
  totalMB: z.number().nonnegative().optional().catch(undefined),
  secondsLeft: z.number().nonnegative().optional().catch(undefined),
  /** What the download is doing now, or why it stopped: a sentence for the user. */
  message: z.string().optional().catch(undefined),
  /** The build actually fetched (the f32 twin on GPUs without shader-f16). */
  resolvedId: z.string().optional().catch(undefined),
  updatedAt: z.string(),
});
export type DownloadRecord = z.infer<typeof downloadRecordSchema>;

export const downloadsSchema = z.record(z.string(), downloadRecordSchema.optional().catch(undefined)).catch({});
export type Downloads = z.infer<typeof downloadsSchema>;

/** A download with no progress for this long was interrupted (browser closed, extension reloaded). */
export const STALE_AFTER_MS = 90_000;

export const NOT_DOWNLOADED: Omit<DownloadRecord, 'updatedAt'> = { status: 'idle', percent: 0 };

/** Turns one WebLLM progress report into what the user sees: percent, megabytes, time left. */
export function recordFromProgress(report: HostProgress, now: Date): DownloadRecord {
  const fraction = Math.min(1, Math.max(0, report.progress));
  const percent = Math.floor(fraction * 100);
  const updatedAt = now.toISOString();
  const fetched = /(\d+)MB fetched/.exec(report.text);
  if (fetched) {
    const fetchedMB = Number(fetched[1]);
    const totalMB = fraction > 0 ? Math.round(fetchedMB / fraction) : undefined;
    const secondsLeft = fraction > 0.005 && report.timeElapsed > 0 ? Math.round((report.timeElapsed * (1 - fraction)) / fraction) : undefined;
    return {
      status: 'downloading',
      percent,
      fetchedMB,
      ...(totalMB !== undefined ? { totalMB } : {}),
      ...(secondsLeft !== undefined ? { secondsLeft } : {}),
      message: 'Downloading the model…',
      updatedAt,
    };
  }
  if (/Loading model from cache/.test(report.text)) {
    const loaded = /(\d+)MB loaded/.exec(report.text);
    return { status: 'downloading', percent, ...(loaded ? { fetchedMB: Number(loaded[1]) } : {}), message: 'Already downloaded; loading it onto the GPU…', updatedAt };
  }
  return { status: 'downloading', percent, message: 'Preparing the model for the GPU…', updatedAt };
}

/** The record as it should be shown now: a download that stopped reporting is shown as interrupted. */
export function currentRecord(record: DownloadRecord | undefined, now: Date): DownloadRecord {
  if (!record) return { ...NOT_DOWNLOADED, updatedAt: now.toISOString() };
  if (record.status === 'downloading' && now.getTime() - Date.parse(record.updatedAt) > STALE_AFTER_MS) {
    return {
      ...record,
      status: 'error',
      secondsLeft: undefined,
      message: 'The download was interrupted (the browser or the extension restarted). Click Download to continue; parts already fetched are kept.',
    };
  }
  return record;
}

export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
