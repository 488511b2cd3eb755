import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, describeImportProgress, IMPORT_CHUNK, previewImport, type ImportProgress } from '@/lib/data';
import type { Todo } from '@/lib/db';
import { v1Data } from '../db/fixtures/v1';
import { freshDb } from '../todos/support';
import { exportFileWith as fileWith } from '../support/export-file';
import { todoFixture } from '../support/todo';

const CONVERSATION = v1Data.conversations[0]!.id;
const task = (fields: Partial<Todo> & { id: number; title: string }): Todo => todoFixture(fields, '2026-03-01T00:00:00.000Z');

describe('merge', () => {
  it('keeps the copy of a task changed last, and never overwrites a different task with the same id', async () => {
    const db = freshDb();
    await db.todos.bulkAdd([
      task({ id: 1, title: 'Mine, older', updatedAt: '2026-03-02T00:00:00.000Z' }),
      task({ id: 2, title: 'Mine, newer', updatedAt: '2026-03-09T00:00:00.000Z' }),
      task({ id: 3, title: 'A different task of mine', createdAt: '2026-02-01T00:00:00.000Z' }),
    ]);
    const file = fileWith({
      tasks: [
        task({ id: 1, title: 'From the file, newer', updatedAt: '2026-03-05T00:00:00.000Z' }),
        task({ id: 2, title: 'From the file, older', updatedAt: '2026-03-03T00:00:00.000Z' }),
        task({ id: 3, title: 'Another browser’s task #3' }),
        task({ id: 7, title: 'Only in the file' }),
      ],
    });
    const preview = await previewImport(db, file);
    expect(preview.merge.tasks).toEqual({ added: 1, updated: 1, keptYours: 1, renumbered: 1 });
    await applyImport(db, file, 'merge');
    const titles = (await db.todos.toArray()).map((row) => `${row.id}:${row.title}`);
    expect(titles).toEqual(['1:From the file, newer', '2:Mine, newer', '3:A different task of mine', '7:Only in the file', '8:Another browser’s task #3']);
  });

  it('joins conversations by UUID and skips messages already here, so merging a backup twice adds nothing', async () => {
    const db = freshDb();
    await db.conversations.bulkAdd(v1Data.conversations);
    await db.messages.bulkAdd(v1Data.messages);
    await db.audit.bulkAdd(v1Data.audit);
    const file = await buildExport(db, undefined);
    await applyImport(db, fileWith(file), 'merge');
    await applyImport(db, fileWith(file), 'merge');
    expect(await db.messages.count()).toBe(2);
    expect(await db.conversations.count()).toBe(1);
    // The audit log keeps its own entry plus one record per import.
    expect((await db.audit.toArray()).map((entry) => entry.toolName)).toEqual(['add_task', 'import_data', 'import_data']);
  });

  it('says "Everything in this file is already here" when a merge finds nothing new, not "Imported nothing"', async () => {
    const db = freshDb();
    await db.todos.add(task({ id: 1, title: 'Pay rent' }));
    const file = await buildExport(db, undefined);
    const result = await applyImport(db, fileWith(file), 'merge');
    expect(result.message).toMatch(/^Everything in this file \(the export of .+\) is already here, so nothing was added$/);
  });

  it('renumbers messages whose ids are taken and moves what points at them', async () => {
    const db = freshDb();
    const other = '11111111-1111-4111-8111-111111111111';
    await db.conversations.add({ id: other, title: 'Here', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });
    await db.messages.bulkAdd([
      { id: 1, conversationId: other, role: 'user', content: 'mine 1', createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 2, conversationId: other, role: 'user', content: 'mine 2', createdAt: '2026-03-01T00:00:00.000Z' },
    ]);
    const file = fileWith({
      conversations: v1Data.conversations,
      messages: v1Data.messages,
      memories: [
        {
          id: 1,
          kind: 'summary',
          text: 'They bought milk',
          conversationId: CONVERSATION,
          fromMessageId: 1,
          toMessageId: 2,
          createdAt: '2026-03-10T10:00:00.000Z',
          engine: 'offline',
        },
      ],
    });
    await applyImport(db, file, 'merge');
    const imported = await db.messages.where('conversationId').equals(CONVERSATION).toArray();
    expect(imported.map((row) => [row.id, row.content])).toEqual([
      [3, 'add buy milk'],
      [4, [{ type: 'text', text: 'Created task #1: Buy milk' }]],
    ]);
    expect(await db.memories.toArray()).toMatchObject([{ fromMessageId: 3, toMessageId: 4 }]);
    expect(await db.messages.get(1)).toMatchObject({ content: 'mine 1' });
  });

  it('replace empties every table first, in the same transaction', async () => {
    const db = freshDb();
    await db.todos.add(task({ id: 5, title: 'Gone after replace' }));
    const file = fileWith({ tasks: [task({ id: 1, title: 'Only this' })] });
    expect((await previewImport(db, file)).here.tasks).toBe(1);
    const result = await applyImport(db, file, 'replace');
    expect(result.message).toBe('Replaced all data with 1 task from the export of Mar 12, 2026');
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Only this']);
  });

  it('writes nothing at all when the transaction fails half way', async () => {
    const db = freshDb();
    await db.todos.add(task({ id: 5, title: 'Still here' }));
    const file = fileWith({ tasks: [task({ id: 1, title: 'Never written' })], conversations: v1Data.conversations, messages: v1Data.messages });
    const put = db.messages.bulkPut.bind(db.messages);
    db.messages.bulkPut = (() => Promise.reject(new Error('disk full'))) as unknown as typeof put;
    await expect(applyImport(db, file, 'replace')).rejects.toThrow('disk full');
    db.messages.bulkPut = put;
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Still here']);
    expect(await db.conversations.count()).toBe(0);
    expect(await db.audit.count()).toBe(0);
  });

  const manyMessages = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      conversationId: CONVERSATION,
      role: 'user' as const,
      content: `message ${i + 1}`,
      createdAt: '2026-03-10T09:00:00.000Z',
    }));

  it('says how many rows of each table are written while it writes them in chunks', async () => {
    const db = freshDb();
    const file = fileWith({ tasks: [task({ id: 1, title: 'One' })], conversations: v1Data.conversations, messages: manyMessages(IMPORT_CHUNK + 10) });
    const seen: ImportProgress[] = [];
    await applyImport(db, file, 'replace', new Date(), { onProgress: (progress) => seen.push(progress) });
    expect(seen.map((progress) => progress.written.messages)).toEqual([0, 0, 0, IMPORT_CHUNK, IMPORT_CHUNK + 10]);
    const all = (IMPORT_CHUNK + 12).toLocaleString('en');
    expect(describeImportProgress(seen[3]!)).toBe(
      `messages: ${IMPORT_CHUNK.toLocaleString('en')} of ${(IMPORT_CHUNK + 10).toLocaleString('en')} (${(IMPORT_CHUNK + 2).toLocaleString('en')} of ${all} rows in all)`,
    );
    expect(describeImportProgress(seen.at(-1)!)).toBe(
      `messages: ${(IMPORT_CHUNK + 10).toLocaleString('en')} of ${(IMPORT_CHUNK + 10).toLocaleString('en')} (${all} of ${all} rows in all)`,
    );
    expect(await db.messages.count()).toBe(IMPORT_CHUNK + 10);
  });

  it('writes nothing when a later chunk fails after earlier chunks were written', async () => {
    const db = freshDb();
    await db.todos.add(task({ id: 5, title: 'Still here' }));
    const file = fileWith({ tasks: [task({ id: 1, title: 'Never written' })], conversations: v1Data.conversations, messages: manyMessages(IMPORT_CHUNK + 10) });
    const put = db.messages.bulkPut.bind(db.messages);
    let calls = 0;
    db.messages.bulkPut = ((rows: Parameters<typeof put>[0]) => (++calls === 2 ? Promise.reject(new Error('disk full')) : put(rows))) as unknown as typeof put;
    const seen: number[] = [];
    await expect(applyImport(db, file, 'replace', new Date(), { onProgress: (progress) => seen.push(progress.written.messages) })).rejects.toThrow('disk full');
    db.messages.bulkPut = put;
    expect(seen).toContain(IMPORT_CHUNK);
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Still here']);
    expect(await db.messages.count()).toBe(0);
    expect(await db.conversations.count()).toBe(0);
  });
});
