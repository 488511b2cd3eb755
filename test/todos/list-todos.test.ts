import { describe, expect, it } from 'vitest';
import { completeTodo, createTodo, listTodos, type CreateTodoInput } from '@/lib/todos';
import { contextAt } from './support';

// Tuesday 10 March 2026, 09:30 local time: due filters work in the local time zone.
const NOW = new Date(2026, 2, 10, 9, 30);

async function seed(inputs: CreateTodoInput[]) {
  const ctx = contextAt(NOW.toISOString());
  const ids: Record<string, number> = {};
  for (const [index, input] of inputs.entries()) {
    ctx.clock.now = new Date(NOW.getTime() - (inputs.length - index) * 60_000); // later ones are newer
    ids[input.title] = (await createTodo(ctx, input)).id;
  }
  ctx.clock.now = NOW;
  const titles = async (filter: unknown) => (await listTodos(ctx, filter)).map((todo) => todo.title);
  return { ctx, ids, titles };
}

describe('listTodos', () => {
  it('lists pending tasks by default, newest first, and completed ones after them', async () => {
    const { ctx, ids, titles } = await seed([{ title: 'first' }, { title: 'second' }, { title: 'third' }]);
    await completeTodo(ctx, ids.second);
    await expect(titles(undefined)).resolves.toEqual(['third', 'first']);
    await expect(titles({})).resolves.toEqual(['third', 'first']);
    await expect(titles({ status: 'completed' })).resolves.toEqual(['second']);
    await expect(titles({ status: 'all' })).resolves.toEqual(['third', 'first', 'second']);
  });

  it('orders tasks created in the same millisecond by id, newest first', async () => {
    const ctx = contextAt(NOW.toISOString());
    for (const title of ['a', 'b', 'c']) await createTodo(ctx, { title });
    await expect(listTodos(ctx).then((todos) => todos.map((t) => t.title))).resolves.toEqual(['c', 'b', 'a']);
  });

  it('finds a text query in the title, description or tags, ignoring case', async () => {
    const { titles } = await seed([{ title: 'Buy MILK' }, { title: 'Shop', description: 'milk and eggs' }, { title: 'Errand', tags: ['milkman'] }, { title: 'Call Ana' }]);
    await expect(titles({ query: 'milk' })).resolves.toEqual(['Errand', 'Shop', 'Buy MILK']);
    await expect(titles({ query: 'nothing like it' })).resolves.toEqual([]);
  });

  it('finds a tag written as one word when the query says it apart ("home office" for #homeoffice)', async () => {
    const { titles } = await seed([{ title: 'Paint the study', tags: ['homeoffice'] }, { title: 'New desk lamp', tags: ['home-office'] }, { title: 'Office party' }]);
    await expect(titles({ query: 'home office' })).resolves.toEqual(['New desk lamp', 'Paint the study']);
  });

  it('filters by one tag, with or without #', async () => {
    const { titles } = await seed([
      { title: 'a', tags: ['work'] },
      { title: 'b', tags: ['home', 'work'] },
      { title: 'c', tags: ['home'] },
    ]);
    await expect(titles({ tag: 'work' })).resolves.toEqual(['b', 'a']);
    await expect(titles({ tag: '#Home' })).resolves.toEqual(['c', 'b']);
  });

  describe('by due date, in local time', () => {
    const tasks: CreateTodoInput[] = [
      { title: 'today (date)', dueAt: '2026-03-10' },
      { title: 'today 08:00', dueAt: '2026-03-10T08:00' },
      { title: 'today 18:00', dueAt: '2026-03-10T18:00' },
      { title: 'tomorrow', dueAt: '2026-03-11' },
      { title: 'sunday', dueAt: '2026-03-15T23:00' },
      { title: 'next monday', dueAt: '2026-03-16' },
      { title: 'yesterday', dueAt: '2026-03-09' },
      { title: 'no date' },
    ];

    it.each([
      ['today', ['today 08:00', 'today 18:00', 'today (date)']],
      ['tomorrow', ['tomorrow']],
      ['this_week', ['today 08:00', 'today 18:00', 'today (date)', 'tomorrow', 'sunday']],
      ['overdue', ['yesterday', 'today 08:00']],
      ['none', ['no date']],
    ])('due %s', async (due, expected) => {
      const { titles } = await seed(tasks);
      await expect(titles({ due })).resolves.toEqual(expected);
    });

    it('due within an explicit range [from, to)', async () => {
      const { titles } = await seed(tasks);
      await expect(titles({ due: { from: '2026-03-11', to: '2026-03-16' } })).resolves.toEqual(['tomorrow', 'sunday']);
    });

    it('this week on a Sunday is just that Sunday', async () => {
      const { ctx } = await seed(tasks);
      ctx.now = () => new Date(2026, 2, 15, 12, 0);
      const titles = (await listTodos(ctx, { due: 'this_week' })).map((t) => t.title);
      expect(titles).toEqual(['sunday']);
    });
  });

  it('combines filters and honours a limit', async () => {
    const { titles } = await seed([
      { title: 'milk', tags: ['shop'], dueAt: '2026-03-10' },
      { title: 'milk again', tags: ['shop'] },
      { title: 'bread', tags: ['shop'], dueAt: '2026-03-10' },
    ]);
    await expect(titles({ tag: 'shop', query: 'milk', due: 'today' })).resolves.toEqual(['milk']);
    await expect(titles({ limit: 2 })).resolves.toEqual(['milk', 'bread']);
  });

  it.each([
    [{ status: 'done' }, /Invalid input/],
    [{ due: 'someday' }, /Invalid input/],
    [{ due: { from: 'tomorrow' } }, /valid ISO 8601 date/],
  ])('refuses the filter %j with a clear message', async (filter, message) => {
    const { ctx } = await seed([{ title: 'a' }]);
    await expect(listTodos(ctx, filter)).rejects.toThrow(message);
  });
});
