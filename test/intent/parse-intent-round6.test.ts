import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-01-13, 10:00 in London. Phrasings written for issue 20's sixth round (the families of
// blind batch 8's misses), not taken from a batch.
const parse = parserAt('2027-01-13T10:00:00Z', 'Europe/London');

describe('24-hour times', () => {
  it('"0700", "0845" after a day, or before "on the 20th", are times and leave the title', () => {
    expect(parse('boiler check tomorrow 0700')).toEqual({ kind: 'create', title: 'Boiler check', dueAt: '2027-01-14T07:00:00+00:00' });
    expect(parse('school run fri 0845')).toEqual({ kind: 'create', title: 'School run', dueAt: '2027-01-15T08:45:00+00:00' });
    expect(parse('mot test 0930 on the 20th')).toEqual({ kind: 'create', title: 'Mot test', dueAt: '2027-01-20T09:30:00+00:00' });
  });
  it('"1930", "at 1400", "2200 hrs" are afternoon and evening times', () => {
    expect(parse('book club thursday 1930')).toEqual({ kind: 'create', title: 'Book club', dueAt: '2027-01-14T19:30:00+00:00' });
    expect(parse('add call the council at 1400 on monday')).toEqual({ kind: 'create', title: 'Call the council', dueAt: '2027-01-18T14:00:00+00:00' });
    expect(parse('add feed the cat 2200 hrs tomorrow')).toMatchObject({ kind: 'create', title: 'Feed the cat', dueAt: '2027-01-14T22:00:00+00:00' });
  });
  it('a house number, a year or a code is not a time', () => {
    expect(parse('add fix the fence at 1234 oak ave')).toEqual({ kind: 'create', title: 'Fix the fence at 1234 oak ave' });
    expect(parse('add renew passport before 2030')).toMatchObject({ kind: 'create' });
    expect(JSON.stringify(parse('add renew passport before 2030'))).not.toContain('T20:30');
    expect(JSON.stringify(parse('remember the gate code is 0420'))).not.toContain('04:20');
  });
});

describe('British forms', () => {
  it('"half 7" is half past seven, "half six" too', () => {
    expect(parse("add dinner at jo's half 7 friday")).toMatchObject({ kind: 'create', dueAt: '2027-01-15T19:30:00+00:00' });
    expect(parse('remind me to ring mum at half six tomorrow')).toEqual({ kind: 'create', title: 'Ring mum', dueAt: '2027-01-14T18:30:00+00:00' });
  });
  it('"a fortnight" is two weeks', () => {
    expect(parse('add dentist checkup in a fortnight')).toEqual({ kind: 'create', title: 'Dentist checkup', dueAt: '2027-01-27' });
  });
  it('"tmrw" and "Weds" are days', () => {
    expect(parse('add bins out tmrw')).toEqual({ kind: 'create', title: 'Bins out', dueAt: '2027-01-14' });
    expect(parse('add school play next Weds')).toMatchObject({ kind: 'create', dueAt: expect.stringContaining('2027-01-20') });
  });
});

describe('the task named first, the change after it (no comma)', () => {
  it('"X change to tomorrow", "X push to fri", "X move to monday" move X', () => {
    expect(parse('boiler service change to tomorrow')).toEqual({ kind: 'update', target: { query: 'boiler service' }, changes: { dueAt: '2027-01-14' } });
    expect(parse('the gutter quote push to fri')).toEqual({ kind: 'update', target: { query: 'gutter quote' }, changes: { dueAt: '2027-01-15' } });
    expect(parse('school forms move to monday')).toEqual({ kind: 'update', target: { query: 'school forms' }, changes: { dueAt: '2027-01-18' } });
  });
  it('"X make it half past 3" moves X to that time on its own day; "X make it p1" sets the priority', () => {
    expect(parse('vet call make it half past 3')).toEqual({ kind: 'update', target: { query: 'vet call' }, changes: { dueAt: '2027-01-13T15:30:00+00:00' }, keepDay: true });
    expect(parse('the council email make it p1')).toEqual({ kind: 'update', target: { query: 'council email' }, changes: { priority: 1 } });
  });
  it('"A and B both p1" sets both, never adds a task', () => {
    expect(parse('the car tax and the tv licence both p1')).toEqual({
      kind: 'bulk',
      action: 'priority',
      selection: { targets: [{ query: 'car tax' }, { query: 'tv licence' }] },
      changes: { priority: 1 },
    });
  });
  it('a verb, a question or a plan first is not a name', () => {
    expect(parse('i need to change to a new bank').kind).not.toBe('update');
    expect(parse('what should i change to').kind).not.toBe('update');
  });
  it('"bump X down to low priority", "bump X up to p1": the direction is not part of the name', () => {
    expect(parse('bump the hedge trimming down to low priority')).toEqual({ kind: 'update', target: { query: 'hedge trimming' }, changes: { priority: 4 } });
    expect(parse('bump the gutters up to p1')).toEqual({ kind: 'update', target: { query: 'gutters' }, changes: { priority: 1 } });
  });
});

describe('taking the date off', () => {
  it('"X has no deadline anymore", "X doesn\'t need a date", "X take the date off" clear the date', () => {
    for (const text of [
      'the hedge has no deadline anymore',
      "the hedge doesn't need a date anymore",
      'hedge take the date off',
      'the hedge has no deadline anymore take the date off',
    ]) {
      expect(parse(text), text).toEqual({ kind: 'update', target: { query: 'hedge' }, changes: { dueAt: null } });
    }
  });
});

describe('a reason after the request, without a comma', () => {
  it("is not part of the task's name", () => {
    expect(parse('skip swimming tomorrow the pool is shut')).toEqual({ kind: 'skip', target: { query: 'swimming' } });
    expect(parse("skip dad's bins this week he's away")).toEqual({ kind: 'skip', target: { query: "dad's bins" } });
    expect(parse('scratch the raffle tickets someone else sorted it')).toEqual({ kind: 'delete', target: { query: 'raffle tickets' } });
    expect(parse('mark the boiler service not done theyre coming back')).toEqual({ kind: 'reopen', target: { query: 'boiler service' } });
  });
  it('"… didnt go through reopen it": what went wrong is not the name either', () => {
    expect(parse('actually the council tax payment didnt go through reopen it')).toEqual({ kind: 'reopen', target: { query: 'council tax payment' } });
    expect(parse('the rent transfer bounced reopen it')).toEqual({ kind: 'reopen', target: { query: 'rent transfer' } });
  });
  it('"i never …, reopen it": the person is not the name', () => {
    expect(parse('actually i never posted the parcel, reopen it')).toMatchObject({ kind: 'reopen', target: { query: expect.stringContaining('parcel') } });
  });
});

describe('dictation fillers', () => {
  it('"um", "uhh", "erm" and "like" before a time are dropped', () => {
    expect(parse('so i need to um book the mot tomorrow')).toEqual({ kind: 'create', title: 'Book the mot', dueAt: '2027-01-14' });
    expect(parse('erm add ring the school friday at like 9')).toEqual({ kind: 'create', title: 'Ring the school', dueAt: '2027-01-15T09:00:00+00:00' });
    expect(parse('uhh remind me to defrost the freezer')).toEqual({ kind: 'create', title: 'Defrost the freezer' });
  });
  it('"put down that i need to X", "write down i have to X" add X', () => {
    expect(parse('uhh put down that i need to bleed the radiators this weekend')).toMatchObject({ kind: 'create', title: 'Bleed the radiators' });
    expect(parse('write down i have to call the vet friday')).toEqual({ kind: 'create', title: 'Call the vet', dueAt: '2027-01-15' });
  });
  it('a filler alone is no task', () => {
    expect(parse('uh huh').kind).not.toBe('create');
    expect(parse('umm').kind).not.toBe('create');
  });
});

describe('small talk', () => {
  it('"night", "nite nite", "ty appreciate it", "cheers", "have a good one" get a short reply', () => {
    for (const text of ['night', 'nite nite', 'ty appreciate it', 'cheers', 'cheers mate', 'really appreciate that', 'thanks heaps, have a good one', 'take care']) {
      expect(parse(text).kind, text).toBe('chat');
    }
  });
});

describe('recall said casually', () => {
  it('"whats the X code", "what\'s the Y number" ask for a fact kept', () => {
    expect(parse('whats the allotment gate code')).toEqual({ kind: 'recall', query: 'allotment gate code' });
    expect(parse("what's the plumber's number")).toEqual({ kind: 'recall', query: "plumber's number" });
  });
  it('"do you remember what/where …" asks for a fact', () => {
    expect(parse('do you remember what size fuse the cooker takes')).toMatchObject({ kind: 'recall' });
    expect(parse('do you remember where i put the spare key')).toMatchObject({ kind: 'recall' });
  });
  it('a question about tasks stays a task question', () => {
    expect(parse("what's the number of tasks due today").kind).toBe('list');
  });
});

describe('questions about a topic, with a day or a priority', () => {
  it('"whats on my list for dad", "what\'s overdue for the car", "what\'s left today for the kids" look for the topic with the filter', () => {
    expect(parse('whats on my list for dad')).toEqual({ kind: 'list', status: 'pending', query: 'dad' });
    expect(parse("what's overdue for the car")).toEqual({ kind: 'list', status: 'pending', due: 'overdue', query: 'car' });
    expect(parse("what's left today for the kids")).toEqual({ kind: 'list', status: 'pending', due: 'today', query: 'kids' });
  });
  it('a day after "for" is the day, not a topic', () => {
    expect(parse('whats on for friday')).toEqual({ kind: 'list', status: 'pending', day: '2027-01-15' });
  });
  it('"garden tasks", "school jobs", "whats the boiler stuff" look for the topic', () => {
    expect(parse('garden tasks')).toEqual({ kind: 'list', status: 'pending', query: 'garden' });
    expect(parse('whats the boiler stuff')).toEqual({ kind: 'list', status: 'pending', query: 'boiler' });
    expect(parse('show me my jobs')).toEqual({ kind: 'list', status: 'pending', query: 'jobs' });
  });
  it('"any urgent school stuff", "any high priority errands": the priority and the topic', () => {
    expect(parse('any high priority errands')).toEqual({ kind: 'list', status: 'pending', priority: [1], query: 'errands' });
  });
  it('a weekday alone, asked, lists that day', () => {
    expect(parse('thurs?')).toEqual({ kind: 'list', status: 'pending', day: '2027-01-14' });
    expect(parse('friday?')).toEqual({ kind: 'list', status: 'pending', day: '2027-01-15' });
  });
  it('"X when is that" asks when X is', () => {
    expect(parse("the vet's checkup when is that")).toMatchObject({ kind: 'list', query: "vet's checkup" });
  });
});

describe('several at once, inside a sentence', () => {
  it('"all the X stuff is high priority" sets the priority of the X tasks', () => {
    expect(parse('all the garden stuff is high priority')).toEqual({ kind: 'bulk', action: 'priority', selection: { filter: { tags: ['garden'] } }, changes: { priority: 1 } });
    expect(parse('what is high priority')).toEqual({ kind: 'list', status: 'pending', priority: [1] });
  });
  it('"everything with no date make it low priority" sets the undated ones', () => {
    expect(parse('everything with no date make it low priority')).toEqual({ kind: 'bulk', action: 'priority', selection: { filter: { due: 'none' } }, changes: { priority: 4 } });
  });
  it('what happened first, then the request: "school closed delete all the pta tasks", "im ill push all of today\'s stuff to tomorrow"', () => {
    expect(parse('school closed for snow delete all the pta tasks')).toEqual({ kind: 'bulk', action: 'delete', selection: { filter: { tags: ['pta'] } }, changes: {} });
    expect(parse("the boiler's broken im stuck at home push all of today's stuff to tomorrow")).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: 'today' } },
      changes: { dueAt: '2027-01-14' },
    });
    expect(parse('the builder is coming so move the dentist to friday')).toEqual({ kind: 'update', target: { query: 'dentist' }, changes: { dueAt: '2027-01-15' } });
  });
});

describe('relative shifts', () => {
  it('"push X back a day", "move X forward two days", "X a week later", "X push it back 3 days"', () => {
    expect(parse('push the hedge back a day')).toEqual({ kind: 'update', target: { query: 'hedge' }, changes: {}, shiftDays: 1 });
    expect(parse('move the mot forward two days')).toEqual({ kind: 'update', target: { query: 'mot' }, changes: {}, shiftDays: -2 });
    expect(parse('the school forms a week later')).toEqual({ kind: 'update', target: { query: 'school forms' }, changes: {}, shiftDays: 7 });
    expect(parse('gutters push it back 3 days')).toEqual({ kind: 'update', target: { query: 'gutters' }, changes: {}, shiftDays: 3 });
    expect(parse('push the hedge back a fortnight')).toEqual({ kind: 'update', target: { query: 'hedge' }, changes: {}, shiftDays: 14 });
  });
  it('"push it back a day" is the task just named; "push everything back a day" is not one task', () => {
    expect(parse('push it back a day')).toEqual({ kind: 'update', target: { mentioned: true }, changes: {}, shiftDays: 1 });
    expect(parse('push everything back a day')).not.toMatchObject({ kind: 'update' });
  });
});

describe('repeating tasks asked about', () => {
  it('"show my recurring tasks", "which ones repeat", "what recurs" list the repeating ones', () => {
    for (const text of ['show my recurring tasks', 'which ones repeat', 'what recurs', 'my repeating stuff']) {
      expect(parse(text), text).toEqual({ kind: 'list', status: 'pending', repeating: true });
    }
  });
});
