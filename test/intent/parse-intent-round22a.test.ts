import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 22 (part a): dates, adds and changes said the South African way. Own phrasings of the
 * families batch 20 missed (test/fixtures/blind-batch-20.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-05-05T09:00',
  timeZone: 'Africa/Johannesburg',
  tasks: [
    { id: 1, title: 'Piano lesson', due: '2027-05-07T16:00', tags: ['kids'] },
    { id: 2, title: 'Pay the water rates', due: '2027-05-10', priority: 2, tags: ['bills'] },
    { id: 3, title: 'Yoga class at the studio', due: '2027-05-06T07:00', tags: ['fitness'] },
    { id: 4, title: 'Renew car insurance', due: '2027-05-01', tags: ['car'] },
    { id: 5, title: 'Pick n Pay - nappies, coffee, rusks', due: '2027-05-06', tags: ['shopping'] },
    { id: 6, title: 'Fix the gate motor', tags: ['house'] },
    { id: 7, title: 'Choir practice at the church hall', due: '2027-05-12T18:30', tags: ['choir'] },
    { id: 8, title: 'Buy choir folder', due: '2027-05-12', tags: ['choir'] },
    { id: 9, title: 'File the medical aid claim for the dentist', due: '2027-05-03' },
    { id: 10, title: 'Sort the garage - boxes and old paint', priority: 4, tags: ['house'] },
    { id: 11, title: 'Finish the quarterly report', due: '2027-05-06', tags: ['work'] },
  ],
});

describe('"<day> <month> 1830": four digits after a day and a month are a 24-hour time, when no plausible year', () => {
  it.each([
    ['budget review 12 may 0830', 'Budget review', '2027-05-12T08:30'],
    ['staff braai 3 june 1730', 'Staff braai', '2027-06-03T17:30'],
    ['call the bank may 20 1215', 'Call the bank', '2027-05-20T12:15'],
  ])('%s', async (text, title, due) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([[title, due]]);
  });

  it('a year a task could be due in stays a year: "renew passport 12 may 2029"', async () => {
    const { created } = await turn('renew passport 12 may 2029');
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([['Renew passport', '2029-05-12']]);
  });
});

describe('"<event> evening <date> at 6": the part of the day names the event, the date after it the day', () => {
  it.each([
    ["Lindiwe's prize-giving evening 14/5 at 6", "Lindiwe's prize-giving evening", '2027-05-14T18:00'],
    ['school open morning 20 may at 9', 'School open morning', '2027-05-20T09:00'],
    ['parents evening on 18/5 at 7', 'Parents evening', '2027-05-18T19:00'],
  ])('%s', async (text, title, due) => {
    const { created } = await turn(text);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([[title, due]]);
  });

  it('"sunday evening 9/5 at 6" is still the evening of that day, when', async () => {
    const { created } = await turn('braai sunday evening 9/5 at 6');
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16)])).toEqual([['Braai', '2027-05-09T18:00']]);
  });
});

describe('"finish <name> <day>": a task to plan, its day last', () => {
  it.each([
    ['finish the thesis chapter saturday', 'Finish the thesis chapter', '2027-05-08'],
    ['complete the tax return 30 june', 'Complete the tax return', '2027-06-30'],
  ])('naming no task, it is added: %s', async (text, title, due) => {
    const { created, changed } = await turn(text);
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([[title, due]]);
  });

  it('naming a task on the list, it moves that task (nothing added): "finish the quarterly report saturday"', async () => {
    const { created, changed } = await turn('finish the quarterly report saturday');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[11, '2027-05-08']]);
  });

  it('"finish the gate motor" with no day still ticks it off', async () => {
    const { changed } = await turn('finish the gate motor');
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[6, 'completed']]);
  });
});

describe('"<task> - need it by <date>": the deadline said after a dash is the due date', () => {
  it.each([
    ["birth certificate copy for Thabo's passport - need it by 12 june", "Birth certificate copy for Thabo's passport", '2027-06-12'],
    ['quote for the roof repairs, need it before friday', 'Quote for the roof repairs', '2027-05-07'],
    ['new school shoes for Ayanda – we need them by the 20th', 'New school shoes for Ayanda', '2027-05-20'],
  ])('%s', async (text, title, due) => {
    const { created, changed } = await turn(text);
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt])).toEqual([[title, due]]);
  });
});

describe('"<some words of one task> p1": a priority alone, for the one task those words name, changes it', () => {
  it.each([
    ['dentist claim p1', 9, 1],
    ['old paint p2', 10, 2],
  ])('%s', async (text, id, priority) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[id, priority]]);
  });

  it('one word of a task is not enough: "claim p1" is asked about', async () => {
    const { created, changed } = await turn('claim p1');
    expect([created, changed]).toEqual([[], []]);
  });

  it('words two tasks share are asked about: "choir p2"', async () => {
    const { created, changed } = await turn('choir p2');
    expect([created, changed]).toEqual([[], []]);
  });
});

describe('"<task> - give it a date, <day>": the day is the task\'s new date', () => {
  it.each([
    ['gate motor - give it a date, 14 may', 6, '2027-05-14'],
    ['garage boxes: set a deadline of the 30th', 10, '2027-05-30'],
    ['gate motor - put a due date on it, friday', 6, '2027-05-07'],
  ])('%s', async (text, id, due) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[id, due]]);
  });
});

describe('"<name> is at 18:45 not 18:30": of the tasks the name fits, the one at the time said wrong', () => {
  it.each([
    ['choir is at 18:45 not 18:30', '2027-05-12T18:45'],
    ['choir is at 7pm instead of 6:30pm', '2027-05-12T19:00'],
  ])('%s', async (text, due) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)])).toEqual([[7, due]]);
  });

  it('a wrong time no task has is asked about: "choir is at 18:45 not 17:00"', async () => {
    const { created, changed } = await turn('choir is at 18:45 not 17:00');
    expect([created, changed]).toEqual([[], []]);
  });
});

describe('"<task> at <place> is now at <new place>": the place changes in that task\'s title', () => {
  it.each([
    ['choir practice at the church hall is now at the school hall', 7, 'Choir practice at the school hall'],
    ['yoga class at the studio is now at the beach', 3, 'Yoga class at the beach'],
    ['choir at the church hall is now at the school hall', 7, 'Choir practice at the school hall'],
  ])('%s', async (text, id, title) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[id, title]]);
  });

  it('naming no task, nothing is written: "the braai at Sipho\'s is now at Lwazi\'s"', async () => {
    const { created, changed } = await turn("the braai at Sipho's is now at Lwazi's");
    expect([created, changed]).toEqual([[], []]);
  });
});

describe('"put <item> on the <shop> one": the item joins the list in that task\'s title', () => {
  it.each([
    ['put rooibos on the pick n pay one too', 'Pick n Pay - nappies, coffee, rusks, rooibos'],
    ['add wipes to the pick n pay one', 'Pick n Pay - nappies, coffee, rusks, wipes'],
  ])('%s', async (text, title) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[5, title]]);
  });

  it('a tag said that way is still a tag: "add the groceries tag to the pick n pay one"', async () => {
    const { changed } = await turn('add the groceries tag to the pick n pay one');
    expect(changed.map((todo) => [todo.id, todo.title, todo.tags])).toEqual([[5, 'Pick n Pay - nappies, coffee, rusks', ['shopping', 'groceries']]]);
  });

  it('a task whose title lists nothing is not renamed: "put primer on the gate motor one"', async () => {
    const { created, changed } = await turn('put primer on the gate motor one');
    expect([created, changed]).toEqual([[], []]);
  });
});
