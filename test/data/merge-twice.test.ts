import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, exportText, readExportFile } from '@/lib/data';
import type { TodoDatabase } from '@/lib/db';
import { freshDb } from '../todos/support';

// Found by the Merge-twice property (test/properties/import-idempotent.property.test.ts): rows
// whose id was taken here by another row were renumbered by the first merge, and a second
// merge of the same file added every one of them again.

const C = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';

async function fill(db: TodoDatabase, who: string, at: string) {
  await db.conversations.put({ id: C, title: 'Chat', createdAt: at, updatedAt: at });
  await db.todos.put({ id: 1, title: `${who}'s task`, status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at });
  await db.messages.put({ id: 1, conversationId: C, role: 'user', content: `${who} says hi`, createdAt: at });
  await db.audit.put({ id: 1, at, toolName: 'add_task', toolCallId: `call-${who}`, input: { title: who }, risk: 'medium', status: 'ok', engine: 'remote' });
  await db.memories.put({ id: 1, kind: 'fact', text: `${who} likes tea`, engine: 'remote', createdAt: at, updatedAt: at } as never);
}

const counts = async (db: TodoDatabase) => ({
  tasks: await db.todos.count(),
  messages: await db.messages.count(),
  audit: (await db.audit.toArray()).filter((entry) => entry.toolName !== 'import_data').length,
  memories: await db.memories.count(),
});

describe('merging the same file twice', () => {
  it('adds the rows that needed a new id once, not again', async () => {
    const other = freshDb();
    await fill(other, 'Ana', '2026-03-01T10:00:00.000Z');
    const read = readExportFile(exportText(await buildExport(other, undefined)));
    if (!read.ok) throw new Error(read.problem.message);
    const mine = freshDb();
    await fill(mine, 'Me', '2026-03-02T10:00:00.000Z');

    const first = await applyImport(mine, read.file, 'merge');
    expect(await counts(mine)).toEqual({ tasks: 2, messages: 2, audit: 2, memories: 2 });
    expect(first.written.tasks).toBe(1);
    await applyImport(mine, read.file, 'merge');
    expect(await counts(mine)).toEqual({ tasks: 2, messages: 2, audit: 2, memories: 2 });
    other.close();
    mine.close();
  });

  it('a renumbered task edited in the file since is updated in place on the next merge', async () => {
    const other = freshDb();
    await fill(other, 'Ana', '2026-03-01T10:00:00.000Z');
    const mine = freshDb();
    await fill(mine, 'Me', '2026-03-02T10:00:00.000Z');
    const once = readExportFile(exportText(await buildExport(other, undefined)));
    if (!once.ok) throw new Error(once.problem.message);
    await applyImport(mine, once.file, 'merge');
    await other.todos.update(1, { priority: 1, updatedAt: '2026-03-05T10:00:00.000Z' });
    const later = readExportFile(exportText(await buildExport(other, undefined)));
    if (!later.ok) throw new Error(later.problem.message);
    await applyImport(mine, later.file, 'merge');
    expect((await mine.todos.toArray()).map((task) => [task.title, task.priority])).toEqual([
      ["Me's task", 4],
      ["Ana's task", 1],
    ]);
    other.close();
    mine.close();
  });
});
