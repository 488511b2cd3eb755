import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { CONVERSATION, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

const OLD = '2026-03-01T00:00:00.000Z';

/** The offline tier alone, with tasks whose names people shorten ("the plumber call", "both quote replies"). */
async function offline() {
  const h = harness([], { provider: 'offline' });
  h.deps.models = undefined;
  await h.db.todos.bulkAdd([
    { title: 'Pay rent', status: 'pending', priority: 1, tags: ['home'], dueAt: '2026-03-10', createdAt: OLD, updatedAt: OLD },
    { title: 'Call the plumber about the sink', status: 'pending', priority: 4, tags: ['home'], createdAt: OLD, updatedAt: OLD },
    { title: 'Reply to Ann about the quote', status: 'pending', priority: 3, tags: ['work'], createdAt: OLD, updatedAt: OLD },
    { title: 'Reply to Bob about the quote', status: 'pending', priority: 3, tags: ['work'], createdAt: OLD, updatedAt: OLD },
  ]);
  const say = async (text: string) => {
    const before = h.events.length;
    await runTurn(h.deps, { conversationId: CONVERSATION, text }, h.emit);
    return streamedText(h.events.slice(before));
  };
  return { h, say };
}

describe('several tasks named the way people shorten them, through the offline turn', () => {
  it('"finished the rent payment and the plumber call" completes both closest tasks', async () => {
    const { h, say } = await offline();
    await say('finished the rent payment and the plumber call');
    expect((await h.db.todos.toArray()).map((t) => [t.id, t.status])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'pending'],
      [4, 'pending'],
    ]);
  });
  it('"done with both quote replies" completes the two replies and nothing else', async () => {
    const { h, say } = await offline();
    await say('done with both quote replies');
    expect((await h.db.todos.toArray()).map((t) => [t.id, t.status])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
      [3, 'completed'],
      [4, 'completed'],
    ]);
  });
  it('"remove the work tag from the two quote ones" untags both', async () => {
    const { h, say } = await offline();
    await say('remove the work tag from the two quote ones');
    expect((await h.db.todos.toArray()).map((t) => t.tags)).toEqual([['home'], ['home'], [], []]);
  });
  it('four names, one said in other words, fit in the steps one message may take', async () => {
    const { h, say } = await offline();
    await h.db.todos.add({ title: 'Book the venue', status: 'pending', priority: 4, tags: [], createdAt: OLD, updatedAt: OLD });
    // Tag changes are low risk: they run without a card. "plumber call" is in no title as said.
    await say('tag rent, plumber call, ann quote reply and venue with q2');
    expect((await h.db.todos.toArray()).filter((t) => t.tags.includes('q2')).map((t) => t.id)).toEqual([1, 2, 3, 5]);
  });
  it('"done with both lab setups" completes the two "Set up … lab" tasks', async () => {
    const { h, say } = await offline();
    await h.db.todos.bulkAdd([
      { title: 'Set up the chemistry lab', status: 'pending', priority: 4, tags: [], createdAt: OLD, updatedAt: OLD },
      { title: 'Set up the physics lab', status: 'pending', priority: 4, tags: [], createdAt: OLD, updatedAt: OLD },
    ]);
    await say('done with both lab setups');
    expect((await h.db.todos.toArray()).filter((t) => t.status === 'completed').map((t) => t.id)).toEqual([5, 6]);
  });
});
