import { describe, expect, it } from 'vitest';
import { answerApproval, runTurn } from '@/lib/agent';
import { CONVERSATION, eventsOf, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

describe('runTurn with the real offline tier', () => {
  it('adds a task, and deletes it only after approval, with no model server at all', async () => {
    const h = harness([], { provider: 'offline' });
    h.deps.models = undefined;

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add buy milk' }, h.emit);
    expect(await h.db.todos.toArray()).toMatchObject([{ id: 1, title: expect.stringMatching(/milk/i) }]);
    expect(eventsOf(h.events, 'engine')).toMatchObject([{ engine: 'offline' }]);
    expect(streamedText(h.events)).toMatch(/Added “Buy milk”/);
    expect(streamedText(h.events)).not.toMatch(/#\d/);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete task 1' }, h.emit);
    const [required] = eventsOf(h.events, 'approval-required');
    expect(required).toBeDefined();
    expect(await h.db.todos.count()).toBe(1);

    await answerApproval(h.deps, { approvalId: required!.approvalId, approved: true }, h.emit);
    expect(await h.db.todos.count()).toBe(0);
    expect((await h.db.audit.toArray()).map((a) => [a.toolName, a.status, a.engine])).toEqual([
      ['add_task', 'ok', 'offline'],
      ['delete_task', 'ok', 'offline'],
    ]);
    expect(eventsOf(h.events, 'error')).toEqual([]);
  });
});
