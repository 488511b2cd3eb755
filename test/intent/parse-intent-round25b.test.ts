import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 25 (part b): edits of one task and changes to several at once, said the way people say them.
 * Own phrasings of the families batch 25 missed (test/fixtures/blind-batch-25.json), not its sentences.
 * A baker in Lyon, early on Wednesday 12 May 2027.
 */
const ZONE = 'Europe/Paris';
const turn = turnAt({
  now: '2027-05-12T06:30',
  timeZone: ZONE,
  tasks: [
    { id: 1, title: "Marco's leaving drinks", due: '2027-05-14T19:00', tags: ['friends'] },
    { id: 2, title: 'Sort out the garage', priority: 4, tags: ['home'] },
    { id: 3, title: 'Phone electrician about the oven', due: '2027-05-13T09:00', priority: 2, tags: ['shop'] },
    { id: 4, title: "Book Lea's eye test", due: '2027-05-13', tags: ['kids'] },
    { id: 5, title: 'Bake bread for the market', due: '2027-05-15T05:00', tags: ['shop'] },
    { id: 6, title: 'Pay van insurance', due: '2027-05-15', priority: 3, tags: ['van'] },
    { id: 7, title: 'Send invoices to the bookkeeper', due: '2027-05-17', priority: 2, tags: ['money'] },
    { id: 8, title: 'Order flour', tags: ['shop'] },
    { id: 9, title: 'Fix the shop sign', tags: ['shop'] },
    { id: 10, title: 'Occupational therapy for wrist', due: '2027-05-13T10:00', tags: ['health'] },
    { id: 11, title: 'Dentist check-up', due: '2027-05-10T14:00', tags: ['health'] },
    { id: 12, title: 'Renew market stall permit', due: '2027-05-12T05:00', tags: ['shop'] },
    { id: 13, title: 'Water the window boxes', due: '2027-05-11', tags: ['home'] },
    { id: 14, title: 'Order takeaway menus', due: '2027-05-20', tags: ['shop'] },
    { id: 15, title: 'Pay dentist bill', due: '2027-05-31', tags: ['health'] },
  ],
});
const wall = (iso: string | null | undefined) =>
  iso === null || iso === undefined
    ? null
    : /^\d{4}-\d{2}-\d{2}$/.test(iso)
      ? iso
      : new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(' ', 'T');

describe('"marco\'s drinks actually start at 7:30": an owner\'s event named short, then its new start', () => {
  it('moves the drinks to 19:30, the day kept', async () => {
    const { created, changed } = await turn("marco's drinks actually start at 7:30");
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[1, '2027-05-14T19:30']]);
  });

  it('"the leaving drinks actually kick off at 8": 20:00 for drinks at 19:00', async () => {
    const { created, changed } = await turn('the leaving drinks actually kick off at 8');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[1, '2027-05-14T20:00']]);
  });
});

describe('"the electrician call": a call named for a task that phones or rings', () => {
  it('"shift the electrician call to thursday at 11am" moves "Phone electrician about the oven"', async () => {
    const { created, changed } = await turn('shift the electrician call to thursday at 11am');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[3, '2027-05-13T11:00']]);
  });

  it('(kept) a ring that is a thing names no call: nothing moved', async () => {
    const { changed } = await turn('move the wedding ring to friday');
    expect(changed).toEqual([]);
  });
});

describe('"X, take the date off, <why>": a date cleared, the reason after it', () => {
  it('"eye test for lea, take the date off, dunno when the optician has slots"', async () => {
    const { created, changed } = await turn('eye test for lea, take the date off, dunno when the optician has slots');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt ?? null])).toEqual([[4, null]]);
  });

  it('"van insurance, remove the due date, not sure when the broker calls back"', async () => {
    const { created, changed } = await turn('van insurance, remove the due date, not sure when the broker calls back');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt ?? null])).toEqual([[6, null]]);
  });
});

describe('"X – change to \'Y\'": a new name after a dash', () => {
  it('an en dash', async () => {
    const { created, changed } = await turn("bake bread – change to 'bake bread + rolls for the market'");
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[5, 'Bake bread + rolls for the market']]);
  });

  it('a hyphen and double quotes, "rename to"', async () => {
    const { created, changed } = await turn('order flour - rename to "order flour and yeast"');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[8, 'Order flour and yeast']]);
  });
});

describe('"make A and B both urgent": urgent is priority 1, for each task named', () => {
  it('"make the van insurance and bookkeeper invoices both urgent"', async () => {
    const { created, changed } = await turn('make the van insurance and bookkeeper invoices both urgent');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority]).sort()).toEqual([
      [6, 1],
      [7, 1],
    ]);
  });
});

describe('"everything with no date, give it 28/5": several tasks by a filter, then a day said day first', () => {
  it('the three undated tasks get 28 May', async () => {
    const { created, changed } = await turn('everything with no date, give it 28/5');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)]).sort()).toEqual([
      [2, '2027-05-28'],
      [8, '2027-05-28'],
      [9, '2027-05-28'],
    ]);
  });

  it('"all the undated stuff - give them 3/6"', async () => {
    const { changed } = await turn('all the undated stuff - give them 3/6');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)]).sort()).toEqual([
      [2, '2027-06-03'],
      [8, '2027-06-03'],
      [9, '2027-06-03'],
    ]);
  });
});

describe('"put the garage sort on fri": a pending task named in other words, put on a weekday', () => {
  it('moves "Sort out the garage" to Friday', async () => {
    const { created, changed } = await turn('put the garage sort on fri');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[2, '2027-05-14']]);
  });

  it('"put shop sign on sat": the title\'s verb may be left out', async () => {
    const { created, changed } = await turn('put shop sign on sat');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[9, '2027-05-15']]);
  });

  it('(kept) a name that says only part of a title is asked about, nothing written', async () => {
    const { created, changed } = await turn('put the sign on sat');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"OT moved to 1:45": a title said by its initials', () => {
  it('moves "Occupational therapy for wrist" to 13:45, its day kept', async () => {
    const { created, changed } = await turn('OT moved to 1:45');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[10, '2027-05-13T13:45']]);
  });

  it('(kept) "ot" typed in lower case is no initials: nothing changed', async () => {
    const { created, changed } = await turn('move ot to 1:45');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"which late ones are from before today": a question word is never a tag', () => {
  it('"which overdue ones are from before today" shows the dentist and the window boxes', async () => {
    const { changed, reply } = await turn('which overdue ones are from before today');
    expect(changed).toEqual([]);
    expect(reply).not.toMatch(/#which/);
    expect(reply).toContain('Dentist check-up');
    expect(reply).toContain('Water the window boxes');
    expect(reply).not.toContain('Renew market stall permit');
  });

  it('"show late stuff from earlier than today"', async () => {
    const { reply } = await turn('show late stuff from earlier than today');
    expect(reply).not.toMatch(/#show/);
    expect(reply).toContain('Dentist check-up');
    expect(reply).not.toContain('Renew market stall permit');
  });
});

describe('"both market tasks are urgent": several tasks named by a word, and a priority said of them', () => {
  it('both tasks with "market" in their title go to priority 1', async () => {
    const { created, changed } = await turn('both market tasks are urgent');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority]).sort()).toEqual([
      [12, 1],
      [5, 1],
    ]);
  });
});

describe('"the dentist checkup": a word said whole that the title hyphenates ("Check-up")', () => {
  it('"dentist checkup moved to friday 2pm" moves "Dentist check-up"', async () => {
    const { created, changed } = await turn('dentist checkup moved to friday 2pm');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[11, '2027-05-14T14:00']]);
  });
});
