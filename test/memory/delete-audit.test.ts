import { describe, expect, it } from 'vitest';
import { describeAudit } from '@/lib/tools';
import { addMemory, deleteAllMemoriesByUser, deleteMemoryByUser } from '@/lib/memory';
import { freshDatabase } from '../support/database';

const fact = (text: string) => ({ kind: 'fact' as const, text, engine: 'remote' as const, createdAt: '2026-03-10T09:00:00.000Z' });
const NOW = new Date('2026-03-11T10:00:00.000Z');

describe('deleting memories in Settings is in the activity log', () => {
  it('says who deleted one memory and when, never what it said', async () => {
    const db = freshDatabase('memory');
    const kept = await addMemory(db, fact('My dentist is Dr. Okafor'));
    const gone = await addMemory(db, fact('My gate code is behind the flowerpot'));
    expect(await deleteMemoryByUser(db, gone.id, NOW)).toBe(true);

    expect((await db.memories.toArray()).map((memory) => memory.id)).toEqual([kept.id]);
    const entries = await db.audit.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.at).toBe(NOW.toISOString());
    expect(entries[0]!.engine).toBe('manual');
    expect(describeAudit(entries[0]!)).toBe('You deleted a memory');
    expect(JSON.stringify(entries)).not.toContain('flowerpot');

    // Already gone (deleted in another window): nothing more is logged.
    expect(await deleteMemoryByUser(db, gone.id, NOW)).toBe(false);
    expect(await db.audit.count()).toBe(1);
  });

  it('says how many were deleted when all are', async () => {
    const db = freshDatabase('memory');
    for (let index = 0; index < 12; index++) await addMemory(db, fact(`Fact number ${index}`));
    expect(await deleteAllMemoriesByUser(db, NOW)).toBe(12);

    expect(await db.memories.count()).toBe(0);
    const [entry] = await db.audit.toArray();
    expect(describeAudit(entry!)).toBe('You deleted all 12 memories');
    expect(JSON.stringify(entry)).not.toContain('Fact number');

    expect(await deleteAllMemoriesByUser(db, NOW)).toBe(0);
    expect(await db.audit.count()).toBe(1);
  });
});
