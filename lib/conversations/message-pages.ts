import Dexie from 'dexie';
import type { StoredMessage, TodoDatabase } from '../db';

/**
 * Pages of one conversation's messages for the chat, read through the
 * `[conversationId+id]` index and keyed by message id (ids only grow, and a
 * message is never rewritten), so each read costs the same however long the
 * conversation is, and no page skips or repeats a message. Every page is
 * oldest first.
 */

const byConversation = (db: TodoDatabase) => db.messages.where('[conversationId+id]');

/** The newest `limit` messages of a conversation. */
export async function newestMessages(db: TodoDatabase, conversationId: string, limit: number): Promise<StoredMessage[]> {
  const newestFirst = await byConversation(db).between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey], true, true).reverse().limit(limit).toArray();
  return newestFirst.reverse();
}

/** Up to `limit` messages just before message `beforeId` (the oldest one loaded), the nearest ones. */
export async function messagesBefore(db: TodoDatabase, conversationId: string, beforeId: number, limit: number): Promise<StoredMessage[]> {
  const newestFirst = await byConversation(db).between([conversationId, Dexie.minKey], [conversationId, beforeId], true, false).reverse().limit(limit).toArray();
  return newestFirst.reverse();
}

/**
 * The messages from message `fromId` on (inclusive), at most `limit`: the
 * chat's live window, whose start only moves forward.
 */
export function messagesFrom(db: TodoDatabase, conversationId: string, fromId: number, limit: number): Promise<StoredMessage[]> {
  return byConversation(db).between([conversationId, fromId], [conversationId, Dexie.maxKey], true, true).limit(limit).toArray();
}
