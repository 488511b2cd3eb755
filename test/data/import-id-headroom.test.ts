import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, exportText, readExportFile, ROW_ID_MAX } from '@/lib/data';
import { executeTool } from '@/lib/tools';
import { freshDb } from '../todos/support';
import { toolContext } from '../tools/support';

// Found by the Merge-twice property (test/properties/import-idempotent.property.test.ts): a
// backup may carry any row id, and IndexedDB numbers new rows after the largest one. With an
// id at 2^53 − 1 the database ran out of numbers: the next import, or the second new task,
// failed with ConstraintError, for good.

async function fileWithIds(id: number) {
  const source = freshDb();
  await source.todos.put({ id, title: 'Far away', status: 'pending', priority: 4, tags: [], createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });
  await source.audit.put({ id, at: '2026-03-01T00:00:00.000Z', toolName: 'list_tasks', input: {}, risk: 'low', status: 'ok', engine: 'remote' });
  const text = exportText(await buildExport(source, undefined, new Date('2026-03-10T09:00:00.000Z')));
  source.close();
  return text;
}

describe('row ids in an imported file', () => {
  it('refuses an id that would leave the database no numbers for new rows, with a readable reason', async () => {
    const read = readExportFile(await fileWithIds(Number.MAX_SAFE_INTEGER));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem.message).not.toMatch(/ConstraintError|Zod/);
  });

  it('after importing the largest accepted id, tasks and imports still work', async () => {
    const read = readExportFile(await fileWithIds(ROW_ID_MAX));
    if (!read.ok) throw new Error(read.problem.message);
    const ctx = toolContext('manual');
    await applyImport(ctx.db, read.file, 'merge');
    await applyImport(ctx.db, read.file, 'merge');
    for (const title of ['One', 'Two', 'Three']) await executeTool(ctx, 'add_task', { title });
    expect((await ctx.db.todos.toArray()).map((todo) => todo.title)).toEqual(['Far away', 'One', 'Two', 'Three']);
    ctx.db.close();
  });
});
