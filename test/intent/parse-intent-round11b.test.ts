import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2027-04-01, 08:10 in Berlin. Phrasings written for issue 20's eleventh round, part B (the
// families of blind batch 12's misses that are not adds), not taken from a batch.
const parse = parserAt('2027-04-01T06:10:00Z', 'Europe/Berlin');

describe('"throw away" and "throw out" delete, with a reason after the comma', () => {
  it('deletes the task named, without the reason', () => {
    expect(parse('throw away the garden party task, we cancelled it')).toMatchObject({ kind: 'delete', target: { query: 'garden party' } });
    expect(parse('throw out the old invoice reminder, boss said it is not needed')).toMatchObject({ kind: 'delete' });
  });
  it('deletes several tasks at once', () => {
    expect(parse('throw out all the completed tasks')).toMatchObject({ kind: 'bulk', action: 'delete', selection: { filter: { status: 'completed' } } });
  });
  it('never adds a task named "Away …"', () => {
    expect(parse('throw away the bike repair task, sold the bike')).not.toMatchObject({ kind: 'create' });
  });
  it('still adds with "throw X on my list"', () => {
    expect(parse('throw buy printer paper on my list')).toMatchObject({ kind: 'create' });
  });
});

describe('work asked of the assistant itself is a plain "I can\'t do that", never a task', () => {
  it('answers in words and adds nothing', () => {
    const jobs = ['write my cover letter for me pls', 'can you do my german homework for me?', 'please translate the rental contract for me'];
    // Errands too: the same answer, not a bare "I didn't understand" (one rule for both since round 11's merge).
    const errands = ['order cat litter on amazon for me', 'book a table at luigis for me', 'call the garage for me pls'];
    for (const text of [...jobs, ...errands]) {
      const got = parse(text);
      expect(got).toMatchObject({ kind: 'chat' });
      expect(got.kind === 'chat' && got.reply).toMatch(/can't do that/);
    }
  });
  it('still adds it when asked to add', () => {
    expect(parse('add write my cover letter')).toMatchObject({ kind: 'create', title: 'Write my cover letter' });
  });
});

describe('filtered questions said bare, about everything, for a topic, or since a day', () => {
  it('reads "urgent things for X" as p1 tasks about X, never a task', () => {
    expect(parse('urgent stuff for uni')).toMatchObject({ kind: 'list', priority: [1], query: 'uni' });
    expect(parse('overdue things for the flat')).toMatchObject({ kind: 'list', due: 'overdue', query: 'flat' });
  });
  it('keeps "buy things for X" a task', () => {
    expect(parse('buy things for the bbq')).toMatchObject({ kind: 'create' });
  });
  it('reads "everything p3" as the priority alone', () => {
    expect(parse('show me everything p3')).toEqual({ kind: 'list', status: 'pending', priority: [3] });
  });
  it('reads "what\'s there for X" and "list everything about X" as a topic', () => {
    expect(parse("what's there for the bike")).toMatchObject({ kind: 'list', query: 'bike' });
    expect(parse('list everything about hamburg')).toMatchObject({ kind: 'list', query: 'hamburg' });
  });
  it('reads "done since <day>" as from that day through today', () => {
    expect(parse('what did i finish since tuesday')).toMatchObject({ kind: 'list', status: 'completed', completed: { from: '2027-03-30', to: '2027-04-02' } });
  });
});

describe('done and not done, said as what happened', () => {
  it('reads a participle with a cheer and an emoji as done', () => {
    expect(parse('visa application submitted!!! 🎉')).toEqual({ kind: 'complete', target: { query: 'visa application' } });
    expect(parse('car insurance paid 🙌')).toEqual({ kind: 'complete', target: { query: 'car insurance' } });
  });
  it('reads "oops X isn\'t done, <someone> sent it back" as a reopen of X', () => {
    expect(parse("oops the travel claim isn't done, hr sent it back")).toEqual({ kind: 'reopen', target: { query: 'travel claim' } });
  });
  it('reads "X - <what happened>, put it back on the list" as a reopen of X', () => {
    expect(parse('the plant repotting - the pot broke, put it back on the list')).toEqual({ kind: 'reopen', target: { query: 'plant repotting' } });
  });
  it('reads "finally finished everything overdue" as completing the overdue tasks', () => {
    expect(parse('finally finished everything that was overdue!!')).toMatchObject({ kind: 'bulk', action: 'complete', selection: { filter: { due: 'overdue' } } });
  });
});

describe('a reminder before an event with its own day is a new task, never a change to another', () => {
  it('adds the event with its time and reminder', () => {
    expect(parse('remind me 15 min before the call with the landlord, friday 11:00')).toMatchObject({
      kind: 'create',
      title: 'Call with the landlord',
      dueAt: '2027-04-02T11:00:00+02:00',
      remindBefore: 15,
    });
  });
  it('still sets the reminder of a task named alone', () => {
    expect(parse('remind me 20 minutes before the standup')).toMatchObject({ kind: 'update', changes: { remindBefore: 20 } });
  });
});

describe('a priority for several tasks, said before them or after a filter', () => {
  it('reads "set priority N for all the tasks without date" as one change to the undated tasks', () => {
    expect(parse('set priority 2 for all the tasks without a date')).toEqual({
      kind: 'bulk',
      action: 'priority',
      selection: { filter: { due: 'none' } },
      changes: { priority: 2 },
    });
  });
  it('reads "give p1 to X" as X\'s priority', () => {
    expect(parse('give p1 to the visa application')).toMatchObject({ kind: 'update', target: { query: 'visa application' }, changes: { priority: 1 } });
  });
  it('reads "all X tasks p2" as an order, and with a question mark as a question', () => {
    expect(parse('all work tasks p3')).toEqual({ kind: 'bulk', action: 'priority', selection: { filter: { tags: ['work'] } }, changes: { priority: 3 } });
    expect(parse('all work tasks p3?')).toMatchObject({ kind: 'list', priority: [3] });
  });
});

describe('several tasks named by a topic, with a reason, or with some left out', () => {
  it('reads "tag everything about X with Y" as one tag for the tasks about X', () => {
    expect(parse('tag everything about hamburg with trip')).toEqual({
      kind: 'bulk',
      action: 'tag',
      selection: { filter: { query: 'hamburg' } },
      changes: { addTags: ['trip'] },
    });
  });
  it('reads "delete all the completed tasks, list is too long" without the reason', () => {
    expect(parse('delete all the completed tasks, list is way too long')).toMatchObject({ kind: 'bulk', action: 'delete', selection: { filter: { status: 'completed' } } });
  });
  it('reads "… except the X" as the filter less the X', () => {
    expect(parse('clear the dates of all uni tasks except the thesis')).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { tags: ['uni'] } },
      changes: { dueAt: null },
      except: 'thesis',
    });
  });
});

describe('a skip said, a reason given, then the verb said again after a full stop', () => {
  it('skips the one occurrence', () => {
    expect(parse('no yoga this week, teacher is on holiday. just skip this one')).toEqual({ kind: 'skip', target: { query: 'yoga' } });
  });
});

describe('"planned" in a list question is no word to look for', () => {
  it('lists next week', () => {
    expect(parse("what's planned for next week")).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-04-05', to: '2027-04-12' } });
  });
});

describe('"X doesn\'t have to be today, <day> is fine" moves X', () => {
  it('keeps a verb that is part of the name', () => {
    expect(parse('cancel the newspaper subscription doesnt have to be today, friday is fine')).toEqual({
      kind: 'update',
      target: { query: 'cancel the newspaper subscription' },
      changes: { dueAt: '2027-04-02' },
    });
  });
  it('reads "need to be done" too', () => {
    expect(parse("the tax letter doesn't need to be done today, saturday is ok")).toMatchObject({ kind: 'update', changes: { dueAt: '2027-04-03' } });
  });
});

describe('changes said as what happened, or to "both" after the names', () => {
  it('reads "X deadline was extended to <day>" as X\'s new date', () => {
    expect(parse('the visa form deadline was extended to friday 18:00')).toEqual({
      kind: 'update',
      target: { query: 'visa form' },
      changes: { dueAt: '2027-04-02T18:00:00+02:00' },
    });
    expect(parse('the essay got postponed till the 12th')).toMatchObject({ kind: 'update', target: { query: 'essay' }, changes: { dueAt: '2027-04-12' } });
  });
  it('reads "X and Y, push both to <day>" as one move of both', () => {
    expect(parse('dentist and tax letter, push both to monday')).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { targets: [{ query: 'dentist' }, { query: 'tax letter' }] },
      changes: { dueAt: '2027-04-05' },
    });
  });
});

describe('a reason after the comma about someone else, or a sigh before the request', () => {
  it('leaves "the X pulled / cancelled / covers …" and "waiting on …" out of the name', () => {
    expect(parse('delete the flat viewing on kastanienallee, the landlord pulled the offer')).toEqual({
      kind: 'delete',
      target: { query: 'flat viewing on kastanienallee' },
    });
    expect(parse('remove the date from the visa appointment, waiting on the embassy')).toEqual({
      kind: 'update',
      target: { query: 'visa appointment' },
      changes: { dueAt: null },
    });
  });
  it('reads "oops i didnt actually finish X, reopen it" as a reopen of X', () => {
    expect(parse('oops i didnt actually finish the german exercises, reopen it')).toEqual({ kind: 'reopen', target: { query: 'german exercises' } });
  });
});

describe('a move after a comma, and the tasks still to do about a topic', () => {
  it('reads "X, push to <day>" as a move of X, but "X, skip Y" as no change', () => {
    expect(parse('seminar slides, push to monday')).toEqual({ kind: 'update', target: { query: 'seminar slides' }, changes: { dueAt: '2027-04-05' } });
    expect(parse('call mom, skip dinner')).not.toMatchObject({ kind: 'skip' });
  });
  it('reads "X i haven\'t Y yet" as a question about X', () => {
    expect(parse("invoices i haven't sent yet")).toEqual({ kind: 'list', status: 'pending', query: 'invoices' });
  });
});

describe('a day-first dotted date with a time moves the day too', () => {
  it('reads "to 9.4 23:59" as that day and time, "to 3.30pm" as a time on the task\'s own day', () => {
    expect(parse('move the visa form to 9.4 23:59')).toEqual({ kind: 'update', target: { query: 'visa form' }, changes: { dueAt: '2027-04-09T23:59:00+02:00' } });
    expect(parse('move the visa form to 3.30pm')).toMatchObject({ kind: 'update', keepDay: true });
  });
});
