import { describe, expect, it } from 'vitest';
import { expectNothingWritten } from './expect-nothing-written';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 31: the wrong writes of blind batches 31 and 32 (test/fixtures/blind-batch-31.json, -32.json), scored once
 * before this, in other words and trades. Now is Monday 2029-06-11, 10:40, in Toronto.
 */
const turn = turnAt({
  now: '2029-06-11T10:40',
  timeZone: 'America/Toronto',
  tasks: [
    { id: 1, title: 'Renew the shop insurance', due: '2029-06-14' },
    { id: 2, title: 'Service the walk-in fridge', due: '2029-06-12T08:00' },
  ],
});
const added = addsOf(turn);

describe('a number before "%" or "percent" is a rate, never a time', () => {
  it.each([
    ['ask the bank about refinancing at 4%', 'Ask the bank about refinancing at 4%', undefined],
    ['check the supplier discount at 15 percent friday', 'Check the supplier discount at 15 percent', '2029-06-15'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('a time said with "at" is still a time (a guard)', async () => {
    expect(await added('call the bank at 10 tomorrow')).toEqual([['Call the bank', '2029-06-12T10:00']]);
  });
});

describe('a sum to work out is asked about, never added as a task', () => {
  it.each(['calculate the mortgage payment on 420k at 5.1%', 'convert 250 usd to euros', 'can you calculate 18% of 2400'])('%s', async (text) => {
    const result = await turn(text);
    expectNothingWritten(result);
    expect(result.reply).toMatch(/can't work it out/);
  });

  it('with a day it is a task (a guard)', async () => {
    expect(await added('calculate the Q2 payroll remittance by friday')).toEqual([['Calculate the Q2 payroll remittance', '2029-06-15']]);
  });
});

describe('an email with what it says is a message, asked about like a text', () => {
  it.each(["email the landlord that we're away till monday", "e-mail the chef that i'm off tomorrow"])('%s', async (text) => {
    expectNothingWritten(await turn(text));
  });

  it('an email as a todo is added (a guard)', async () => {
    expect(await added('email the landlord about the lease renewal tomorrow')).toEqual([['Email the landlord about the lease renewal', '2029-06-12']]);
  });
});

describe("the person's own thing is not someone else's task of the same name", () => {
  const family = turnAt({
    now: '2029-06-11T10:40',
    timeZone: 'America/Toronto',
    tasks: [
      { id: 1, title: "Mia's swimming lesson", due: '2029-06-14T17:00', tags: ['kids'] },
      { id: 2, title: "Mum's birthday dinner", due: '2029-06-16T19:00' },
    ],
  });

  it('"my swimming lesson thursday 6pm, remind me 15 mins before" adds mine and leaves Mia\'s', async () => {
    const { created, changed } = await family('my swimming lesson thursday 6pm, remind me 15 mins before');
    expect(changed).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.dueAt?.slice(0, 16), todo.remindBefore])).toEqual([['My swimming lesson', '2029-06-14T18:00', 15]]);
  });

  it('"my mum\'s birthday dinner" still names Mum\'s (a guard): no second task', async () => {
    const { created } = await family("my mum's birthday dinner saturday 7pm");
    expect(created).toEqual([]);
  });
});
