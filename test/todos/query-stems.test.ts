import { describe, expect, it } from 'vitest';
import { createTodo, listTodos, type CreateTodoInput } from '@/lib/todos';
import { contextAt } from './support';

const NOW = new Date(2026, 2, 10, 9, 30);

async function seed(inputs: CreateTodoInput[]) {
  const ctx = contextAt(NOW.toISOString());
  for (const [index, input] of inputs.entries()) {
    ctx.clock.now = new Date(NOW.getTime() - (inputs.length - index) * 60_000); // later ones are newer
    await createTodo(ctx, input);
  }
  ctx.clock.now = NOW;
  return async (query: string) => (await listTodos(ctx, { query })).map((todo) => todo.title).sort();
}

const TASKS: CreateTodoInput[] = [
  { title: 'Jog round the park' },
  { title: 'Go for a run' },
  { title: 'Prune the roses' },
  { title: 'Runner beans from the allotment' },
  { title: 'Cook dinner for mum' },
  { title: 'Cookery book for Sam' },
  { title: 'Ring the plumber about the boiler' },
  { title: 'Book swimming lessons' },
  { title: 'Parties for the ward', description: 'sort the rota' },
  { title: 'Bake a cake', tags: ['baking'] },
  { title: 'New phone case' },
  { title: 'Read the news' },
  { title: 'Universe documentary' },
  { title: 'Pay the gas bill' },
];

describe('a list query finds another form of its words', () => {
  it('finds a task whose title says the word in another form (running, plumbers, cooking)', async () => {
    const titles = await seed(TASKS);
    await expect(titles('running')).resolves.toEqual(['Go for a run']);
    await expect(titles('runs')).resolves.toEqual(['Go for a run']);
    await expect(titles('plumbers')).resolves.toEqual(['Ring the plumber about the boiler']);
    await expect(titles('cooking')).resolves.toEqual(['Cook dinner for mum']);
    await expect(titles('swim')).resolves.toEqual(['Book swimming lessons']);
    await expect(titles('party')).resolves.toEqual(['Parties for the ward']);
    await expect(titles('bakes')).resolves.toEqual(['Bake a cake']);
  });

  it('matches every word of a longer query in any form and order', async () => {
    const titles = await seed(TASKS);
    await expect(titles('plumber rings')).resolves.toEqual(['Ring the plumber about the boiler']);
    await expect(titles('the cooked dinners')).resolves.toEqual(['Cook dinner for mum']);
    await expect(titles('plumber dinner')).resolves.toEqual([]);
  });

  it('still finds the text as typed, inside words too', async () => {
    const titles = await seed(TASKS);
    await expect(titles('cook')).resolves.toEqual(['Cook dinner for mum', 'Cookery book for Sam']);
    await expect(titles('plumb')).resolves.toEqual(['Ring the plumber about the boiler']);
  });

  it('never widens to a different word (prune, runner, new for news, universe for university)', async () => {
    const titles = await seed(TASKS);
    await expect(titles('running')).resolves.not.toContain('Prune the roses');
    await expect(titles('running')).resolves.not.toContain('Runner beans from the allotment');
    await expect(titles('news')).resolves.toEqual(['Read the news']);
    await expect(titles('university')).resolves.toEqual([]);
    await expect(titles('gases')).resolves.toEqual([]);
  });

  it('finds a hyphenated word said without its hyphen ("pagibig" for "Pag-IBIG")', async () => {
    const titles = await seed([...TASKS, { title: 'Update Pag-IBIG membership' }, { title: 'Hotel check-in call' }]);
    await expect(titles('pagibig')).resolves.toEqual(['Update Pag-IBIG membership']);
    await expect(titles('checkin')).resolves.toEqual(['Hotel check-in call']);
  });
});
