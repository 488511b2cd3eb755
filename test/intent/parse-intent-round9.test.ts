import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';
import { readsDayFirst } from '@/lib/intent/date-order';
import { sameTasks } from '@/lib/models/offline/same-task';
import type { ShownTask } from '@/lib/models/offline/read-prompt';

// Tuesday 2027-04-06, 10:00 in Perth. Phrasings written for issue 20's ninth round (the families of
// blind batch 10's misses), not taken from a batch.
const parse = parserAt('2027-04-06T02:00:00Z', 'Australia/Perth');

describe('a title that keeps what was taken out of it is asked about, never added', () => {
  it('asks when removed words leave a stray comma or dash behind', () => {
    expect(parse("dinner with the ryans pushed back an hour, kids' footy runs late")).toMatchObject({ kind: 'clarify' });
    expect(parse('renew passport — top priority, flights booked friday')).toMatchObject({ kind: 'clarify' });
  });
  it('asks when a change is said about a named thing', () => {
    expect(parse('piano lesson: move to the 14th')).not.toMatchObject({ kind: 'create' });
    expect(parse('team lunch moved to friday')).not.toMatchObject({ kind: 'create' });
  });
  it('still adds a plain task with a comma in it', () => {
    expect(parse('add buy flour, sugar tomorrow')).toMatchObject({ kind: 'create', title: 'Buy flour, sugar' });
    expect(parse('put up the shelf in the hall, high priority')).toMatchObject({ kind: 'create', priority: 1 });
  });
});

describe('"<group> due this month" is a question', () => {
  it('lists the group over the month', () => {
    expect(parse('school stuff due this month')).toMatchObject({ kind: 'list', span: { from: '2027-04-01', to: '2027-05-01' }, tags: ['school'] });
    expect(parse('anything due next month')).toMatchObject({ kind: 'list', span: { from: '2027-05-01', to: '2027-06-01' } });
  });
  it('keeps "by the end of the month" a due date for an add', () => {
    expect(parse('pay the water bill by the end of the month')).toMatchObject({ kind: 'create', dueAt: '2027-04-30' });
  });
});

describe('a time said with a dot is a time', () => {
  it('moves the task rather than renaming it', () => {
    expect(parse('change the physio to 3.45')).toMatchObject({ kind: 'update', target: { query: 'physio' }, changes: { dueAt: '2027-04-06T15:45:00+08:00' } });
  });
  it('reads it in an add', () => {
    expect(parse('swimming lesson thursday at 9.30')).toMatchObject({ kind: 'create', title: 'Swimming lesson', dueAt: '2027-04-08T09:30:00+08:00' });
    expect(parse('add haircut 5.15pm friday')).toMatchObject({ kind: 'create', title: 'Haircut', dueAt: '2027-04-09T17:15:00+08:00' });
  });
  it('leaves money alone', () => {
    const read = parse('add pay tuckshop $3.50');
    expect(read).toMatchObject({ kind: 'create' });
    expect(read).not.toHaveProperty('dueAt');
  });
});

describe('numeric dates follow the day and month order of where the person is', () => {
  it('reads 5/4 as 5 April in Perth and as May 4 in Chicago', () => {
    expect(parse('add library fine due 9/5')).toMatchObject({ kind: 'create', dueAt: '2027-05-09' });
    expect(parse('add library fine due 9/5', { now: new Date('2027-04-06T15:00:00Z'), timeZone: 'America/Chicago' })).toMatchObject({ dueAt: '2027-09-05' });
  });
  it('reads a date that can only be one way the only way, wherever', () => {
    expect(parse('add renew licence due 25/4')).toMatchObject({ dueAt: '2027-04-25' });
    expect(parse('add renew licence due 4/25', { now: new Date('2027-04-06T15:00:00Z'), timeZone: 'America/Chicago' })).toMatchObject({ dueAt: '2027-04-25' });
  });
  it('decides the order from the time zone', () => {
    expect(readsDayFirst('Australia/Melbourne')).toBe(true);
    expect(readsDayFirst('Europe/Berlin')).toBe(true);
    expect(readsDayFirst('America/Sao_Paulo')).toBe(true);
    expect(readsDayFirst('America/New_York')).toBe(false);
    expect(readsDayFirst('Pacific/Honolulu')).toBe(false);
    expect(readsDayFirst('UTC')).toBe(false);
  });
});

describe('a title names a pending task through a compound word', () => {
  const task = (id: number, title: string): ShownTask => ({ id, title, status: 'pending' }) as ShownTask;
  it('finds "Refresh the company website" from "company site"', () => {
    expect(sameTasks('company site', [task(1, 'Refresh the company website'), task(2, 'Site visit')])).toEqual([{ task: task(1, 'Refresh the company website'), whole: true }]);
  });
});

describe('Australian day words in an add', () => {
  it('reads "arvo" as the day only, like "this evening"', () => {
    expect(parse('pick up the dry cleaning this arvo')).toEqual({ kind: 'create', title: 'Pick up the dry cleaning', dueAt: '2027-04-06' });
    expect(parse('haircut for sam fri arvo')).toEqual({ kind: 'create', title: 'Haircut for sam', dueAt: '2027-04-09' });
  });
  it('reads "friday week" as the friday after next, and "next wk" as next week', () => {
    expect(parse('add send the quote by thursday week')).toMatchObject({ kind: 'create', title: 'Send the quote', dueAt: '2027-04-15' });
    expect(parse('remind me to service the car next wk')).toMatchObject({ kind: 'create', title: 'Service the car', dueAt: '2027-04-12' });
  });
  it('reads a bare hour right before the day as a time', () => {
    expect(parse('ring the landlord about the lease 11 tmrw')).toMatchObject({ title: 'Ring the landlord about the lease', dueAt: '2027-04-07T11:00:00+08:00' });
  });
  it('keeps "date night" and "quiz night" in the title', () => {
    expect(parse('quiz night at the club thursday')).toMatchObject({ kind: 'create', title: 'Quiz night at the club', dueAt: '2027-04-08' });
  });
});

describe('dropping something off is an errand, not a removal', () => {
  it('adds "drop off X" and "drop X to <someone>"', () => {
    expect(parse('drop off the esky at dave’s 4pm tomorrow')).toMatchObject({ kind: 'create', title: "Drop off the esky at dave's" });
    expect(parse('drop the spare keys to the neighbour tonight')).toMatchObject({ kind: 'create', title: 'Drop the spare keys to the neighbour' });
  });
  it('still removes with a plain "drop the X"', () => {
    expect(parse('drop the pottery class')).toEqual({ kind: 'delete', target: { query: 'pottery class' } });
  });
});

describe('edits with two changes or a reason', () => {
  it('moves and reprioritises in one change', () => {
    expect(parse('shift the gutter clean to sat and make it urgent, storm coming')).toMatchObject({
      kind: 'update',
      target: { query: 'gutter clean' },
      changes: { dueAt: '2027-04-10', priority: 1 },
    });
    expect(parse('move the vet to 2 and make it important')).toMatchObject({ kind: 'update', target: { query: 'vet' }, changes: { priority: 1 } });
  });
  it('reads "X: move to <day>" as a move of X', () => {
    expect(parse('book club: move to the 20th')).toEqual({ kind: 'update', target: { query: 'book club' }, changes: { dueAt: '2027-04-20' } });
  });
  it('drops the reason after "X: make it p2, …"', () => {
    expect(parse('car rego: make it p2, the sticker runs out soon')).toEqual({ kind: 'update', target: { query: 'car rego' }, changes: { priority: 2 } });
  });
  it('reads a change said as what happened', () => {
    expect(parse('pottery class moved to thursday, teacher is away')).toMatchObject({ kind: 'update', target: { query: 'pottery class' }, changes: { dueAt: '2027-04-08' } });
  });
  it('changes the priority with a bare priority word, never adding "X important"', () => {
    expect(parse('make the tax return important')).toEqual({ kind: 'update', target: { query: 'tax return' }, changes: { priority: 1 } });
  });
});

describe('several tasks at once', () => {
  it('takes a bare tag word off the tasks it names', () => {
    expect(parse('take school off the uniform order and the camp form')).toEqual({
      kind: 'bulk',
      action: 'untag',
      selection: { targets: [{ query: 'uniform order' }, { query: 'camp form' }] },
      changes: { removeTags: ['school'] },
    });
  });
  it('sets one priority on "both X"', () => {
    expect(parse('make both essay drafts p2')).toEqual({ kind: 'bulk', action: 'priority', selection: { filter: { query: 'essay drafts' } }, changes: { priority: 2 } });
  });
  it('reads "everything due in may can be p3" as a change of priority', () => {
    expect(parse('everything due in may can be p3')).toEqual({
      kind: 'bulk',
      action: 'priority',
      selection: { filter: { due: { from: '2027-05-01', to: '2027-06-01' } } },
      changes: { priority: 3 },
    });
  });
});

describe('done said as what happened', () => {
  it('completes "X are picked!!! finally"', () => {
    expect(parse('paint colours are picked!! finally')).toEqual({ kind: 'complete', target: { query: 'paint colours' } });
  });
  it('completes "signed X, can tick that"', () => {
    expect(parse('signed the rental lease, can tick that')).toEqual({ kind: 'complete', target: { query: 'rental lease' } });
  });
});

describe('memory said the everyday way', () => {
  it('recalls "what did i say X was called"', () => {
    expect(parse('what did i say the book club was called')).toEqual({ kind: 'recall', query: 'book club' });
  });
  it('recalls "how much does X charge again?"', () => {
    expect(parse('how much does the dog walker charge again?')).toEqual({ kind: 'recall', query: 'the dog walker charge' });
  });
  it('keeps a fact said after "keep in mind"', () => {
    expect(parse("keep in mind sam's scared of dogs, for the playdate")).toEqual({ kind: 'remember', text: "sam's scared of dogs, for the playdate" });
  });
  it('forgets "the X\'s details"', () => {
    expect(parse("forget the painter's details, we found someone else")).toEqual({ kind: 'forget', memory: { query: 'painter' } });
  });
});

describe('a reason said as a clause after a comma', () => {
  it('reads the request before it', () => {
    expect(parse("cancel the hire car, using mick's ute")).toEqual({ kind: 'delete', target: { query: 'hire car' } });
    expect(parse('delete the cake order, nan wants to bake one herself')).toEqual({ kind: 'delete', target: { query: 'cake order' } });
    expect(parse('no swimming this sat, pool is getting cleaned')).toEqual({ kind: 'skip', target: { query: 'swimming' } });
  });
  it('keeps a second thing to buy as part of the title', () => {
    expect(parse('add get bread, washing powder')).toMatchObject({ kind: 'create', title: 'Get bread, washing powder' });
  });
});

describe('a tag said with "too" or in quotes', () => {
  it('tags the task with the last word', () => {
    expect(parse('tag the gym membership money as well')).toEqual({ kind: 'update', target: { query: 'gym membership' }, changes: { addTags: ['money'] } });
    expect(parse("tag jo's recital 'family'")).toEqual({ kind: 'update', target: { query: "jo's recital" }, changes: { addTags: ['family'] } });
  });
  it('reads "what\'ve i got" as a question', () => {
    expect(parse("what've i got today")).toMatchObject({ kind: 'list' });
  });
});

describe('a priority said with its reason', () => {
  it('adds the task before the dash, the reason left out', () => {
    expect(parse("call the bank — urgent, card's been blocked")).toEqual({ kind: 'create', title: 'Call the bank', priority: 1 });
  });
  it('lowers a task that can wait', () => {
    expect(parse('renew the rego - no rush on that')).toEqual({ kind: 'update', target: { query: 'renew the rego' }, changes: { priority: 4 } });
    expect(parse('order new curtains, no rush')).toMatchObject({ kind: 'create', title: 'Order new curtains' });
    expect(parse("the fence quote isn't that pressing, p3")).toEqual({ kind: 'update', target: { query: 'fence quote' }, changes: { priority: 3 } });
  });
  it('renames to the quoted words, the reason left out', () => {
    expect(parse("rename the smith quote to 'Quote Smiths - deck', got the job wrong")).toEqual({
      kind: 'update',
      target: { query: 'smith quote' },
      changes: { title: 'Quote Smiths - deck' },
    });
  });
});
