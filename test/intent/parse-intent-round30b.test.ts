import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 30 (part b): edits and several at once. Own phrasings of the families batches 29 and 30 missed
 * (test/fixtures/blind-batch-29.json, -30.json), in other trades and other words, not their sentences.
 * Now is Thursday 2029-05-10, 10:00, in Edinburgh.
 */
const turn = turnAt({
  now: '2029-05-10T10:00',
  timeZone: 'Europe/London',
  tasks: [
    { id: 1, title: 'Team standup', due: '2029-05-11T09:30', tags: ['bakery'] },
    { id: 2, title: 'Drop the van at the garage', due: '2029-05-14' },
    { id: 3, title: 'Swim with Callum', due: '2029-05-13T10:00', recurrence: 'FREQ=WEEKLY;BYDAY=SU' },
    { id: 4, title: 'Buy Sunday roast' },
    { id: 5, title: 'Ring the plumber about the boiler', due: '2029-05-11' },
    { id: 6, title: 'Choir practice', due: '2029-05-15T19:00' },
    { id: 7, title: 'Cancel the Sunday papers' },
    { id: 8, title: "Book Isla's eye test", tags: ['kids'] },
    { id: 9, title: 'Pick Isla up from ballet', due: '2029-05-16T17:00', tags: ['kids'] },
    { id: 10, title: 'Email Dr Okafor the lab results', due: '2029-05-18' },
    { id: 11, title: 'Meeting with Dr Okafor', due: '2029-05-22T14:00' },
    { id: 12, title: 'Pay the window cleaner', due: '2029-05-19' },
    { id: 13, title: 'Reply to Morag about the wedding cake' },
    { id: 14, title: 'Order the cake boxes', tags: ['bakery'] },
    { id: 15, title: 'Deep clean the ovens' },
    { id: 16, title: 'Prepare for the hygiene inspection', due: '2029-05-21' },
    { id: 17, title: 'Get a quote for the shop sign', priority: 1 },
  ],
});
const added = addsOf(turn);

/** What `text` changed: each task changed as [id, due to the minute]; nothing added or removed. */
async function dueChanges(text: string): Promise<Array<[number, string | undefined]>> {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  return changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)]);
}

describe("a change's new time in 24-hour digits", () => {
  it.each([
    ['the standup one, change the time to 1015', 1, '2029-05-11T10:15'],
    ['choir practice moved to 1930', 6, '2029-05-15T19:30'],
    ['the plumber one - make it 0800', 5, '2029-05-11T08:00'],
    ['choir practice starts 1830 not 7', 6, '2029-05-15T18:30'],
    ['standup at 0945 instead', 1, '2029-05-11T09:45'],
    ['push the standup to 1100, the ovens are late', 1, '2029-05-11T11:00'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });

  it.each([
    ["callum's swim is actually 11:00 start", 3, '2029-05-13T11:00'],
    ['choir practice is now 7:30pm doors', 6, '2029-05-15T19:30'],
  ])('a word naming the new time after it: %s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });

  it('an add keeps such a word in its title', async () => {
    expect(await added('add five-a-side saturday 3pm kick off')).toEqual([['Five-a-side kick off', '2029-05-12T15:00']]);
  });

  it('"no" between the new time and the old one is "not"', async () => {
    expect(await dueChanges('choir practice is at 20:00 now no 19:00')).toEqual([[6, '2029-05-15T20:00']]);
  });
});

describe('Scottish day words: "the morra", "fae", "tae", "nae chance"', () => {
  it.each([
    ['drop the van at the garage the morra instead', 2, '2029-05-11'],
    ['choir practice - do it the morra at 1900', 6, '2029-05-11T19:00'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });

  it('moves everything "fae the morra"', async () => {
    const { changed, created, deleted } = await turn('shift everything fae the morra tae monday, the shop is shut');
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, new Date(todo.dueAt!).toISOString().slice(0, 10)]).sort()).toEqual([
      [1, '2029-05-14'],
      [5, '2029-05-14'],
    ]);
  });

  it('a title keeps "fae" where no day follows it', async () => {
    expect(await added('add collect the kids fae school on friday')).toEqual([['Collect the kids fae school', '2029-05-11']]);
  });
});

describe('a name said with the day its task is on, the day word also in other titles', () => {
  it.each([
    ["callum's this sunday make it 1100", 3, '2029-05-13T11:00'],
    ['the callum one on sunday, make it 0930', 3, '2029-05-13T09:30'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });
});

describe('a reason after a change that refuses the old day', () => {
  it.each([
    ["push choir practice to thursday, no chance i'm doing it tuesday", 6, '2029-05-17T19:00'],
    ['move the van to friday, cannae do it monday', 2, '2029-05-11'],
    ["move the plumber to monday, can't face it tomorrow", 5, '2029-05-14'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });
});

describe('a group\'s tasks tagged: "tag all X\'s stuff Y", "tag all the X ones #Y"', () => {
  it.each([
    ["tag all isla's stuff family too", [8, 9], 'family'],
    ['label all the isla ones school', [8, 9], 'school'],
    ['tag all the dr okafor ones #research', [10, 11], 'research'],
    ["tag all of dr okafor's tasks #research", [10, 11], 'research'],
  ])('%s', async (text, ids, tag) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => todo.id).sort((a, b) => a - b)).toEqual(ids);
    for (const todo of changed) expect(todo.tags).toContain(tag);
  });
});

describe('why first, then "so" and the change', () => {
  it("skips: callum's off sick sunday so skip this week's swim", async () => {
    expect(await dueChanges("callum's off sick sunday so skip this week's swim")).toEqual([[3, '2029-05-20T10:00']]);
  });

  it('moves: the plumber rang so move the boiler one to monday', async () => {
    expect(await dueChanges('the plumber rang so move the boiler one to monday')).toEqual([[5, '2029-05-14']]);
  });

  it('removes the tasks named after "so"', async () => {
    const { created, changed, deleted } = await turn("the van's been sold so delete the garage one and the window cleaner");
    expect([created, changed]).toEqual([[], []]);
    expect(deleted.sort((a, b) => a - b)).toEqual([2, 12]);
  });

  it('an add after "so" is not read this way', async () => {
    const { changed, deleted } = await turn("the van's been sold so buy a bus pass");
    expect([changed, deleted]).toEqual([[], []]);
  });
});

describe('news, a comma, then a change that names its own tasks', () => {
  it.each([
    ["bank holiday on monday, move all of monday's stuff to tuesday", 2, '2029-05-15'],
    ['power cut at the bakery, push the standup to 1130', 1, '2029-05-11T11:30'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });

  it.each([
    ['the plumber rang, choir practice moved to friday', 6, '2029-05-11T19:00'],
    ['callum texted - swim is now 11am', 3, '2029-05-13T11:00'],
  ])('someone got in touch, then the change they brought (who rang is no task to move): %s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });

  it('two requests are not news and one: the first is never dropped for the second', async () => {
    const { changed } = await turn('cancel the sunday papers, move choir practice to friday');
    expect(changed.map((todo) => todo.id)).not.toEqual([6]);
  });
});

describe('"tick em off" after the tasks done', () => {
  it('one verb in the past, two names, then tick em off', async () => {
    const { created, changed, deleted } = await turn('paid the window cleaner and the okafor lab results, tick em off');
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.status]).sort()).toEqual([
      [10, 'completed'],
      [12, 'completed'],
    ]);
  });
});

describe('a name with more words than its title', () => {
  it.each([
    // "enquiry" says what kind of matter, the word before it what it is about.
    ["morag's cake enquiry, make that tomorrow", 13, '2029-05-11'],
    // What is done before an event is the head of the name, not the event.
    ['clean ovens before the inspection, set it for the 20th', 15, '2029-05-20'],
  ])('%s', async (text, id, due) => {
    expect(await dueChanges(text)).toEqual([[id, due]]);
  });
});

describe('a priority settled last, said as enough', () => {
  it.each([
    ["the shop sign quote isn't urgent anymore, the landlord's away. medium is fine", 2],
    ["the shop sign quote isn't urgent, low's fine", 4],
  ])('%s', async (text, priority) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[17, priority]]);
  });
});

describe('a priority change, then news with when it came, or "give it" a level', () => {
  it.each([
    ['make the cake boxes urgent, had three orders in for them today', 14, 1],
    ['bump the shop sign quote to medium, got another email from the landlord this week', 17, 2],
    ["isla's eye test - give it medium priority", 8, 2],
    ['the window cleaner one - give it low priority', 12, 4],
  ])('%s', async (text, id, priority) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    // The day in the news is when it came, never a new due day.
    expect(changed.map((todo) => [todo.id, todo.priority, todo.dueAt?.slice(0, 10)])).toEqual([[id, priority, id === 12 ? '2029-05-19' : undefined]]);
  });
});

describe('a reminder before "to" a task named (an article, a possessive), not a new task', () => {
  it.each([
    ['add a reminder 20 min before to the choir practice', 6, 20],
    ['set a remind 1 hour before to callums swim', 3, 60],
    ["add an alert 15 minutes before to isla's ballet pickup", 9, 15],
  ])('%s', async (text, id, minutes) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.remindBefore])).toEqual([[id, minutes]]);
  });

  it('"to" and a verb is still a new task, reminded early', async () => {
    const { created, changed } = await turn('add a reminder 15 minutes before to phone the bank at 2pm tomorrow');
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([['Phone the bank', '2029-05-11T14:00']]);
  });
});
