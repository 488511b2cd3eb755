import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeScore, loadBatch, scoreBatch } from './blind-batch';

const mini = fileURLToPath(new URL('../fixtures/blind-batch-mini.json', import.meta.url));

describe('the blind-batch harness on a hand-written mini batch', () => {
  it('runs every request through the offline tier and judges the database and the reply', { timeout: 120_000 }, async () => {
    const score = await scoreBatch(loadBatch(mini));
    console.log(describeScore(score));
    expect(score.total).toBe(21);
    expect(score.junk).toBe(0);
    expect(score.right).toBe(21);
  });

  it('counts a wrong label as a miss, and a write the label did not ask for as junk', { timeout: 60_000 }, async () => {
    const batch = loadBatch(mini);
    const add = { ...batch, items: [{ id: 1, family: 'add', text: 'add water the plants tomorrow', expect: { kind: 'none' as const } }] };
    const score = await scoreBatch(add);
    expect(score).toMatchObject({ right: 0, junk: 1 });
    const list = { ...batch, items: [{ id: 2, family: 'question', text: 'show my tasks', expect: { kind: 'list' as const, ids: [1] } }] };
    expect(await scoreBatch(list)).toMatchObject({ right: 0, junk: 0 });
    // "make pay rent urgent" when it already is: left as asked, so right.
    const already = { ...batch, items: [{ id: 3, family: 'edit', text: 'make pay rent urgent', expect: { kind: 'edit' as const, id: 1, changes: { priority: 1 } } }] };
    expect(await scoreBatch(already)).toMatchObject({ right: 1, junk: 0 });
    // The same for several: "mark the plumber call and the acme invoice as low priority" when both are.
    const bothAlready = {
      ...batch,
      items: [
        {
          id: 4,
          family: 'bulk',
          text: 'mark call the plumber and invoice for acme as low priority',
          expect: { kind: 'bulk' as const, ids: [2, 4], action: 'priority' as const, changes: { priority: 4 } },
        },
      ],
    };
    expect(await scoreBatch(bothAlready)).toMatchObject({ right: 1, junk: 0 });
  });
});
