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
