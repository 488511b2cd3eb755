import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 27 (part a): adds. Own phrasings of the families batch 26 missed (test/fixtures/blind-batch-26.json), in
 * other words and other trades, not its sentences.
 */
const turn = turnAt({
  now: '2029-03-07T15:10',
  timeZone: 'Europe/Berlin',
  tasks: [
    { id: 1, title: 'Invoice the Keller job', due: '2029-03-09', tags: ['work'] },
    { id: 2, title: 'Service the van', due: '2029-03-12' },
    { id: 3, title: 'Order tiles for the bathroom refit', tags: ['work'] },
    { id: 4, title: 'Pilates', due: '2029-03-12T18:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
  ],
});
const added = addsOf(turn);

async function noneAdded(text: string): Promise<void> {
  const { created, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
}

describe('a bare task line that starts with an everyday verb adds', () => {
  it.each([
    ['reserve a meeting room for the audit', 'Reserve a meeting room for the audit'],
    ['confirm the headcount with the caterer', 'Confirm the headcount with the caterer'],
    ['check tyre tread on the trailer', 'Check tyre tread on the trailer'],
    ['check the fire extinguisher expiry date', 'Check the fire extinguisher expiry date'],
    ['check on the scaffold hire for the gable end', 'Check on the scaffold hire for the gable end'],
    ['suggest a cheaper flour supplier to the owner', 'Suggest a cheaper flour supplier to the owner'],
    ['make a packing list for the trade fair', 'Make a packing list for the trade fair'],
    ['ask the landlord when the boiler gets serviced', 'Ask the landlord when the boiler gets serviced'],
    ['ask jonas what size the shelf brackets are', 'Ask jonas what size the shelf brackets are'],
    ['measure the hallway for the new runner', 'Measure the hallway for the new runner'],
    ['photocopy the lease agreement', 'Photocopy the lease agreement'],
    ['verify the payroll totals for the night shift', 'Verify the payroll totals for the night shift'],
    ['bring the spare charger to the workshop', 'Bring the spare charger to the workshop'],
    ['borrow a ladder from the neighbours', 'Borrow a ladder from the neighbours'],
    ["walk the neighbours' spaniel before lunch", "Walk the neighbours' spaniel before lunch"],
  ])('%s', async (text, title) => {
    expect(await added(text)).toEqual([[title, undefined]]);
  });
});

describe('questions, news and changes said with those verbs still add nothing', () => {
  it.each([
    'check what is due on friday',
    'check my list for tomorrow',
    'check on my tasks for today',
    'make it high priority',
    'make the van one urgent',
    'ask me again later',
    'reserve me a table for two',
    'checked the tyre pressure already',
    'confirmed the caterer yesterday',
    'check the van one',
    'can u post the team photo on facebook for me',
    'make the dinner with the in-laws 7.15',
    'check it again',
  ])('%s', async (text) => {
    await noneAdded(text);
  });
});

describe('a request wrapped in a sigh, a greeting or a story: the request alone is added', () => {
  it.each([
    ['sigh i have to rewrite the safety briefing for the new starters, due friday', 'Rewrite the safety briefing for the new starters', '2029-03-09'],
    ['oof i need to replace the bike chain, the old one snapped. sometime this weekend', 'Replace the bike chain', '2029-03-10'],
    ['oh no nearly forgot. collect the dry cleaning from the tailor tomorrow', 'Collect the dry cleaning from the tailor', '2029-03-08'],
    ['hi there 👋 could you add renew the forklift licence, friday', 'Renew the forklift licence', '2029-03-09'],
    ['the boss was in a foul mood all shift. add soak the grout brushes tomorrow', 'Soak the grout brushes', '2029-03-08'],
    ['replace the leaking tap washer tomorrow huhu', 'Replace the leaking tap washer', '2029-03-08'],
  ])('%s', async (text, title, due) => {
    expect((await added(text)).map(([name, at]) => [name, at?.slice(0, 10)])).toEqual([[title, due]]);
  });
});

describe('a task asked as a doubt, then "add it": the doubted task is added', () => {
  it.each([
    ['repaint the garden fence? does anyone even bother lol. add it anyway', 'Repaint the garden fence'],
    ['sell the old drum kit?? not sure. ok add it, i will decide later', 'Sell the old drum kit'],
    ['cancel the magazine subscription? hmm add it', 'Cancel the magazine subscription'],
  ])('%s', async (text, title) => {
    expect(await added(text)).toEqual([[title, undefined]]);
  });
});

describe('the talk alone is never added', () => {
  it.each(['long day today. the boss was in a mood', 'sigh. mondays', 'hi there 👋', 'does anyone even bother with that lol', 'what is due friday? add it'])('%s', async (text) => {
    await noneAdded(text);
  });
});

const lateTurn = turnAt({ now: '2029-03-07T22:15', timeZone: 'Europe/Berlin', tasks: [{ id: 1, title: 'Invoice the Keller job', due: '2029-03-09' }] });
const lateAdded = addsOf(lateTurn);
const morningAdded = addsOf(turnAt({ now: '2029-03-07T09:05', timeZone: 'Europe/Berlin', tasks: [] }));

describe('hours said late in the evening', () => {
  it.each([
    ['phone the depot manager at 2am tonight', 'Phone the depot manager', '2029-03-08T02:00'],
    ['tonight at 1am check the server backups', 'Check the server backups', '2029-03-08T01:00'],
    ['later at 11 lock up the greenhouse', 'Lock up the greenhouse', '2029-03-07T23:00'],
    ['mamaya at 11:30 close the shop shutters', 'Close the shop shutters', '2029-03-07T23:30'],
    ['pack the gym bag tonight', 'Pack the gym bag', '2029-03-07T20:00'],
  ])('%s', async (text, title, due) => {
    expect(await lateAdded(text)).toEqual([[title, due]]);
  });

  it('"later at 11" in the morning is 11:00 the same day', async () => {
    expect(await morningAdded('later at 11 ring the supplier about the pallets')).toEqual([['Ring the supplier about the pallets', '2029-03-07T11:00']]);
  });
});

describe('a week day that names a shift or a meeting stays in the title, with no due date', () => {
  it.each([
    ['ask priya if she can take the friday shift', 'Ask priya if she can take the friday shift'],
    ['print the monday huddle notes', 'Print the monday huddle notes'],
    ['get someone to cover saturday shift', 'Get someone to cover saturday shift'],
  ])('%s', async (text, title) => {
    expect(await added(text)).toEqual([[title, undefined]]);
  });

  it('a day after the task is still its due date', async () => {
    expect(await added('print the huddle notes monday')).toEqual([['Print the huddle notes', '2029-03-12']]);
  });
});

describe('an event and its day before the request: the request is the task, on that day', () => {
  it.each([
    ['after the site visit tomorrow email the snag list to the builder', 'Email the snag list to the builder', '2029-03-08'],
    ['once the stocktake is done friday order more till rolls', 'Order more till rolls', '2029-03-09'],
    ['when the glazier leaves tomorrow sweep up the shards', 'Sweep up the shards', '2029-03-08'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('a trailing "too", "pls" or "not important" is no part of the title', () => {
  it('"… too pls": one more of a repeating task already there, added', async () => {
    expect(await added('pilates every wed 6pm too pls')).toEqual([['Pilates', '2029-03-07T18:00']]);
  });
  it('"… as well"', async () => {
    expect(await added('add descale the kettle as well')).toEqual([['Descale the kettle', undefined]]);
  });
  it('", not important" is priority 4 when no task has that name', async () => {
    const { created } = await turn('descale the espresso machine, not important');
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([['Descale the espresso machine', 4]]);
  });
  it('", not important" on a task already there lowers it, adds nothing', async () => {
    const { created, changed } = await turn('invoice the keller job, not important');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[1, 4]]);
  });
});

describe('a service to cancel, when no task has its name, is an errand to add', () => {
  it.each([
    ['cancel my streaming trial on the 20th', 'Cancel my streaming trial', '2029-03-20'],
    ['cancel the broadband contract', 'Cancel the broadband contract', undefined],
    ['cancel the climbing gym membership', 'Cancel the climbing gym membership', undefined],
  ])('%s', async (text, title, due) => {
    expect((await added(text)).map(([name, at]) => [name, at?.slice(0, 10)])).toEqual([[title, due]]);
  });

  it('a task that is no service, cancelled, adds nothing', async () => {
    await noneAdded('cancel the pottery thing');
  });
});

describe('more adds said without "add"', () => {
  it('"X is the 14th, add it": the day after "is the"', async () => {
    expect((await added('the street party is the 14th, add it pls')).map(([name, at]) => [name, at?.slice(0, 10)])).toEqual([['Street party', '2029-03-14']]);
  });
  it('"change van wiper blades, low prio": a part replaced, with no "the", is an errand', async () => {
    const { created } = await turn('change van wiper blades, low prio');
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([['Change van wiper blades', 4]]);
  });
});

describe('a bare priority level after a comma', () => {
  it.each([
    ['reorder the printer toner, high', 'Reorder the printer toner', 1],
    ['tidy the stockroom shelves, medium', 'Tidy the stockroom shelves', 2],
    ['sweep the loading bay, low', 'Sweep the loading bay', 4],
  ])('%s', async (text, title, priority) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([[title, priority]]);
  });
});
