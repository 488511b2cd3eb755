import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 24 (part a): adds said the way a TA texts on a Saturday. Own phrasings of the families batch 24 missed
 * (test/fixtures/blind-batch-24.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-10-30T10:20',
  timeZone: 'America/Los_Angeles',
  tasks: [
    { id: 1, title: 'Bike tune-up', due: '2027-11-02', tags: ['bike'] },
    { id: 2, title: 'Seminar reading', due: '2027-11-03T13:00', tags: ['school'] },
  ],
});

const added = addsOf(turn);

describe('a bare weekday said on that weekday is the one a week on (every earlier batch labels it so)', () => {
  it.each([
    ['wash the car sat', 'Wash the car', '2027-11-06'],
    ['repot the basil saturday', 'Repot the basil', '2027-11-06'],
    ['return library books on saturday', 'Return library books', '2027-11-06'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('"today" and "this saturday" stay today; another weekday is this week', async () => {
    expect(await added('wash the car today')).toEqual([['Wash the car', '2027-10-30']]);
    expect(await added('wash the car this saturday')).toEqual([['Wash the car', '2027-10-30']]);
    expect(await added('wash the car tues')).toEqual([['Wash the car', '2027-11-02']]);
  });

  it('a move to the same weekday moves it a week on', async () => {
    const { changed } = await turn('push the bike tune-up to sat');
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[1, '2027-11-06']]);
  });
});

describe('"by end of week", "EOW": the working week\'s Friday (the coming one, said at the weekend)', () => {
  it.each([
    ['write up the lab notes by end of week', 'Write up the lab notes', '2027-11-05'],
    ['send the survey link by the end of the week', 'Send the survey link', '2027-11-05'],
    ['renew the parking pass EOW', 'Renew the parking pass', '2027-11-05'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('on a Tuesday it is that week\'s Friday; "this week" alone stays its Sunday', () => {
    const tuesday = turnAt({ now: '2027-11-02T09:00', timeZone: 'America/Los_Angeles', tasks: [] });
    return Promise.all([
      tuesday('write up the lab notes by end of week').then(({ created }) => expect(created.map((t) => t.dueAt)).toEqual(['2027-11-05'])),
      tuesday('renew the parking pass eow').then(({ created }) => expect(created.map((t) => t.dueAt)).toEqual(['2027-11-05'])),
      tuesday('write up the lab notes this week').then(({ created }) => expect(created.map((t) => t.dueAt)).toEqual(['2027-11-07'])),
    ]);
  });
});

describe('clauses after the task: ", due <day>", ", high priority", ", tag <tag>" (a tag may be "ta")', () => {
  it.each([
    ['proofread the syllabus by fri, high priority, tag ta', 'Proofread the syllabus', '2027-11-05', 1, ['ta']],
    ['post the quiz answers, due wed, tag ta', 'Post the quiz answers', '2027-11-03', undefined, ['ta']],
    ['email the slides for next week, due mon, tag school', 'Email the slides for next week', '2027-11-01', undefined, ['school']],
    ['book the room for the review session tomorrow, due thurs', 'Book the room for the review session tomorrow', '2027-11-04', undefined, undefined],
  ])('%s', async (text, title, due, priority, tags) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.priority, todo.tags])).toEqual([[title, due, priority ?? 4, tags ?? []]]);
  });

  it('"ta" alone at the end is still a thanks', async () => {
    expect(await added('buy printer paper tomorrow ta')).toEqual([['Buy printer paper', '2027-10-31']]);
  });
});

describe('a label before a colon: "important:", "put down:", "tag <tag>:"', () => {
  it('"important: X" is X at high priority', async () => {
    const { created } = await turn('important: renew the lab safety training');
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([['Renew the lab safety training', 1]]);
  });

  it('"put down: X", "write down - X" add X', async () => {
    expect(await added('hmm put down: pick up the dry cleaning')).toEqual([['Pick up the dry cleaning', undefined]]);
    expect(await added('write down - renew the bus pass')).toEqual([['Renew the bus pass', undefined]]);
  });

  it('"tag <tag>: <errand>" adds the errand with that tag', async () => {
    const { created } = await turn('tag bike: buy a new chain');
    expect(created.map((todo) => [todo.title, todo.tags])).toEqual([['Buy a new chain', ['bike']]]);
  });

  it('"tag <tag>: <a task you have>" is no add', async () => {
    const { created } = await turn('tag school: the seminar reading');
    expect(created).toEqual([]);
  });
});

describe('the habit or the hurry around the task is not part of it', () => {
  it('"i keep forgetting to X, add it" adds X without a day', async () => {
    expect(await added('i always forget to water the office fern haha add it')).toEqual([['Water the office fern', undefined]]);
    expect(await added('I keep forgetting to back up my laptop, add it pls')).toEqual([['Back up my laptop', undefined]]);
  });

  it('"… before i forget", "… b4 i forget" is said of the asking', async () => {
    expect(await added('need to renew the library card before i forget')).toEqual([['Renew the library card', undefined]]);
    expect(await added('gotta order the lab gloves b4 i forget')).toEqual([['Order the lab gloves', undefined]]);
  });

  it('"X today before the party": the event the day is before is not part of X', async () => {
    expect(await added('need to pick up ice tomorrow before the game')).toEqual([['Pick up ice', '2027-10-31']]);
    expect(await added('grab a gift card today before the dinner')).toEqual([['Grab a gift card', '2027-10-30']]);
  });
});

describe('"remind me abt X <day> at <hour>, N min before": the reminder ahead said without "remind me" again', () => {
  it('reads the task, its time and the lead time', async () => {
    const { created } = await turn('remind me abt the colloquium wed at 3pm, 15 min before');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.remindBefore])).toEqual([['Colloquium', '2027-11-03T15:00', 15]]);
  });
});

describe('a short weekday inside the title: "call X mon about Y"', () => {
  it.each([
    ['ring the landlord mon about the heater', 'Ring the landlord about the heater', '2027-11-01'],
    ['email the registrar sat about my transcript', 'Email the registrar about my transcript', '2027-11-06'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('a story first, then "so add X for <day>"', () => {
  it('adds X on that day', async () => {
    expect(await added('my advisor just said the committee meets on the 12th so add print the committee packet for the 11th')).toEqual([
      ['Print the committee packet', '2027-11-11'],
    ]);
  });

  it('"<news>, anyway can you put down X", "<news>, i need to X <day>" add X', async () => {
    expect(await added('ugh the lab has been chaos all week, anyway can you put down order more pipette tips')).toEqual([['Order more pipette tips', undefined]]);
    expect(await added('so dana was saying the inspectors come monday, i need to clean the fume hood by sunday lol')).toEqual([['Clean the fume hood', '2027-10-31']]);
  });

  it('a change first is no story: "move X, i need to Y" adds nothing on its own reading', async () => {
    const { created } = await turn('move the bike tune-up to friday so add buy a chain');
    expect(created.map((todo) => todo.title)).not.toEqual(['Buy a chain']);
  });
});

describe('plain adds that were only asked about', () => {
  it('"schedule X with Y about Z" is a task to keep', async () => {
    expect(await added('schedule a call w/ the postdoc about the grant')).toEqual([['Schedule a call w/ the postdoc about the grant', undefined]]);
  });

  it('"text X <message> <day>": a message for a day to come is a task', async () => {
    expect(await added('text jonah happy birthday tuesday')).toEqual([['Text jonah happy birthday', '2027-11-02']]);
  });

  it('"text X <message>" with no day, or with the message\'s words said, is sent now: nothing written', async () => {
    const { created, changed } = await turn('text jonah im on my way');
    expect([...created, ...changed]).toEqual([]);
    const withHour = await turn("text the landlord that i'm home at 6");
    expect([...withHour.created, ...withHour.changed]).toEqual([]);
  });
});

describe('a lead time said as "remind N before" (no "me") and a day after "b4"', () => {
  it('"…, remind 20 min before" is the reminder ahead', async () => {
    const { created } = await turn('shuttle to the airport nov 12 at 6am, remind 45 min before');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.remindBefore])).toEqual([['Shuttle to the airport', '2027-11-12T06:00', 45]]);
  });

  it('"renew X b4 <date>": "b4" is "before", not part of the title', async () => {
    expect(await added('renew the parking permit b4 20 nov')).toEqual([['Renew the parking permit', '2027-11-20']]);
  });
});
