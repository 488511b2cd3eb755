import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeScore, scoreBatch } from './blind-batch';
import { severalTasksBatch, severalTasksRequest } from '../properties/several-tasks-phrasings';

/*
 * Requests that act on several tasks at once, and completes, deletes, reopens and skips of one named
 * task, written by the generator of test/properties/several-tasks-phrasings.ts and judged end to end
 * through the offline tier as the blind batches are (every approval the turn asks for is approved, so a
 * wrong delete counts as the write it would become).
 */

describe('requests about several tasks (generated)', () => {
  // Random seeds (FC_SEED 5, 8, 10, 14) found "both chapter 4 and electricity bill - #q4", "label passport, vacuum the
  // car and cv q4", "clean the fridge sorted" and "cv, milk and the car to Friday, plans changed" (each added as a task):
  // asked about (or, "sorted", completed) since the p20 round, which found no junk on FC_SEED 1..20. A one-task verb on a
  // name that shares one word with a title ("the car insurance sorted" completed "Vacuum the car") is fixed since round
  // 17. It runs with SEVERAL_TASKS_PROPERTY=1 (it takes a while); the fixed sample below holds junk to none.
  it.runIf(process.env.SEVERAL_TASKS_PROPERTY)(
    'never touch a task the request did not mean, create one, or change a field not asked (random seeds)',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(severalTasksRequest, async (request) => {
          const score = await scoreBatch(severalTasksBatch([request]));
          const result = score.results[0]!;
          expect(result.junk, `${request.text} → ${result.why}`).toBe(false);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('are right end to end on a fixed sample', { timeout: 300_000 }, async () => {
    const sample = fc.sample(severalTasksRequest, { seed: 14, numRuns: 400 });
    const score = await scoreBatch(severalTasksBatch(sample));
    // "asked": not done as meant, and nothing written that was not meant (a question back, or a miss on the meant tasks only).
    console.log(`right ${score.right}/${score.total}, asked ${score.total - score.right - score.junk}, junk ${score.junk}\n${describeScore(score)}`);
    // Before this round's parser changes (commit 7d98718): right 249/400, asked 138, junk 13; after: 310/400, asked 88, junk 2.
    // Round 17 (w20y, a write's target named by its head): 317/400, junk 1 ("the car insurance sorted" no longer completes "Vacuum the car").
    // p20 (a request's words after a task's whole title, several names with "both" or a reason): 317/400, junk 0.
    expect(score.junk).toBe(0);
    expect(score.right).toBeGreaterThanOrEqual(317);
  });
});
