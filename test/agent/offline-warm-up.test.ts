import { describe, expect, it, vi } from 'vitest';
import { runTurn, warmOffline } from '@/lib/agent';
import { offlineBrain } from '@/lib/models/offline/brain';
import { CONVERSATION, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

// The panel asks the background to load the offline assistant when a person is about to type
// (lib/agent/warm-offline.ts). The warm-up is once per worker life: these run in this order.
const offline = () => {
  const h = harness([], { provider: 'offline' });
  h.deps.models = undefined;
  return h;
};

describe('warming the offline assistant before the first turn', () => {
  it('reads nothing when a model answers: a remote model, or auto with one set up', async () => {
    const plan = vi.spyOn(offlineBrain, 'plan');
    try {
      for (const provider of ['remote', 'auto'] as const) {
        const h = harness([], { provider });
        await warmOffline(h.deps.settings);
      }
      expect(plan).not.toHaveBeenCalled();
    } finally {
      plan.mockRestore();
    }
  });

  it('a warm-up that failed leaves the turn to load the assistant, which answers as usual', async () => {
    const plan = vi.spyOn(offlineBrain, 'plan').mockImplementationOnce(() => {
      throw new Error('the script broke while warming');
    });
    try {
      const h = offline();
      await expect(warmOffline(h.deps.settings)).resolves.toBeUndefined();
      await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add pick up the dry cleaning friday' }, h.emit);
      expect(await h.db.todos.toArray()).toMatchObject([{ title: expect.stringMatching(/dry cleaning/i) }]);
      expect(streamedText(h.events)).toMatch(/Added “/);
    } finally {
      plan.mockRestore();
    }
  });

  it('the next warm-up tries again; a turn sent while it is in flight answers as without it, and it writes nothing', async () => {
    const h = offline();
    const plan = vi.spyOn(offlineBrain, 'plan');
    try {
      await Promise.all([warmOffline(h.deps.settings), runTurn(h.deps, { conversationId: CONVERSATION, text: 'remind me to feed the cat every saturday' }, h.emit)]);
      // Only the turn's two steps (the call, then the reply): the warm-up stands aside while a turn is under way, so a
      // request sent as the box gets focus does not wait behind its reading of every pattern.
      expect(plan).toHaveBeenCalledTimes(2);
      // The next warm-up, with no turn under way, reads its two throwaway requests.
      await warmOffline(h.deps.settings);
      expect(plan).toHaveBeenCalledTimes(4);
    } finally {
      plan.mockRestore();
    }
    const todos = await h.db.todos.toArray();
    expect(todos).toHaveLength(1);
    expect(todos[0]).toMatchObject({ title: expect.stringMatching(/feed the cat/i), recurrence: expect.stringContaining('FREQ=WEEKLY') });
    expect(streamedText(h.events)).toMatch(/Added “/);
  });
});
