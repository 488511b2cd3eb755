import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

const parse = parserAt('2027-05-06T06:40:00Z', 'Europe/London');

describe('moving the tasks of one day to another', () => {
  it('keeps "for <day>" in the filter and takes the day after the last "to" (never every task to the first day)', () => {
    for (const text of ['move everything for today to tomorrow', "everything for today move to tomorrow, i'm wiped after nights"]) {
      expect(parse(text)).toEqual({ kind: 'bulk', action: 'reschedule', selection: { filter: { due: 'today' } }, changes: { dueAt: '2027-05-07' } });
    }
    expect(parse('shift everything for friday to monday')).toEqual({
      kind: 'bulk',
      action: 'reschedule',
      selection: { filter: { due: '2027-05-07' } },
      changes: { dueAt: '2027-05-10' },
    });
  });
  it('still moves named tasks and a task whose name has a "to" in it', () => {
    expect(parse('move the dentist and yoga to friday')).toMatchObject({
      kind: 'bulk',
      selection: { targets: [{ query: 'dentist' }, { query: 'yoga' }] },
      changes: { dueAt: '2027-05-07' },
    });
    expect(parse('move the trip to paris stuff to friday')).toMatchObject({ changes: { dueAt: '2027-05-07' } });
  });
});
