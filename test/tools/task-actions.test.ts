import { describe, expect, it } from 'vitest';
import { createTaskActions } from '@/lib/tools/task-actions';
import { freshDatabase } from '../support/database';

const setup = () => {
  const db = freshDatabase();
  return { db, actions: createTaskActions(db, () => new Date('2026-03-10T09:30:00.000Z')) };
};

describe('the Tasks view actions', () => {
  it('add, update, complete, reopen and delete, each audited as manual', async () => {
    const { db, actions } = setup();
    await expect(actions.add({ title: 'Buy milk' })).resolves.toMatchObject({ ok: true, output: { message: 'Created task #1: Buy milk' } });
    await expect(actions.update(1, { title: 'Buy oat milk' })).resolves.toMatchObject({ ok: true });
    await expect(actions.setCompleted(1, true)).resolves.toMatchObject({ ok: true });
    await expect(db.todos.get(1)).resolves.toMatchObject({ title: 'Buy oat milk', status: 'completed' });
    await expect(actions.setCompleted(1, false)).resolves.toMatchObject({ ok: true });
    await expect(actions.remove(1)).resolves.toMatchObject({ ok: true });
    await expect(db.todos.count()).resolves.toBe(0);
    const audit = await db.audit.toArray();
    expect(audit.map((e) => [e.toolName, e.engine, e.status])).toEqual([
      ['add_task', 'manual', 'ok'],
      ['update_task', 'manual', 'ok'],
      ['complete_task', 'manual', 'ok'],
      ['reopen_task', 'manual', 'ok'],
      ['delete_task', 'manual', 'ok'],
    ]);
    expect(audit.every((e) => e.approval?.required === false)).toBe(true);
  });

  it('returns the message of a failure instead of throwing, and writes no task', async () => {
    const { db, actions } = setup();
    await expect(actions.add({ title: '  ' })).resolves.toEqual({ ok: false, error: 'Invalid input: The title cannot be empty' });
    await expect(actions.update(9, { priority: 1 })).resolves.toEqual({ ok: false, error: 'Task #9 not found' });
    await expect(actions.remove(9)).resolves.toEqual({ ok: false, error: 'Task #9 not found' });
    await expect(db.todos.count()).resolves.toBe(0);
    await expect(db.audit.where('status').equals('error').count()).resolves.toBe(3);
  });
});
