import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-06-09, 21:15 in Bengaluru. Phrasings written for issue 20's thirteenth round, part O (questions
// and small talk in Indian English office texting), not taken from a batch.
const parse = parserAt('2027-06-09T15:45:00Z', 'Asia/Kolkata');

describe('small talk with "gud" for "good" or a word for the person at the end', () => {
  it('is small talk, never a task', () => {
    for (const text of ['gud nite', 'gd night bro', 'gud morning', 'thank you bhai 🙏', 'ok thanks yaar', 'bye ji']) {
      expect(parse(text), text).toMatchObject({ kind: 'chat' });
    }
  });
});

describe('"today + overdue": two due words joined', () => {
  it('lists everything due by the end of today, never adds a task', () => {
    for (const text of ['overdue + today', 'today and overdue pls', 'overdue n today stuff', 'today plus overdue']) {
      expect(parse(text), text).toEqual({ kind: 'list', status: 'pending', span: { to: '2027-06-10' } });
    }
  });
  it('never adds a line made only of words that pick tasks out', () => {
    for (const text of ['tomorrow + urgent pls', 'p1 and tomorrow']) expect(parse(text), text).not.toMatchObject({ kind: 'create' });
  });
});

describe('a topic asked about with "related" or "still pending"', () => {
  it('looks for the topic', () => {
    expect(parse('school related stuff')).toEqual({ kind: 'list', status: 'pending', query: 'school' });
    expect(parse('show garden-related things pending')).toEqual({ kind: 'list', status: 'pending', query: 'garden' });
    expect(parse('which bills are still pending')).toEqual({ kind: 'list', status: 'pending', query: 'bills' });
    expect(parse('what errands are left?')).toEqual({ kind: 'list', status: 'pending', query: 'errands' });
  });
});

describe('a priority or a day asked about with "marked" or "there"', () => {
  it('names no topic', () => {
    expect(parse("what's marked p2")).toEqual({ kind: 'list', status: 'pending', priority: [2] });
    expect(parse('anything there on saturday')).toEqual({ kind: 'list', status: 'pending', day: '2027-06-12' });
  });
});

describe('what was finished, said with "what all" or "closed"', () => {
  it('lists the finished tasks, about a topic if one is said', () => {
    expect(parse('what all have i completed till now')).toEqual({ kind: 'list', status: 'completed' });
    expect(parse('which school tasks did i close')).toEqual({ kind: 'list', status: 'completed', query: 'school' });
    expect(parse('what have i closed so far?')).toEqual({ kind: 'list', status: 'completed' });
  });
});

describe("a day's plan asked about", () => {
  it('lists the tasks of the day', () => {
    expect(parse('saturday plan?')).toEqual({ kind: 'list', status: 'pending', day: '2027-06-12' });
    expect(parse("what's the plan for tomorrow")).toEqual({ kind: 'list', status: 'pending', due: 'tomorrow' });
  });
  it('keeps "plan for <day>" said without a question a task', () => {
    expect(parse('plan for saturday')).not.toMatchObject({ kind: 'list' });
  });
});

describe('"X when?": a task named, then asked about', () => {
  it('looks the task up', () => {
    expect(parse('car insurance renewal when?')).toEqual({ kind: 'list', status: 'all', query: 'car insurance renewal' });
  });
});

describe('"today itself", "by the 15th itself": the day, no more', () => {
  it('keeps "itself" out of the title', () => {
    expect(parse('send the invoice to accounts tomorrow itself')).toEqual({ kind: 'create', title: 'Send the invoice to accounts', dueAt: '2027-06-10' });
  });
});

describe('"add to list: X"', () => {
  it('adds X, without the words about the list', () => {
    expect(parse('add to my list: renew car insurance #car')).toEqual({ kind: 'create', title: 'Renew car insurance', tags: ['car'] });
  });
});

describe('a repeat with its day said without "on"', () => {
  it('reads the day of the month or the weekday after the unit', () => {
    expect(parse('every month 7th pay the internet bill')).toMatchObject({ title: 'Pay the internet bill', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=7' });
    expect(parse('every 3 weeks saturday clean the fish tank')).toMatchObject({ title: 'Clean the fish tank', recurrence: 'FREQ=WEEKLY;INTERVAL=3;BYDAY=SA' });
    expect(parse('weekly thu 9am team standup notes')).toMatchObject({ title: 'Team standup notes', recurrence: 'FREQ=WEEKLY;BYDAY=TH' });
  });
});

describe('a day and month written with a dash', () => {
  it('is the date after "by" or "on"', () => {
    expect(parse('submit the claim form by 21-06')).toEqual({ kind: 'create', title: 'Submit the claim form', dueAt: '2027-06-21' });
  });
});

describe('days of the month asked about as a range or a start', () => {
  it('reads "between 12th and 16th" and "after the 25th this month"', () => {
    expect(parse('anything due between 12th and 16th')).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-06-12', to: '2027-06-17' } });
    // Round 24: "this month" ends it at the month's end.
    expect(parse("what's due after the 25th this month")).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-06-26', to: '2027-07-01' } });
  });
});

describe('how something stands, said after a comma in an add', () => {
  it('is the reason for the task, not part of its title', () => {
    expect(parse('remind me to top up the metro card monday, balance is nearly over')).toEqual({ kind: 'create', title: 'Top up the metro card', dueAt: '2027-06-14' });
  });
});

describe('a task named in quotes, then its day', () => {
  it('adds the quoted words on that day', () => {
    expect(parse("put 'renew the gas connection' for 24th")).toEqual({ kind: 'create', title: 'Renew the gas connection', dueAt: '2027-06-24' });
    expect(parse('add pay the plumber for 5th')).toMatchObject({ title: 'Pay the plumber', dueAt: '2027-07-05' });
  });
  it('keeps a day of the month that names a thing in the title', () => {
    expect(parse('order cake for 5th birthday party tomorrow')).toMatchObject({ title: 'Order cake for 5th birthday party' });
  });
});
