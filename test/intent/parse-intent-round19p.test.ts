import { describe, expect, it } from 'vitest';
import type { Batch } from './blind-batch';
import { runItem } from './blind-batch';

/*
 * Issue 20, property round (p20): the families the two safety properties found on random seeds
 * (test/intent/edit-property.test.ts, several-tasks-property.test.ts), in other words than theirs.
 * Each request is done as meant or asked about; none adds a task or changes one not named.
 */
const batch: Batch = {
  now: '2026-03-11T09:00',
  timeZone: 'Europe/Dublin',
  tasks: [
    { id: 1, title: 'Cancel gym membership', due: null },
    { id: 2, title: 'Finish the tax form', due: '2026-03-20', priority: 3 },
    { id: 3, title: 'Close old bank account', due: null },
    { id: 4, title: 'Clean the garage', due: null, tags: ['home'] },
    { id: 5, title: 'Fix the gate', due: '2026-03-14' },
    { id: 6, title: 'Book dentist', due: null },
  ],
  items: [],
};
const run = async (text: string) => {
  const result = await runItem(batch, text);
  const created = result.after.filter((todo) => !result.before.has(todo.id));
  const changed = result.after.filter((todo) => result.before.has(todo.id) && JSON.stringify(todo) !== JSON.stringify(result.before.get(todo.id)));
  return { created: created.map((todo) => todo.title), changed, reply: result.reply };
};

describe('a task whose own title starts with a verb of ending, then "should be" and a change', () => {
  it.each([
    ['cancel gym membership should be low priority', 1, 4],
    ['finish the tax form needs to be p1', 2, 1],
    ['close old bank account is now urgent', 3, 1],
    ['hmm cancel gym membership needs to be high priority since it renews soon', 1, 1],
  ])('%s', async (text, id, priority) => {
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[id, priority]]);
  });
});

