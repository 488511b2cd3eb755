import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeScore, loadBatch, scoreBatch } from './blind-batch';

/*
 * The blind batch, scored end to end through the offline tier (see blind-batch.ts).
 * `npx vitest run test/intent/blind-batch.test.ts` scores test/fixtures/blind-batch-4.json;
 * BLIND_BATCH=path/to/batch.json scores another file in the same format.
 *
 * Batch 4 was scored once while blind (2026-11-26, parser of commit 1e77acb): 102/183 right end to
 * end, 9 junk writes; 103/183 once the harness stopped counting a bulk priority change on a task that
 * already had that priority as a miss. It is tuning data now: the floor below only keeps it from
 * getting worse; a better score is no longer a blind figure.
 */
const MEASURED = { right: 174, junk: 0 };
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const path = process.env.BLIND_BATCH ?? fixture('blind-batch-4.json');

describe('the blind batch, end to end through the offline tier', () => {
  it.runIf(existsSync(path))(`scores ${path}`, { timeout: 600_000 }, async () => {
    const score = await scoreBatch(loadBatch(path));
    console.log(describeScore(score));
    expect(score.total).toBeGreaterThan(0);
    if (!process.env.BLIND_BATCH) {
      expect(score.right).toBeGreaterThanOrEqual(MEASURED.right);
      expect(score.junk).toBeLessThanOrEqual(MEASURED.junk);
    }
  });
});
