import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

/* Issue 20, round 14: questions with an emoji or a British "at the weekend", and adds with a reason or "put … on my list". */
const parse = parserAt('2027-03-03T09:00:00Z', 'Europe/London'); // a Wednesday

describe('a question ending on an emoji or asked as topic + time', () => {
  it.each(['thursday 🤔', 'whats overdue 😬', 'garden stuff 🙏'])('asks, never adds: %s', (text) => {
    expect(parse(text).kind).toBe('list');
  });
  it('reads "X tasks at the weekend" as the tagged tasks then', () => {
    expect(parse('garden tasks at the weekend')).toMatchObject({ kind: 'list', tags: ['garden'], span: { from: '2027-03-06', to: '2027-03-08' } });
  });
  it('reads "got much on" as what is on', () => {
    expect(parse('got much on tmrw')).toMatchObject({ kind: 'list', due: 'tomorrow' });
  });
  it('reads "today stuff and anything overdue" as everything due by tonight', () => {
    expect(parse("today's things and anything overdue")).toMatchObject({ kind: 'list', span: { to: '2027-03-04' } });
  });
});

describe('an add with a reason after it, or put on the list', () => {
  it.each([
    ['phone the bank friday, promised i would', 'Phone the bank'],
    ['order new bike lights p2 because it gets dark early', 'Order new bike lights'],
    ['sand the shed door thursday, need it before the party', 'Sand the shed door'],
  ])('%s', (text, title) => {
    expect(parse(text)).toMatchObject({ kind: 'create', title });
  });
  it('drops "on my list for" from "put X on my list for friday"', () => {
    expect(parse('put renew the tv licence on my list for friday')).toMatchObject({ kind: 'create', title: 'Renew the tv licence', dueAt: '2027-03-05' });
  });
  it('reads a short "sat" beside the fields as Saturday, and keeps "sat nav"', () => {
    expect(parse('add sat wash the van p3')).toMatchObject({ kind: 'create', title: 'Wash the van', dueAt: '2027-03-06', priority: 3 });
    expect(parse('wash the van sat')).toMatchObject({ kind: 'create', title: 'Wash the van', dueAt: '2027-03-06' });
    expect(parse('add sat nav update')).toMatchObject({ kind: 'create', title: 'Sat nav update' });
  });
  it('keeps a morning hour beside "bed sheets"', () => {
    expect(parse('add wash the bed sheets friday at 10:30')).toMatchObject({ kind: 'create', dueAt: '2027-03-05T10:30:00+00:00' });
  });
});

describe('a word after a time that spells a time zone', () => {
  it('stays in the title when typed in lower case ("get" is not Georgia Time)', () => {
    expect(parse('tomorrow at 3 get the car washed')).toMatchObject({ kind: 'create', title: 'Get the car washed', dueAt: '2027-03-04T15:00:00+00:00' });
  });
});

describe('an add with its day, then a reminder after a comma', () => {
  it('is a new task reminded early, not a change to one named by the words before', () => {
    expect(parse('todo: friday 9am #home: bleed the radiators, with a reminder 15 minutes before')).toMatchObject({
      kind: 'create',
      title: 'Bleed the radiators',
      remindBefore: 15,
    });
  });
});
