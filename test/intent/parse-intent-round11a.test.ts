import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

// Thursday 2027-04-01, 10:00 in Vienna. Phrasings written for issue 20's eleventh round, part A (the date
// and add families of blind batch 12's misses), not taken from a batch.
const vienna = { now: new Date('2027-04-01T08:00:00Z'), timeZone: 'Europe/Vienna' };
const parse = (text: string, options: { now: Date; timeZone: string } = vienna) => parseIntent(text, options);

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
