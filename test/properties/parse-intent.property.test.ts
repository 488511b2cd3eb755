import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intentSchema, parseIntent, parseQuickAdd } from '@/lib/intent';

// The offline assistant reads whatever is typed: any string gives a valid intent, never an exception.
const NOW = new Date('2026-03-29T00:30:00.000Z'); // the night Europe/Paris springs forward
const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'UTC'] as const;

/** Strings that look like what people type: command words, dates, tags, priorities, punctuation, any Unicode. */
const WORDS = ['add', 'delete', 'remove', 'rename', 'complete', 'undo', 'remind me', 'every', 'monday', 'tomorrow', 'at', '9am', 'p1', '#home', 'to', '"', '?', 'task', '#3', 'yes', 'no', 'please', 'in 2 days', 'on the 31st', 'noon', ',', '!!', 'forget', 'remember'];
const typed = fc.oneof(
  fc.string({ maxLength: 300, unit: 'grapheme' }),
  fc.string({ maxLength: 200, unit: 'binary' }),
  fc.array(fc.constantFrom(...WORDS), { maxLength: 25 }).map((words) => words.join(' ')),
  fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 8 })), { maxLength: 25 }).map((words) => words.join(' ')),
);

describe('parseIntent on any string', () => {
  it('returns an intent that fits the schema and never throws', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...ZONES), (text, timeZone) => {
        const intent = parseIntent(text, { now: NOW, timeZone });
        expect(intentSchema.safeParse(intent).success).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('reads the same text the same way twice (pure)', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(parseIntent(text, { now: NOW, timeZone: 'UTC' })).toEqual(parseIntent(text, { now: NOW, timeZone: 'UTC' }));
      }),
      { numRuns: 300 },
    );
  });

  it('quick-add reads any line without throwing', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...ZONES), (text, timeZone) => {
        parseQuickAdd(text, { now: NOW, timeZone });
      }),
      { numRuns: 1000 },
    );
  });
});
