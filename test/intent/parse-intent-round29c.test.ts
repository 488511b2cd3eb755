import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';
import { onlyStatusOf, showsExactly, turnAt } from './turn-at';

/*
 * Round 29 (part c): questions, completing, reopening and skipping, several tasks at once, memory and small talk.
 * Own phrasings, in other trades' words, of the families batches 27 and 28 missed (test/fixtures/blind-batch-27.json:
 * a pharmacist in Lagos; -28.json: a retired teacher in Colorado Springs), not their sentences.
 */
const now = new Date('2029-06-06T08:00:00Z');
const read = (text: string) => parseIntent(text, { now, timeZone: 'Europe/Dublin' });

describe('small talk: a fond name after thanks, praise said as a comparison', () => {
  it.each([
    'thanks honey',
    'thank you sweetheart',
    'cheers sugar',
    'thanks so much my dear',
    "lol you're smarter than my nephew",
    "haha you're quicker than my old secretary",
    'you are better than my paper diary',
    "ha you're way more organised than my husband",
  ])('%s', (text) => {
    expect(read(text).kind).toBe('chat');
  });

  it('a comparison that asks for something is not small talk', () => {
    expect(read('move the vet before the groomer').kind).not.toBe('chat');
  });
});

describe('memory: facts kept, dropped and asked for', () => {
  it.each([
    ['keep this: the alarm code at the bakery is 4471', 'alarm code'],
    ['save this - our VAT number is IE 6388047V', 'VAT number'],
    ['note this: the landlord prefers emails', 'landlord prefers'],
    ['remember Ciaran wages go into his AIB account 93115522', 'Ciaran'],
    ['remember the walk-in cooler warranty ref 7720019934', 'warranty'],
  ])('%s', (text, about) => {
    const intent = read(text);
    expect(intent.kind, text).toBe('remember');
    expect(intent.kind === 'remember' && intent.text).toContain(about);
  });

  it.each([
    ['forget the courier hotline', 'courier hotline'],
    ['forget the printer helpline', 'printer helpline'],
    ['please forget the alarm code we changed it', 'alarm code'],
    ['forget the wifi password it got reset', 'wifi password'],
    ['forget the supplier account number they closed it', 'supplier account number'],
  ])('%s', (text, query) => {
    expect(read(text)).toEqual({ kind: 'forget', memory: { query } });
  });

  it.each([
    ['remind me what siobhans new phone number is', 'siobhans new phone number'],
    ["remind me what the bakery's alarm code is", "bakery's alarm code"],
    ['remind me what declans email was', 'declans email'],
  ])('%s', (text, query) => {
    expect(read(text)).toEqual({ kind: 'recall', query });
  });

  it('"remind me what is on tomorrow" asks about the list, "remind me to …" is a task', () => {
    expect(read("remind me what's on tomorrow").kind).not.toBe('recall');
    expect(read('remind me to call the courier tomorrow').kind).toBe('create');
  });
});

/** A baker in Dublin on a Wednesday morning. */
const bakery = turnAt({
  now: '2029-06-06T08:00',
  timeZone: 'Europe/Dublin',
  tasks: [
    { id: 1, title: 'Pay flour mill invoice', due: '2029-06-04', tags: ['invoices'] },
    { id: 2, title: 'Fix the proofer thermostat', due: '2029-06-05', tags: ['kitchen'] },
    { id: 3, title: 'Order sourdough bags', due: '2029-06-06T07:30', tags: ['supplies'] },
    { id: 4, title: 'Deliver wedding cake to Howth', due: '2029-06-06T14:00', tags: ['orders'] },
    { id: 5, title: 'Vet appointment for Biscuit', due: '2029-06-06T16:15', tags: ['home'] },
    { id: 6, title: 'Pay electricity invoice', due: '2029-06-07', tags: ['invoices'] },
    { id: 7, title: 'Staff rota for July', due: '2029-06-08', tags: ['admin'] },
    { id: 8, title: 'Farmers market stall', due: '2029-06-08T06:00', tags: ['orders'] },
    { id: 9, title: 'Pay rent invoice to landlord', due: '2029-06-20', tags: ['invoices'] },
    { id: 10, title: 'Clean the walk-in cooler' },
    { id: 11, title: 'Pay water invoice', due: '2029-06-01', tags: ['invoices'], completed: true },
  ],
});
const titles = [
  'Pay flour mill invoice',
  'Fix the proofer thermostat',
  'Order sourdough bags',
  'Deliver wedding cake',
  'Vet appointment',
  'Pay electricity invoice',
  'Staff rota',
  'Farmers market stall',
  'Pay rent invoice',
  'Clean the walk-in cooler',
  'Pay water invoice',
];
const shows = showsExactly(bakery, titles);

describe('questions about the list in other forms', () => {
  it.each([
    ['which invoices do i have', ['Pay flour mill invoice', 'Pay electricity invoice', 'Pay rent invoice']],
    ['which invoices have we got?', ['Pay flour mill invoice', 'Pay electricity invoice', 'Pay rent invoice']],
    ['how many jobs left for today', ['Order sourdough bags', 'Deliver wedding cake', 'Vet appointment']],
    ['how many things are left today 😅', ['Order sourdough bags', 'Deliver wedding cake', 'Vet appointment']],
    ['what time is the vet appointment today?', ['Vet appointment']],
    ["what time's the wedding cake delivery", ['Deliver wedding cake']],
    ['whats from before today that i didnt finish', ['Pay flour mill invoice', 'Fix the proofer thermostat']],
    ['anything from before today still not done?', ['Pay flour mill invoice', 'Fix the proofer thermostat']],
    ["what's on the day after tomorrow", ['Staff rota', 'Farmers market stall']],
    ['anything for next tomorrow', ['Staff rota', 'Farmers market stall']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });
});

/** A mechanic in Leeds on a Thursday afternoon. */
const garage = turnAt({
  now: '2029-11-15T14:30',
  timeZone: 'Europe/London',
  tasks: [
    { id: 1, title: 'Pay parts supplier', due: '2029-11-15', tags: ['bills'] },
    { id: 2, title: 'Start the winter tyre promo', due: '2029-11-15', tags: ['shop'] },
    { id: 3, title: 'Write the quarterly VAT report', due: '2029-11-20', tags: ['admin'] },
    { id: 4, title: 'Order brake pads for the Corsa', due: '2029-11-16', tags: ['parts'] },
    { id: 5, title: 'Collect the van from the MOT', due: '2029-11-15T17:00', tags: ['shop'] },
    { id: 6, title: 'Water the office plants', due: '2029-11-17', tags: ['shop'], recurrence: 'FREQ=WEEKLY;BYDAY=SA' },
    { id: 7, title: 'Take the blood pressure tablets', due: '2029-11-15T08:00', tags: ['health'], recurrence: 'FREQ=DAILY' },
    { id: 8, title: 'Pay the gas bill', due: '2029-11-10', tags: ['bills'], completed: true },
    { id: 9, title: "Buy Maisie's football boots", tags: ['kids'], completed: true },
    { id: 10, title: 'Renew the breakdown cover', due: '2029-11-12', tags: ['bills'], completed: true },
    { id: 11, title: 'Return the library books', tags: ['errands'] },
    { id: 12, title: 'Drop the old coats at the charity shop', tags: ['errands'] },
  ],
});
const statusOf = onlyStatusOf(garage);

describe("done: a word of thanks after it, the past of the task's own verb", () => {
  it.each([
    ['parts supplier paid, well done', 1],
    ['parts supplier paid, nice one', 1],
    ['i started the winter tyre promo', 2],
    ['started the tyre promo this morning', 2],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });

  it('"started" a task whose verb is another is not news of it done', async () => {
    const { changed, created, deleted } = await garage('i started the quarterly VAT report');
    expect([changed, created, deleted]).toEqual([[], [], []]);
  });
});

describe('reopen: a finished task said not done, with why', () => {
  it.each([
    ['gas bill not paid actually, the direct debit bounced', 8],
    ['breakdown cover not done after all, card got declined', 10],
    ["Maisie's football boots were the wrong size, put it back", 9],
    ['the football boots were faulty, put them back', 9],
    ['unmark the gas bill the payment got reversed', 8],
    ['untick the breakdown cover my card was declined', 10],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'pending');
  });
});

describe('several done: news of things done, then a word that ticks them all', () => {
  it.each([
    ['i returned the library books and dropped the coats off so tick both', [11, 12]],
    ['paid the parts supplier and ordered the brake pads, mark those done please', [1, 4]],
    ['Dave paid the parts supplier and the brake pads for me 🙏 check both off', [1, 4]],
    ['my son returned the library books and dropped the old coats, tick the two of them', [11, 12]],
  ])('%s', async (text, ids) => {
    const { created, changed, deleted } = await garage(text);
    expect([created, deleted], text).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.status]).sort(), text).toEqual(ids.map((id) => [id, 'completed']));
  });

  it('a tick word after news that names no task changes nothing', async () => {
    const { created, changed, deleted } = await garage('we painted the fence and mowed the lawn so tick both');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('skip: the day ends what is skipped, the clause after it is why', () => {
  it.each([
    ['skip the blood pressure tablets today doctor wants bloods first', 7],
    ['skip the blood pressure tablets tomorrow the nurse said so', 7],
    ["skip the office plants this week i'm off sick", 6],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await garage(text);
    expect([created, deleted], text).toEqual([[], []]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.status).toBe('pending');
  });
});

describe('done: news with a time of today already gone, never a task added for tomorrow', () => {
  it.each([
    ['paid the parts supplier this morning', 1],
    ['i collected the van from the MOT this afternoon', 5],
    ['returned the library books this morning', 11],
    ["i've taken the old coats to the charity shop", 12],
    ['ordered the brake pads an hour ago', 4],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });
});

describe('reopen: a tick taken back, a payment gone wrong said alone', () => {
  it.each([
    ["oops i didn't mean to tick off the breakdown cover", 10],
    ['i accidentally checked the gas bill', 8],
    ["i ticked Maisie's football boots by mistake", 9],
    ["actually the breakdown cover renewal didn't go through", 10],
    ['the gas bill payment got reversed', 8],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'pending');
  });

  it('a card or a payment said alone names no task', async () => {
    for (const text of ['my card got declined', "the payment didn't go through"]) {
      const { created, changed, deleted } = await garage(text);
      expect([created, changed, deleted], text).toEqual([[], [], []]);
    }
  });
});

describe('skip: a repeating task said as not to be done this once', () => {
  it.each([
    ["no need to take the blood pressure tablets today, doctor's orders", 7],
    ["don't water the office plants this saturday it's the shop's day off", 6],
    ['we dont need to water the office plants this week', 6],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await garage(text);
    expect([created, deleted], text).toEqual([[], []]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
  });

  it('"don\'t forget to …" is still a task to add', async () => {
    const { created } = await garage("don't forget to ring the tyre supplier tomorrow");
    expect(created.map((todo) => todo.title)).toEqual(['Ring the tyre supplier']);
  });
});

describe('small talk: goodbyes with when to talk next, thanks and praise in other words', () => {
  it.each([
    'goodnight love, talk tomorrow',
    'see you in the morning',
    'night petal',
    'god bless you dear',
    "aw you're so kind",
    'that was painless!',
    'you made my morning',
    'good afternoon sunshine',
  ])('%s', (text) => {
    expect(read(text).kind).toBe('chat');
  });
});

describe('questions: what day a task is, what is still not done', () => {
  it.each([
    ['what day is the farmers market stall', ['Farmers market stall']],
    ['which day is the wedding cake delivery?', ['Deliver wedding cake']],
    ["what didn't i get done before today", ['Pay flour mill invoice', 'Fix the proofer thermostat']],
    ["what haven't i done today", ['Order sourdough bags', 'Deliver wedding cake', 'Vet appointment']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });

  it('"remind me of <someone>\'s <detail>" asks for a fact kept, never adds it', () => {
    expect(read("remind me of siobhan's phone number")).toEqual({ kind: 'recall', query: "siobhan's phone number" });
  });
});
