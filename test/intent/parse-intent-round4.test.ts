import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2026-11-26, 09:00 in New York. Phrasings written for issue 20's fourth round (the families of
// blind batch 6's misses), not taken from a batch.
const parse = parserAt('2026-11-26T14:00:00Z', 'America/New_York');

describe('confidence: sending money through an app is not a task to keep', () => {
  it('"zelle X $N", "paypal X 40 bucks", "cash app X $N" are asked about, never added', () => {
    for (const text of ['zelle the landlord $900 on friday', 'paypal jess 40 bucks tonight', 'cash app tony $25 for lunch tomorrow', 'send dana $60 via venmo']) {
      expect(parse(text).kind, text).not.toBe('create');
    }
  });
  it('paying a bill is still a task', () => {
    expect(parse('pay the landlord $900 on friday')).toMatchObject({ kind: 'create', title: 'Pay the landlord $900' });
  });
});

describe('edits said as statements or with a comment', () => {
  it('"X\'s renewed!!", "X is filed": a task verb in the past says it is done', () => {
    expect(parse("passport's renewed!!")).toEqual({ kind: 'complete', target: { query: 'passport' } });
    expect(parse('the insurance claim is filed')).toEqual({ kind: 'complete', target: { query: 'insurance claim' } });
  });
  it('a reason after a comma ("they moved it online") does not become a second task', () => {
    expect(parse('cancel the piano recital, she is sick')).toEqual({ kind: 'delete', target: { query: 'piano recital' } });
    expect(parse('remove the book club, they moved it online')).toEqual({ kind: 'delete', target: { query: 'book club' } });
  });
  it('"X aren\'t done after all, reopen" and "X wasn\'t finished, mark it undone" reopen X', () => {
    expect(parse("the tax forms aren't done after all, reopen")).toEqual({ kind: 'reopen', target: { query: 'tax forms' } });
    expect(parse("invoice wasn't actually finished, mark it undone")).toEqual({ kind: 'reopen', target: { query: 'invoice' } });
  });
  it('"no X next week, skip it" skips one occurrence of X', () => {
    expect(parse('no piano lesson next week, skip it')).toEqual({ kind: 'skip', target: { query: 'piano lesson' } });
  });
  it('"X — make it p1" with an em dash changes X', () => {
    expect(parse('rent payment — change it to high priority')).toEqual({ kind: 'update', target: { query: 'rent payment' }, changes: { priority: 1 } });
  });
});

describe('memory said casually', () => {
  it('"fyi X\'s Y is Z, remember that": a fact about someone else is kept too', () => {
    expect(parse("fyi jess's shoe size is 7, remember that")).toEqual({ kind: 'remember', text: "jess's shoe size is 7" });
    expect(parse('the gate code at the storage unit is 2291, remember that')).toEqual({ kind: 'remember', text: 'the gate code at the storage unit is 2291' });
    expect(parse("fyi sam's vegetarian, remember that")).toEqual({ kind: 'remember', text: "sam's vegetarian" });
    expect(parse("remember jo's locker is 112")).toEqual({ kind: 'remember', text: "jo's locker is 112" });
    expect(parse("buy mom's gift, remember that")).not.toMatchObject({ kind: 'remember' });
  });
  it('"what\'s the X again" and "who\'s X?" ask for a fact', () => {
    expect(parse("what's the wifi password again")).toEqual({ kind: 'recall', query: 'wifi password' });
    expect(parse("who's mom's dentist?")).toEqual({ kind: 'recall', query: "mom's dentist" });
    expect(parse("what's the plan for today again")).toMatchObject({ kind: 'list' });
  });
  it('"forget the X thing" forgets a fact, not a task', () => {
    expect(parse('forget the wifi thing')).toEqual({ kind: 'forget', memory: { query: 'wifi' } });
    expect(parse('forget that stuff about my allergy')).toEqual({ kind: 'forget', memory: { query: 'my allergy' } });
    expect(parse('forget my gym locker combo')).toEqual({ kind: 'forget', memory: { query: 'gym locker combo' } });
    expect(parse('forget the milk')).toEqual({ kind: 'delete', target: { query: 'milk' } });
  });
});

describe('questions with filters, said the short way', () => {
  it('a topic after "show me" or "list", and before "stuff due …"', () => {
    expect(parse('show me school stuff')).toEqual({ kind: 'list', status: 'pending', query: 'school' });
    expect(parse('list chores')).toEqual({ kind: 'list', status: 'pending', query: 'chores' });
    expect(parse('garden stuff due tomorrow?')).toEqual({ kind: 'list', status: 'pending', query: 'garden', due: 'tomorrow' });
  });
  it('"high prio things", "urgent and overdue?", "#home todos please": only filter words are a question', () => {
    expect(parse('high prio things pls')).toEqual({ kind: 'list', status: 'pending', priority: [1] });
    expect(parse('urgent and overdue?')).toEqual({ kind: 'list', status: 'pending', priority: [1], due: 'overdue' });
    expect(parse('#home todos please')).toEqual({ kind: 'list', status: 'pending', tags: ['home'] });
  });
  it('"what\'s going on next weekend" keeps the weekend', () => {
    expect(parse("what's going on next weekend")).toEqual({ kind: 'list', status: 'pending', span: { from: '2026-12-05', to: '2026-12-07' } });
    expect(parse("what's coming up on friday")).toEqual({ kind: 'list', status: 'pending', day: '2026-11-27' });
  });
  it('"anything for the kids?", "when\'s jo\'s recital thing": a topic', () => {
    expect(parse('anything for the kids?')).toEqual({ kind: 'list', status: 'pending', query: 'kids' });
    expect(parse("when's jo's recital thing")).toEqual({ kind: 'list', status: 'all', query: "jo's recital" });
    expect(parse('anything for this weekend')).toMatchObject({ kind: 'list', span: { from: '2026-11-28', to: '2026-11-30' } });
  });
  it('"search for insurance", "find the one that says invoice" look a word up', () => {
    expect(parse('search for insurance')).toEqual({ kind: 'list', status: 'all', query: 'insurance' });
    expect(parse('find the one that says invoice')).toEqual({ kind: 'list', status: 'all', query: 'invoice' });
    expect(parse('find the task with "boiler" in it')).toEqual({ kind: 'list', status: 'all', query: 'boiler' });
    expect(parse('find a plumber')).not.toMatchObject({ query: 'plumber' });
  });
  it('"anything due between tomorrow and saturday" is a range of due days', () => {
    expect(parse('anything due between tomorrow and saturday')).toEqual({ kind: 'list', status: 'pending', span: { from: '2026-11-27', to: '2026-11-29' } });
    expect(parse("what's due from now until sunday")).toEqual({ kind: 'list', status: 'pending', span: { from: '2026-11-26', to: '2026-11-30' } });
  });
  it('"what did i wrap up last weekend" lists what was completed then', () => {
    expect(parse('what did i wrap up last weekend')).toEqual({ kind: 'list', status: 'completed', completed: { from: '2026-11-21', to: '2026-11-23' } });
    expect(parse("what'd i knock out yesterday")).toEqual({ kind: 'list', status: 'completed', completed: 'yesterday' });
  });
});

describe('several tasks at once, said casually', () => {
  it('"finished X and Y", "done with X and Y" complete both', () => {
    expect(parse('finished the gutter cleaning and the tax forms')).toEqual({
      kind: 'bulk',
      action: 'complete',
      selection: { targets: [{ query: 'gutter cleaning' }, { query: 'tax forms' }] },
      changes: {},
    });
    expect(parse('done with the slides and the memo')).toMatchObject({ kind: 'bulk', action: 'complete', selection: { targets: [{ query: 'slides' }, { query: 'memo' }] } });
  });
  it('"both X replies", "the two X ones": one name for several tasks', () => {
    expect(parse('done with both quote replies')).toEqual({ kind: 'bulk', action: 'complete', selection: { filter: { query: 'quote replies' } }, changes: {} });
    expect(parse('remove the home tag from the two quote ones')).toEqual({
      kind: 'bulk',
      action: 'untag',
      selection: { filter: { query: 'quote' } },
      changes: { removeTags: ['home'] },
    });
  });
  it('"everything tagged home -> friday": an arrow moves them', () => {
    expect(parse('everything tagged home -> friday')).toEqual({ kind: 'bulk', action: 'reschedule', selection: { filter: { tags: ['home'] } }, changes: { dueAt: '2026-11-27' } });
    expect(parse('both gym ones -> p2')).toEqual({ kind: 'bulk', action: 'priority', selection: { filter: { query: 'gym' } }, changes: { priority: 2 } });
  });
});

describe('adds: a label before a colon, a laugh after, weeks before', () => {
  it('"remind me 3 weeks before" after a comma is the reminder offset', () => {
    expect(parse('renew passport by march 1, remind me 3 weeks before')).toMatchObject({ kind: 'create', title: 'Renew passport', dueAt: '2027-03-01', remindBefore: 30240 });
  });
  it('a trailing "haha" or "lol" is not part of the title', () => {
    expect(parse('stretch after the 5k sat 9am haha')).toMatchObject({ kind: 'create', title: 'Stretch after the 5k' });
  });
  it('"weekly:" and "urgent:" before a colon say the repeat and the priority, not the title', () => {
    expect(parse('weekly: water the plants every thursday')).toMatchObject({ kind: 'create', title: 'Water the plants', recurrence: 'FREQ=WEEKLY;BYDAY=TH' });
    expect(parse('urgent: call the bank friday')).toMatchObject({ kind: 'create', title: 'Call the bank', priority: 1, dueAt: '2026-11-27' });
  });
});

describe('repeats on a day of the month or of the year', () => {
  it('"on the 5th every month" repeats on the 5th', () => {
    expect(parse('pay the gym on the 5th every month')).toMatchObject({ kind: 'create', title: 'Pay the gym', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=5', dueAt: '2026-12-05' });
  });
  it('"every year on june 9" and "on june 9 every year" repeat on that date', () => {
    expect(parse('renew the boat license every year on june 9')).toMatchObject({
      title: 'Renew the boat license',
      recurrence: 'FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=9',
      dueAt: '2027-06-09',
    });
    expect(parse('send grandma a card on oct 2 every year')).toMatchObject({
      title: 'Send grandma a card',
      recurrence: 'FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=2',
      dueAt: '2027-10-02',
    });
  });
});

describe('the fourth round does not over-reach', () => {
  it('questions about the world or about the list stay what they were', () => {
    expect(parse('who is the mayor of boston').kind).not.toBe('recall');
    expect(parse('can you remind me what i was trying to remember').kind).not.toBe('remember');
    expect(parse('when is the dentist on my list')).toMatchObject({ kind: 'list', status: 'pending' });
  });
  it('"i finished X, so cross it off" completes one task', () => {
    expect(parse('i just finished mowing the lawn, so cross that off my list')).toMatchObject({ kind: 'complete' });
  });
});
