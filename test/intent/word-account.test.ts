import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';
import { readTaskFields } from '../../lib/intent/extract-task-fields';

/*
 * Issue 20: the word account (lib/intent/word-account.ts) says which words a reading used for what. Every word
 * said is either in the title or in a cut: the fields (date, priority, tags, reminder, reason) and what the
 * title's tidying dropped (filler, marks, a named list, the words around a date, a reason).
 */
const now = new Date('2027-03-03T10:00:00+13:00'); // a Wednesday morning
const timeZone = 'Pacific/Auckland';
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** The words said that neither the title nor any cut holds. */
function unaccounted(said: string): string[] {
  const { fields, account } = readTaskFields(said, now, timeZone);
  const held = [fields.title, ...account.cuts.map((cut) => cut.taken)].flatMap(words);
  const left = [...held];
  return words(said).filter((word) => {
    const at = left.indexOf(word);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

describe('every word of a task line is in its title or in a cut of the account', () => {
  it.each([
    'a reminder to renew the car tax on friday',
    'the task of clearing the gutters next week',
    'ring the optician about the frames whenever',
    'sort the recycling tonight lol',
    'pay the window cleaner friday to my todo list',
    'book the swimming lessons before the spaces are gone',
    'water the tomatoes cause I am away all weekend',
    'chase the plumber, the deadline is friday',
    'hand in the permission slip, it needs to be handed in by thursday and the trip is full',
    'bins out every tuesday, first one next tuesday',
    'iron the uniform sat at 7pm after my night shift',
    'renew the library books — top priority, the fines are adding up',
    '"clean the hamster cage" tomorrow',
  ])('%s', (said) => {
    expect(unaccounted(said)).toEqual([]);
  });
});

describe('what the tidying dropped is recorded with its use and neighbours', () => {
  it('a connector a date left dangling is filler, beside the words the title keeps', () => {
    const { fields, account } = readTaskFields('email the landlord by friday', now, timeZone);
    expect(fields.title).toBe('Email the landlord');
    expect(account.cuts).toContainEqual({ use: 'filler', taken: 'by', before: 'landlord' });
  });

  it('a reason the tidying drops is a reason, beside the last word the title keeps', () => {
    const { fields, account } = readTaskFields("top up the bird feeder cause I'm away next week", now, timeZone);
    expect(fields.title).toBe('Top up the bird feeder');
    expect(account.cuts).toContainEqual(expect.objectContaining({ use: 'reason', taken: expect.stringMatching(/^cause I'm away/), before: 'feeder' }));
  });

  it('a list named at the end and the quotes around a title are recorded', () => {
    const { fields, account } = readTaskFields('"defrost the freezer" on my chore list', now, timeZone);
    expect(fields.title).toBe('Defrost the freezer');
    expect(account.cuts.map((cut) => cut.use)).toEqual(expect.arrayContaining(['list', 'filler']));
  });

  it('the words of a deadline clause said when, and the day is the date', () => {
    const { fields, account } = readTaskFields('send the council form, the deadline is the 14th', now, timeZone);
    expect(fields.title).toBe('Send the council form');
    expect(account.cuts).toContainEqual(expect.objectContaining({ use: 'timing', taken: ', the deadline is' }));
    expect(account.cuts).toContainEqual(expect.objectContaining({ use: 'date', taken: 'the 14th' }));
  });
});

describe('marks left together in a title are asked about, never added', () => {
  const parse = (said: string) => parseIntent(said, { now, timeZone });

  it.each(['order the school shoes: friday - growing fast', 'chase the invoice — tomorrow, ; they owe us', 'tune the piano: thursday - middle c sticks'])(
    'a field read from between two marks: %s',
    (said) => {
      expect(parse(said).kind).toBe('clarify');
    },
  );

  it.each(['ring the garage: - brakes again', 'post the birthday card — , gran'])('marks typed together with nothing read between them: %s', (said) => {
    expect(parse(said).kind).not.toBe('create');
  });

  it.each([
    ['sign the consent form — top priority, school is chasing me', 'Sign the consent form'],
    ['book the boiler service: monday at 9am - it keeps clanking', 'Book the boiler service'],
  ])('a mark taken with a reason, or a dash before one, leaves a task: %s', (said, title) => {
    expect(parse(said)).toMatchObject({ kind: 'create', title });
  });
});

describe('a time said before "next week" (b16-177: "… is half 3 next week" threw a RangeError)', () => {
  it.each(['check in with the accountant is 3:30 next week', 'dentist is half 3 next week'])('%s: read without error, every word accounted', (said) => {
    expect(() => parseIntent(said, { now, timeZone })).not.toThrow();
    expect(unaccounted(said)).toEqual([]);
  });
});
