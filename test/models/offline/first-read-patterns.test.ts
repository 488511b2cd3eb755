import { afterEach, describe, expect, it } from 'vitest';
import { offlineBrain } from '@/lib/models/offline/brain';

/*
 * A woken worker's first request compiles every pattern it runs (V8 compiles a pattern at its first use), and that
 * compiling was most of the first offline turn. The parser's patterns run only on a text that holds the words they
 * need (build/regexp-prefilter.ts, applied in these tests as in the build), so a request runs the patterns that can
 * match it and few others. Counted, not timed: the number of patterns a request runs is the same on any machine.
 */
const plainExec = RegExp.prototype.exec;

/** The patterns `read` runs, each once however often. */
function patternsRun(read: () => void): number {
  const seen = new Set<RegExp>();
  // With `exec` replaced, every search of every pattern (test, replace, match, split) goes through it.
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    seen.add(this);
    return plainExec.call(this, text);
  };
  try {
    read();
  } finally {
    RegExp.prototype.exec = plainExec;
  }
  return seen.size;
}

const user = (text: string) => [{ role: 'user' as const, content: [{ type: 'text' as const, text }] }];
const options = { now: new Date('2027-05-04T09:00:00Z'), timeZone: 'Europe/Berlin' };

describe("the offline parser's first read of a request", () => {
  afterEach(() => {
    RegExp.prototype.exec = plainExec;
  });

  // Round 32's readers added 16 to 28 to each (329, 289, 330 before it; 345, 317, 354 after): the bound is 375.
  it.each([
    ['add water plants every sunday', 375],
    ["what's left for today?", 375],
    ['move the dentist to friday at 3pm', 375],
  ])('runs only the patterns that can match "%s" (under %i; 600 to 690 ran before)', (text, most) => {
    const count = patternsRun(() => offlineBrain.plan(user(text), options));
    expect(count).toBeGreaterThan(20);
    expect(count).toBeLessThan(most);
  });

  it('the warm-up before a first request runs every pattern, so it compiles them all while nobody waits', () => {
    // Its throwaway words hold few of the person's: with the prefilters on it would leave most patterns cold.
    const warmed = patternsRun(() => offlineBrain.warmUp(user('add feed the cat every monday at 8am'), options));
    const planned = patternsRun(() => offlineBrain.plan(user('add feed the dog every tuesday at 9am'), options));
    expect(warmed).toBeGreaterThan(500);
    expect(warmed).toBeGreaterThan(planned * 1.5);
  });
});
