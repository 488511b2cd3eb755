import { describe, expect, it } from 'vitest';
import { clearHistory, deleteConversation } from '@/lib/data';
import { describeAudit, toolLabel } from '@/lib/tools';
import { v1Data } from '../db/fixtures/v1';
import { freshDb } from '../todos/support';

const KEPT = '11111111-1111-4111-8111-111111111111';

async function twoConversations() {
  const db = freshDb();
  await db.todos.bulkAdd(v1Data.todos);
  await db.conversations.bulkAdd([...v1Data.conversations, { id: KEPT, title: 'Kept', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' }]);
  await db.messages.bulkAdd([...v1Data.messages, { id: 3, conversationId: KEPT, role: 'user', content: 'keep me', createdAt: '2026-03-01T00:00:00.000Z' }]);
  await db.approvals.bulkAdd(v1Data.approvals);
  await db.memories.bulkAdd([
    { id: 1, kind: 'summary', text: 'bought milk', conversationId: v1Data.conversations[0]!.id, createdAt: '2026-03-10T10:00:00.000Z', engine: 'offline' },
    { id: 2, kind: 'fact', text: 'Ana is my sister', conversationId: v1Data.conversations[0]!.id, createdAt: '2026-03-10T10:00:00.000Z', engine: 'offline' },
  ]);
  return db;
}

describe('deleting history', () => {
  it('deletes one conversation with its messages, approvals and summaries, and records how many without content', async () => {
    const db = await twoConversations();
    const id = v1Data.conversations[0]!.id;
    const deleted = await deleteConversation(db, id, new Date('2026-03-11T10:00:00.000Z'));
    expect(deleted).toEqual({ conversations: 1, messages: 2, approvals: 1, summaries: 1 });
    expect(await db.conversations.get(id)).toBeUndefined();
    expect(await db.messages.where('conversationId').equals(id).count()).toBe(0);
    expect(await db.approvals.count()).toBe(0);
    expect((await db.memories.toArray()).map((memory) => memory.kind)).toEqual(['fact']);
    expect(await db.messages.get(3)).toMatchObject({ content: 'keep me' });
    expect(await db.todos.count()).toBe(2);
    const [entry] = await db.audit.toArray();
    expect(entry).toMatchObject({ toolName: 'delete_conversation', engine: 'manual', at: '2026-03-11T10:00:00.000Z', conversationId: id, status: 'ok' });
    expect(JSON.stringify(entry)).not.toMatch(/milk|Groceries/);
    expect(describeAudit(entry!)).toBe('You deleted a conversation and its 2 messages');
    expect(toolLabel('delete_conversation')).toBe('Delete conversation');
  });

  it('clears all conversations and messages, keeps tasks and facts, and records it', async () => {
    const db = await twoConversations();
    const deleted = await clearHistory(db);
    expect(deleted).toMatchObject({ conversations: 2, messages: 3 });
    expect([await db.conversations.count(), await db.messages.count(), await db.approvals.count()]).toEqual([0, 0, 0]);
    expect(await db.todos.count()).toBe(2);
    const [entry] = await db.audit.toArray();
    expect(describeAudit(entry!)).toBe('You cleared all chat history: 2 conversations and 3 messages');
    expect(JSON.stringify(entry)).not.toMatch(/milk|keep me/);
  });
});
