import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';

// Wednesday 2027-03-10, 16:40 in Chicago. Phrasings written for issue 20's eleventh round, part C (the add and
// date families of blind batches 9 to 11's misses), not taken from a batch.
const chicago = { now: new Date('2027-03-10T22:40:00Z'), timeZone: 'America/Chicago' };
const parse = (text: string, options: { now: Date; timeZone: string } = chicago) => parseIntent(text, options);

describe('a reason said after an add is not part of the task', () => {
  it('after a comma, with its own subject and verb', () => {
    expect(parse('get a haircut by sat, my fringe is in my eyes')).toMatchObject({ kind: 'create', title: 'Get a haircut', dueAt: '2027-03-13' });
    expect(parse('renew the car tags by may 2, mine run out then')).toMatchObject({ kind: 'create', title: 'Renew the car tags', dueAt: '2027-05-02' });
    expect(parse('tonight take the trash out, something stinks')).toMatchObject({ kind: 'create', title: 'Take the trash out' });
    expect(parse("add book sam's eye test, his glasses are broken and we fly out in april")).toMatchObject({ kind: 'create', title: "Book sam's eye test" });
    expect(parse("add book sam's eye test, his glasses are broken and we fly out in april")).not.toHaveProperty('dueAt');
  });
  it('after a dash: "- seats go fast"', () => {
    expect(parse('buy concert tickets by friday - seats sell out fast')).toMatchObject({ kind: 'create', title: 'Buy concert tickets', dueAt: '2027-03-12' });
  });
  it('"the deadline is …" is the due date', () => {
    expect(parse('send in the scholarship essay, the deadline is 4/15 and nobody else has started')).toMatchObject({
      kind: 'create',
      title: 'Send in the scholarship essay',
      dueAt: '2027-04-15',
    });
  });
  it('keeps a list of things, and a comma that says no reason', () => {
    expect(parse('buy milk, eggs and bread tomorrow')).toMatchObject({ kind: 'create', title: 'Buy milk, eggs and bread' });
    expect(parse("make the tax filing high priority, deadline's getting close")).not.toMatchObject({ kind: 'create' });
  });
});

describe('days and words around an add', () => {
  it('"day after tomorrow" without "the"', () => {
    expect(parse('day after tomorrow return the rental car')).toMatchObject({ kind: 'create', title: 'Return the rental car', dueAt: '2027-03-12' });
    expect(parse('dentist cleaning 9am day after tmrw')).toMatchObject({ kind: 'create', title: 'Dentist cleaning', dueAt: '2027-03-12T09:00:00-06:00' });
  });
  it('drops a sigh and "no rush" from the end of a title', () => {
    expect(parse('gotta fold the laundry tonight ugh')).toMatchObject({ kind: 'create', title: 'Fold the laundry' });
    expect(parse('add clean out the garage no rush')).toMatchObject({ kind: 'create', title: 'Clean out the garage' });
  });
  it('"urgent care" is a place, not a priority', () => {
    const said = parse('pay the bill from the urgent care clinic friday');
    expect(said).toMatchObject({ kind: 'create', title: 'Pay the bill from the urgent care clinic', dueAt: '2027-03-12' });
    expect(said).not.toHaveProperty('priority');
  });
});

describe('errands without a date', () => {
  it('"fill out …" is a task to keep', () => {
    expect(parse('fill out the field trip permission slip')).toMatchObject({ kind: 'create', title: 'Fill out the field trip permission slip' });
  });
});
