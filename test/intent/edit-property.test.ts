import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_BASE, editRequest, junkOf, TIME_ZONE, type EditRequest } from '../properties/edit-phrasings';
import { judge, runItem } from './blind-batch';

/*
 * Changes to one existing task, however they are phrased (test/properties/edit-phrasings.ts), run end to
 * end through the offline tier the way the blind batches are: they never become a new task and never
 * change another task or a field not asked about; and on a fixed sample most are the edit asked for.
 *
 * On the parser this round started from (7d98718) the fixed sample scored right 208/400, asked 149, junk 40
 * (new tasks like "Mark priya as 🙏", a rename to "Low priority bc traffic", a tag on the wrong task). Issue 20's
 * fourteenth round: right 325/400, asked 75, junk 0; the p20 round: 328/400, asked 72, junk 0. The floor only keeps it
 * from getting worse.
 */

process.env.TZ = TIME_ZONE;
const batch = { ...BATCH_BASE, items: [] };

async function outcome(request: EditRequest) {
  const run = await runItem(batch, request.text);
  return { run, verdict: judge(request.expect, run, TIME_ZONE), junk: junkOf(request, run) };
}

describe('a change to one named task, however it is phrased', () => {
  // On the seed CI draws (test/setup.ts) this holds; on random seeds it does not yet, so a local run uses
  // the same seed unless FC_SEED asks for others. Found on random seeds: "sort car insurance needs changing"
  // added that as a task (a statement about "Sort car insurance" that says no change; asked about since
  // round 16; that seed then finds "sort car insurance - hmm not sure, got a clash", added too), and
  // "piano lesson: december 4th at midday", with no such task, adds "Piano lesson" (the generator says
  // nothing may be written; a person may well mean the add). The p20 round made FC_SEED 1..20 pass 11 of 20 (was 9):
  // "cancel netflix should be p4", "put cancel netflix task under family", "make piano lesson at 4" are no longer
  // added; every seed that still fails is a name, a colon and a day ("jos card: tues", "the plumber: dec 4"), with a
  // name that fits no task as said (a slip, "X task", two tasks, or none), which the parser's confidence is to ask about.
  // Round 21 (w21a): 20 of 20. The name-then-day check now reads the day as the parser does ("tues" is Tuesday), a
  // slip of one task's name is asked about by that name, and "next week at 9.15am" is one date.
  it('never adds a task, nor changes another task or a field not asked about', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(editRequest, async (request) => {
        const { run, junk } = await outcome(request);
        expect(junk, `${request.text} → ${run.reply.slice(0, 120)}`).toBeUndefined();
      }),
      { numRuns: 150, ...(process.env.FC_SEED ? {} : { seed: 20261127 }) },
    );
  });

  it('is the edit asked for on a fixed sample', { timeout: 300_000 }, async () => {
    const sample = fc.sample(editRequest, { seed: 14, numRuns: 400 });
    let right = 0;
    let asked = 0;
    const junk: string[] = [];
    const misses: string[] = [];
    for (const request of sample) {
      const { run, verdict, junk: why } = await outcome(request);
      if (why) junk.push(`JUNK ${request.text} → ${why}`);
      if (verdict.right) right += 1;
      else {
        const wrote = run.after.some((todo) => JSON.stringify(todo) !== JSON.stringify(run.before.get(todo.id))) || run.after.length !== run.before.size;
        if (!wrote) asked += 1;
        misses.push(`  ${request.text} → ${verdict.why}`);
      }
    }
    console.log([`edit phrasings: right ${right}/${sample.length}, asked ${asked}, junk ${junk.length}`, ...junk, 'misses:', ...misses].join('\n'));
    expect(junk).toEqual([]);
    expect(right).toBeGreaterThanOrEqual(328);
  });
});
