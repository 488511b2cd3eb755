import { EXPECTED, readPromptApi, type PromptApi } from './prompt-api';
import { toChromeAiError } from './chrome-ai-error';

/** One report of Chrome's model download: a fraction, and bytes where Chrome gives them. */
export interface ChromeAiProgress {
  fraction: number;
  loadedBytes?: number;
  totalBytes?: number;
}

/**
 * Starts Chrome's download of its model. Call it in a click handler: Chrome
 * starts the download only with a user activation. Chrome itself downloads
 * and keeps the model (it is not ours), so the download goes on when the
 * page that started it closes; `availability()` says "downloading" until it
 * is done. The session created for it is destroyed at once.
 */
export async function downloadChromeAi(onProgress: (progress: ChromeAiProgress) => void, api: PromptApi | undefined = readPromptApi(), signal?: AbortSignal): Promise<void> {
  if (!api) throw toChromeAiError({ name: 'NotSupportedError', message: 'no LanguageModel here' });
  try {
    const session = await api.create({
      ...EXPECTED,
      ...(signal ? { signal } : {}),
      monitor(monitor) {
        monitor.addEventListener('downloadprogress', (event) => onProgress(progressOf(event.loaded, event.total)));
      },
    });
    session.destroy();
  } catch (error) {
    throw toChromeAiError(error);
  }
}

/** Chrome 138+ reports loaded as a fraction (total 1); earlier builds gave bytes. */
export function progressOf(loaded: number, total: number | undefined): ChromeAiProgress {
  if (total !== undefined && total > 1) return { fraction: Math.min(1, loaded / total), loadedBytes: loaded, totalBytes: total };
  return { fraction: Math.min(1, Math.max(0, loaded)) };
}
