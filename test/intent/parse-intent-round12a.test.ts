import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Wednesday 2027-06-02, 09:00 in London. Phrasings written for issue 20's twelfth round, part J (the add
// families of blind batch 13's misses: British times, reasons, facts before the task, wrappers), not
// taken from a batch.
const parse = parserAt('2027-06-02T08:00:00Z', 'Europe/London');

describe('British times', () => {
  it('reads "half 6 after tea" and "at half 7 for tea" in the evening, and leaves the meal out of the title', () => {
    expect(parse('remind me to phone gran fri at half 6 after tea')).toMatchObject({ kind: 'create', title: 'Phone gran', dueAt: '2027-06-04T18:30:00+01:00' });
    expect(parse('meet jo friday at half 7 for tea')).toMatchObject({ kind: 'create', dueAt: '2027-06-04T19:30:00+01:00' });
  });
  it('keeps "morning" said after the time and day out of the title', () => {
    expect(parse('half 8 tomorrow morning take the bins to the tip')).toMatchObject({
      kind: 'create',
      title: 'Take the bins to the tip',
      dueAt: '2027-06-03T08:30:00+01:00',
    });
  });
  it('leaves the routine a clock time or a day follows out of the title', () => {
    expect(parse('fetch the dog from the groomers sun at 3pm after my late shift')).toMatchObject({
      kind: 'create',
      title: 'Fetch the dog from the groomers',
      dueAt: '2027-06-06T15:00:00+01:00',
    });
    expect(parse('collect the parcel sat at quarter to 5 after work')).toMatchObject({ kind: 'create', title: 'Collect the parcel', dueAt: '2027-06-05T16:45:00+01:00' });
    // Round 29: after a day, the routine leaves the title too (the blind labels of batches 25, 27 and 28), the day alone.
    expect(parse('call the bank tomorrow after work')).toMatchObject({ kind: 'create', title: 'Call the bank', dueAt: '2027-06-03' });
  });
  it('reads a day after an amount of money', () => {
    expect(parse('tip the window cleaner £10 saturday')).toMatchObject({ kind: 'create', title: 'Tip the window cleaner £10', dueAt: '2027-06-05' });
  });
});

describe('reasons and tails that are not the task', () => {
  it('"…, im home that day" after a diary entry', () => {
    expect(parse('put gas safety check in for tuesday 10am, im home that day')).toMatchObject({
      kind: 'create',
      title: 'Gas safety check',
      dueAt: '2027-06-08T10:00:00+01:00',
    });
  });
  it('"before they sell out", "before places go"', () => {
    expect(parse('order the school photos before they sell out')).toMatchObject({ kind: 'create', title: 'Order the school photos' });
    expect(parse('tmrw: book the swimming lessons before places go, p2')).toMatchObject({ kind: 'create', title: 'Book the swimming lessons', priority: 2 });
  });
  it('a day said after the reason', () => {
    expect(parse('replace the smoke alarm battery, it keeps beeping, next week sometime')).toMatchObject({
      kind: 'create',
      title: 'Replace the smoke alarm battery',
      dueAt: '2027-06-07',
    });
  });
  it('a deadline said as what closes or what needs doing by when', () => {
    expect(parse('buy a gift for the teacher, the collection ends on the 20th')).toMatchObject({ kind: 'create', title: 'Buy a gift for the teacher', dueAt: '2027-06-20' });
    expect(parse('send my availability for july, needs doing by the 10th #work')).toMatchObject({
      kind: 'create',
      title: 'Send my availability for july',
      dueAt: '2027-06-10',
      tags: ['work'],
    });
  });
});

describe('a fact before the task', () => {
  it('"X is <day>, <task> then": the task on the fact\'s day', () => {
    expect(parse('council tax is the 15th, check the direct debit went out then')).toMatchObject({
      kind: 'create',
      title: 'Check the direct debit went out',
      dueAt: '2027-06-15',
    });
  });
  it('an event on a day, then what to take there', () => {
    expect(parse('bake sale at school on friday, drop the flapjacks off')).toMatchObject({
      kind: 'create',
      title: 'Drop the flapjacks off at the bake sale',
      dueAt: '2027-06-04',
    });
  });
  it('"X is due <day> so i need to <verb> it <when>"', () => {
    expect(parse('my dissertation is due 30th june so i need to finish it by the 25th')).toMatchObject({
      kind: 'create',
      title: 'Finish my dissertation',
      dueAt: '2027-06-25',
    });
  });
  it('tickets that go on sale are to buy; "dont let me forget" after the task', () => {
    expect(parse('festival tickets go on sale monday 10am dont let me forget')).toMatchObject({
      kind: 'create',
      title: 'Buy festival tickets',
      dueAt: '2027-06-07T10:00:00+01:00',
    });
    expect(parse('get the car valeted saturday, dont let me forget')).toMatchObject({ kind: 'create', title: 'Get the car valeted', dueAt: '2027-06-05' });
    // A change after a fact is left to the readers of changes.
    expect(parse('dentist is friday, move it to monday')).not.toMatchObject({ kind: 'create' });
  });
});

describe('wrappers around an add', () => {
  it('"put X in for <when>", "put \'X\' on for <when>", "put in X <when>"', () => {
    expect(parse('put sports day in for the 18th 1pm')).toMatchObject({ kind: 'create', title: 'Sports day', dueAt: '2027-06-18T13:00:00+01:00' });
    expect(parse("put 'clean the gutters' on for saturday morning")).toMatchObject({ kind: 'create', title: 'Clean the gutters', dueAt: '2027-06-05T09:00:00+01:00' });
    expect(parse('put in coffee with dan on the 12th at half 10')).toMatchObject({ kind: 'create', title: 'Coffee with dan', dueAt: '2027-06-12T10:30:00+01:00' });
    expect(parse('put in that i need to renew the tv licence by the 30th')).toMatchObject({ kind: 'create', title: 'Renew the tv licence', dueAt: '2027-06-30' });
    // An appliance put on for a time stays the task it was.
    expect(parse('put the heating on for 7am')).toMatchObject({ kind: 'create', title: 'Put the heating on' });
  });
  it('"tonight: label the X" labels things, it tags nothing', () => {
    expect(parse('tonight: label the swimming bags')).toMatchObject({ kind: 'create', title: 'Label the swimming bags', dueAt: '2027-06-02T20:00:00+01:00' });
  });
  it('"X - not important" adds an errand at low priority', () => {
    expect(parse('renew the bus pass - not important')).toMatchObject({ kind: 'create', title: 'Renew the bus pass', priority: 4 });
  });
  it('books an appointment with a reason after it', () => {
    expect(parse('book an eye test, been meaning to for months')).toMatchObject({ kind: 'create', title: 'Book an eye test' });
  });
  it('reads a deadline with a priority and a tag after it', () => {
    expect(parse('finish the appraisal form by 4pm friday, important #work')).toMatchObject({
      kind: 'create',
      title: 'Finish the appraisal form',
      dueAt: '2027-06-04T16:00:00+01:00',
      priority: 1,
      tags: ['work'],
    });
  });
  it('"X booked for <when>, add it"', () => {
    expect(parse('MOT booked in for 9th july 8am at halfords, add it')).toMatchObject({ kind: 'create', title: 'MOT at halfords', dueAt: '2027-07-09T08:00:00+01:00' });
  });
});

describe('days that name a thing or a habit, and a routine said with the day first', () => {
  it('"weekend" before a noun and a weekday before "nights" are no due date', () => {
    expect(parse('pack the weekend bag friday')).toMatchObject({ kind: 'create', title: 'Pack the weekend bag', dueAt: '2027-06-04' });
    expect(parse('bank the weekend takings tmrw at 10am')).toMatchObject({ kind: 'create', title: 'Bank the weekend takings', dueAt: '2027-06-03T10:00:00+01:00' });
    const habit = parse('email the pub about the quiz on thurs nights');
    expect(habit).toMatchObject({ kind: 'create' });
    expect(habit).not.toHaveProperty('dueAt');
  });
  it('leaves "before my shift" said after the day out of the title', () => {
    expect(parse('tomorrow night before my shift pack my lunch')).toMatchObject({ kind: 'create', title: 'Pack my lunch', dueAt: '2027-06-03' });
  });
});

describe('a repeat said again after the repeat', () => {
  it('"…, its weekly now starting next tues": the first day, nothing in the title', () => {
    expect(parse('water the allotment every other saturday morning, its fortnightly now starting next sat')).toMatchObject({
      kind: 'create',
      title: 'Water the allotment',
      recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
    });
  });
});

describe('more of the same forms', () => {
  it('"quarter to 11 tonight" is 22:45, and a trailing "then" is not part of the title', () => {
    expect(parse('remind me to lock the shed at quarter to 10 tonight')).toMatchObject({ kind: 'create', title: 'Lock the shed', dueAt: '2027-06-02T21:45:00+01:00' });
    expect(parse('take the recycling out tonight then')).toMatchObject({ kind: 'create', title: 'Take the recycling out' });
  });
  it('a fact joined by "so", and a day of the task\'s own after the fact', () => {
    expect(parse('pension day is friday so pay the gas bill then')).toMatchObject({ kind: 'create', title: 'Pay the gas bill', dueAt: '2027-06-04' });
    expect(parse('bin day is thursday, put the bins out wednesday night')).toMatchObject({ kind: 'create', title: 'Put the bins out', dueAt: '2027-06-02' });
  });
});

describe('a day of the month without "the"', () => {
  it('"14th at 9.15", "on 12th", "by 1st"', () => {
    expect(parse('physio appt 14th at 9.15')).toMatchObject({ kind: 'create', title: 'Physio appt', dueAt: '2027-06-14T09:15:00+01:00' });
    expect(parse('optician on 12th')).toMatchObject({ kind: 'create', title: 'Optician', dueAt: '2027-06-12' });
    expect(parse('pay the childminder by 1st')).toMatchObject({ kind: 'create', title: 'Pay the childminder', dueAt: '2027-07-01' });
    // A street is no day.
    expect(parse('drop the keys at the office on 5th st friday')).toMatchObject({ kind: 'create', title: 'Drop the keys at the office on 5th st', dueAt: '2027-06-04' });
  });
});
