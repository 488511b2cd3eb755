import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 29 (part b): edits of one task. Own phrasings of the families behind batch 27's and 28's edit misses
 * (test/fixtures/blind-batch-27.json, -28.json), in other trades and other words, not their sentences.
 */
const turn = turnAt({
  now: '2029-05-08T10:40',
  timeZone: 'Europe/London',
  tasks: [
    { id: 1, title: 'Order flour from the mill', due: '2029-05-10' },
    { id: 2, title: 'Service the bread oven', due: '2029-05-14T08:00' },
    { id: 3, title: 'Pay the van lease', due: '2029-05-11' },
    { id: 4, title: 'Staff rota for June' },
    { id: 5, title: 'Wedding cake tasting', due: '2029-05-12T11:00' },
    { id: 6, title: 'Renew food hygiene certificate', due: '2029-05-20' },
  ],
});

/** `text` changes only task `id`, and that task now reads as `expected`. */
async function changesOnly(text: string, id: number, expected: { due?: string; priority?: number; title?: string }) {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  expect(
    changed.map((todo) => todo.id),
    text,
  ).toEqual([id]);
  const todo = changed[0]!;
  if (expected.due) expect(todo.dueAt?.slice(0, expected.due.length), text).toBe(expected.due);
  if (expected.priority) expect(todo.priority, text).toBe(expected.priority);
  if (expected.title) expect(todo.title, text).toBe(expected.title);
}

describe('a change, then a clause of its own with no comma (run-on dictation): why, never the name', () => {
  it.each([
    ['move the oven service to thursday the engineer rang this morning', 2, { due: '2029-05-10' }],
    ['push the van lease to the 15th the bank transfer bounced', 3, { due: '2029-05-15' }],
    ['change the cake tasting to 2pm Priya just emailed', 5, { due: '2029-05-12T14:00' }],
    ['move the flour order to friday the mill cant deliver any sooner', 1, { due: '2029-05-11' }],
    ['make the hygiene certificate urgent the inspector said it lapses soon', 6, { priority: 1 }],
    ['set the staff rota for friday i promised the team', 4, { due: '2029-05-11' }],
  ])('%s', async (text, id, expected) => changesOnly(text, id, expected));

  it('a run-on clause after a sentence mark reads the same', async () => {
    await changesOnly('Could you move the cake tasting to 1:30 p.m.? Priya just rang.', 5, { due: '2029-05-12T13:30' });
  });

  it('(guard) a new name that reads as a clause stays the name', async () => {
    await changesOnly('rename the staff rota to Tom says rota', 4, { title: 'Tom says rota' });
  });
});

describe('a time said in words after a change: the task moved to it', () => {
  it.each([
    ['move the cake tasting to four thirty', 5, '2029-05-12T16:30'],
    ['move cake tasting saturday to half past three', 5, '2029-05-12T15:30'],
    ['push the oven service to nine fifteen', 2, '2029-05-14T09:15'],
  ])('%s', async (text, id, due) => changesOnly(text, id, { due }));
});

describe('"mark <task> as important": a higher priority', () => {
  it.each([
    ['mark the van lease as important', 3],
    ['flag the hygiene certificate as important', 6],
    ['mark the flour order as a priority', 1],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, deleted], text).toEqual([[], []]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.priority ?? 4).toBeLessThanOrEqual(2);
  });
});

describe('"<task words>: <change of it>": the named task changed', () => {
  it.each([['van lease: bring it forward to thursday', 3, { due: '2029-05-10' }]])('%s', async (text, id, expected) => changesOnly(text, id, expected));

  it('a spaced dash sets the name off as a colon does', async () => {
    await changesOnly('flour order - pull it forward to wednesday', 1, { due: '2029-05-09' });
  });

  it('(guard) words no task has, with a change, add nothing', async () => {
    const { created, changed, deleted } = await turn('gutter quote: bring it forward to wednesday');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('a change, then "and remind me <so long> before": both said of the one task', () => {
  it.each([
    ['move the cake tasting to 3pm and remind me 20 mins before', 5, '2029-05-12T15:00', 20],
    ['oven service: set it for 9am, ping me an hour ahead', 2, '2029-05-14T09:00', 60],
  ])('%s', async (text, id, due, minutes) => {
    await changesOnly(text, id, { due });
    const { changed } = await turn(text);
    expect(changed[0]!.remindBefore, text).toBe(minutes);
  });
});

describe('a request of another kind, then a clause of its own run on: the request, the clause left out', () => {
  const run = turnAt({
    now: '2029-05-08T10:40',
    timeZone: 'Europe/London',
    tasks: [
      { id: 1, title: 'Deliver the rye loaves', due: '2029-05-09T07:00', recurrence: 'FREQ=DAILY' },
      { id: 2, title: 'Pay the electricity bill', due: '2029-05-07', completed: true },
      { id: 3, title: 'Clean the proving cabinet', due: '2029-05-10' },
    ],
  });
  it('a skip, then the speaker away', async () => {
    const { created, changed, deleted } = await run('skip the rye delivery tomorrow the cafe owner just texted me');
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => todo.id)).toEqual([1]);
  });
  it('a reopen, then what went wrong', async () => {
    const { created, changed, deleted } = await run('unmark the electricity bill the card got declined');
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[2, 'pending']]);
  });
  it('a removal, then who does it now', async () => {
    const { created, changed, deleted } = await run('delete the proving cabinet clean marco is doing it on friday');
    expect([created, changed]).toEqual([[], []]);
    expect(deleted).toEqual([3]);
  });
});
