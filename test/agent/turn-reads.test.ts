import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { memoryUpkeepSettled, runTurn } from '@/lib/agent';
import type { Approval, Memory, StoredMessage, Todo, TodoDatabase } from '@/lib/db';
import { addMemory, lexicalIndexOf, MAX_SUMMARY_CHUNK, PROMPT_SUMMARIES } from '@/lib/memory';
import { countReads, type ReadCounter } from '../support/read-counter';
import { CONVERSATION, harness, scriptedModel, streamedText, textStep } from './support';

const AT = '2026-03-01T08:00:00.000Z';
const OTHER = '9c0e8f6a-3b1d-4e2a-9f7c-5d4b3a2e1f00';

function messages(conversationId: string, count: number): Omit<StoredMessage, 'id'>[] {
  return Array.from({ length: count }, (_, i) => ({
    conversationId,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: i % 2 === 0 ? `Message ${i}: add milk to my list` : [{ type: 'text', text: `Reply ${i}: done.` }],
    createdAt: AT,
  })) as Omit<StoredMessage, 'id'>[];
}

function approvals(conversationId: string, count: number): Approval[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `approval-${conversationId}-${i}`,
    conversationId,
    toolCallId: `call-${conversationId}-${i}`,
    toolName: 'delete_task',
    input: { task_id: i + 1 },
    createdAt: AT,
    expiresAt: AT,
    status: i % 2 ? 'approved' : 'denied',
    decidedAt: AT,
  }));
}

const todos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ title: `Task ${i}`, status: 'pending', priority: 3, tags: [], createdAt: AT, updatedAt: AT })) as unknown as Todo[];

const memories = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ kind: 'fact', text: `Fact ${i}: my cousin ${i} lives in town ${i}`, engine: 'remote', createdAt: AT })) as unknown as Memory[];

const summaries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'summary',
    conversationId: CONVERSATION,
    fromMessageId: 10 * i + 1,
    toMessageId: 10 * i + 10,
    text: `Part ${i}: the user added milk ${i} and bread ${i}`,
    engine: 'remote',
    createdAt: AT,
  })) as unknown as Memory[];

interface Size {
  messages: number;
  approvals: number;
  todos: number;
  memories: number;
  /** Summaries of the conversation, each of 10 messages. */
  summaries: number;
  otherMessages: number;
}

/** A database of this size after one turn (and its memory upkeep), with the caches a worker keeps between turns. */
async function warmedUp(size: Size): Promise<{ db: TodoDatabase; reads: ReadCounter; turn: () => Promise<void> }> {
  const model = scriptedModel(Array.from({ length: 3 }, (_, i) => textStep(`Answer ${i}.`)));
  const h = harness([{ engine: 'remote', model }]);
  const reads = countReads(h.db);
  await h.db.conversations.bulkAdd([
    { id: CONVERSATION, title: 'Long', createdAt: AT, updatedAt: AT },
    { id: OTHER, title: 'Other', createdAt: AT, updatedAt: AT },
  ]);
  await h.db.messages.bulkAdd(messages(CONVERSATION, size.messages) as StoredMessage[]);
  await h.db.messages.bulkAdd(messages(OTHER, size.otherMessages) as StoredMessage[]);
  await h.db.approvals.bulkAdd(approvals(CONVERSATION, size.approvals));
  await h.db.todos.bulkAdd(todos(size.todos));
  await h.db.memories.bulkAdd(memories(size.memories));
  await h.db.memories.bulkAdd(summaries(size.summaries));
  const turn = async () => {
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is on my list for today?' }, h.emit);
    await memoryUpkeepSettled();
  };
  await turn();
  // The index a worker keeps between turns is built; then the last turn kept a fact, as turns often do.
  await lexicalIndexOf(h.db);
  await addMemory(h.db, { kind: 'fact', text: 'My sister lives in Lyon', engine: 'remote', createdAt: AT });
  return { db: h.db, reads, turn };
}

const SMALL: Size = { messages: 60, approvals: 4, todos: 20, memories: 20, summaries: 2, otherMessages: 20 };
const LARGE: Size = { messages: 3_000, approvals: 300, todos: 2_000, memories: 1_000, summaries: 250, otherMessages: 2_000 };

/**
 * What a turn reads does not grow with the database: the conversation's
 * window, its pending approvals, one memory search, its newest summaries and
 * one summary chunk, never a walk over a conversation, its approvals, its
 * summaries or the memories.
 */
describe('rows a turn reads', () => {
  it('reads no more on a large database than on a small one', async () => {
    const perTable: Record<string, Record<string, number>> = {};
    for (const [label, size] of [
      ['small', SMALL],
      ['large', LARGE],
    ] as const) {
      const { reads, turn } = await warmedUp(size);
      reads.reset();
      await turn();
      perTable[label] = { ...reads.byTable };
    }
    const small = perTable.small!;
    const large = perTable.large!;
    const rows = (counts: Record<string, number>, table: string) => counts[table] ?? 0;
    const detail = JSON.stringify(perTable);
    // A longer conversation fills two bounded reads a short one does not: its summary chunk and its newest summaries.
    expect(rows(large, 'messages'), detail).toBeLessThanOrEqual(rows(small, 'messages') + MAX_SUMMARY_CHUNK);
    expect(rows(large, 'memories'), detail).toBeLessThanOrEqual(rows(small, 'memories') + PROMPT_SUMMARIES);
    for (const table of ['approvals', 'todos', 'audit', 'conversations', 'memoryRevision']) {
      expect(rows(large, table), `${table}: ${detail}`).toBeLessThanOrEqual(rows(small, table));
    }
  }, 120_000);
});

/**
 * The panel reads the message just saved (its chat and its conversation
 * list) while the turn goes on. A read-write transaction over those tables
 * would wait for those reads to end: before its model request, a turn with
 * nothing to settle writes the person's message and nothing else.
 */
describe('writes before the model request', () => {
  it('are the message alone when no approved call waits for its result', async () => {
    let writesBeforeModel: string[][] | undefined;
    const model = new MockLanguageModelV4({
      doStream: async () => {
        writesBeforeModel = reads.writes.map((stores) => [...stores].sort());
        return textStep('Done.');
      },
    });
    const h = harness([{ engine: 'remote', model }]);
    const reads = countReads(h.db);
    await h.db.messages.bulkAdd(messages(CONVERSATION, 10) as StoredMessage[]);
    reads.reset();
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'what is on my list for today?' }, h.emit);
    await memoryUpkeepSettled();
    expect(writesBeforeModel).toEqual([['conversations', 'messages']]);
    expect(streamedText(h.events)).toBe('Done.');
  });
});
