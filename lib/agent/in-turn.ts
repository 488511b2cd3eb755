import type { Emit } from './types';

function unexpected(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `Something went wrong in the extension: ${detail}. Your messages are saved; try again.`;
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
