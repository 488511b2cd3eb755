import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intentSchema, parseIntent, parseQuickAdd } from '@/lib/intent';
import { typedText } from './typed-text';

// The offline assistant reads whatever is typed: any string gives a valid intent, never an exception.
const NOW = new Date('2026-03-29T00:30:00.000Z'); // the night Europe/Paris springs forward
const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'UTC'] as const;

const typed = typedText;

describe('parseIntent on any string', () => {
  it('returns an intent that fits the schema and never throws', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...ZONES), (text, timeZone) => {
        const intent = parseIntent(text, { now: NOW, timeZone });
        expect(intentSchema.safeParse(intent).success).toBe(true);
      }),
      // Counterexamples found once, kept so they run every time: a task or memory number 0 is no id.
      {
        numRuns: 1500,
        examples: [
          ['remove 0', 'Europe/Paris'],
          ['done task #000', 'UTC'],
          ['forget memory 0', 'UTC'],
          ['delete #0', 'UTC'],
        ],
      },
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

  it('quick-add reads any line without throwing, into fields a task can have', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...ZONES), (text, timeZone) => {
        const parsed = parseQuickAdd(text, { now: NOW, timeZone });
        // A line of only a date or tags leaves no title: quick-add asks for one, so only the other fields are checked here.
        expect(intentSchema.safeParse({ kind: 'create', ...parsed, title: parsed.title || 'A title' }).error).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});
