import { describe, expect, it } from 'vitest';
import { AUDIT_FIELD_MAX_BYTES, boundText, boundValue, isCutValue, jsonByteLength, writeAudit } from '@/lib/audit';
import { type Todo } from '@/lib/db';
import { freshDatabase } from '../support/database';

const big = (bytes: number) => ({ message: 'Listed everything', tasks: Array.from({ length: Math.ceil(bytes / 100) }, (_, i) => ({ id: i, title: 'x'.repeat(80) })) });

describe('boundValue', () => {
  it('keeps a value of up to 4 KB as it is', () => {
    const value = { message: 'Created task #3: Buy milk', task: { id: 3, title: 'Buy milk' } };
    expect(boundValue(value)).toBe(value);
    expect(boundValue(null)).toBeNull();
    expect(boundValue(undefined)).toBeUndefined();
  });

  it('replaces a larger value by a marked preview that keeps its message', () => {
    const value = big(100_000);
    const bounded = boundValue(value);
    expect(isCutValue(bounded)).toBe(true);
    expect(bounded).toMatchObject({ cut: true, bytes: jsonByteLength(value), message: 'Listed everything' });
    expect(jsonByteLength(bounded)).toBeLessThanOrEqual(AUDIT_FIELD_MAX_BYTES);
    expect((bounded as { preview: string }).preview.startsWith('{"message":"Listed everything","tasks":[{"id":0')).toBe(true);
  });

  it('counts bytes, not characters', () => {
    const text = 'é'.repeat(3000); // 3,000 characters, 6,000 bytes
    expect(isCutValue(boundValue({ text }))).toBe(true);
    expect(isCutValue(boundValue({ text: 'e'.repeat(3000) }))).toBe(false);
  });
});

describe('boundText', () => {
  it('keeps a short text and cuts a long one to the limit, saying how long it was', () => {
    expect(boundText('Task #999 not found')).toBe('Task #999 not found');
    const long = `${'ü'.repeat(5000)}end`;
    const cut = boundText(long);
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(AUDIT_FIELD_MAX_BYTES);
    expect(cut).toMatch(/^ü+… \(cut: 10003 bytes in all\)$/);
    const marker = '… (cut: 40 bytes in all)';
    expect(boundText('abcdefghij'.repeat(4), 8 + new TextEncoder().encode(marker).length)).toBe(`abcdefgh${marker}`);
  });
});

describe('writeAudit', () => {
  it('stores any entry in a few KB: input, output and error cut, the task snapshots whole', async () => {
    const db = freshDatabase();
    const task: Todo = { id: 1, title: 'T'.repeat(200), description: 'D'.repeat(2000), status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' };
    const id = await writeAudit(db, {
      at: '2026-03-10T09:30:00.000Z',
      toolName: 'mystery',
      input: { blob: 'i'.repeat(50_000) },
      output: big(50_000),
      error: 'e'.repeat(50_000),
      before: task,
      after: task,
      risk: 'low',
      status: 'error',
      engine: 'remote',
    });
    const stored = await db.audit.get(id);
    expect(isCutValue(stored!.input)).toBe(true);
    expect(isCutValue(stored!.output)).toBe(true);
    expect(stored!.error).toMatch(/… \(cut: 50000 bytes in all\)$/);
    expect(stored!.before).toEqual(task);
    expect(stored!.after).toEqual(task);
    expect(jsonByteLength(stored)).toBeLessThan(3 * AUDIT_FIELD_MAX_BYTES + 2 * jsonByteLength(task) + 1024);
  });
});
