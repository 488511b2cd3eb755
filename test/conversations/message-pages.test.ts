import { describe, expect, it } from 'vitest';
import { messagesBefore, messagesFrom, newestMessages } from '@/lib/conversations';
import { type StoredMessage, type TodoDatabase } from '@/lib/db';
import { freshDatabase } from '../support/database';

const C = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const SAME_TIME = '2026-03-10T09:30:00.000Z';
const fresh = () => freshDatabase('message-pages');

/** Stores `count` messages "m1".."mN" of conversation C, all at the same time; `otherEvery` interleaves another conversation's messages by id. */
async function seed(db: TodoDatabase, count: number, otherEvery = 0): Promise<void> {
  const rows: Omit<StoredMessage, 'id'>[] = [];
  for (let n = 1; n <= count; n++) {
    rows.push({ conversationId: C, role: n % 2 ? 'user' : 'assistant', content: `m${n}`, createdAt: SAME_TIME });
    if (otherEvery && n % otherEvery === 0) rows.push({ conversationId: OTHER, role: 'user', content: `other ${n}`, createdAt: SAME_TIME });
  }
  await db.messages.bulkAdd(rows as StoredMessage[]);
}
const texts = (messages: readonly StoredMessage[]) => messages.map((m) => m.content);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `m${from + i}`);

/** Reads the whole conversation newest page first, the way the chat does as the user scrolls up. */
async function walkBack(db: TodoDatabase, pageSize: number): Promise<{ pages: number; messages: StoredMessage[] }> {
  let messages = await newestMessages(db, C, pageSize);
  let pages = messages.length ? 1 : 0;
  for (;;) {
    const page = await messagesBefore(db, C, messages[0]?.id ?? Number.MAX_SAFE_INTEGER, pageSize);
    if (page.length === 0) return { pages, messages };
    pages += 1;
    messages = [...page, ...messages];
  }
}

describe('pages of a conversation', () => {
  it('an empty conversation has no pages, however it is asked', async () => {
    const db = fresh();
    await seed(db, 0);
    await db.messages.add({ conversationId: OTHER, role: 'user', content: 'not this one', createdAt: SAME_TIME } as StoredMessage);
    expect(await newestMessages(db, C, 5)).toEqual([]);
    expect(await messagesBefore(db, C, 100, 5)).toEqual([]);
    expect(await messagesFrom(db, C, 0, 5)).toEqual([]);
  });

  it('fewer messages than a page: all of them, oldest first, and nothing before', async () => {
    const db = fresh();
    await seed(db, 3);
    const newest = await newestMessages(db, C, 5);
    expect(texts(newest)).toEqual(range(1, 3));
    expect(await messagesBefore(db, C, newest[0]!.id, 5)).toEqual([]);
  });

  it('exactly one page: the whole conversation, and nothing before it', async () => {
    const db = fresh();
    await seed(db, 5);
    const newest = await newestMessages(db, C, 5);
    expect(texts(newest)).toEqual(range(1, 5));
    expect(await messagesBefore(db, C, newest[0]!.id, 5)).toEqual([]);
    expect(await walkBack(db, 5)).toMatchObject({ pages: 1 });
  });

  it('exactly two pages: the newest, then the one before it, then nothing', async () => {
    const db = fresh();
    await seed(db, 10);
    const newest = await newestMessages(db, C, 5);
    expect(texts(newest)).toEqual(range(6, 10));
    const before = await messagesBefore(db, C, newest[0]!.id, 5);
    expect(texts(before)).toEqual(range(1, 5));
    expect(await messagesBefore(db, C, before[0]!.id, 5)).toEqual([]);
  });

  it('pages by id: messages stored at the same time are neither skipped nor repeated, and another conversation never leaks in', async () => {
    const db = fresh();
    await seed(db, 23, 2);
    for (const pageSize of [1, 4, 5, 23, 50]) {
      const { pages, messages } = await walkBack(db, pageSize);
      expect(texts(messages)).toEqual(range(1, 23));
      expect(new Set(messages.map((m) => m.id)).size).toBe(23);
      expect(pages).toBe(Math.ceil(23 / pageSize));
    }
  });

  it('the live window: messages from an id on (inclusive), at most the limit, only of this conversation', async () => {
    const db = fresh();
    await seed(db, 12, 1);
    const newest = await newestMessages(db, C, 4);
    expect(texts(await messagesFrom(db, C, newest[0]!.id, 100))).toEqual(range(9, 12));
    expect(texts(await messagesFrom(db, C, newest[0]!.id, 2))).toEqual(range(9, 10));
    // From an id of another conversation: the next message of this one.
    const otherId = (await db.messages.where('conversationId').equals(OTHER).first())!.id;
    expect(texts(await messagesFrom(db, C, otherId, 1))).toEqual(['m2']);
  });
});
