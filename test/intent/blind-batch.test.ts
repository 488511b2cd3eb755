import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeScore, loadBatch, scoreBatch } from './blind-batch';

/*
 * The blind batch, scored end to end through the offline tier (see blind-batch.ts).
 * `npx vitest run test/intent/blind-batch.test.ts` scores test/fixtures/blind-batch-4.json;
 * BLIND_BATCH=path/to/batch.json scores another file in the same format.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const path = process.env.BLIND_BATCH ?? fixture('blind-batch-4.json');

describe('the blind batch, end to end through the offline tier', () => {
  it.runIf(existsSync(path))(`scores ${path}`, { timeout: 600_000 }, async () => {
    const score = await scoreBatch(loadBatch(path));
    console.log(describeScore(score));
    expect(score.total).toBeGreaterThan(0);
  });
});
