// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importTodoistTasks, parseTodoistCsv } from '@/lib/data';
import { useUndoImport } from '@/lib/hooks';
import { failWrites } from '../db/fail-writes';
import { freshDatabase } from '../support/database';

const FULL = "The import could not be undone, and nothing was changed: the browser's storage is full. Free some disk space (or delete old conversations), then try again.";

describe('Undo import in Activity on a full disk', () => {
  // Before: the click's rejection went unhandled, and Activity showed nothing.
  it('says in one sentence that the storage is full, changes nothing, and undoes once space is freed', async () => {
    const db = freshDatabase();
    const disk = failWrites(db, 'audit', 'QuotaExceededError', { full: false });
    const parsed = parseTodoistCsv('TYPE,CONTENT,PRIORITY\ntask,Water the ferns,2\ntask,Call the plumber,1\n', { now: new Date(), timeZone: 'Europe/Paris' });
    if (!parsed.ok) throw new Error('the fixture must parse');
    const { auditId } = await importTodoistTasks(db, parsed.tasks);
    const titles = async () => (await db.todos.toArray()).map((todo) => todo.title);
    expect(await titles()).toEqual(['Water the ferns', 'Call the plumber']);

    const { result } = renderHook(() => useUndoImport(auditId, db));
    disk.fill();
    await act(() => result.current.undo());
    expect(result.current.problem).toBe(FULL);
    expect(result.current.result).toBeUndefined();
    expect(await titles()).toEqual(['Water the ferns', 'Call the plumber']);
    expect(await db.audit.count()).toBe(1);

    disk.free();
    await act(() => result.current.undo());
    expect(result.current.problem).toBeUndefined();
    expect(result.current.result?.ok).toBe(true);
    expect(await titles()).toEqual([]);
  });
});
