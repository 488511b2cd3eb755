import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chronoPatternRequirements, chronoPatterns } from '../../build/chrono-requirements';
import { CHRONO_PATTERN_REQUIREMENTS } from '@/lib/intent/chrono-pattern-requirements';
import { parseDueDate } from '@/lib/intent/parse-due-date';
import { patternKey, textHolds } from '@/lib/util/prefiltered-regexp';

describe("what chrono's patterns need in a text", () => {
  it('is the table the parser keeps (if not, chrono changed: run scripts/chrono-requirements.ts)', () => {
    expect(CHRONO_PATTERN_REQUIREMENTS).toEqual(chronoPatternRequirements());
    expect(Object.keys(CHRONO_PATTERN_REQUIREMENTS).length).toBeGreaterThan(8);
  });

  it('holds in every real request that one of those patterns matches (three blind batches, in any case)', () => {
    const requests = [26, 27, 28].flatMap((batch) =>
      (JSON.parse(readFileSync(`test/fixtures/blind-batch-${batch}.json`, 'utf8')) as { items: { text: string }[] }).items.map((item) => item.text),
    );
    const texts = [
      ...requests,
      ...requests.map((text) => text.toUpperCase()),
      'due 12 March',
      'by the end of the month',
      'three days ago',
      'in 2 weeks from now',
      'next weekend',
      'tomorrow morning',
    ];
    let matched = 0;
    for (const pattern of chronoPatterns()) {
      const requirement = CHRONO_PATTERN_REQUIREMENTS[patternKey(pattern)];
      if (!requirement) continue;
      for (const text of texts) {
        if (!new RegExp(pattern.source, pattern.flags).test(text)) continue;
        matched += 1;
        expect(textHolds(text, requirement, pattern.ignoreCase), `${pattern.source.slice(0, 60)}… on ${JSON.stringify(text)}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(100);
  });

  it('leaves the dates the parser reads as they were', () => {
    const at = { now: new Date('2027-05-04T09:00:00Z'), timeZone: 'Europe/Berlin' };
    expect(parseDueDate('pay rent on the 12th of March at 9am', at.now, at.timeZone)).toMatchObject({ dueAt: expect.stringContaining('2028-03-12T09:00') });
    expect(parseDueDate('call mum next weekend', at.now, at.timeZone)).toMatchObject({ dueAt: expect.stringContaining('2027-05-15') });
    expect(parseDueDate('water plants', at.now, at.timeZone)).toBeUndefined();
  });
});
