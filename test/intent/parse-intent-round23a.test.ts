import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 23 (part a): adds said the way a Montreal freelancer texts. Own phrasings of the families batch 23 missed or
 * wrote junk for (test/fixtures/blind-batch-23.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-08-04T12:10',
  timeZone: 'America/Toronto',
  tasks: [
    { id: 1, title: 'Podcast call with Gaston', due: '2027-08-06T10:00', tags: ['work'] },
    { id: 2, title: 'Renew the parking permit', due: '2027-08-09', tags: ['car'] },
    { id: 3, title: 'Edit the Morin subtitles', due: '2027-08-05', priority: 2, tags: ['work', 'client'] },
    { id: 4, title: 'Groceries for the cottage', tags: ['errands'] },
  ],
});

describe('"16h", "8h45": a clock time the Quebec way, never hours from now', () => {
  it.each([
    ['book the garage for winter tires 16h friday', 'Book the garage for winter tires', '2027-08-06T16:00'],
    ['pick up the dry cleaning at 17h30', 'Pick up the dry cleaning', '2027-08-04T17:30'],
    ['tomorrow 8h45 run with Sam', 'Run with Sam', '2027-08-05T08:45'],
    ['haircut thurs 11h', 'Haircut', '2027-08-05T11:00'],
    ['lunch with Inès 12h30 monday', 'Lunch with Inès', '2027-08-09T12:30'],
  ])('%s', async (text, title, due) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([[title, due]]);
  });

  it.each([
    ['push the podcast call to 11h', 1, '2027-08-06T11:00'],
    ['the podcast call is at 9h30 now', 1, '2027-08-06T09:30'],
  ])('%s: a new hour for a task, its day kept', async (text, id, due) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)])).toEqual([[id, due]]);
  });

  it('"in 2h" is still two hours from now', async () => {
    const { created } = await turn('remind me in 2h to move the car');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([['Move the car', '2027-08-04T14:10']]);
  });
});

describe('"i always forget to X, put it on <day>": X is added with the day, never a task only like it moved', () => {
  it.each([
    ['i always forget to renew the bike permit, put it on the 12th', 'Renew the bike permit', '2027-08-12'],
    ['I keep forgetting to water the ficus - do it friday', 'Water the ficus', '2027-08-06'],
  ])('%s', async (text, title, due) => {
    const { created, changed } = await turn(text);
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([[title, due]]);
  });
});

describe('"X once it\'s done", "X when the Y is finished": a condition, never a completion', () => {
  it.each(['bill Morin for the subtitles once they are done', 'send the Morin subtitles when it’s finished', 'pay Gaston after the podcast call is done'])('%s', async (text) => {
    const { changed, deleted } = await turn(text);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
  });
});

describe('an add said inside other words: a greeting, a sigh, a story or a wish around it', () => {
  it.each([
    ['salut! can u add renew the bike permit for thursday, high priority', 'Renew the bike permit', '2027-08-05', 1],
    ["allo, so the printer died again, can you add 'order new toner' for tmrw pls merci", 'Order new toner', '2027-08-05', 4],
    ['argh forgot - pay the daycare fees by friday', 'Pay the daycare fees', '2027-08-06', 4],
    ['remind me to pack a hat for the hike tomorrow, Noé got sunburnt today', 'Pack a hat for the hike', '2027-08-05', 4],
    ['plumber coming back monday 10h, nobody showed up yesterday. add it', 'Plumber coming back', '2027-08-09T10:00', 4],
    ['call grandpa sunday for his 80th 🎉 so proud of him', 'Call grandpa for his 80th', '2027-08-08', 4],
  ])('%s', async (text, title, due, priority) => {
    const { created, changed } = await turn(text);
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.priority])).toEqual([[title, due, priority]]);
  });

  it('"lemme not forget to X" adds X', async () => {
    const { created } = await turn('lemme not forget to return the ladder to Yves');
    expect(created.map((todo) => todo.title)).toEqual(['Return the ladder to Yves']);
  });

  it('"<someone> asked me to X": the task is X, under their name', async () => {
    const { created } = await turn('Mr Roy asked me to water his tomatoes saturday');
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([["Water Mr Roy's tomatoes", '2027-08-07']]);
  });

  it('"tmrw am": the half of the day leaves the title', async () => {
    const { created } = await turn('email the accountant tmrw am about the T4s');
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([['Email the accountant about the T4s', '2027-08-05']]);
  });
});

describe('a note after a dash or a shop list: kept whole in the title', () => {
  it('"<event> <day> - bring X": what to bring stays with the event', async () => {
    const { created } = await turn('block party thurs - bring a dessert');
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([['Block party - bring a dessert', '2027-08-05']]);
  });

  it('"<shop>: a, b, c" is one errand, added as said', async () => {
    const { created } = await turn('pharmaprix: floss, sunscreen, allergy pills');
    expect(created.map((todo) => todo.title)).toEqual(['Pharmaprix: floss, sunscreen, allergy pills']);
  });

  it('a list of changes after a task name is no shop list', async () => {
    const { created } = await turn('groceries for the cottage: done, p1, tomorrow');
    expect(created).toEqual([]);
  });
});

describe('plain errands that were only asked about', () => {
  it.each([
    ['hang the shelf in Noé’s room', "Hang the shelf in Noé's room"],
    ['send a get-well card to Aunt Rose', 'Send a get-well card to Aunt Rose'],
  ])('%s', async (text, title) => {
    const { created } = await turn(text);
    expect(created.map((todo) => todo.title)).toEqual([title]);
  });

  it('"need to change my X address before end of month": the change is the task, not a change to one', async () => {
    const { created } = await turn('need to change my health card address before end of month');
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([['Change my health card address', '2027-08-31']]);
  });

  it('"pack the camping stuff every friday night": things, not tasks; a weekly task', async () => {
    const { created } = await turn('pack the camping stuff every friday night');
    expect(created.map((todo) => [todo.title, todo.recurrence])).toEqual([['Pack the camping stuff', 'FREQ=WEEKLY;BYDAY=FR']]);
  });
});

describe('"<task> <day> important": a bare priority word straight after the day', () => {
  it.each([
    ['tax slips for Gaston due 20/8 important', 'Tax slips for Gaston', '2027-08-20'],
    ['renew the passport monday important', 'Renew the passport', '2027-08-09'],
  ])('%s', async (text, title, due) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt, todo.priority])).toEqual([[title, due, 1]]);
  });
});
