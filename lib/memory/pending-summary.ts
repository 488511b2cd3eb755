import Dexie from 'dexie';
import type { StoredMessage, TodoDatabase } from '../db';
import { summariesOf } from './memory-store';
import { MAX_SUMMARY_CHUNK, shouldSummarize } from './summary-window';

export interface SummaryJob {
  conversationId: string;
  /** The messages to summarise, oldest first: after the last summary, before the history window. */
  messages: StoredMessage[];
}

/**
 * The messages a conversation's next summary covers, or undefined when none
 * is due (see shouldSummarize). Reads keys and one bounded chunk, never the
 * whole conversation.
 */
export async function pendingSummary(db: TodoDatabase, conversationId: string, settings: { threshold: number; window: number }): Promise<SummaryJob | undefined> {
  const lower = [conversationId, Dexie.minKey];
  const upper = [conversationId, Dexie.maxKey];
  const all = db.messages.where('[conversationId+id]').between(lower, upper, true, true);
  const count = await all.count();
  if (count <= settings.threshold) return undefined;
  const windowKeys = await db.messages.where('[conversationId+id]').between(lower, upper, true, true).reverse().limit(settings.window).primaryKeys();
  const windowStart = Math.min(...(windowKeys as number[]));
  const covered = (await summariesOf(db, conversationId)).reduce((max, memory) => Math.max(max, memory.toMessageId ?? 0), 0);
  const older = db.messages.where('[conversationId+id]').between([conversationId, covered + 1], [conversationId, windowStart], true, false);
  const pending = await older.count();
  if (!shouldSummarize({ count, pending, threshold: settings.threshold, window: settings.window })) return undefined;
  const messages = await db.messages
    .where('[conversationId+id]')
    .between([conversationId, covered + 1], [conversationId, windowStart], true, false)
    .limit(MAX_SUMMARY_CHUNK)
    .toArray();
  return messages.length ? { conversationId, messages } : undefined;
}
