import { storage } from '#imports';
import { z } from 'zod/mini';

/**
 * "Show this task": written by the background when a reminder is clicked,
 * read by the panel (on opening, and while open), then cleared. Storage is
 * the one channel both a panel already open and one opening now receive.
 */
const openTaskItem = storage.defineItem<unknown>('local:open-task-request');

const requestSchema = z.object({ taskId: z.int().check(z.nonnegative()), at: z.number() });
export type OpenTaskRequest = z.infer<typeof requestSchema>;

/** A request older than this is stale (the panel never opened to read it). */
const FRESH_MS = 60_000;

export async function requestOpenTask(taskId: number, now = Date.now()): Promise<void> {
  await openTaskItem.setValue({ taskId, at: now });
}

/** The request waiting, if fresh; taking it clears it. 0 means "the Tasks view". */
export async function takeOpenTaskRequest(now = Date.now()): Promise<number | undefined> {
  const parsed = requestSchema.safeParse(await openTaskItem.getValue());
  if (!parsed.success) return undefined;
  await openTaskItem.removeValue();
  return now - parsed.data.at <= FRESH_MS ? parsed.data.taskId : undefined;
}

export function watchOpenTaskRequests(callback: () => void): () => void {
  return openTaskItem.watch((value) => {
    if (value !== null && value !== undefined) callback();
  });
}
