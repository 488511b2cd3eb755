import { storageFailedText } from '../db';
import type { Emit } from './types';
import { errorMessage } from '../util';

/** Never says "saved": a failure here may be the very write that did not happen. */
function unexpected(error: unknown): string {
  const detail = errorMessage(error);
  return storageFailedText(error) ?? `Something went wrong in the extension: ${detail}. Try again.`;
}

/**
 * Frames one request of the panel as a turn: `turn-start`, the work, and
 * `turn-end` however it ends; an unexpected failure becomes an error the user
 * reads instead of ending the request silently.
 */
export async function inTurn(conversationId: string, emit: Emit, work: () => Promise<void>): Promise<void> {
  const turnId = crypto.randomUUID();
  emit({ type: 'turn-start', conversationId, turnId });
  try {
    await work();
  } catch (error) {
    emit({ type: 'error', conversationId, message: unexpected(error) });
  } finally {
    emit({ type: 'turn-end', conversationId, turnId });
  }
}
