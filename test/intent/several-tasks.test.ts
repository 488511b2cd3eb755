import { describe, expect, it } from 'vitest';
import { scoreBatch, type Expectation } from './blind-batch';
import { severalTasksBatch } from '../properties/several-tasks-phrasings';

/*
 * Requests about several tasks, or one named task, that used to write what was not meant: judged end to
 * end through the offline tier over the generator's task list (test/properties/several-tasks-phrasings.ts).
 */
const run = async (text: string, expect: Expectation) => (await scoreBatch(severalTasksBatch([{ family: 'x', text, expect }]))).results[0]!;
const none = { kind: 'none' } as const;

describe('requests about tasks already there are never added as a new task', () => {
  it('asks when a selection of tasks is said before its change without a verb', { timeout: 30_000 }, async () => {
    for (const text of ['home stuff - #later', "tomorrow's stuff can go", 'the p2 tasks: no date', "today's stuff but not the gym to sunday"]) {
      const result = await run(text, none);
      expect(result.junk, `${text}: ${result.reply}`).toBe(false);
    }
  });
  it('asks when a list of tasks the person has comes with a change and no verb', { timeout: 30_000 }, async () => {
    for (const text of ['the fridge, the lawn and the passport #weekend', 'dry cleaning & library books - #errands']) {
      const result = await run(text, none);
      expect(result.junk, `${text}: ${result.reply}`).toBe(false);
    }
  });
  it('reads a request that ends on an emoji as the words before it', { timeout: 30_000 }, async () => {
    const result = await run('set the cv + the lawn to 🙏', none);
    expect(result.junk, result.reply).toBe(false);
  });
});

describe('a one-task verb on a name only one word of a title shares', () => {
  it('changes nothing ("the tax return" is not "Return library books")', { timeout: 30_000 }, async () => {
    for (const text of ['done with the tax return', 'the vat return is sorted', 'ditch the water bill']) {
      const result = await run(text, none);
      expect(result.junk, `${text}: ${result.reply}`).toBe(false);
    }
  });
  it('still finds a task by most of its words', { timeout: 30_000 }, async () => {
    expect((await run('done with the dentist appt', { kind: 'complete', ids: [1] })).right).toBe(true);
  });
});

describe('a sign-off after a comma', () => {
  it('is not read as the name of the task', { timeout: 30_000 }, async () => {
    expect((await run('tick off the piano lesson, cheers', { kind: 'complete', ids: [22] })).right).toBe(true);
    expect((await run('get rid of the fridge, running late!', { kind: 'delete', ids: [24] })).right).toBe(true);
    expect((await run('mark the cv done, thx', { kind: 'complete', ids: [25] })).right).toBe(true);
  });
});

describe('a done task taken back, and a closing emoji', () => {
  it('reopens a task said to be "not done actually" or "un-ticked"', { timeout: 30_000 }, async () => {
    expect((await run('un-check the stamps', { kind: 'reopen', ids: [27] })).right).toBe(true);
    expect((await run('the stamps are not done actually', { kind: 'reopen', ids: [27] })).right).toBe(true);
  });
  it('reads the request before a closing emoji, and a reason said with "since" or "because"', { timeout: 30_000 }, async () => {
    expect((await run('skip the yoga this week 👍', { kind: 'skip', id: 30 })).right).toBe(true);
    expect((await run('cv done ✔️', { kind: 'complete', ids: [25] })).right).toBe(true);
    expect((await run('delete the fridge because we got a new one', { kind: 'delete', ids: [24] })).right).toBe(true);
  });
});
