import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../../lib/db';
import { createTodo } from '../../../lib/todos';
import { answer, CONVERSATION, runOfflineTurn, user } from './run-offline-turn';

let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`offline-model-undo-${counter}-${Date.now()}`);
});

const seed = (title: string, extra: Record<string, unknown> = {}) => createTodo({ db }, { title, ...extra });

describe('the offline model undoes the last change', () => {
  it('"undo that" after an approved delete brings the task back with its id, audited as an undo', async () => {
    await seed('Buy milk', { priority: 2, tags: ['shop'] });
    await seed('Call mom');
    const asked = await runOfflineTurn(db, [user('delete #1')]);
    const deleted = await runOfflineTurn(db, [...asked.messages, answer(asked.approvalId!, true)]);
    expect(deleted.text).toBe('Deleted “Buy milk”');
    await expect(db.todos.get(1)).resolves.toBeUndefined();
    const deleteEntry = await db.audit.where('toolName').equals('delete_task').first();

    const undone = await runOfflineTurn(db, [...deleted.messages, user('undo that')]);
    expect(undone.approvalId).toBeUndefined();
    expect(undone.text).toBe('Undone: “Buy milk” is back.');
    await expect(db.todos.get(1)).resolves.toMatchObject({ id: 1, title: 'Buy milk', priority: 2, tags: ['shop'] });
    expect(await db.audit.orderBy('id').last()).toMatchObject({
      toolName: 'undo_last_change',
      engine: 'offline',
      conversationId: CONVERSATION,
      status: 'ok',
      undoOf: deleteEntry!.id,
    });
  });

  it('"put it back" twice walks back two changes, then says nothing is left', async () => {
    await seed('Buy milk');
    const added = await runOfflineTurn(db, [user('add call mom')]);
    const completed = await runOfflineTurn(db, [...added.messages, user('complete #1')]);
    const first = await runOfflineTurn(db, [...completed.messages, user('put it back')]);
    expect(first.text).toBe('Undone: “Buy milk” is pending again.');
    const second = await runOfflineTurn(db, [...first.messages, user('undo')]);
    expect(second.text).toBe('Undone: “Call mom” is removed.');
    const third = await runOfflineTurn(db, [...second.messages, user('take that back')]);
    expect(third.text).toBe('There is no change in this conversation left to undo.');
    expect((await db.todos.toArray()).map((t) => [t.title, t.status])).toEqual([['Buy milk', 'pending']]);
  });

  it('refuses, in words, to undo a change made over since', async () => {
    await seed('Buy milk');
    const moved = await runOfflineTurn(db, [user('move #1 to friday')]);
    await db.todos.update(1, { title: 'Buy oat milk' });
    const turn = await runOfflineTurn(db, [...moved.messages, user('undo that')]);
    expect(turn.text).toBe('“Buy oat milk” was changed again after this, so undoing it would overwrite the newer change. Nothing was undone; open the task to change it by hand.');
    await expect(db.todos.get(1)).resolves.toMatchObject({ title: 'Buy oat milk', dueAt: '2026-03-13' });
  });
});
