import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Tuesday 2027-09-14, 08:20 in Toronto. Phrasings written for issue 20's twelfth round, part L (questions,
// memory, small talk and requests for the assistant itself), not taken from a batch.
const parse = parserAt('2027-09-14T12:20:00Z', 'America/Toronto');

describe('a question with a topic and a time or "no date"', () => {
  it('keeps the topic next to the weekend or the week it asks about', () => {
    expect(parse('anything for the garden next weekend')).toEqual({
      kind: 'list',
      status: 'pending',
      query: 'garden',
      span: { from: '2027-09-25', to: '2027-09-27' },
    });
    expect(parse('any car appointments this weekend?')).toMatchObject({ kind: 'list', query: 'car', span: { from: '2027-09-18', to: '2027-09-20' } });
  });
  it('reads "<topic> jobs … without a date" as the undated tasks about the topic', () => {
    expect(parse('what garden jobs have i got without a date')).toEqual({ kind: 'list', status: 'pending', due: 'none', query: 'garden' });
  });
  it('ends the question at its "?": a comment after it names no topic', () => {
    expect(parse('any vet appointments next week? need to book the car')).toMatchObject({ kind: 'list', query: 'vet', span: { from: '2027-09-20', to: '2027-09-27' } });
  });
  it('keeps the day said with a tag ("that\'s home related")', () => {
    expect(parse("what's left tomorrow that's home related")).toEqual({ kind: 'list', status: 'pending', due: 'tomorrow', tags: ['home'] });
  });
});

describe('"after" a week or a day', () => {
  it('lists from the end of that time on, with no end', () => {
    expect(parse("what's coming up after this week")).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-09-20' } });
    expect(parse('anything due after the 20th')).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-09-21' } });
    expect(parse("what's after next week")).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-09-27' } });
  });
});

describe('"have i got anything about X"', () => {
  it('looks for the topic', () => {
    expect(parse('have i got anything about the dentist')).toEqual({ kind: 'list', status: 'pending', query: 'dentist' });
  });
});

describe('a fact asked about or dropped, in other words', () => {
  it('reads "have i told you X" as asking for the fact', () => {
    expect(parse('have i told you my locker number?')).toEqual({ kind: 'recall', query: 'locker number' });
  });
  it('reads a question, then "i told you already", as asking for what was told', () => {
    expect(parse("where's the spare key? i told you already")).toMatchObject({ kind: 'recall' });
  });
  it('never reads "did i tell you to add X" as a fact', () => {
    expect(parse('did i tell you to add milk')).not.toMatchObject({ kind: 'recall' });
  });
  it('reads "remove what you remember about X" and "wipe X from your memory" as forgetting, never a task deleted', () => {
    expect(parse('remove what you remember about my gym pin')).toEqual({ kind: 'forget', memory: { query: 'gym pin' } });
    expect(parse('wipe my passport number from your memory')).toEqual({ kind: 'forget', memory: { query: 'passport number' } });
  });
});

describe('small talk said British-style or in two pieces without a comma', () => {
  it('answers briefly', () => {
    for (const text of ['heya you alright?', "thanks mate that's perfect", 'are you a bot?']) expect(parse(text)).toMatchObject({ kind: 'chat' });
  });
});

describe('a piece of writing asked for with no day', () => {
  it('is asked about, never added', () => {
    const got = parse('write my personal statement for uni applications');
    expect(got).toMatchObject({ kind: 'clarify' });
    expect(got.kind === 'clarify' && got.question).toMatch(/can't write it/);
  });
  it('is a task once it has a day', () => {
    expect(parse('write my essay by thursday')).toMatchObject({ kind: 'create', title: 'Write my essay', dueAt: '2027-09-16' });
  });
});

describe('a question about a time of day', () => {
  it('lists the tasks due in the hour asked about', () => {
    expect(parse('anything at 2 tomorrow?')).toEqual({ kind: 'list', status: 'pending', span: { from: '2027-09-15T14:00:00-04:00', to: '2027-09-15T15:00:00-04:00' } });
    expect(parse('any appointments at 4pm today')).toMatchObject({ kind: 'list', span: { from: '2027-09-14T16:00:00-04:00', to: '2027-09-14T17:00:00-04:00' } });
  });
  it('lists the tasks of a day that have a time ("at a set time", "with a time")', () => {
    const day = { from: '2027-09-15T00:00:00-04:00', to: '2027-09-15T23:59:00-04:00' };
    expect(parse('is there anything with a time set tomorrow')).toEqual({ kind: 'list', status: 'pending', span: day });
    expect(parse('got anything at a specific time tomorrow?')).toEqual({ kind: 'list', status: 'pending', span: day });
  });
  it('reads "anything at all today" as the day\'s list, never a task named "anything at"', () => {
    expect(parse('anything at all today')).toEqual({ kind: 'list', status: 'pending', due: 'today' });
  });
});

describe('more of the same families, said other ways', () => {
  it('keeps a topic with only a due word, or with "coming up … next week"', () => {
    expect(parse('have i got anything for the bike this week')).toEqual({ kind: 'list', status: 'pending', due: 'this_week', query: 'bike' });
    expect(parse("what's coming up for the dog next week")).toMatchObject({ kind: 'list', query: 'dog', span: { from: '2027-09-20', to: '2027-09-27' } });
  });
  it('asks for a fact with "do you still have", "what have you got saved about", "have i mentioned"', () => {
    expect(parse('do you still have my passport number')).toEqual({ kind: 'recall', query: 'passport number' });
    expect(parse('what have you got saved about my landlord')).toMatchObject({ kind: 'recall', query: expect.stringMatching(/landlord/) });
    expect(parse('have i mentioned my shoe size')).toEqual({ kind: 'recall', query: 'shoe size' });
    expect(parse("what's the alarm code? i told you last month")).toMatchObject({ kind: 'recall' });
  });
  it('forgets "everything about X"', () => {
    expect(parse('forget everything about my ex')).toEqual({ kind: 'forget', memory: { query: 'ex' } });
  });
  it('answers "you good?", "that\'s really helpful", "what a shift" briefly', () => {
    for (const text of ['you good?', "thank you that's really useful", 'brill, ta', 'ugh what a long shift']) expect(parse(text)).toMatchObject({ kind: 'chat' });
  });
});

describe('"before" a day or the weekend, and topics next to a month or a part of the day', () => {
  it('lists everything due before that time, the overdue tasks too (round 24: they are due before it)', () => {
    expect(parse('anything before thursday')).toEqual({ kind: 'list', status: 'pending', span: { to: '2027-09-16' } });
    expect(parse("what's due before the weekend")).toEqual({ kind: 'list', status: 'pending', span: { to: '2027-09-18' } });
  });
  it('keeps the topic beside "this month" or "about", and never takes "morning" for one', () => {
    expect(parse('what invoices have i got this month')).toMatchObject({ kind: 'list', query: 'invoices', span: { from: '2027-09-01', to: '2027-10-01' } });
    expect(parse('anything about the plumber next week')).toMatchObject({ kind: 'list', query: 'plumber', span: { from: '2027-09-20', to: '2027-09-27' } });
    // Round 23 (h23c): a part of the day is read too, as the hours of that morning ("morning" is still no topic).
    const morning = parse("what've i got on sunday morning");
    expect(morning).toMatchObject({ kind: 'list', status: 'pending', span: { from: expect.stringMatching(/^2027-09-19T05:00/), to: expect.stringMatching(/^2027-09-19T12:00/) } });
    expect(morning).not.toHaveProperty('query');
  });
});

describe('"any appointments tomorrow": a word for tasks in general, then a day', () => {
  it("lists the day's tasks", () => {
    expect(parse('any appointments tomorrow')).toEqual({ kind: 'list', status: 'pending', due: 'tomorrow' });
    expect(parse('do i have any jobs today?')).toEqual({ kind: 'list', status: 'pending', due: 'today' });
  });
});
