import { browser } from 'wxt/browser';
import { MODEL_HOST_ORIGINS } from '../model-catalog';
import { webLlmError } from '../webllm-error';
import { downloadReplySchema, type DownloadCommand, type DownloadReply } from './download-messages';

/** Panel side: sends one command to the background's download manager. */
export async function sendDownloadCommand(command: DownloadCommand): Promise<DownloadReply> {
  try {
    const reply = downloadReplySchema.safeParse(await browser.runtime.sendMessage(command));
    return reply.success ? reply.data : { ok: false, error: 'The extension did not answer. Reload the panel and try again.' };
  } catch {
    return { ok: false, error: 'The extension did not answer. Reload the panel and try again.' };
  }
}

/**
 * Asks for the model hosts only when a download starts. Call it first thing
 * in the click handler: the browser allows the prompt only during the click.
 * Resolves to an error sentence when the user (or the browser) refuses.
 */
export async function requestModelHostPermission(): Promise<string | undefined> {
  const origins = [...MODEL_HOST_ORIGINS];
  try {
    const granted = await browser.permissions.request({ origins });
    return granted ? undefined : webLlmError('permission-denied').message;
  } catch (error) {
    return `${webLlmError('permission-denied').message} (${error instanceof Error ? error.message : String(error)})`;
  }
}
