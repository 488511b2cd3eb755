import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import {
  completeTodo,
  createTodo,
  listTodoPage,
  listTodoWindow,
  planBoundaries,
  planGroupOf,
  SEARCH_SCAN_LIMIT,
  updateTodo,
  type CreateTodoInput,
  type ListTodosInput,
  type TodoContext,
} from '@/lib/todos';
import { contextAt } from './support';

// Tuesday 10 March 2026, 09:30 local time: "today" and "overdue" are local.
const NOW = new Date(2026, 2, 10, 9, 30);
const local = (day: number, hour = 0, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

/** Creates the tasks one minute apart (later ones newer), then sets the clock to NOW. */
async function seed(inputs: CreateTodoInput[], ctx = contextAt(NOW.toISOString())) {
  for (const [index, input] of inputs.entries()) {
    ctx.clock.now = new Date(NOW.getTime() - (inputs.length - index) * 60_000);
    await createTodo(ctx, input);
  }
  ctx.clock.now = NOW;
  return ctx;
}

const titles = (todos: Todo[]) => todos.map((todo) => todo.title);

/** Every page of a listing, following each page's `next` key. */
async function allPages(ctx: TodoContext, input: ListTodosInput, size: number) {
  const pages: Todo[][] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await listTodoPage(ctx, input, { size, ...(after !== undefined ? { after } : {}) });
    pages.push(page.todos);
    if (!page.more) {
      expect(page.next).toBeUndefined();
      return pages;
    }
    expect(page.todos).toHaveLength(size);
    expect(page.next).toBe(page.todos.at(-1)?.planKey);
    after = page.next;
  }
  throw new Error('paging did not end');
}

const PLAN: CreateTodoInput[] = [
  { title: 'undated p4 old' },
  { title: 'upcoming friday', dueAt: local(13, 12) },
  { title: 'overdue yesterday (date)', dueAt: '2026-03-09' },
  { title: 'today 18:00 p4', dueAt: local(10, 18) },
  { title: 'today (date)', dueAt: '2026-03-10' },
  { title: 'undated p1', priority: 1 },
  { title: 'overdue today 08:00', dueAt: local(10, 8) },
  { title: 'today 18:00 p1', dueAt: local(10, 18), priority: 1 },
  { title: 'tomorrow (date) p2', dueAt: '2026-03-11', priority: 2 },
  { title: 'overdue last week p1', dueAt: local(3, 9), priority: 1 },
  { title: 'undated p4 new' },
];
const PLAN_ORDER = [
  'overdue last week p1',
  'overdue yesterday (date)',
  'overdue today 08:00',
  'today 18:00 p1',
  'today 18:00 p4',
  'today (date)',
  'tomorrow (date) p2',
  'upcoming friday',
  'undated p1',
  'undated p4 new',
  'undated p4 old',
];

describe('listTodoPage: the plan order', () => {
  it('lists overdue, today and upcoming tasks by due time then priority, then undated ones by priority, newest first', async () => {
    const ctx = await seed(PLAN);
    const page = await listTodoPage(ctx, {}, { size: 50 });
    expect(titles(page.todos)).toEqual(PLAN_ORDER);
    expect(page).toMatchObject({ more: false, scanLimited: false });
  });

  it('gives each task its group from its key: a date-only task due today is Today, not overdue', async () => {
    const ctx = await seed(PLAN);
    const bounds = planBoundaries(NOW);
    const { todos } = await listTodoPage(ctx, {}, { size: 50 });
    const groups = Object.fromEntries(todos.map((todo) => [todo.title, planGroupOf(todo.planKey ?? '', bounds)]));
    expect(groups).toEqual({
      'overdue last week p1': 'overdue',
      'overdue yesterday (date)': 'overdue',
      'overdue today 08:00': 'overdue',
      'today 18:00 p1': 'today',
      'today 18:00 p4': 'today',
      'today (date)': 'today',
      'tomorrow (date) p2': 'upcoming',
      'upcoming friday': 'upcoming',
      'undated p1': 'none',
      'undated p4 new': 'none',
      'undated p4 old': 'none',
    });
  });

  it('cuts the groups exactly at now and at local midnight', async () => {
    const ctx = await seed([
      { title: 'due this minute', dueAt: NOW.toISOString() },
      { title: 'a minute ago', dueAt: new Date(NOW.getTime() - 60_000).toISOString() },
      { title: 'midnight tonight', dueAt: local(11, 0) },
      { title: 'a minute before midnight', dueAt: local(10, 23, 59) },
    ]);
    const bounds = planBoundaries(NOW);
    const { todos } = await listTodoPage(ctx, {}, { size: 50 });
    expect(todos.map((todo) => [todo.title, planGroupOf(todo.planKey ?? '', bounds)])).toEqual([
      ['a minute ago', 'overdue'],
      ['due this minute', 'today'],
      ['a minute before midnight', 'today'],
      ['midnight tonight', 'upcoming'],
    ]);
  });

  it('lists completed tasks most recently completed first, after the pending ones', async () => {
    const ctx = await seed([{ title: 'a' }, { title: 'b', dueAt: '2026-03-01' }, { title: 'c' }, { title: 'd' }]);
    for (const [id, minute] of [
      [3, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      ctx.clock.now = new Date(NOW.getTime() + minute * 60_000);
      await completeTodo(ctx, id);
    }
    expect(titles((await listTodoPage(ctx, { status: 'completed' })).todos)).toEqual(['b', 'a', 'c']);
    expect(titles((await listTodoPage(ctx, { status: 'all' })).todos)).toEqual(['d', 'b', 'a', 'c']);
    expect(titles((await listTodoPage(ctx, {})).todos)).toEqual(['d']);
  });

  it('moves a task when its due date, priority or status changes', async () => {
    const ctx = await seed(PLAN);
    await updateTodo(ctx, 11, { dueAt: '2026-03-01' }); // "undated p4 new" becomes the most overdue
    await updateTodo(ctx, 6, { priority: 4 }); // "undated p1" drops behind "undated p4 new"'s old place
    await completeTodo(ctx, 10); // "overdue last week p1" leaves the pending list
    expect(titles((await listTodoPage(ctx, {})).todos)).toEqual([
      'undated p4 new',
      'overdue yesterday (date)',
      'overdue today 08:00',
      'today 18:00 p1',
      'today 18:00 p4',
      'today (date)',
      'tomorrow (date) p2',
      'upcoming friday',
      'undated p1',
      'undated p4 old',
    ]);
  });

  it('lists tasks stored without going through the use cases (an undo, a seed) in their place', async () => {
    const ctx = await seed([{ title: 'later', dueAt: '2026-03-20' }]);
    await ctx.db.todos.bulkAdd([
      { title: 'raw overdue', status: 'pending', priority: 4, dueAt: '2026-03-01', tags: ['x'], createdAt: '', updatedAt: '' },
      { title: 'raw undated', status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' },
    ]);
    await ctx.db.todos.update(1, { dueAt: '2026-02-01' });
    expect(titles((await listTodoPage(ctx, {})).todos)).toEqual(['later', 'raw overdue', 'raw undated']);
    expect(titles((await listTodoPage(ctx, { tag: 'x' })).todos)).toEqual(['raw overdue']);
  });
});

describe('listTodoPage: paging by key', () => {
  it('returns nothing, and no next key, for an empty listing', async () => {
    const ctx = contextAt(NOW.toISOString());
    await expect(listTodoPage(ctx, {}, { size: 5 })).resolves.toEqual({ todos: [], more: false, scanLimited: false });
    await expect(listTodoPage(ctx, { status: 'all', query: 'milk' }, { size: 5 })).resolves.toEqual({ todos: [], more: false, scanLimited: false });
  });

  it('says there is no more when the listing is exactly one page', async () => {
    const ctx = await seed(PLAN);
    const page = await listTodoPage(ctx, {}, { size: PLAN.length });
    expect(page.todos).toHaveLength(PLAN.length);
    expect(page.more).toBe(false);
    const short = await listTodoPage(ctx, {}, { size: PLAN.length - 1 });
    expect(short.more).toBe(true);
    const rest = await listTodoPage(ctx, {}, { size: PLAN.length, ...(short.next ? { after: short.next } : {}) });
    expect(titles(rest.todos)).toEqual(['undated p4 old']);
    expect(rest.more).toBe(false);
  });

  it.each([1, 2, 3, 4, 10, 11, 12])('pages of %i give every task once, in order', async (size) => {
    const ctx = await seed(PLAN);
    const pages = await allPages(ctx, {}, size);
    expect(titles(pages.flat())).toEqual(PLAN_ORDER);
  });

  it('breaks ties of the same due time and priority by id, skipping and repeating nothing across pages', async () => {
    const ctx = await seed(Array.from({ length: 7 }, (_, i) => ({ title: `tie ${i + 1}`, dueAt: '2026-03-12T10:00:00.000Z', priority: 2 })));
    await seed([{ title: 'undated a' }, { title: 'undated b' }], ctx); // same priority, newest first
    for (const size of [1, 2, 3, 7]) {
      const pages = await allPages(ctx, {}, size);
      expect(titles(pages.flat())).toEqual(['tie 1', 'tie 2', 'tie 3', 'tie 4', 'tie 5', 'tie 6', 'tie 7', 'undated b', 'undated a']);
    }
  });

  it('orders undated tasks created in the same millisecond newest first, by id', async () => {
    const ctx = contextAt(NOW.toISOString());
    for (const title of ['a', 'b', 'c']) await createTodo(ctx, { title });
    expect(titles((await allPages(ctx, {}, 1)).flat())).toEqual(['c', 'b', 'a']);
  });

  it('neither skips nor repeats a task when one is completed while paging', async () => {
    const ctx = await seed(PLAN);
    const first = await listTodoPage(ctx, {}, { size: 4 });
    expect(titles(first.todos)).toEqual(PLAN_ORDER.slice(0, 4));
    // Meanwhile one task of the page already shown, and one of the next, are completed.
    await completeTodo(ctx, first.todos[1]!.id);
    const tomorrow = (await ctx.db.todos.toArray()).find((todo) => todo.title === 'tomorrow (date) p2')!;
    await completeTodo(ctx, tomorrow.id);

    const rest: Todo[] = [];
    let page = await listTodoPage(ctx, {}, { size: 4, after: first.next! });
    rest.push(...page.todos);
    while (page.more) {
      page = await listTodoPage(ctx, {}, { size: 4, after: page.next! });
      rest.push(...page.todos);
    }
    expect(titles(rest)).toEqual(PLAN_ORDER.slice(4).filter((title) => title !== 'tomorrow (date) p2'));
  });
});

describe('listTodoPage: filters, each through an index', () => {
  it('lists the tasks due today, and the overdue ones, in plan order', async () => {
    const ctx = await seed(PLAN);
    expect(titles((await listTodoPage(ctx, { due: 'today' })).todos)).toEqual(['overdue today 08:00', 'today 18:00 p1', 'today 18:00 p4', 'today (date)']);
    expect(titles((await listTodoPage(ctx, { due: 'overdue' })).todos)).toEqual(['overdue last week p1', 'overdue yesterday (date)', 'overdue today 08:00']);
    expect(titles((await listTodoPage(ctx, { due: 'none' })).todos)).toEqual(['undated p1', 'undated p4 new', 'undated p4 old']);
    expect(titles((await allPages(ctx, { due: 'today' }, 1)).flat())).toHaveLength(4);
  });

  it('filters completed tasks by due date too, most recently completed first', async () => {
    const ctx = await seed(PLAN);
    for (const [minute, id] of [5, 1, 4].entries()) {
      ctx.clock.now = new Date(NOW.getTime() + minute * 60_000);
      await completeTodo(ctx, id); // today (date), undated p4 old, today 18:00 p4
    }
    expect(titles((await listTodoPage(ctx, { status: 'completed', due: 'today' })).todos)).toEqual(['today 18:00 p4', 'today (date)']);
    expect(titles((await listTodoPage(ctx, { status: 'all', due: 'today' })).todos)).toEqual(['overdue today 08:00', 'today 18:00 p1', 'today 18:00 p4', 'today (date)']);
  });

  it('lists one tag in plan order, by status, and pages it', async () => {
    const ctx = await seed([
      { title: 'home later', tags: ['home'], dueAt: '2026-03-20' },
      { title: 'work', tags: ['work'], dueAt: '2026-03-01' },
      { title: 'home overdue', tags: ['home', 'work'], dueAt: '2026-03-02' },
      { title: 'home undated', tags: ['home'] },
      { title: 'home done', tags: ['home'] },
      { title: 'homework', tags: ['homework'] },
    ]);
    await completeTodo(ctx, 5);
    expect(titles((await listTodoPage(ctx, { tag: 'home' })).todos)).toEqual(['home overdue', 'home later', 'home undated']);
    expect(titles((await listTodoPage(ctx, { tag: '#Home', status: 'completed' })).todos)).toEqual(['home done']);
    expect(titles((await allPages(ctx, { tag: 'home', status: 'all' }, 1)).flat())).toEqual(['home overdue', 'home later', 'home undated', 'home done']);
    expect(titles((await listTodoPage(ctx, { tag: 'home', due: 'overdue' })).todos)).toEqual(['home overdue']);
  });

  it('finds text in the title, description or tags, page by page', async () => {
    const ctx = await seed([
      { title: 'Buy MILK', dueAt: '2026-03-12' },
      { title: 'Shop', description: 'milk and eggs' },
      { title: 'Errand', tags: ['milkman'], dueAt: '2026-03-01' },
      { title: 'Call Ana' },
    ]);
    expect(titles((await listTodoPage(ctx, { query: 'milk' })).todos)).toEqual(['Errand', 'Buy MILK', 'Shop']);
    expect(titles((await allPages(ctx, { query: 'milk' }, 1)).flat())).toEqual(['Errand', 'Buy MILK', 'Shop']);
  });

  it(`searches only the first ${SEARCH_SCAN_LIMIT} tasks of the listing and says so`, async () => {
    const ctx = contextAt(NOW.toISOString());
    const at = NOW.toISOString();
    // Undated, oldest last: the needle made first is beyond the limit, the one made last is the first task.
    await ctx.db.todos.bulkAdd(
      Array.from({ length: SEARCH_SCAN_LIMIT + 10 }, (_, i) => ({
        title: i === 0 || i === SEARCH_SCAN_LIMIT + 9 ? `needle ${i}` : `hay ${i}`,
        status: 'pending' as const,
        priority: 4 as const,
        tags: [],
        createdAt: at,
        updatedAt: at,
      })),
    );
    const page = await listTodoPage(ctx, { query: 'needle' }, { size: 5 });
    expect(titles(page.todos)).toEqual([`needle ${SEARCH_SCAN_LIMIT + 9}`]);
    expect(page).toMatchObject({ more: false, scanLimited: true });

    // Pages of a search share the limit: the second page goes on where the first stopped.
    const first = await listTodoPage(ctx, { query: 'hay' }, { size: SEARCH_SCAN_LIMIT - 5 });
    expect(first).toMatchObject({ more: true, scanLimited: false });
    const second = await listTodoPage(ctx, { query: 'hay' }, { size: 50, after: first.next! });
    expect(second.todos).toHaveLength(4);
    expect(second).toMatchObject({ more: false, scanLimited: true });

    // Without a text query the same listing is read through its index, to the end.
    const all = await allPages(ctx, {}, 1000);
    expect(all.flat()).toHaveLength(SEARCH_SCAN_LIMIT + 10);
  });

  it('does not claim a limit when the search ends exactly at it', async () => {
    const ctx = contextAt(NOW.toISOString());
    await ctx.db.todos.bulkAdd(
      Array.from({ length: SEARCH_SCAN_LIMIT }, (_, i) => ({ title: `hay ${i}`, status: 'pending' as const, priority: 4 as const, tags: [], createdAt: '', updatedAt: '' })),
    );
    await expect(listTodoPage(ctx, { query: 'needle' })).resolves.toMatchObject({ todos: [], more: false, scanLimited: false });
  });
});

describe('listTodoWindow', () => {
  it('reads everything up to the last key shown, plus one page, and follows changes inside it', async () => {
    const ctx = await seed(PLAN);
    const first = await listTodoWindow(ctx, {}, { size: 3 });
    expect(titles(first.todos)).toEqual(PLAN_ORDER.slice(0, 3));
    const second = await listTodoWindow(ctx, {}, { size: 3, through: first.next! });
    expect(titles(second.todos)).toEqual(PLAN_ORDER.slice(0, 6));
    expect(second.next).toBe(second.todos.at(-1)?.planKey);

    // A new task that sorts inside the window shows up in it; the window still ends one page after its key.
    await createTodo(ctx, { title: 'new overdue', dueAt: '2026-03-02' });
    const again = await listTodoWindow(ctx, {}, { size: 3, through: first.next! });
    expect(titles(again.todos)).toEqual(['new overdue', ...PLAN_ORDER.slice(0, 6)]);

    const last = await listTodoWindow(ctx, {}, { size: 50, through: again.next! });
    expect(last.todos).toHaveLength(PLAN.length + 1);
    expect(last.more).toBe(false);
  });

  it('keeps its window when the task it ended on is gone', async () => {
    const ctx = await seed(PLAN);
    const first = await listTodoWindow(ctx, {}, { size: 3 });
    await completeTodo(ctx, first.todos[2]!.id);
    const window = await listTodoWindow(ctx, {}, { size: 2, through: first.next! });
    expect(titles(window.todos)).toEqual([PLAN_ORDER[0], PLAN_ORDER[1], PLAN_ORDER[3], PLAN_ORDER[4]]);
  });
});
