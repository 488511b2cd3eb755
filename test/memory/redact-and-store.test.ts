import { describe, expect, it } from 'vitest';
import { createDatabase } from '@/lib/db';
import { addMemory, memoryText, REDACTED, redactSecrets } from '@/lib/memory';
import { freshDatabase } from '../support/database';

const KEY = 'sk-proj-abcdefghijklmnop1234567890';

describe('memories never keep a secret', () => {
  it('removes the saved API key wherever it appears, and anything shaped like a credential', () => {
    expect(redactSecrets(`my key is ${KEY}, keep it`, [KEY])).toBe(`my key is ${REDACTED}, keep it`);
    expect(redactSecrets('use sk-live-ZZZZZZZZZZZZZZZZZZZZ for it')).toBe(`use ${REDACTED} for it`);
    expect(redactSecrets('Authorization: Bearer abcdefghijklmnopqrst')).toContain(REDACTED);
    expect(redactSecrets('the password is hunter2hunter2')).toBe(`the password is ${REDACTED}`);
    expect(redactSecrets('My dentist is Dr. Okafor')).toBe('My dentist is Dr. Okafor');
  });

  it('stores the redacted text, never the key', async () => {
    const db = freshDatabase('memory');
    await addMemory(db, { kind: 'fact', text: `remember my api key ${KEY}`, engine: 'remote', createdAt: '2026-03-10T09:00:00.000Z' }, [KEY]);
    const rows = await db.memories.toArray();
    expect(JSON.stringify(rows)).not.toContain(KEY);
    expect(rows[0]!.text).toContain(REDACTED);
  });

  it('keeps a memory to one line of bounded length', () => {
    expect(memoryText('  a\n\nb  ')).toBe('a b');
    expect(memoryText('x'.repeat(5000)).length).toBe(2000);
  });
});

describe('the search indexes follow every change', () => {
  it('finds a memory added after the index was built, and not one deleted since, in another context too', async () => {
    const { addMemory: add, deleteMemory, lexicalIndexOf } = await import('@/lib/memory');
    const name = `memory-${crypto.randomUUID()}`;
    const db = createDatabase(name);
    const other = createDatabase(name); // the panel's own connection to the same database
    const first = await add(db, { kind: 'fact', text: 'The gate code is 4821', engine: 'remote', createdAt: '2026-03-10T09:00:00.000Z' });
    expect((await lexicalIndexOf(db)).search('gate code', 5)).toEqual([first.id]);
    const second = await add(other, { kind: 'fact', text: 'The garage code is 1234', engine: 'manual', createdAt: '2026-03-10T09:01:00.000Z' });
    expect((await lexicalIndexOf(db)).search('code', 5).sort()).toEqual([first.id, second.id].sort());
    await deleteMemory(other, first.id);
    expect((await lexicalIndexOf(db)).search('code', 5)).toEqual([second.id]);
  });
});
