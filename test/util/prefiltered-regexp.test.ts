import { describe, expect, it } from 'vitest';
import { PrefilteredRegExp, prefiltered, textHolds } from '@/lib/util/prefiltered-regexp';

/** The same pattern twice: plain, and behind the strings it needs. */
function both(pattern: RegExp, requirement: string[][]): [RegExp, RegExp] {
  return [new RegExp(pattern), prefiltered(new RegExp(pattern), requirement)];
}

const texts = ['pay rent every friday', 'Pay Rent Every Friday', 'nothing here', 'every day and every week', ''];

describe('a prefiltered pattern', () => {
  it('answers exactly as the plain pattern with every method, on texts with and without its strings', () => {
    for (const flags of ['', 'i', 'g', 'gi', 'y', 'iu']) {
      const [plain, filtered] = both(new RegExp('every (\\w+)', flags), [['every']]);
      for (const text of texts) {
        expect(filtered.exec(text), `${flags} exec ${text}`).toEqual(plain.exec(text));
        expect(filtered.lastIndex, `${flags} lastIndex ${text}`).toBe(plain.lastIndex);
        expect(filtered.test(text), `${flags} test ${text}`).toBe(plain.test(text));
        expect(text.replace(filtered, '<$1>'), `${flags} replace ${text}`).toBe(text.replace(plain, '<$1>'));
        expect(text.replace(filtered, (whole) => whole.toUpperCase())).toBe(text.replace(plain, (whole) => whole.toUpperCase()));
        expect(text.match(filtered)).toEqual(text.match(plain));
        expect(text.search(filtered)).toBe(text.search(plain));
        expect(text.split(filtered)).toEqual(text.split(plain));
        if (flags.includes('g')) {
          expect([...text.matchAll(filtered)]).toEqual([...text.matchAll(plain)]);
          expect(text.replaceAll(filtered, '_')).toBe(text.replaceAll(plain, '_'));
        }
      }
    }
  });

  it('keeps its place between searches of a global pattern, as the plain one does', () => {
    const [plain, filtered] = both(/every (\w+)/g, [['every']]);
    const text = 'every day and every week';
    const found = (pattern: RegExp) => [pattern.exec(text)?.[1], pattern.lastIndex, pattern.exec(text)?.[1], pattern.lastIndex, pattern.exec(text), pattern.lastIndex];
    expect(found(filtered)).toEqual(found(plain));
    filtered.lastIndex = 14;
    plain.lastIndex = 14;
    expect(filtered.exec(text)?.[1]).toBe(plain.exec(text)?.[1]);
    filtered.lastIndex = 5;
    expect(filtered.exec('no such words')).toBeNull();
    expect(filtered.lastIndex).toBe(0);
  });

  it('is a RegExp with the plain pattern’s source and flags', () => {
    const pattern = prefiltered(/every (\w+)/gi, [['every']]);
    expect(pattern).toBeInstanceOf(RegExp);
    expect(pattern).toBeInstanceOf(PrefilteredRegExp);
    expect([pattern.source, pattern.flags, String(pattern)]).toEqual(['every (\\w+)', 'gi', '/every (\\w+)/gi']);
    expect(new RegExp(pattern.source, pattern.flags).test('Every day')).toBe(true);
  });

  it('finds its strings in any case under `i`, and a long s or a Kelvin sign where `u` folds them', () => {
    expect(prefiltered(/rent/i, [['rent']]).test('PAY RENT')).toBe(true);
    expect(prefiltered(/rent/, [['rent']]).test('PAY RENT')).toBe(false);
    // Under `iu` "ſ" matches "s" and "K" (the Kelvin sign) matches "k": the check must not turn them away.
    expect(prefiltered(/ask/iu, [['ask']]).test('aſk')).toBe(/ask/iu.test('aſk'));
    expect(prefiltered(/ask/iu, [['ask']]).test('as\u212a')).toBe(/ask/iu.test('as\u212a'));
    expect(textHolds('Every Friday', [['every'], ['friday', 'monday']], true)).toBe(true);
    expect(textHolds('Every Friday', [['every'], ['friday', 'monday']], false)).toBe(false);
  });
});
