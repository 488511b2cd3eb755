import { describe, expect, it } from 'vitest';
import { pickerConversations } from '@/lib/conversations';
import { type TodoDatabase } from '@/lib/db';
import { freshDatabase } from '../support/database';

const SAME_TIME = '2026-03-10T09:30:00.000Z';
const fresh = () => freshDatabase('picker');

describe('the conversation picker', () => {
  async function conversations(db: TodoDatabase, count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, (_, i) => `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await db.conversations.bulkAdd(ids.map((id, i) => ({ id, title: `Conversation ${i}`, createdAt: SAME_TIME, updatedAt: new Date(Date.UTC(2026, 2, 1, 0, i)).toISOString() })));
    return ids;
  }

  it('lists the most recently active conversations, newest first, at most the limit', async () => {
    const db = fresh();
    const ids = await conversations(db, 8);
    const picker = await pickerConversations(db, ids[7], 5);
    expect(picker.conversations.map((c) => c.title)).toEqual(['Conversation 7', 'Conversation 6', 'Conversation 5', 'Conversation 4', 'Conversation 3']);
    expect(picker.currentStored).toBe(true);
  });

  it('adds the conversation on screen at the end when it is older than those listed', async () => {
    const db = fresh();
    const ids = await conversations(db, 8);
    const picker = await pickerConversations(db, ids[1], 5);
    expect(picker.conversations.map((c) => c.title)).toEqual(['Conversation 7', 'Conversation 6', 'Conversation 5', 'Conversation 4', 'Conversation 3', 'Conversation 1']);
    expect(picker.currentStored).toBe(true);
  });

  it('a new conversation (not stored yet) is not among them', async () => {
    const db = fresh();
    await conversations(db, 3);
    const picker = await pickerConversations(db, crypto.randomUUID(), 5);
    expect(picker.conversations).toHaveLength(3);
    expect(picker.currentStored).toBe(false);
    expect(await pickerConversations(fresh(), undefined, 5)).toEqual({ conversations: [], currentStored: false });
  });
});
