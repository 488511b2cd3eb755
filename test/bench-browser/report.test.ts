import { describe, expect, it } from 'vitest';
import { FIGURES } from './config';
import { median, samplesOf, table, unmeasured, verdict, type Results } from './report';

const values = (empty: number | null, seeded: number | null, build: number | null = null) => ({ empty, seeded, build });

describe('the browser benchmark report', () => {
  it('takes the median of odd and even run counts, and none of no runs', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNull();
  });

  it('judges each kind of budget on the medians', () => {
    expect(verdict({ kind: 'ratio', limit: 1.2 }, values(100, 119))).toBe('pass');
    expect(verdict({ kind: 'ratio', limit: 1.2 }, values(100, 121))).toBe('FAIL');
    expect(verdict({ kind: 'delta', limit: 100 }, values(300, 400))).toBe('pass');
    expect(verdict({ kind: 'delta', limit: 100 }, values(300, 401))).toBe('FAIL');
    expect(verdict({ kind: 'max', limit: 50 }, values(40, 51))).toBe('FAIL');
    expect(verdict({ kind: 'max', limit: 50 }, values(40, null))).toBe('pass');
    expect(verdict({ kind: 'max', limit: 200 }, values(null, null, 201))).toBe('FAIL');
    expect(verdict({ kind: 'seededMax', limit: 300 }, values(5000, 299))).toBe('pass');
    expect(verdict({ kind: 'seededMax', limit: 300 }, values(10, null))).toBe('not measured');
    expect(verdict({ kind: 'none' }, values(1, 2))).toBe('no budget');
  });

  it('prints a missed budget as FAIL in the table and lists what could not be measured', () => {
    const results: Results = {
      turnMs: { empty: samplesOf([100, 110, 120]), seeded: samplesOf([2900, 3000, 3100]) },
      warmPreModelMs: { empty: samplesOf([30]), seeded: { runs: [], median: null, error: 'timed out' } },
    };
    const printed = table(FIGURES, results).split('\n');
    const turn = printed.find((line) => line.startsWith('turn'))!;
    expect(turn).toContain('110 ms');
    expect(turn).toContain('3000 ms');
    expect(turn).toContain('27.27x');
    expect(turn).toContain('FAIL');
    expect(unmeasured(FIGURES, results, ['empty', 'seeded'])).toContain('warmPreModelMs (seeded): timed out');
  });
});
