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

describe("\"today's list plus what's overdue\": a question, never a task titled \"List …\"", () => {
  it.each(["today's list incl the overdue ones pls", "todays stuff plus anything late", "today's jobs with anything overdue"])('%s', async (text) => {
    const { created, changed, reply } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/Superstore/);
    expect(reply).toMatch(/March statements/);
  });
});
