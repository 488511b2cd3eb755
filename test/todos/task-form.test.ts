import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import { formFromTodo, formToChanges, localIsoDateTime } from '@/lib/todos';

const todo: Todo = {
  id: 3,
  title: 'Buy milk',
  status: 'pending',
  priority: 2,
  dueAt: '2026-03-12',
  tags: ['shop', 'home'],
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
};

describe('the editor', () => {
  it('starts from the task and finds no changes when nothing was touched', () => {
    const values = formFromTodo(todo);
    expect(values).toEqual({ title: 'Buy milk', description: '', dueDate: '2026-03-12', dueTime: '', priority: '2', tags: 'shop, home', url: '' });
    expect(formToChanges(values, todo)).toEqual({ ok: true, value: {} });
  });

  it('sets, keeps and clears a link: only a changed link is sent, an emptied one as null', () => {
    const linked = { ...todo, url: 'https://example.com/a' };
    expect(formFromTodo(linked).url).toBe('https://example.com/a');
    expect(formToChanges(formFromTodo(linked), linked)).toEqual({ ok: true, value: {} });
    expect(formToChanges({ ...formFromTodo(linked), url: ' https://example.com/b ' }, linked)).toEqual({ ok: true, value: { url: 'https://example.com/b' } });
    expect(formToChanges({ ...formFromTodo(linked), url: '' }, linked)).toEqual({ ok: true, value: { url: null } });
  });

  it('sends only the changed fields, with null for a cleared due date', () => {
    const values = { ...formFromTodo(todo), title: 'Buy oat milk', dueDate: '', priority: '1', tags: 'shop' };
    expect(formToChanges(values, todo)).toEqual({ ok: true, value: { title: 'Buy oat milk', dueAt: null, priority: 1, tags: ['shop'] } });
  });

  it('keeps a due time as a local date-time with the offset, and shows it back in local time', () => {
    const values = { ...formFromTodo(todo), dueTime: '14:30' };
    const changes = formToChanges(values, todo);
    expect(changes.ok && changes.value.dueAt).toBe(localIsoDateTime('2026-03-12', '14:30'));
    const dueAt = localIsoDateTime('2026-03-12', '14:30');
    expect(dueAt).toMatch(/^2026-03-12T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(dueAt).getHours()).toBe(14);
    expect(formFromTodo({ ...todo, dueAt })).toMatchObject({ dueDate: '2026-03-12', dueTime: '14:30' });
  });
});
