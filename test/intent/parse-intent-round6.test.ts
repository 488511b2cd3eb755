import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

// Wednesday 2027-01-13, 10:00 in London. Phrasings written for issue 20's sixth round (the families of
// blind batch 8's misses), not taken from a batch.
const options = { now: new Date('2027-01-13T10:00:00Z'), timeZone: 'Europe/London' };
const parse = (text: string) => parseIntent(text, options);

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
