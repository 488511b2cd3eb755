import Dexie from 'dexie';
import type { StoredMessage, TodoDatabase } from '../db';
import { newestSummariesOf } from './memory-store';
import { MAX_SUMMARY_CHUNK, shouldSummarize } from './summary-window';

/** The newest summaries read to find where the last one ended (one would do; a few in case two were written out of order). */
const LATEST_SUMMARIES = 4;

export interface SummaryJob {
  conversationId: string;
  /** The messages to summarise, oldest first: after the last summary, before the history window. */
  messages: StoredMessage[];
}

/**
 * The messages a conversation's next summary covers, or undefined when none
 * is due (see shouldSummarize). Reads at most `threshold` + 1 keys from the
 * end, as many as a summary needs after the last one, and one bounded chunk:
 * never a count of the whole conversation (a walk over each of its messages,
 * tens of ms at 10,000 in Chromium, right after every reply).
 */
export async function pendingSummary(db: TodoDatabase, conversationId: string, settings: { threshold: number; window: number }): Promise<SummaryJob | undefined> {
  const byConversation = () => db.messages.where('[conversationId+id]');
  // Newest first: the window's keys, and whether there are more than `threshold` messages in all.
  const newestKeys = (await byConversation()
    .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey], true, true)
    .reverse()
    .limit(Math.max(settings.threshold, settings.window) + 1)
    .primaryKeys()) as number[];
  // shouldSummarize only tells counts apart up to these: more than the threshold, and enough pending.
  const count = Math.min(newestKeys.length, settings.threshold + 1);
  if (count <= settings.threshold) return undefined;
  const windowStart = Math.min(...newestKeys.slice(0, settings.window));
  const covered = (await newestSummariesOf(db, conversationId, LATEST_SUMMARIES)).reduce((max, memory) => Math.max(max, memory.toMessageId ?? 0), 0);
  const older = () => byConversation().between([conversationId, covered + 1], [conversationId, windowStart], true, false);
  const needed = Math.max(1, settings.threshold - settings.window);
  const pending = (await older().limit(needed).primaryKeys()).length;
  if (!shouldSummarize({ count, pending, threshold: settings.threshold, window: settings.window })) return undefined;
  const messages = await older().limit(MAX_SUMMARY_CHUNK).toArray();
  return messages.length ? { conversationId, messages } : undefined;
}
