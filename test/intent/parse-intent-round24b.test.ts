import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 24 (part b): edits of one task said the way people say them, and one bulk move.
 * Own phrasings of the families batch 24 missed (test/fixtures/blind-batch-24.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-03-13T09:40',
  timeZone: 'Europe/Dublin',
  tasks: [
    { id: 1, title: 'Water the ferns', due: '2027-03-12', tags: ['home'] },
    { id: 2, title: 'Send rent receipt to landlord', due: '2027-03-10', priority: 2 },
    { id: 3, title: 'Walk the dog', due: '2027-03-13T08:00', recurrence: 'FREQ=DAILY' },
    { id: 4, title: "Book club at Mira's", due: '2027-03-13T19:00' },
    { id: 5, title: 'Buy wine for book club', due: '2027-03-13T16:00', tags: ['errands'] },
    { id: 6, title: 'Choir practice', due: '2027-03-17T18:30', tags: ['choir'], recurrence: 'FREQ=WEEKLY;BYDAY=WE' },
    { id: 7, title: 'Put out the recycling bins', due: '2027-03-14T19:00', tags: ['home'], recurrence: 'FREQ=WEEKLY;BYDAY=SU' },
    { id: 8, title: 'Renew passport', tags: ['travel'] },
    { id: 9, title: 'Fix the garden gate', priority: 4 },
    { id: 10, title: 'Email the tax advisor', due: '2027-03-16', tags: ['admin'] },
    { id: 11, title: 'Order seeds for the allotment', tags: ['garden'] },
    { id: 12, title: 'Pay gym fee', due: '2027-03-11', tags: ['admin'] },
    { id: 13, title: 'Finish the quarterly report', due: '2027-03-19', tags: ['work'] },
    { id: 14, title: 'Book ferry to Holyhead', due: '2027-03-18', priority: 2, tags: ['travel'] },
    { id: 15, title: 'Buy birdseed', tags: ['errands'] },
    { id: 16, title: 'Pub quiz with Aoife', due: '2027-03-13T20:00' },
    { id: 17, title: 'Print questions for the pub quiz', due: '2027-03-13T12:00' },
    { id: 18, title: 'Pick up Ciara from school', due: '2027-03-15T15:30' },
    { id: 19, title: 'Ciara dentist', due: '2027-03-16T10:00' },
    { id: 20, title: 'Replace porch light' },
  ],
});
const wall = (iso: string | null | undefined) =>
  iso === null || iso === undefined
    ? null
    : /^\d{4}-\d{2}-\d{2}$/.test(iso)
      ? iso
      : new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Dublin', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)).replace(' ', 'T');

describe('"everything overdue from before today": the days before this one, not this morning\'s late tasks', () => {
  it('"all the late stuff from before today - push to monday" moves the three days-old tasks, not the 8:00 walk', async () => {
    const { created, changed, deleted } = await turn('all the late stuff from before today - push to monday');
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)]).sort()).toEqual([
      [1, '2027-03-15'],
      [12, '2027-03-15'],
      [2, '2027-03-15'],
    ]);
  });

  it('"move everything older than today to tomorrow"', async () => {
    const { changed } = await turn('move everything older than today to tomorrow');
    expect(changed.map((todo) => todo.id).sort((a, b) => a - b)).toEqual([1, 2, 12]);
    expect(changed.every((todo) => todo.dueAt === '2027-03-14')).toBe(true);
  });
});

describe("an hour said without am or pm is read near the task's own time of day", () => {
  it('"the pub quiz kicks off at 9 now": 21:00 for a quiz at 20:00', async () => {
    const { created, changed } = await turn('pub quiz with aoife is at 9 now');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[16, '2027-03-13T21:00']]);
  });

  it('"set the choir practice to 7:15": 19:15 for practice at 18:30, the day kept', async () => {
    const { changed } = await turn('set the choir practice to 7:15');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[6, '2027-03-17T19:15']]);
  });

  it('(kept) "9am" said whole stays 9:00', async () => {
    const { changed } = await turn('pub quiz with aoife is at 9am now');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[16, '2027-03-13T09:00']]);
  });

  it('(kept) "the ciara dentist is at 11 instead": 11:00 for a visit at 10:00', async () => {
    const { changed } = await turn('the ciara dentist is at 11 instead');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[19, '2027-03-16T11:00']]);
  });
});

describe('"the quiz": of two titles that hold the word, the one that IS it (its head), else asked', () => {
  it('"remind me 15 min before the quiz" is for "Pub quiz with Aoife", not the printing for it', async () => {
    const { created, changed } = await turn('remind me 15 min before the quiz');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.remindBefore])).toEqual([[16, 15]]);
  });

  it('"the pub quiz starts at 8:30 now": the quiz itself', async () => {
    const { changed } = await turn('the pub quiz starts at 8:30 now');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[16, '2027-03-13T20:30']]);
  });

  it('(kept) "ciara" heads no title alone ("Pick up Ciara", "Ciara dentist"): asked, nothing written', async () => {
    const { created, changed, reply } = await turn('the ciara one is at 4 now');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/which/i);
  });

  it('(kept) a removal is never guessed this way: asked', async () => {
    const { changed, deleted, reply } = await turn('delete the quiz');
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(reply).toMatch(/which/i);
  });

  it('(kept) "the book club": a title starting with a verb-like word is not guessed', async () => {
    const { changed } = await turn('remind me an hour before the book club');
    expect(changed).toEqual([]);
  });
});

describe('"bins night is at 8 not 7": a night named by its task, never a removal', () => {
  it('"recycling night is at 8 not 7" moves the bins to 20:00', async () => {
    const { created, changed, deleted } = await turn('recycling night is at 8 not 7');
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[7, '2027-03-14T20:00']]);
  });

  it('"bin night is at 8" deletes nothing, not even the porch light (a verb of removing, then "is at")', async () => {
    const { deleted, created } = await turn('bin night is at 8');
    expect(deleted).toEqual([]);
    expect(created).toEqual([]);
  });

  it('(kept) "bin the gym fee" still removes it', async () => {
    const { deleted } = await turn('bin the gym fee');
    expect(deleted).toEqual([12]);
  });
});

describe("a new name in quotes: \"X -> 'Y'\", \"make 'X' say 'Y'\"", () => {
  it('"renew passport -> \'renew passport and visa\'"', async () => {
    const { created, changed } = await turn("renew passport -> 'renew passport and visa'");
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[8, 'Renew passport and visa']]);
  });

  it("\"make 'buy birdseed' say 'buy birdseed + suet balls'\"", async () => {
    const { created, changed } = await turn('make "buy birdseed" say "buy birdseed + suet balls"');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[15, 'Buy birdseed + suet balls']]);
  });
});

describe('a change with why in brackets, and a date given to a task', () => {
  it('"tax advisor moved to 3/18 (he\'s away)"', async () => {
    const { created, changed } = await turn("tax advisor moved to the 18th (he's away)");
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[10, '2027-03-18']]);
  });

  it('"give the garden gate a date, friday"', async () => {
    const { created, changed } = await turn('give the garden gate a date, friday');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[9, '2027-03-19']]);
  });

  it('(kept) a new task with brackets is added whole', async () => {
    const { created } = await turn('buy tape (the wide one)');
    expect(created.map((todo) => todo.title)).toEqual(['Buy tape (the wide one)']);
  });
});

describe('"tag the X thing Y": the tag after the name "the X thing" closes', () => {
  it('"tag the seeds thing spring"', async () => {
    const { created, changed } = await turn('tag the seeds thing spring');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.tags])).toEqual([[11, ['garden', 'spring']]]);
  });
});

describe('"X isn\'t that low priority lol make it 2": a bare level after a name said with its priority', () => {
  it('"garden gate isnt that low priority haha make it 2"', async () => {
    const { created, changed } = await turn('garden gate isnt that low priority haha make it 2');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[9, 2]]);
  });

  it('"the garden gate is not that low prio, make it 3"', async () => {
    const { changed } = await turn('the garden gate is not that low prio, make it 3');
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[9, 3]]);
  });
});

describe('"X isn\'t <tag> stuff, untag it": that tag taken off X', () => {
  it('"pay gym fee isnt admin stuff, untag it"', async () => {
    const { created, changed } = await turn('pay gym fee isnt admin stuff, untag it');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.tags])).toEqual([[12, []]]);
  });

  it('"the birdseed is not an errands thing - take the tag off"', async () => {
    const { changed } = await turn('the birdseed is not an errands thing - take the tag off');
    expect(changed.map((todo) => [todo.id, todo.tags])).toEqual([[15, []]]);
  });
});

describe('a repeating task\'s coming time, and "set X to 7:15" without "the"', () => {
  it('"choir practice this week is at 7": the coming practice at 19:00', async () => {
    const { created, changed } = await turn('choir practice this week is at 7');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[6, '2027-03-17T19:00']]);
  });

  it('"set pub quiz to 8:45": 20:45, the day kept', async () => {
    const { created, changed } = await turn('set pub quiz to 8:45');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[16, '2027-03-13T20:45']]);
  });

  it('"set wine shopping to 5:30": shopping is what "Buy wine for book club" does, 17:30 near its 16:00', async () => {
    const { changed } = await turn('set wine shopping to 5:30');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[5, '2027-03-13T17:30']]);
  });
});

describe('a change said after the task and a mark, without "it"', () => {
  it('"the ferns, give them a date, tuesday"', async () => {
    const { created, changed } = await turn('the ferns, give them a date, tuesday');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[1, '2027-03-16']]);
  });

  it('"quarterly report - change to thursday"', async () => {
    const { created, changed } = await turn('quarterly report - change to thursday');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt])).toEqual([[13, '2027-03-18']]);
  });

  it('"the ferry booking drop to p4"', async () => {
    const { created, changed } = await turn('the ferry booking drop to p4');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[14, 4]]);
  });

  it('"seeds one: rename to \'Order seeds and compost\'"', async () => {
    const { created, changed } = await turn("seeds one: rename to 'Order seeds and compost'");
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[11, 'Order seeds and compost']]);
  });

  it('"tag the tax advisor email money": the last word is the tag', async () => {
    const { created, changed } = await turn('tag the tax advisor email money');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.tags])).toEqual([[10, ['admin', 'money']]]);
  });
});

describe('"X sun is 8 not 7": the day names which one, the bare numbers are the new and old times', () => {
  it('"the bins sun is 8 not 7": 20:00 for bins at 19:00', async () => {
    const { created, changed } = await turn('the recycling bins sun is 8 not 7');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[7, '2027-03-14T20:00']]);
  });

  it('"walk the dog today is 830 not 8"', async () => {
    const { changed } = await turn('walk the dog today is 830 not 8');
    expect(changed.map((todo) => [todo.id, wall(todo.dueAt)])).toEqual([[3, '2027-03-13T08:30']]);
  });
});
