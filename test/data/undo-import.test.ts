import { describe, expect, it } from 'vitest';
import { applyImport, describeImportPreview, previewImport, undoImport, UNDOABLE_IMPORTS, type ExportFile } from '@/lib/data';
import { isUndoableImport } from '@/lib/audit';
import { describeAudit } from '@/lib/tools';
import type { Todo, TodoDatabase } from '@/lib/db';
import { v1Data } from '../db/fixtures/v1';
import { freshDb } from '../todos/support';
import { exportFileWith as fileWith } from '../support/export-file';

const task = (fields: Partial<Todo> & { id: number; title: string }): Todo => ({
  status: 'pending',
  priority: 4,
  tags: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});

/** Everything a person sees, but the Activity log (which keeps the import and its undo). */
const state = async (db: TodoDatabase) => ({
  tasks: await db.todos.toArray(),
  conversations: await db.conversations.toArray(),
  messages: await db.messages.toArray(),
  memories: await db.memories.toArray(),
});

async function seed(db: TodoDatabase) {
  await db.todos.bulkAdd([
    task({ id: 1, title: 'Mine, older', updatedAt: '2026-03-02T00:00:00.000Z' }),
    task({ id: 2, title: 'Mine, newer', updatedAt: '2026-03-09T00:00:00.000Z' }),
    task({ id: 3, title: 'A different task of mine', createdAt: '2026-02-01T00:00:00.000Z' }),
  ]);
  await db.conversations.bulkAdd(v1Data.conversations);
  await db.messages.bulkAdd(v1Data.messages);
  await db.memories.add({ kind: 'fact', text: 'The dentist is Dr Ana', createdAt: '2026-03-01T00:00:00.000Z', engine: 'offline' });
}

const FILE = () =>
  fileWith({
    tasks: [
      task({ id: 1, title: 'From the file, newer', updatedAt: '2026-03-05T00:00:00.000Z' }),
      task({ id: 3, title: 'Another browser’s task #3' }),
      task({ id: 7, title: 'Only in the file' }),
    ],
    conversations: [{ id: '7d0f4f2e-9a55-4c7a-9d2b-6f0f7b3f2a11', title: 'Trip', createdAt: '2026-03-04T00:00:00.000Z', updatedAt: '2026-03-04T00:00:00.000Z' }],
    messages: [{ id: 1, conversationId: '7d0f4f2e-9a55-4c7a-9d2b-6f0f7b3f2a11', role: 'user', content: 'book the hotel', createdAt: '2026-03-04T00:00:00.000Z' }],
    memories: [{ id: 9, kind: 'fact', text: 'The hotel is near the station', createdAt: '2026-03-04T00:00:00.000Z', engine: 'offline' }],
  } as never);

describe('Undo import', () => {
  it('after a merge: removes what it added and puts back the task it overwrote', async () => {
    const db = freshDb();
    await seed(db);
    const before = await state(db);
    const result = await applyImport(db, FILE(), 'merge');
    expect(result.undoAuditId).toBeTypeOf('number');
    expect((await db.todos.toArray()).map((row) => row.title)).toContain('From the file, newer');

    const undone = await undoImport(db, result.undoAuditId!);
    expect(undone).toEqual({ ok: true, message: 'Undid the import: removed 2 tasks, 1 conversation, 1 message and 1 memory; put back 1 task.' });
    expect(await state(db)).toEqual(before);
    const entry = (await db.audit.where('toolName').equals('undo_import').first())!;
    expect(describeAudit(entry)).toMatch(/^You undid the import: removed 2 tasks/);
    expect(await undoImport(db, result.undoAuditId!)).toEqual({ ok: false, message: 'This import was already undone, so nothing was changed.' });
    expect(await db.importUndo.count()).toBe(0);
  });

  it('after a replace: everything replaced comes back, with the preferences it took', async () => {
    const db = freshDb();
    await seed(db);
    await db.audit.bulkAdd(v1Data.audit);
    const before = await state(db);
    const auditBefore = await db.audit.toArray();
    const settingsBefore = { historyWindow: 20 };
    const result = await applyImport(db, { ...FILE(), settings: { historyWindow: 5 } } as ExportFile, 'replace', new Date(), { settingsBefore });
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['From the file, newer', 'Another browser’s task #3', 'Only in the file']);

    const undone = await undoImport(db, result.undoAuditId!);
    expect(undone).toMatchObject({ ok: true, settingsBefore });
    expect(undone.message).toMatch(/put back 3 tasks, 1 conversation, 2 messages, 1 activity entry and 1 memory; your earlier preferences are back\.$/);
    expect(await state(db)).toEqual(before);
    const audit = await db.audit.toArray();
    expect(audit.slice(0, auditBefore.length)).toEqual(auditBefore);
    expect(audit.slice(auditBefore.length).map((entry) => entry.toolName)).toEqual(['import_data', 'undo_import']);
  });

  it('keeps a task changed since the import, and says so', async () => {
    const db = freshDb();
    await seed(db);
    const result = await applyImport(db, FILE(), 'merge');
    await db.todos.update(7, { title: 'Only in the file, renamed', updatedAt: '2026-03-20T00:00:00.000Z' });
    const undone = await undoImport(db, result.undoAuditId!);
    expect(undone.message).toMatch(/; kept 1 you changed since\.$/);
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Mine, older', 'Mine, newer', 'A different task of mine', 'Only in the file, renamed']);
  });

  it('a merge that adds nothing has nothing to undo', async () => {
    const db = freshDb();
    await seed(db);
    await applyImport(db, FILE(), 'merge');
    const again = await applyImport(db, FILE(), 'merge');
    expect(again.message).toMatch(/^Everything in this file \(the export of .+\) is already here/);
    expect(again.undoAuditId).toBeUndefined();
    expect(describeImportPreview(await previewImport(db, FILE()))).toContain('Everything in this file is already here: Merge would add nothing.');
    const entry = (await db.audit.orderBy('id').last())!;
    expect(isUndoableImport(entry)).toBe(false);
  });

  it(`keeps what the ${UNDOABLE_IMPORTS} newest imports need; an older one says it is too old`, async () => {
    const db = freshDb();
    const ids: number[] = [];
    for (let index = 0; index <= UNDOABLE_IMPORTS; index += 1) {
      const result = await applyImport(db, fileWith({ tasks: [task({ id: 100 + index, title: `Task ${index}` })] }), 'merge');
      ids.push(result.undoAuditId!);
    }
    expect(await undoImport(db, ids[0]!)).toMatchObject({ ok: false, message: expect.stringMatching(/^This import is too old to undo/) });
    expect(await undoImport(db, ids.at(-1)!)).toMatchObject({ ok: true });
    expect(await db.todos.count()).toBe(UNDOABLE_IMPORTS);
  });
});
