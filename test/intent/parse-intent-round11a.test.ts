import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2027-04-01, 10:00 in Vienna. Phrasings written for issue 20's eleventh round, part A (the date
// and add families of blind batch 12's misses), not taken from a batch.
const parse = parserAt('2027-04-01T08:00:00Z', 'Europe/Vienna');

describe('dates written day first with dots, where dates are written day first', () => {
  it('reads "18.5.", "03.05." and "till 22.4" in an add, and leaves them out of the title', () => {
    expect(parse('renew the bike insurance by 18.5.')).toMatchObject({ kind: 'create', title: 'Renew the bike insurance', dueAt: '2027-05-18' });
    expect(parse('hand in the lab report until 03.05., p2')).toMatchObject({ kind: 'create', title: 'Hand in the lab report', dueAt: '2027-05-03', priority: 2 });
    expect(parse('water the balcony plants till 22.4 #home')).toMatchObject({ kind: 'create', title: 'Water the balcony plants', dueAt: '2027-04-22', tags: ['home'] });
  });
  it('reads a time after the date', () => {
    expect(parse('haircut at salon lena 06.04 17:30')).toMatchObject({ kind: 'create', title: 'Haircut at salon lena', dueAt: '2027-04-06T17:30:00+02:00' });
    expect(parse('train to graz 9.4. at 08:15')).toMatchObject({ kind: 'create', title: 'Train to graz', dueAt: '2027-04-09T08:15:00+02:00' });
  });
  it('keeps "by 12.04." at the end a date, not 12:04', () => {
    expect(parse('send the lease back by 12.04.')).toMatchObject({ kind: 'create', title: 'Send the lease back', dueAt: '2027-04-12' });
  });
  it('reads "on the 9." as a day of the month', () => {
    expect(parse('pay the dentist bill on the 9.')).toMatchObject({ kind: 'create', title: 'Pay the dentist bill', dueAt: '2027-04-09' });
    expect(parse('pay the gas bill due the 5.')).toMatchObject({ kind: 'create', title: 'Pay the gas bill', dueAt: '2027-04-05' });
  });
  it('starts a yearly repeat on "on 3.7."', () => {
    expect(parse("parents' anniversary every year on 3.7.")).toMatchObject({ kind: 'create', title: "Parents' anniversary", dueAt: '2027-07-03', recurrence: 'FREQ=YEARLY' });
  });
  it('reads them in questions', () => {
    expect(parse("what's due on 6.4.")).toMatchObject({ kind: 'list', day: '2027-04-06' });
    expect(parse('anything between 2.4 and 4.4?')).toMatchObject({ kind: 'list', span: { from: '2027-04-02', to: '2027-04-05' } });
  });
  it('leaves weights, times and month-first places alone', () => {
    expect(parse('add buy 2.5 kg of flour')).not.toHaveProperty('dueAt');
    expect(parse('swim at 9.05 tomorrow')).toMatchObject({ dueAt: '2027-04-02T09:05:00+02:00' });
    expect(parse('add order 3.4 meters of cable')).not.toHaveProperty('dueAt');
    expect(parse('add update the router firmware to 2.4')).not.toHaveProperty('dueAt');
  });
});

describe('"next week" without a day is its Monday', () => {
  it('in an add and in a change', () => {
    expect(parse('get the bike serviced next week')).toMatchObject({ kind: 'create', title: 'Get the bike serviced', dueAt: '2027-04-05' });
    expect(parse('piano lesson - set it for next week')).toMatchObject({ kind: 'update', changes: { dueAt: '2027-04-05' } });
  });
  it('keeps a day said with it', () => {
    expect(parse('dinner with the neighbours friday next week 19:00')).toMatchObject({ dueAt: '2027-04-09T19:00:00+02:00' });
  });
});

describe('a part of the day without a time is the day only', () => {
  it('"this afternoon", "saturday afternoon"', () => {
    expect(parse('call the landlord this afternoon')).toMatchObject({ kind: 'create', title: 'Call the landlord', dueAt: '2027-04-01' });
    expect(parse('saturday afternoon clean the bikes with jonas')).toMatchObject({ kind: 'create', title: 'Clean the bikes with jonas', dueAt: '2027-04-03' });
  });
  it('keeps an hour said with it', () => {
    expect(parse('call the landlord at 3 this afternoon')).toMatchObject({ dueAt: '2027-04-01T15:00:00+02:00' });
  });
});

describe('a reminder said first, then a thing with its own day and time, is a new task reminded early', () => {
  it('reads the offset, then the task after a colon', () => {
    expect(parse('reminder 20 minutes before: physio at 16:45')).toEqual({
      kind: 'create',
      title: 'Physio',
      dueAt: '2027-04-01T16:45:00+02:00',
      remindBefore: 20,
    });
    expect(parse('remind me 2 hours before: board meeting friday 10:00')).toMatchObject({
      kind: 'create',
      title: 'Board meeting',
      dueAt: '2027-04-02T10:00:00+02:00',
      remindBefore: 120,
    });
  });
  it('reads "before the X, <day and time>" as a new X, never a change of a task with a like name', () => {
    expect(parse('remind me 15 min before the call with the landlord, tomorrow 9:30')).toMatchObject({
      kind: 'create',
      title: 'Call with the landlord',
      dueAt: '2027-04-02T09:30:00+02:00',
      remindBefore: 15,
    });
  });
  it('still sets the reminder of a task named without a day', () => {
    expect(parse('remind me 20 minutes before the standup')).toMatchObject({ kind: 'update', target: { query: 'standup' }, changes: { remindBefore: 20 } });
  });
});

describe('adds with the day, the tag or the reason said around the task', () => {
  it('drops why the person needs it', () => {
    expect(parse('renew the gym card in 2 days, i need it for the sauna')).toMatchObject({ kind: 'create', title: 'Renew the gym card', dueAt: '2027-04-03' });
    expect(parse('tomorrow 5:45 feed the cat early, i have the first flight')).toMatchObject({ kind: 'create', title: 'Feed the cat early', dueAt: '2027-04-02T05:45:00+02:00' });
  });
  it('reads "<word> tag" and "add to <topic>:" as the tag', () => {
    expect(parse('get new tyres at the weekend, car tag')).toMatchObject({ kind: 'create', title: 'Get new tyres', tags: ['car'] });
    expect(parse('add to uni: print the thesis draft, due friday, top priority')).toMatchObject({
      kind: 'create',
      title: 'Print the thesis draft',
      dueAt: '2027-04-02',
      priority: 1,
      tags: ['uni'],
    });
  });
  it('keeps a question to put to someone, and a named night, in the title', () => {
    expect(parse('ask mia which date is the hen night, high priority')).toMatchObject({ kind: 'create', title: 'Ask mia which date is the hen night', priority: 1 });
  });
  it('reads the repeat or the time said before "remind me to"', () => {
    expect(parse('every thursday 07:30 remind me to take out the bio bin')).toMatchObject({
      kind: 'create',
      title: 'Take out the bio bin',
      dueAt: '2027-04-08T07:30:00+02:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=TH',
    });
  });
  it('starts a repeat on "first one on <day>"', () => {
    expect(parse('cat vaccination every 6 weeks, first one on monday')).toMatchObject({
      kind: 'create',
      title: 'Cat vaccination',
      dueAt: '2027-04-05',
      recurrence: 'FREQ=WEEKLY;INTERVAL=6',
    });
  });
  it('drops "still" after "I must"', () => {
    expect(parse('I must still do the insurance form for my dad, till friday')).toMatchObject({ kind: 'create', title: 'Do the insurance form for my dad', dueAt: '2027-04-02' });
  });
  it('adds "finish X until monday" and "cancel X by 9.4.": a deadline is a task to do, not one done or gone', () => {
    expect(parse('finish the poster for the fair until tuesday, important')).toMatchObject({
      kind: 'create',
      title: 'Finish the poster for the fair',
      dueAt: '2027-04-06',
      priority: 1,
    });
    expect(parse('cancel the spotify trial by 9.4.')).toMatchObject({ kind: 'create', title: 'Cancel the spotify trial', dueAt: '2027-04-09' });
    expect(parse('cancel the dentist')).toMatchObject({ kind: 'delete' });
  });
  it('reads a priority before a tag at the end, and one shouted first', () => {
    expect(parse('grant report due 3rd may, important, #work')).toMatchObject({ kind: 'create', title: 'Grant report', dueAt: '2027-05-03', priority: 1, tags: ['work'] });
    expect(parse('urgent!! renew the parking permit by thursday')).toMatchObject({ kind: 'create', title: 'Renew the parking permit', priority: 1 });
  });
  it('keeps "make" of "make copies", and drops "whenever" and "we\'re out"', () => {
    expect(parse('make copies of the seating plan tomorrow')).toMatchObject({ kind: 'create', title: 'Make copies of the seating plan' });
    expect(parse('drop off the old coats at the charity shop whenever')).toEqual({ kind: 'create', title: 'Drop off the old coats at the charity shop' });
    expect(parse("order new printer paper for the office, we're completely out")).toMatchObject({ kind: 'create', title: 'Order new printer paper for the office' });
  });
  it('never adds "throw away the X task" (it names a task there, not a list to put one on)', () => {
    expect(parse('throw away the seminar paper task, the course was dropped')).not.toMatchObject({ kind: 'create' });
  });
  it('adds a long "order …" errand, but not a job asked of the assistant', () => {
    expect(parse('order the new filter cartridges for the tap online')).toMatchObject({ kind: 'create', title: 'Order the new filter cartridges for the tap online' });
    expect(parse('order cat litter on amazon for me')).not.toMatchObject({ kind: 'create' });
    expect(parse('write my cover letter for me pls')).not.toMatchObject({ kind: 'create' });
  });
});
