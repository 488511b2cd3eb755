import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 28 (part b): wrong writes. Own phrasings of the families behind batch 27's and 28's junk lines
 * (test/fixtures/blind-batch-27.json, -28.json), in other trades and other words, not their sentences.
 */
const turn = turnAt({
  now: '2029-03-07T15:10',
  timeZone: 'Europe/Berlin',
  tasks: [
    { id: 1, title: 'Renew the van registration', due: '2029-03-09' },
    { id: 2, title: 'Pay the tile supplier', due: '2029-03-12' },
    { id: 3, title: 'Collect dry cleaning' },
    { id: 4, title: 'Book the boiler service', due: '2029-03-10T09:00' },
    { id: 5, title: 'Pilates', due: '2029-03-12T18:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
  ],
});

describe('"cancel X, not needed till <when>": the task X names is removed, never a task added', () => {
  it.each([
    ['cancel van registration, not needed till next year', 1],
    ['cancel boiler service, not needed till next month', 4],
    ['delete tile supplier, no need till next week', 2],
    ['ditch boiler service, not required till next year', 4],
    ['bin the boiler service, wont need it until next month', 4],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(changed, text).toEqual([]);
    expect(deleted, text).toEqual([id]);
  });

  it('a service no task names, cancelled with such a reason, still adds nothing junk', async () => {
    const { created, deleted } = await turn('cancel the pottery thing, not needed till next year');
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
  });
});

describe('"<task words>, set time <time>": a new time for that task', () => {
  it.each([
    ['tile supplier, set time 12 noon', 2, '2029-03-12T12:00'],
    ['boiler service, set the time to 2pm', 4, '2029-03-10T14:00'],
    ['van registration, change time to 8:30am', 1, '2029-03-09T08:30'],
  ])('%s', async (text, id, due) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(deleted, text).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)])).toEqual([[id, due]]);
  });

  it('words no task has, with a time set, add nothing', async () => {
    const { created, changed, deleted } = await turn('gutter quote, set time 3pm');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('"put the <a task\'s title> on <day> when I …": the task moved, the clause is when, not its name', () => {
  it.each([
    ['put the collect dry cleaning on friday when i finish work', 3, '2029-03-09'],
    ['put the collect dry cleaning on saturday after we get back', 3, '2029-03-10'],
    ['put the book boiler service on monday while im off', 4, '2029-03-12'],
  ])('%s', async (text, id, day) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(deleted, text).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[id, day]]);
  });

  it('a name no task has, put on a day when I am free, writes nothing', async () => {
    const { created, changed, deleted } = await turn('put the gutter quote on friday when i have time');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('a money word as the name\'s head ("the X transfer") names the task that pays X', () => {
  const paying = turnAt({
    now: '2029-03-07T15:10',
    timeZone: 'Europe/Berlin',
    tasks: [
      { id: 1, title: 'Pay savings club dues', due: '2029-03-09' },
      { id: 2, title: 'Send rent to landlord', due: '2029-03-12' },
      { id: 3, title: 'Order club shirts' },
    ],
  });
  it.each([
    ['savings club transfer, set time 4pm', 1, '2029-03-09T16:00'],
    ['move the rent payment to 9am', 2, '2029-03-12T09:00'],
    ['dues transfer, set time 10am', 1, '2029-03-09T10:00'],
  ])('%s', async (text, id, due) => {
    const { created, changed, deleted } = await paying(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)])).toEqual([[id, due]]);
  });
});

describe('"cancel <a service>" beside a task that holds some of its words: asked, never added', () => {
  const services = turnAt({
    now: '2029-03-07T15:10',
    timeZone: 'Europe/Berlin',
    tasks: [
      { id: 1, title: 'Pay the phone contract', due: '2029-03-09' },
      { id: 2, title: 'Renew gym membership' },
    ],
  });
  it.each([
    ['cancel the phone plan', 'Pay the phone contract'],
    ['cancel my gym trial', 'Renew gym membership'],
  ])('%s', async (text, title) => {
    const { created, changed, deleted, reply } = await services(text);
    expect([created, changed, deleted]).toEqual([[], [], []]);
    expect(reply).toContain(title);
  });

  it('with no task holding its words, the service to cancel is still an errand added', async () => {
    const { created } = await services('cancel the broadband subscription');
    expect(created.map((todo) => todo.title)).toEqual(['Cancel the broadband subscription']);
  });

  it('the same errand with "no need till <when>" after it: the reason is no part of its title, nor its date', async () => {
    const { created } = await services('cancel my streaming trial, no need till next year');
    expect(created.map((todo) => [todo.title, todo.dueAt ?? null])).toEqual([['Cancel my streaming trial', null]]);
  });
});
