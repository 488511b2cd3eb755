import type { RuntimeRequestHandlers, RuntimeRequestOf } from '../../../messaging';
import { createLogger, ok, fail, type Result } from '../../../util';
import { toWebLlmError } from '../webllm-error';
import type { WebLlmHost } from '../host/webllm-host';
import { recordFromProgress, type DownloadRecord } from './download-state';

const log = createLogger('webllm-download');

/** The Settings view's commands to the download manager (lib/messaging/protocol). */
export type DownloadCommand = RuntimeRequestOf<'webllm/download' | 'webllm/cancel' | 'webllm/delete' | 'webllm/verify'>;

export interface DownloadServiceDeps {
  host: () => WebLlmHost;
  read: (modelId: string) => Promise<DownloadRecord | undefined>;
  write: (modelId: string, record: DownloadRecord | undefined) => Promise<void>;
  now?: () => Date;
}

/**
 * The download manager in the background: starts, cancels and deletes model
 * downloads on the user's command and persists their progress, so the
 * download goes on with the panel closed. Nothing downloads unless asked.
 */
export function createDownloadService({ host, read, write, now = () => new Date() }: DownloadServiceDeps) {
  const active = new Map<string, AbortController>();
  const running = new Map<string, Promise<void>>();
  let writes: Promise<void> = Promise.resolve();
  const save = (modelId: string, record: DownloadRecord | undefined) => {
    writes = writes
      .then(() => write(modelId, record))
      // The next write (or the stale-progress check) corrects what the panel shows; the download itself goes on.
      .catch((error: unknown) => log.warn('could not save the download progress', error));
    return writes;
  };

  async function download(modelId: string): Promise<void> {
    const controller = new AbortController();
    active.set(modelId, controller);
    let last: DownloadRecord = { status: 'downloading', percent: 0, message: 'Starting the download…', updatedAt: now().toISOString() };
    await save(modelId, last);
    let lastWrite = 0;
    try {
      const { resolvedId } = await host().download(
        modelId,
        (report) => {
          const record = recordFromProgress(report, now());
          const t = now().getTime();
          if (record.percent === last.percent && record.message === last.message && t - lastWrite < 1000) return;
          last = record;
          lastWrite = t;
          void save(modelId, record);
        },
        controller.signal,
      );
      await save(modelId, { status: 'downloaded', percent: 100, resolvedId, message: 'Downloaded and ready.', updatedAt: now().toISOString() });
    } catch (error) {
      const clear = toWebLlmError(error);
      if (controller.signal.aborted || clear.kind === 'download-cancelled') {
        await save(modelId, {
          status: 'idle',
          percent: 0,
          message: 'The download was cancelled. Parts already fetched stay cached until you delete the model.',
          updatedAt: now().toISOString(),
        });
      } else {
        await save(modelId, { ...last, status: 'error', secondsLeft: undefined, message: clear.message, updatedAt: now().toISOString() });
      }
    } finally {
      active.delete(modelId);
    }
  }

  async function handle(command: DownloadCommand): Promise<Result> {
    const { modelId } = command;
    switch (command.type) {
      case 'webllm/download': {
        if (!running.has(modelId)) {
          const run = download(modelId).finally(() => running.delete(modelId));
          running.set(modelId, run);
        }
        return ok();
      }
      case 'webllm/cancel': {
        const controller = active.get(modelId);
        if (controller) {
          controller.abort();
          await running.get(modelId);
        } else {
          // No download runs here (the background restarted): show it as stopped.
          const record = await read(modelId);
          if (record?.status === 'downloading') await save(modelId, { status: 'idle', percent: 0, message: 'The download was cancelled.', updatedAt: now().toISOString() });
        }
        return ok();
      }
      case 'webllm/delete': {
        active.get(modelId)?.abort();
        await running.get(modelId);
        try {
          await host().deleteModel(modelId);
        } catch (error) {
          return fail(`The model could not be deleted: ${toWebLlmError(error).message}`);
        }
        await save(modelId, { status: 'idle', percent: 0, message: 'Deleted. The space is free again.', updatedAt: now().toISOString() });
        return ok();
      }
      case 'webllm/verify': {
        const record = await read(modelId);
        if (record?.status !== 'downloaded' || running.has(modelId)) return ok();
        try {
          if (!(await host().isCached(modelId))) {
            await save(modelId, {
              status: 'idle',
              percent: 0,
              message: "The model is no longer in the browser's storage (it may have been cleared). Download it again to use it.",
              updatedAt: now().toISOString(),
            });
          }
        } catch {
          // Could not check (no GPU right now): keep what we know.
        }
        return ok();
      }
    }
  }

  const handlers = {
    'webllm/download': handle,
    'webllm/cancel': handle,
    'webllm/delete': handle,
    'webllm/verify': handle,
  } satisfies RuntimeRequestHandlers;

  return {
    /** The runtime requests it answers, for createRuntimeRequestListener (which validates them). */
    handlers,
    /** Resolves when the model's download (if any) has ended; for tests. */
    settled: (modelId: string) => running.get(modelId) ?? Promise.resolve(),
  };
}
