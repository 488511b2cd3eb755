import { describe, expect, it } from 'vitest';
import { withoutPidginWords } from '@/lib/intent/pidgin-words';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 28 (part a): Nigerian English and Pidgin words batch 27 read as title words (test/fixtures/blind-batch-27.json).
 * Own phrasings, from a tailor's shop in Abuja, not the batch's sentences.
 */
const turn = turnAt({
  now: '2029-05-14T08:40',
  timeZone: 'Africa/Lagos',
  tasks: [
    { id: 1, title: 'Fumigate the shop', due: '2029-05-16', priority: 2, tags: ['shop'] },
    { id: 2, title: 'Renew the market stall permit', due: '2029-05-18' },
    { id: 3, title: "Sew Ngozi's wedding aso ebi", due: '2029-05-19T11:00', tags: ['orders'] },
    { id: 4, title: 'Collect fabric from Wuse market', due: '2029-05-19T15:00' },
    { id: 5, title: 'Pay the shop boy', due: '2029-05-14T17:00' },
    { id: 6, title: 'Repaint the signboard', priority: 3 },
  ],
});
const added = addsOf(turn);

async function nothingWritten(text: string): Promise<string> {
  const { created, changed, deleted, reply } = await turn(text);
  expect(created, text).toEqual([]);
  expect(changed, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  return reply;
}

describe('Pidgin tone words are dropped, never title words', () => {
  it.each([
    ['abeg add buy thread and zips', 'add buy thread and zips'],
    ['remind me to call the tailor union chairman abeg', 'remind me to call the tailor union chairman'],
    ['this heat sef 😩', 'this heat 😩'],
    ['chai the light don go again o', 'the light went again'],
    ['buy needles jare', 'buy needles'],
    ['wetin I get for friday', 'what do I have for friday'],
    ['wetin dey for tomorrow', "what's on for tomorrow"],
    // Round 29: "make I no forget" is "let me not forget", the forgetting lead the add readers know.
    ['make I no forget to pay the shop boy abeg', 'let me not forget to pay the shop boy'],
    ['sharp sharp: call the fabric man at 2pm', 'call the fabric man at 2pm'],
    ['deliver the agbada next tomorrow abeg', 'deliver the agbada the day after tomorrow'],
    ['pay the shop rent latest friday abeg', 'pay the shop rent by friday'],
    ['shey I get anything on sunday', 'do I have anything on sunday'],
  ])('%s', (text, plain) => {
    expect(withoutPidginWords(text)).toBe(plain);
  });

  it.each([
    'buy a flag that says hope for the future',
    'call Abi about the hem',
    "order dresses from Don's shop",
    'buy the latest sewing magazine',
    'I get paid on friday',
    'Oh and add call mum',
  ])('other text is unchanged: %s', (text) => {
    expect(withoutPidginWords(text)).toBe(text);
  });
});

describe('small talk and questions said in Pidgin write nothing', () => {
  it.each(['this heat sef 😩', 'this tuesday sef 🙄', 'chai, this week sef', 'na wa o, this light sef'])('%s', async (text) => {
    await nothingWritten(text);
  });

  it('wetin I get on saturday lists the day', async () => {
    const reply = await nothingWritten('wetin I get for saturday');
    expect(reply).toContain('Sew Ngozi');
    expect(reply).toContain('Collect fabric');
  });

  it.each(['wetin dey for saturday', 'abeg wetin I get on saturday', 'shey I get anything saturday'])('%s', async (text) => {
    const reply = await nothingWritten(text);
    expect(reply).toContain('Sew Ngozi');
  });
});

describe('adds with Pidgin words keep their titles clean', () => {
  it.each([
    ['abeg remind me to buy lining fabric tomorrow', 'Buy lining fabric', '2029-05-15'],
    ['buy buttons for the kaftan order latest thursday', 'Buy buttons for the kaftan order', '2029-05-17'],
    ["deliver Musa's senator wear next tomorrow", "Deliver Musa's senator wear", '2029-05-16'],
    ['sharp sharp: call the embroidery guy today', 'Call the embroidery guy', '2029-05-14'],
  ])('%s', async (text, title, day) => {
    const [first, ...rest] = await added(text);
    expect(rest).toEqual([]);
    expect(first?.[0]).toBe(title);
    expect(first?.[1]?.slice(0, 10)).toBe(day);
  });
});

describe('a noun-first change with a Pidgin word finds the task', () => {
  it.each([
    ['shop fumigation, priority 1 abeg', 1, { priority: 1 }],
    ['signboard repainting, priority 1 jare', 6, { priority: 1 }],
    ['stall permit renewal, make am priority 4 abeg', 2, { priority: 4 }],
  ] as const)('%s', async (text, id, change) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(deleted, text).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[id, change.priority]]);
  });
});

describe('Pidgin "don" (= have) before a verb is said in the past', () => {
  it.each([
    ['I don pay the shop boy', 'I paid the shop boy'],
    ['the fitting don finish', 'the fitting finished'],
    ['Emeka don buy the lining', 'Emeka bought the lining'],
  ])('%s', (text, plain) => {
    expect(withoutPidginWords(text)).toBe(plain);
  });

  it.each(['ask Don to pay the deposit', 'call don about the hem', "I don't pay the stall fee till june"])('other text is unchanged: %s', (text) => {
    expect(withoutPidginWords(text)).toBe(text);
  });

  it.each([
    ['I don collect the fabric from Wuse', 4],
    ['we don pay the shop boy', 5],
    ['I don renew the market stall permit', 2],
  ] as const)('%s completes the task', async (text, id) => {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(deleted, text).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[id, 'completed']]);
  });

  it.each(['sew a new apron, the old one don tear', 'order more chalk, we don finish am'])('a reason after a comma changes no task: %s', async (text) => {
    const { changed, deleted } = await turn(text);
    expect(changed, text).toEqual([]);
    expect(deleted, text).toEqual([]);
  });
});
