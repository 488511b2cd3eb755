import { browser } from 'wxt/browser';
import { errorMessage } from '../../../util';
import { MODEL_HOST_ORIGINS } from '../model-catalog';
import { webLlmError } from '../webllm-error';

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
    return `${webLlmError('permission-denied').message} (${errorMessage(error)})`;
  }
}
