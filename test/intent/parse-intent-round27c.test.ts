import { describe, expect, it } from 'vitest';
import { showsExactly, turnAt } from './turn-at';

/*
 * Round 27 (part c): questions about a topic that should find every pending task about it, and changes to several
 * tasks named by a topic or by names. Own phrasings, in other trades' words, of the families batch 26 missed
 * (test/fixtures/blind-batch-26.json: a support team lead in Manila), not its sentences.
 */
const at = {
  now: '2027-05-12T18:00',
  timeZone: 'Europe/Lisbon',
  tasks: [
    { id: 1, title: 'Pay water bill', due: '2027-05-14', tags: ['bills'] },
    { id: 2, title: 'Pay van insurance', due: '2027-05-20', tags: ['bills'] },
    { id: 3, title: 'Send invoice to Mrs Costa', tags: ['admin'] },
    { id: 4, title: 'Book ferry tickets for Madeira', due: '2027-05-18', tags: ['holiday'] },
    { id: 5, title: 'Renew passport', due: '2027-05-16', tags: ['holiday'] },
    { id: 6, title: 'Buy sunscreen', tags: ['holiday'] },
    { id: 7, title: 'Rewire kitchen at the Silva house', due: '2027-05-13T09:00', tags: ['work'] },
    { id: 8, title: 'Order copper cable', due: '2027-05-13', tags: ['work'] },
    { id: 9, title: 'Call the dentist', tags: ['health'] },
    { id: 10, title: 'Book cake tasting', due: '2027-05-15', tags: ['wedding'] },
    { id: 11, title: 'Choose wedding playlist', due: '2027-05-28', tags: ['wedding'] },
    { id: 12, title: 'Print seating chart', due: '2027-05-22', tags: ['wedding'] },
    { id: 13, title: 'File IRS return', tags: ['tax'] },
    { id: 14, title: 'Update NIF address', tags: ['tax'] },
    { id: 15, title: 'Email Seg-Social about contributions', tags: ['tax'] },
    { id: 16, title: 'Gym session', due: '2027-05-13T07:00', tags: ['health'] },
    { id: 17, title: 'Pay electricity bill', due: '2027-05-10', tags: ['bills'], completed: true },
  ],
};
const turn = turnAt(at);
const titles = at.tasks.map((task) => task.title);
const shows = showsExactly(turn, titles);

describe('a question about a topic finds every pending task about it', () => {
  it.each([
    // A title's word said as a group ("trip", "stuff"): the occasion its task is tagged with.
    ['anything for the madeira trip?', ['Book ferry tickets for Madeira', 'Renew passport', 'Buy sunscreen']],
    // The topic, then what is still to do with it: a title's word in any ending, or a tag in the singular or plural.
    ['which invoices do i still need to send', ['Send invoice to Mrs Costa']],
    ['which bills do we still have to pay?', ['Pay water bill', 'Pay van insurance']],
    // Several names listed: any of them.
    ['irs nif segsocial stuff still pending?', ['File IRS return', 'Update NIF address', 'Email Seg-Social about contributions']],
    ['irs nif stuff still open', ['File IRS return', 'Update NIF address']],
    // A topic and a bound on the days.
    ["what's still due for the wedding before the 20th", ['Book cake tasting']],
    // A bare day asked about is that day's list.
    ['whats tmrw', ['Rewire kitchen at the Silva house', 'Order copper cable', 'Gym session']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });

  it('a task of a part of life (#health) never stands for the rest of it', async () => {
    await shows('anything for the dentist?', ['Call the dentist']);
  });

  it('a day asked the way that already worked still does', async () => {
    await shows("what's friday?", ['Pay water bill']);
  });
});

async function changes(text: string): Promise<Array<[number, number | undefined, string]>> {
  const { created, changed, deleted } = await turn(text);
  expect(created.filter((todo) => !todo.recurrence)).toEqual([]);
  expect(deleted).toEqual([]);
  return changed.map((todo) => [todo.id, todo.priority, todo.status]);
}

describe('several tasks at once, named by a topic or by names', () => {
  it('"all the X stuff" with no #X: the tasks the topic reaches (an occasion its task is tagged with)', async () => {
    expect(await changes('make all the madeira stuff urgent')).toEqual([
      [4, 1, 'pending'],
      [5, 1, 'pending'],
      [6, 1, 'pending'],
    ]);
  });

  it('a topic of one task of a part of life changes that task only', async () => {
    expect(await changes('make all the dentist stuff p2')).toEqual([[9, 2, 'pending']]);
  });

  it('names in brackets are the members changed, not every task of the group', async () => {
    expect(await changes('all tax things (irs, nif) priority 2')).toEqual([
      [13, 2, 'pending'],
      [14, 2, 'pending'],
    ]);
  });

  it('a member said without its hyphen ("segsocial") is found by its name, and the change is reported', async () => {
    const { changed, reply } = await turn('all tax things (irs nif segsocial) priority 3');
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([
      [13, 3],
      [14, 3],
      [15, 3],
    ]);
    expect(reply).toMatch(/^Set the priority of 3 tasks/);
  });

  it.each([
    ['paid the water and the van insurance both', [1, 2]],
    ['renewed the passport and the nif already', [5, 14]],
    ['sent the invoice, the ferry tickets and the irs return', [3, 4, 13]],
  ])('%s: several done in one line', async (text, ids) => {
    expect((await changes(text)).map(([id, , status]) => [id, status])).toEqual(ids.map((id) => [id, 'completed']));
  });

  it('a topic never ticks off or removes tasks nobody named', async () => {
    expect(await changes('tick off all the madeira stuff')).toEqual([]);
  });
});

describe('praise with a word of emphasis in another language is small talk', () => {
  it.each(["you're a legend talaga", "you're a star sobra", 'what a lifesaver lah'])('%s', async (text) => {
    const { created, changed, deleted, reply } = await turn(text);
    expect([created, changed, deleted]).toEqual([[], [], []]);
    expect(reply).toBe('Glad to help!');
  });
});

describe('a tone word at the end of small talk, and praise as "a big help"', () => {
  it.each(['cheers eh', 'good evening ah', "thanks heaps, you're a huge help"])('%s', async (text) => {
    const { created, changed, deleted, reply } = await turn(text);
    expect([created, changed, deleted]).toEqual([[], [], []]);
    expect(reply).not.toMatch(/didn't understand|Add “/);
  });
});

describe('a group said as "the X stuff" or "everything for X" is several tasks', () => {
  it.each([
    ['make the wedding stuff p2', [10, 11, 12]],
    ['make everything for the silva house a p1', [7]],
    ['everything for the wedding -> p2', [10, 11, 12]],
  ])('%s', async (text, ids) => {
    expect((await changes(text)).map(([id]) => id)).toEqual(ids);
  });
});

describe('a trip is every task for it, not only those that say "trip"', () => {
  it.each([
    ['madeira trip stuff', ['Book ferry tickets for Madeira', 'Renew passport', 'Buy sunscreen']],
    ['copper cable stuff', ['Order copper cable']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });
});
