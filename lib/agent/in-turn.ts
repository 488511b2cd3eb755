import { storageFailedText } from '../db';
import type { Emit } from './types';
import { errorMessage } from '../util';

/** Never says "saved": a failure here may be the very write that did not happen. */
function unexpected(error: unknown): string {
  const detail = errorMessage(error);
  return storageFailedText(error) ?? `Something went wrong in the extension: ${detail}. Try again.`;
}

/** Turns under way in this worker: work that can wait (the offline warm-up) stands aside for them. */
let turnsUnderWay = 0;

/** A person's turn is under way in this worker. */
export function turnUnderWay(): boolean {
  return turnsUnderWay > 0;
}

/**
 * Frames one request of the panel as a turn: `turn-start`, the work, and
 * `turn-end` however it ends; an unexpected failure becomes an error the user
 * reads instead of ending the request silently.
 */
export async function inTurn(conversationId: string, emit: Emit, work: () => Promise<void>): Promise<void> {
  const turnId = crypto.randomUUID();
  turnsUnderWay += 1;
  emit({ type: 'turn-start', conversationId, turnId });
  try {
    await work();
  } catch (error) {
    emit({ type: 'error', conversationId, message: unexpected(error) });
  } finally {
    turnsUnderWay -= 1;
    emit({ type: 'turn-end', conversationId, turnId });
  }
}
