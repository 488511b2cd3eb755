import { beforeEach, describe, expect, it } from 'vitest';
import type { Memory } from '@/lib/db';
import { addMemory, deleteMemory, embedPendingMemories, resetMemoryIndexes, retrieveMemories } from '@/lib/memory';
import { freshDatabase } from '../support/database';
import { countReads } from '../support/read-counter';

const AT = '2026-03-01T08:00:00.000Z';
const READY_WAIT_MS = 10_000;

async function withMemories(count: number) {
  const db = freshDatabase('memory-index');
  const reads = countReads(db);
  const rows = Array.from({ length: count }, (_, i) => ({ kind: 'fact', text: `Filler memory ${i} about the garden shed`, engine: 'remote', createdAt: AT }));
  await db.memories.bulkAdd(rows as unknown as Memory[]);
  const search = async (query: string) => (await retrieveMemories(db, { query, indexWaitMs: READY_WAIT_MS })).matches.map((memory) => memory.text);
  return { db, reads, search };
}

/**
 * The memory index a worker keeps between turns follows every change: a
 * memory kept since is found after reading that memory alone (not a count of
 * all of them), and a deleted one is never found again.
 */
describe('the memory index between turns', () => {
  beforeEach(() => resetMemoryIndexes());

  it('finds a memory kept since the last search, reading only the new one', async () => {
    const { db, reads, search } = await withMemories(150);
    expect(await search('plumber')).toEqual([]);
    await addMemory(db, { kind: 'fact', text: 'The plumber comes on Thursday', engine: 'remote', createdAt: AT });
    reads.reset();
    expect(await search('plumber')).toEqual(['The plumber comes on Thursday']);
    expect(reads.byTable.memories ?? 0).toBeLessThanOrEqual(2);
  });

  it('never finds a deleted memory, even when another was kept after it', async () => {
    const { db, search } = await withMemories(20);
    const dentist = await addMemory(db, { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: AT });
    expect(await search('dentist')).toEqual(['My dentist is Dr. Okafor']);
    await deleteMemory(db, dentist.id);
    await addMemory(db, { kind: 'fact', text: 'The dentist moved to Rue Haute', engine: 'remote', createdAt: AT });
    expect(await search('dentist')).toEqual(['The dentist moved to Rue Haute']);
  });

  it('keeps finding memories after their vectors arrive, and memories kept after that', async () => {
    const { db, search } = await withMemories(20);
    await addMemory(db, { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: AT });
    expect(await search('dentist')).toEqual(['My dentist is Dr. Okafor']);
    await embedPendingMemories(db, { model: 'fake:one', embed: async (texts) => texts.map(() => [1, 0]) });
    await addMemory(db, { kind: 'fact', text: 'The plumber comes on Thursday', engine: 'remote', createdAt: AT });
    expect(await search('dentist')).toEqual(['My dentist is Dr. Okafor']);
    expect(await search('plumber')).toEqual(['The plumber comes on Thursday']);
  });

  it('rebuilds after a change written before changes were told apart (a revision row without textChangedAt)', async () => {
    const { db, search } = await withMemories(20);
    const dentist = await addMemory(db, { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: AT });
    expect(await search('dentist')).toEqual(['My dentist is Dr. Okafor']);
    // An older version of the extension deleted it and raised the revision alone.
    await db.transaction('rw', db.memories, db.memoryRevision, async () => {
      await db.memories.delete(dentist.id);
      const row = await db.memoryRevision.get(1);
      await db.memoryRevision.put({ id: 1, revision: (row?.revision ?? 0) + 1 });
    });
    expect(await search('dentist')).toEqual([]);
  });
});
