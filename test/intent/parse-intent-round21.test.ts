import { describe, expect, it } from 'vitest';
import { expectNothingWritten } from './expect-nothing-written';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 21: everyday requests understood or asked about, never a junk task. Own phrasings of
 * the families the edit property (FC_SEED 11, 19) and batch 19 (test/fixtures/blind-batch-19.json) found.
 */
const turn = turnAt({
  now: '2027-03-10T09:00',
  timeZone: 'Pacific/Auckland',
  tasks: [
    { id: 1, title: 'Pay the water rates', due: null },
    { id: 2, title: 'Anniversary present for Kate', due: '2027-03-20' },
  ],
});
const added = async (text: string) => {
  const { created, changed } = await turn(text);
  expect(changed).toEqual([]);
  expect(created).toHaveLength(1);
  const [todo] = created;
  return { title: todo!.title, dueAt: todo!.dueAt ?? null, tags: todo!.tags ?? [], priority: todo!.priority, recurrence: todo!.recurrence ?? null };
};

describe('"name: day" whose name only loosely fits one task asks about that task', () => {
  it.each(['kat present: thurs', 'kates prsent - tues', 'aniversary present: fri', 'prezent for kate: weds'])('%s', async (text) => {
    const said = await turn(text);
    expectNothingWritten(said);
    expect(said.reply).toContain('Did you mean “Anniversary present for Kate”');
  });

  it.each(['the roofer: tues', 'gym induction - thurs'])('one naming no task still asks without a name: %s', async (text) => {
    const said = await turn(text);
    expectNothingWritten(said);
    expect(said.reply).not.toContain('Did you mean');
  });
});

describe('"next week" and a time straight after are one date: that Monday at the time', () => {
  it.each([
    ['dentist check next week at 9.15am', 'Dentist check', '2027-03-15T09:15'],
    ['service the mower next week 3pm', 'Service the mower', '2027-03-15T15:00'],
    ['ring the accountant sometime next week at 11:30', 'Ring the accountant', '2027-03-15T11:30'],
  ])('%s', async (text, title, due) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.dueAt).toContain(due);
  });

  it.each(['the gutters: next week at 8.30am', 'bike service - next week 4pm'])('"name: next week <time>" naming no task is asked about: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });
});

