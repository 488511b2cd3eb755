import { storageReasonOf } from '../db';
import { errorMessage } from '../util';

/**
 * Why a deletion in Settings → Memory did not happen, as one sentence and
 * what to do: a full disk is named as such (the deletion writes its audit
 * entry, which the browser may refuse), never the browser's error name.
 */
export function memoryDeleteFailedText(error: unknown, all: boolean): string {
  const what = all ? 'The memories could not be deleted, and nothing was changed' : 'The memory could not be deleted, and nothing was changed';
  const storage = storageReasonOf(error);
  if (storage) return `${what}: ${storage.reason}. ${storage.fix}, then try again.`;
  return `${what} (${errorMessage(error).split('\n')[0]}). Try again; if it keeps failing, reload the extension.`;
}
