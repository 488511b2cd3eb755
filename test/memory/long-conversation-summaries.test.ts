import { beforeEach, describe, expect, it } from 'vitest';
import type { Memory } from '@/lib/db';
import { pendingSummary, PROMPT_SUMMARIES, resetMemoryIndexes, retrieveMemories } from '@/lib/memory';
import { freshDatabase } from '../support/database';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const AT = '2026-03-01T08:00:00.000Z';

/** Conversation A with `count` summaries of 10 messages each; the oldest is about the dentist. */
async function longConversation(count: number) {
  const db = freshDatabase('summaries');
  const rows = Array.from({ length: count }, (_, i) => ({
    kind: 'summary',
    conversationId: A,
    fromMessageId: 10 * i + 1,
    toMessageId: 10 * i + 10,
    text: i === 0 ? 'The user booked the dentist for May' : `Part ${i}: the user added bread ${i}`,
    engine: 'remote',
    createdAt: AT,
  }));
  await db.memories.bulkAdd(rows as unknown as Memory[]);
  return db;
}

/**
 * A long conversation has hundreds of summaries; a turn reads its newest
 * ones, and its older ones are still never offered as memories "from
 * earlier conversations".
 */
describe('a long conversation’s summaries', () => {
  beforeEach(() => resetMemoryIndexes());

  it('gives the prompt the newest summaries, and never an older one of the same conversation as a match', async () => {
    const db = await longConversation(PROMPT_SUMMARIES + 30);
    const here = await retrieveMemories(db, { query: 'when is the dentist?', conversationId: A, indexWaitMs: 10_000 });
    expect(here.summaries.map((memory) => memory.toMessageId)).toEqual(Array.from({ length: PROMPT_SUMMARIES }, (_, i) => 10 * (30 + i) + 10));
    expect(here.matches.map((memory) => memory.text)).not.toContain('The user booked the dentist for May');
    const elsewhere = await retrieveMemories(db, { query: 'when is the dentist?', conversationId: B, indexWaitMs: 10_000 });
    expect(elsewhere.matches.map((memory) => memory.text)[0]).toBe('The user booked the dentist for May');
  });

  it('starts the next summary right after the newest one', async () => {
    const db = await longConversation(100);
    const messages = Array.from({ length: 1_200 }, (_, i) => ({ conversationId: A, role: i % 2 ? 'assistant' : 'user', content: `Message ${i + 1}`, createdAt: AT }));
    await db.messages.bulkAdd(messages as never);
    const job = await pendingSummary(db, A, { threshold: 40, window: 20 });
    expect(job?.messages[0]?.id).toBe(1_001);
    expect(job?.messages).toHaveLength(100);
  });
});
