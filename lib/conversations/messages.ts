import Dexie from 'dexie';
import type { ModelMessage } from 'ai';
import type { Engine, StoredMessage, TodoDatabase } from '../db';
import { NEW_CONVERSATION_TITLE } from './conversations';
import { conversationTitle } from './conversation-title';
import { widenToUnfinishedStep, withoutOrphanResults } from './widen-history';

export interface AppendOptions {
  now?: () => Date;
  /** The tier that produced these messages (assistant and tool messages). */
  engine?: Engine;
  /** Why that tier answered, when it was a fallback; stored on the first message only. */
  note?: string;
}

const clock = (options: AppendOptions) => (options.now ? options.now() : new Date());

/**
 * Appends messages to a conversation (append-only: nothing is ever rewritten)
 * and marks the conversation active. Creates the conversation if it is
 * missing, titled from its first user message. Joins the caller's transaction
 * when there is one.
 */
export async function appendMessages(db: TodoDatabase, conversationId: string, messages: readonly ModelMessage[], options: AppendOptions = {}): Promise<number[]> {
  if (messages.length === 0) return [];
  return db.transaction('rw', db.conversations, db.messages, async () => {
    const at = clock(options).toISOString();
    const rows = messages.map((message, index): Omit<StoredMessage, 'id'> => ({
      conversationId,
      role: message.role,
      content: message.content,
      createdAt: at,
      ...(options.engine && message.role !== 'user' ? { engine: options.engine } : {}),
      ...(options.note && index === 0 ? { note: options.note } : {}),
    }));
    const ids = (await db.messages.bulkAdd(rows as StoredMessage[], { allKeys: true })) as number[];
    const firstUserText = messages.find((m) => m.role === 'user' && typeof m.content === 'string')?.content as string | undefined;
    const existing = await db.conversations.get(conversationId);
    if (!existing) {
      await db.conversations.add({
        id: conversationId,
        title: firstUserText ? conversationTitle(firstUserText) : NEW_CONVERSATION_TITLE,
        createdAt: at,
        updatedAt: at,
      });
    } else {
      const retitle = existing.title === NEW_CONVERSATION_TITLE && firstUserText;
      await db.conversations.update(conversationId, { updatedAt: at, ...(retitle ? { title: conversationTitle(firstUserText) } : {}) });
    }
    return ids;
  });
}

/** Saves what the user typed, in its own transaction, before anything else happens. */
export async function saveUserMessage(db: TodoDatabase, conversationId: string, text: string, now?: () => Date): Promise<number> {
  const [id] = await appendMessages(db, conversationId, [{ role: 'user', content: text }], now ? { now } : {});
  return id!;
}

const range = (conversationId: string) =>
  [
    [conversationId, Dexie.minKey],
    [conversationId, Dexie.maxKey],
  ] as const;

/**
 * The most recent `window` messages of a conversation, oldest first. One
 * indexed range read from the end, so the cost does not grow with the
 * conversation. A window never holds tool results whose call it cut off:
 * those are left out, except in the step the model is about to go on from,
 * where the window is widened back to the start of the turn instead.
 */
export async function loadHistory(db: TodoDatabase, conversationId: string, window: number): Promise<StoredMessage[]> {
  const [lower, upper] = range(conversationId);
  const newestFirst = await db.messages.where('[conversationId+id]').between(lower, upper, true, true).reverse().limit(window).toArray();
  return withoutOrphanResults(await widenToUnfinishedStep(db, conversationId, newestFirst.reverse()));
}

/** Every message of a conversation, oldest first. Unbounded: the chat reads pages instead (message-pages.ts). */
export function listMessages(db: TodoDatabase, conversationId: string): Promise<StoredMessage[]> {
  const [lower, upper] = range(conversationId);
  return db.messages.where('[conversationId+id]').between(lower, upper, true, true).toArray();
}

/** The text of the newest user message of a conversation (what memories are searched for), or '' when there is none. */
export async function latestUserText(db: TodoDatabase, conversationId: string): Promise<string> {
  const [lower, upper] = range(conversationId);
  const message = await db.messages
    .where('[conversationId+id]')
    .between(lower, upper, true, true)
    .reverse()
    .filter((row) => row.role === 'user')
    .first();
  return typeof message?.content === 'string' ? message.content : '';
}
