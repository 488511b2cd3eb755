import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeScore, loadBatch, scoreBatch } from './blind-batch';

/*
 * The blind batches, scored end to end through the offline tier (see blind-batch.ts).
 * `npx vitest run test/intent/blind-batch.test.ts` scores test/fixtures/blind-batch-4.json and -5.json;
 * BLIND_BATCH=path/to/batch.json scores another file in the same format (and only that one).
 *
 * Batch 4 was scored once while blind (2026-11-26, parser of commit 1e77acb): 102/183 right end to
 * end, 9 junk writes (103 after a harness fix). It has been tuning data since; issue 20's second
 * round brought it to 174/183 with 0 junk. Its floor only keeps it from getting worse.
 *
 * Batch 5 (164 requests by a writer who never saw the parser or batch 4) was scored once, with the
 * parser frozen at commit a1d2561: 114/164 right end to end, 5 junk writes; 115/164 once the harness
 * let a fact kept in the person's own words ("sun mon wed") count for the label's paraphrase
 * ("Sunday, Monday, Wednesday"). That is the blind figure. Since issue 20's third round it is
 * tuning data (its miss families were generalised through other phrasings): 125/164, 0 junk.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const BATCHES = process.env.BLIND_BATCH
  ? [{ path: process.env.BLIND_BATCH, floor: undefined }]
  : [
      { path: fixture('blind-batch-4.json'), floor: { right: 174, junk: 0 } },
      { path: fixture('blind-batch-5.json'), floor: { right: 125, junk: 0 } },
    ];

describe('the blind batches, end to end through the offline tier', () => {
  for (const { path, floor } of BATCHES) {
    it.runIf(existsSync(path))(`scores ${path}`, { timeout: 600_000 }, async () => {
      const score = await scoreBatch(loadBatch(path));
      console.log(describeScore(score));
      expect(score.total).toBeGreaterThan(0);
      if (floor) {
        expect(score.right).toBeGreaterThanOrEqual(floor.right);
        expect(score.junk).toBeLessThanOrEqual(floor.junk);
      }
    });
  }
});
