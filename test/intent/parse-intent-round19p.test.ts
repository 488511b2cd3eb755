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

describe("a task's whole title said as an add, then words about that task: never a new task", () => {
  it.each([
    ['clean the garage sorted', 4],
    ['Fix the gate all done thanks', 5],
  ])('%s completes it', async (text, id) => {
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[id, 'completed']]);
  });

  it.each(['fix the gate - no idea yet, got a clash', 'clean the garage task under diy', 'book dentist hmm not sure'])('%s is asked about', async (text) => {
    const { created, changed, reply } = await run(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/haven't (?:changed or added|done) anything/i);
  });

  it('a new task that only starts with a verb of one is still added', async () => {
    const { created } = await run('book dentist for the kids on friday');
    expect(created).toEqual(['Book dentist for the kids']);
  });
});

const several: Batch = {
  now: '2026-03-11T09:00',
  timeZone: 'Europe/Dublin',
  tasks: [
    { id: 1, title: 'Buy printer ink', due: '2026-03-11', tags: ['errands'] },
    { id: 2, title: 'Read chapter 7', due: null, tags: ['study'] },
    { id: 3, title: 'Pay the gas bill', due: '2026-03-09', tags: ['bills'] },
    { id: 4, title: 'Wash the van', due: null },
    { id: 5, title: 'Update CV', due: null },
  ],
  items: [],
};
const runSeveral = async (text: string) => {
  const result = await runItem(several, text);
  const created = result.after.filter((todo) => !result.before.has(todo.id));
  const changed = result.after.filter((todo) => result.before.has(todo.id) && JSON.stringify(todo) !== JSON.stringify(result.before.get(todo.id)));
  return { created: created.map((todo) => todo.title), changed: changed.map((todo) => todo.id) };
};

describe('several named tasks and a change the words do not settle: asked about, never one new task', () => {
  it.each([
    'ink, the van and cv to monday, schedule changed',
    'ink, cv and the van to friday, plans changed again',
    'both chapter 7 and the gas bill - #admin',
    'Both the van and the cv - #weekend thanks',
  ])('%s', async (text) => {
    const { created } = await runSeveral(text);
    expect(created).toEqual([]);
  });
});

describe('"label" or "tag", then a list of names: never a new task tagged with the first name', () => {
  it.each(['label ink, the van and chapter 7 study', 'tag cv, the gas bill and ink admin', 'label jars, boxes and bags'])('%s', async (text) => {
    const { created } = await runSeveral(text);
    expect(created).toEqual([]);
  });
});

describe('"put the X task under <tag>": that task gets the tag, never a new task', () => {
  it.each([
    ['put the gym membership task under money', 1, 'money'],
    ['pls put the gate thing under diy', 5, 'diy'],
    ['put dentist one under health 🙏', 6, 'health'],
  ])('%s', async (text, id, tag) => {
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.tags.includes(tag)])).toEqual([[id, true]]);
  });
});

describe('"change X to Y" where "X to Y" is a task\'s own name: asked, never a rename to Y', () => {
  const letters: Batch = {
    ...batch,
    tasks: [
      { id: 1, title: 'Write to the council', due: '2026-03-13' },
      { id: 2, title: 'Talk to Dad', due: null },
    ],
  };
  it.each(['change write to the council', 'change talk to dad pls'])('%s', async (text) => {
    const result = await runItem(letters, text);
    expect(result.after).toEqual([...result.before.values()]);
  });

  it('a rename said with "to" still renames', async () => {
    const result = await runItem(letters, 'rename talk to dad to Talk to Dad about Easter');
    expect(result.after.find((todo) => todo.id === 2)?.title).toBe('Talk to Dad about Easter');
  });
});

describe('"make X at <time>" with no task called X: asked, never added as "Make X"', () => {
  it.each(['make swimming lesson at 5', 'make band practice at 4pm thanks', 'set the plumber visit at 10am pls', 'make yoga 6pm instead'])('%s', async (text) => {
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('with a day said, it is still added', async () => {
    const { created } = await run('make copies of the rota tomorrow at 9');
    expect(created).toEqual(['Make copies of the rota']);
  });
});
