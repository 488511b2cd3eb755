import { describe, expect, it } from 'vitest';
import { createTaskActions } from '@/lib/tools/task-actions';
import { failWrites } from '../db/fail-writes';
import { freshDatabase } from '../support/database';

describe('a task change the browser refuses to store', () => {
  it('says the storage is full and what to do, not the browser error name', async () => {
    const db = freshDatabase();
    failWrites(db, 'todos');
    const actions = createTaskActions(db);
    await expect(actions.add({ title: 'Buy milk' })).resolves.toEqual({
      ok: false,
      error: "The extension could not use its storage: the browser's storage is full. Free some disk space (or delete old conversations), then try again.",
    });
    await expect(db.todos.count()).resolves.toBe(0);
  });
});
