import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 22 (part r): statements about tasks already there, said the way a Maritimer texts. Own phrasings
 * of the families batch 21 missed or wrote junk for (test/fixtures/blind-batch-21.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-05-10T07:45',
  timeZone: 'America/Halifax',
  tasks: [
    { id: 1, title: 'Vet checkup for Biscuit', due: '2027-05-12T14:00', tags: ['pets'] },
    { id: 2, title: "Book Biscuit's vet", tags: ['pets'], completed: true, completedAt: '2027-05-01T10:00' },
    { id: 3, title: 'Superstore - eggs, butter, coffee', due: '2027-05-10', tags: ['errands'] },
    { id: 4, title: 'Make lasagna for the potluck', due: '2027-05-14', tags: ['church'] },
    { id: 5, title: 'Send March statements', due: '2027-05-06', priority: 2, tags: ['work'] },
    { id: 6, title: 'Choir practice', due: '2027-05-12T19:00', tags: ['choir'] },
  ],
});

describe('a new time said for a task, where only a finished task holds the words', () => {
  it.each(["biscuit's vet is actually at 3:30 now", "Biscuit's vet moved to 11:00"])('%s: asked, the finished task is not changed', async (text) => {
    const { created, changed, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/already done/);
  });
});

describe('"today\'s list plus what\'s overdue": a question, never a task titled "List …"', () => {
  it.each(["today's list incl the overdue ones pls", 'todays stuff plus anything late', "today's jobs with anything overdue"])('%s', async (text) => {
    const { created, changed, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/Superstore/);
    expect(reply).toMatch(/March statements/);
  });
});

describe('"<task> run <day>", "the <task> needs to be done <day>": a new day for a task already there', () => {
  it.each([
    ['superstore run tomorrow', 3, '2027-05-11'],
    ['the lasagna needs to be done thursday', 4, '2027-05-13'],
    ['the potluck thing has to be ready friday', 4, '2027-05-14'],
  ])('%s', async (text, id, due) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.dueAt).toContain(due);
  });

  it('naming no task, "needs to be done" is asked about, never added with its day words', async () => {
    const { created, changed } = await turn('the gazebo needs to be done friday');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('an errand naming no task is still added', async () => {
    const { created } = await turn('walmart run saturday');
    expect(created.map((todo) => todo.title)).toEqual(['Walmart run']);
  });
});

describe('"<task> went out last night": done, said as news', () => {
  it.each(['march statements went out yesterday', 'the March statements were mailed this morning'])('%s ticks the task off', async (text) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[5, 'completed']]);
  });

  it('naming no task, it is asked about, never a task due in the past', async () => {
    const { created, changed } = await turn('the quarterly report went out last night');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"<name>\'s allergic to X, keep that in mind": a fact kept, the request to keep it last', () => {
  it.each([
    ["jo's scared of dogs, remember that", 'scared of dogs'],
    ["mike's allergic to shellfish - bear that in mind", 'allergic to shellfish'],
  ])('%s', async (text, fact) => {
    const { created, changed, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/remember/i);
    expect(reply).toContain(fact);
  });
});
