import type { Conversation, TodoDatabase } from '../db';

export const NEW_CONVERSATION_TITLE = 'New conversation';

/** Starts a conversation with a fresh UUID v4; its title comes from its first message. */
export async function createConversation(db: TodoDatabase, now: () => Date = () => new Date()): Promise<Conversation> {
  const at = now().toISOString();
  const conversation: Conversation = { id: crypto.randomUUID(), title: NEW_CONVERSATION_TITLE, createdAt: at, updatedAt: at };
  await db.conversations.add(conversation);
  return conversation;
}

/** Conversations, the most recently active first. */
export function listConversations(db: TodoDatabase, limit = 100): Promise<Conversation[]> {
  return db.conversations.orderBy('updatedAt').reverse().limit(limit).toArray();
}

/** The conversation the panel opens on, if there is one. */
export function latestConversation(db: TodoDatabase): Promise<Conversation | undefined> {
  return db.conversations.orderBy('updatedAt').last();
}
