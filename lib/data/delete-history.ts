import { bumpMemoryRevision } from '../memory';
import type { TodoDatabase } from '../db';
import { writeDataAction, type DataActionName } from '../audit';

/** The audit log's names for these actions; Activity words them (lib/audit). */
export const DELETE_CONVERSATION_TOOL = 'delete_conversation' satisfies DataActionName;
export const CLEAR_HISTORY_TOOL = 'clear_history' satisfies DataActionName;

export interface DeletedHistory {
  conversations: number;
  messages: number;
  approvals: number;
  summaries: number;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/**
 * Deletes one conversation with its messages, its approvals and the memory
 * summaries made from it (facts the person asked to keep stay), in one
 * transaction with an audit entry that records who, when and how many
 * messages, never what they said.
 */
export async function deleteConversation(db: TodoDatabase, conversationId: string, now: Date = new Date()): Promise<DeletedHistory> {
  return db.transaction('rw', [db.conversations, db.messages, db.approvals, db.memories, db.memoryRevision, db.audit], async () => {
    const conversations = (await db.conversations.get(conversationId)) ? 1 : 0;
    const messages = await db.messages.where('conversationId').equals(conversationId).delete();
    const approvals = await db.approvals.where('conversationId').equals(conversationId).delete();
    const summaries = await db.memories.where('[conversationId+kind]').equals([conversationId, 'summary']).delete();
    // The memory indexes rebuild: a deleted summary must not be matched again.
    await bumpMemoryRevision(db);
    await db.conversations.delete(conversationId);
    const deleted = { conversations, messages, approvals, summaries };
    await writeDataAction(db, {
      at: now,
      conversationId,
      toolName: DELETE_CONVERSATION_TOOL,
      input: {},
      risk: 'high',
      confirmed: true,
      output: { message: `Deleted a conversation and its ${plural(messages, 'message', 'messages')}`, ...deleted },
    });
    return deleted;
  });
}

/**
 * Deletes every conversation and message (and their approvals and summaries)
 * in one transaction; tasks, the activity log and kept facts stay. The audit
 * entry says how many, not what.
 */
export async function clearHistory(db: TodoDatabase, now: Date = new Date()): Promise<DeletedHistory> {
  return db.transaction('rw', [db.conversations, db.messages, db.approvals, db.memories, db.memoryRevision, db.audit], async () => {
    const conversations = await db.conversations.count();
    const messages = await db.messages.count();
    const approvals = await db.approvals.count();
    await Promise.all([db.conversations.clear(), db.messages.clear(), db.approvals.clear()]);
    const summaries = await db.memories.where('kind').equals('summary').delete();
    await bumpMemoryRevision(db);
    const deleted = { conversations, messages, approvals, summaries };
    await writeDataAction(db, {
      at: now,
      toolName: CLEAR_HISTORY_TOOL,
      input: {},
      risk: 'high',
      confirmed: true,
      output: { message: `Cleared all chat history: ${plural(conversations, 'conversation', 'conversations')} and ${plural(messages, 'message', 'messages')}`, ...deleted },
    });
    return deleted;
  });
}
