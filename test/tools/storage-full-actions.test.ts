import { describe, expect, it } from 'vitest';
import { storageProblemOf } from '@/lib/db';
import { executeTool } from '@/lib/tools';
import { createTaskActions } from '@/lib/tools/task-actions';
import { failWrites } from '../db/fail-writes';
import { freshDatabase } from '../support/database';

const FULL = "The extension could not use its storage: the browser's storage is full. Free some disk space (or delete old conversations), then try again.";

describe('a task change the browser refuses to store', () => {
  it('says the storage is full and what to do, not the browser error name', async () => {
    const db = freshDatabase();
    failWrites(db, 'todos');
    const actions = createTaskActions(db);
    await expect(actions.add({ title: 'Buy milk' })).resolves.toEqual({
      ok: false,
      error: FULL,
    });
    await expect(db.todos.count()).resolves.toBe(0);
  });
});

describe("a model's tool call the browser refuses to store", () => {
  // Found by the browser test of a full disk: the chat read "The assistant sent a request that could not be
  // carried out" with "QuotaExceededError" as its detail, and the model was handed the browser's error.
  it('comes back as the sentence naming the storage, keeps nothing, and is still known as a full disk', async () => {
    const db = freshDatabase();
    failWrites(db, 'memories');
    const error = await executeTool({ db, engine: 'remote', conversationId: 'c1' }, 'remember', { text: 'My dentist is Dr. Okafor' }, { toolCallId: 'call-1' }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(FULL);
    expect(storageProblemOf(error)).toBe('full');
    await expect(db.memories.count()).resolves.toBe(0);
    expect((await db.audit.toArray()).map((entry) => [entry.toolName, entry.status, entry.error])).toEqual([['remember', 'error', FULL]]);
  });
});
