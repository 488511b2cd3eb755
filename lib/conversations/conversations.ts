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

export interface PickerConversations {
  /** Most recently active first; the one on screen last when it is older than the others. */
  conversations: Conversation[];
  /** Whether the conversation on screen is stored (a new one is stored with its first message). */
  currentStored: boolean;
}

/**
 * What the conversation picker offers: the `limit` most recently active
 * conversations through the `updatedAt` index, plus the one on screen when it
 * is older than those. At most `limit + 1` rows, however many are stored.
 */
export async function pickerConversations(db: TodoDatabase, currentId: string | undefined, limit = 50): Promise<PickerConversations> {
  const recent = await listConversations(db, limit);
  if (currentId === undefined) return { conversations: recent, currentStored: false };
  if (recent.some((c) => c.id === currentId)) return { conversations: recent, currentStored: true };
  const current = await db.conversations.get(currentId);
  return current ? { conversations: [...recent, current], currentStored: true } : { conversations: recent, currentStored: false };
}
