import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';
import { onlyStatusOf, showsExactly, turnAt } from './turn-at';

/*
 * Round 30 (part c): questions, completing, reopening, memory and small talk. Own phrasings, in other trades' words, of
 * the families batches 29 and 30 missed (test/fixtures/blind-batch-29.json, -30.json), not their sentences.
 */
const now = new Date('2029-10-09T11:40:00Z');
const read = (text: string) => parseIntent(text, { now, timeZone: 'Australia/Perth' });

describe('memory said casually: a fact after "remember" or "note to self", whatever its verb or length', () => {
  it.each([
    ['remember the side gate code at the harcourt place is 0913', 'side gate code'],
    ['remember the new receptionist at the depot is called marta', 'called marta'],
    ['remember the wholesaler rep prefers calls after 10', 'prefers calls'],
    ['remember the foreman on the subiaco job is called wes', 'called wes'],
    ['remember our tiler charges $55 an hour on weekends', 'charges $55'],
    ['remeber the scaffold hire guy is dario', 'dario'],
    ['note to self: the tiler charges $55/hr for weekends', 'tiler charges'],
    ['note to self - priya owes me $40 for the concert tickets', 'priya owes'],
  ])('%s', (text, about) => {
    const intent = read(text);
    expect(intent.kind, text).toBe('remember');
    expect(intent.kind === 'remember' && intent.text.toLowerCase()).toContain(about);
  });

  it.each([
    ["what's the scaffold hire guy called", 'scaffold hire guy'],
    ['whats the crane company called again', 'crane company'],
    ['what was the name of the new apprentice', 'new apprentice'],
  ])('a name asked for is recalled: %s', (text, query) => {
    expect(read(text)).toEqual({ kind: 'recall', query });
  });

  it.each([
    ["forget dario's number he's got a new one", "dario's number"],
    ["forget the wholesaler's email she has a new one now", "wholesaler's email"],
  ])('why a detail is no longer true is not what to forget: %s', (text, query) => {
    expect(read(text)).toEqual({ kind: 'forget', memory: { query } });
  });

  it('"what\'s your name" is not a fact asked for', () => {
    expect(read("what's your name").kind).not.toBe('recall');
  });
});

/** An electrician in Perth on a Tuesday evening. */
const sparky = turnAt({
  now: '2029-10-09T19:40',
  timeZone: 'Australia/Perth',
  tasks: [
    { id: 1, title: 'Quote the Harcourt rewire', due: '2029-10-10', tags: ['quotes'] },
    { id: 2, title: 'Chase Mrs Ilves for payment', due: '2029-10-09', tags: ['invoices'] },
    { id: 3, title: 'Site meeting with Mr Okonkwo', due: '2029-10-11T09:00', tags: ['jobs'] },
    { id: 4, title: 'Send test certificates to Mr Okonkwo', due: '2029-10-12', tags: ['jobs'] },
    { id: 5, title: 'Order cable for the Fremantle job', due: '2029-10-10', tags: ['supplies'] },
    { id: 6, title: 'Renew public liability cover', due: '2029-10-15', tags: ['insurance'] },
    { id: 7, title: 'Book the van service', tags: ['van'] },
    { id: 8, title: 'Write up the safety induction notes', due: '2029-10-09T21:00', tags: ['apprentice'] },
    { id: 9, title: 'Buy Lena a new bike helmet', tags: ['family'], completed: true },
    { id: 10, title: 'Pay the council rates', due: '2029-10-05', tags: ['bills'], completed: true },
    { id: 11, title: 'Lodge the BAS', due: '2029-10-07', tags: ['admin'], completed: true },
    { id: 12, title: "Pick up the apprentice's uniform", due: '2029-10-10', tags: ['apprentice'] },
    { id: 13, title: "Grandad's 80th birthday lunch", due: '2029-10-13T12:00', tags: ['birthday'] },
    { id: 14, title: "Buy Grandad's 80th present", due: '2029-10-12', tags: ['birthday'] },
  ],
});
const statusOf = onlyStatusOf(sparky);

describe('memory end to end: a fact kept changes no task', () => {
  it.each(['note to self: the tiler charges $55/hr for weekends', 'remember the foreman on the subiaco job is called wes'])('%s', async (text) => {
    const { created, changed, deleted, reply } = await sparky(text);
    expect([created, changed, deleted], text).toEqual([[], [], []]);
    expect(reply).toMatch(/remember/i);
  });
});

describe('done for the night, the day, the week: the task is done, the span is not its name', () => {
  it.each([
    ['induction notes done for the night thank god', 8],
    ['safety induction notes finished for today', 8],
    ['induction notes sorted for tonight, phew', 8],
    ['harcourt quote done thank goodness', 1],
    ["that's the van service done", 7],
    ['thats the harcourt quote sorted for the day', 1],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });

  it.each(["i'm done for the day", 'finished for the week thank god', "that's me done for the night", 'done for now'])(
    'said of no task, it is a goodbye, nothing written: %s',
    async (text) => {
      const { created, changed, deleted, reply } = await sparky(text);
      expect([created, changed, deleted], text).toEqual([[], [], []]);
      expect(reply).not.toMatch(/Added|Completed/);
    },
  );

  it('a task that happens at night keeps its words', async () => {
    const { created } = await sparky('add book a babysitter for the night of the awards');
    expect(created.map((todo) => todo.title)).toEqual(['Book a babysitter for the night of the awards']);
  });
});

describe('reopen: what went wrong first, then the request to take the tick back', () => {
  it.each([
    ['council rates payment bounced 😬 put it back as not done', 10],
    ['the bike helmet was the wrong size, undo that one', 9],
    ['the BAS got rejected 🙄 untick that', 11],
    ['helmet was too small - mark it not done', 9],
    ['rates payment failed, reopen it please', 10],
    ['council rates direct debit failed so put it back please', 10],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'pending');
  });

  it('"undo that one" alone undoes the last change, it reopens nothing', async () => {
    const { created, changed, deleted } = await sparky('undo that one');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

const shows = showsExactly(sparky, [
  'Quote the Harcourt rewire',
  'Chase Mrs Ilves',
  'Site meeting with Mr Okonkwo',
  'Send test certificates',
  'Order cable',
  'Renew public liability cover',
  'Book the van service',
  'Write up the safety induction notes',
  "Pick up the apprentice's uniform",
  "Grandad's 80th birthday lunch",
  "Buy Grandad's 80th present",
]);

describe('questions filtered by whom or what the tasks are for: only those tasks', () => {
  it.each([
    ["what's on my list with mr okonkwo", ['Site meeting with Mr Okonkwo', 'Send test certificates']],
    ["what's on my list wi mr okonkwo", ['Site meeting with Mr Okonkwo', 'Send test certificates']],
    ['show me everything with mr okonkwo', ['Site meeting with Mr Okonkwo', 'Send test certificates']],
    ['anything on my list for grandad', ["Grandad's 80th birthday lunch", "Buy Grandad's 80th present"]],
    ["anything for grandad's 80th i haven't done", ["Grandad's 80th birthday lunch", "Buy Grandad's 80th present"]],
    ['anything apprentice related i still need to do', ['Write up the safety induction notes', "Pick up the apprentice's uniform"]],
    ["what's birthday related", ["Grandad's 80th birthday lunch", "Buy Grandad's 80th present"]],
    ['show me the insrnc stuff', ['Renew public liability cover']],
    ['any mtg stuff', ['Site meeting with Mr Okonkwo']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });
});

describe('questions: a topic asked as due or where it stands, a topic over two days, a run of dates from a day', () => {
  it.each([
    ['any quotes due?', ['Quote the Harcourt rewire']],
    ["where's the van service at", ['Book the van service']],
    ["where are we at with the liability cover, when's it due", ['Renew public liability cover']],
    ['job stuff due thursday or friday?', ['Site meeting with Mr Okonkwo', 'Send test certificates']],
    [
      "what's on from tomorrow til friday",
      ['Quote the Harcourt rewire', 'Order cable', "Pick up the apprentice's uniform", 'Site meeting with Mr Okonkwo', 'Send test certificates', "Buy Grandad's 80th present"],
    ],
    ['anything from the 13th onwards', ["Grandad's 80th birthday lunch", 'Renew public liability cover']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });
});

describe('done: a thing one hands in, said "in"', () => {
  it.each([
    ['the cable order is in', 5],
    ["harcourt quote's in 🎉", 1],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });

  it("where a thing is, or a van in for a service, is not a hand-in: nothing's ticked", async () => {
    for (const text of ["the van's in for a service", 'the cable is in the ute']) {
      const { created, changed, deleted } = await sparky(text);
      expect(
        changed.filter((todo) => todo.status === 'completed'),
        text,
      ).toEqual([]);
      expect([created, deleted], text).toEqual([[], []]);
    }
  });
});
