import { describe, expect, it } from 'vitest';
import { answerApproval, memoryUpkeepSettled, runTurn } from '@/lib/agent';
import { eventsOf, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

describe('memory with the offline tier', () => {
  it('remembers, recalls in a later conversation, and forgets after approval, with no model server', async () => {
    const h = harness([], { provider: 'offline' });
    h.deps.models = undefined;

    await runTurn(h.deps, { conversationId: A, text: 'remember that my dentist is Dr. Okafor' }, h.emit);
    expect(await h.db.memories.toArray()).toMatchObject([{ kind: 'fact', text: 'my dentist is Dr. Okafor', engine: 'offline' }]);
    expect(streamedText(h.events)).toContain("I'll remember that: my dentist is Dr. Okafor");

    h.events.length = 0;
    await runTurn(h.deps, { conversationId: B, text: 'what do you remember about my dentist?' }, h.emit);
    expect(streamedText(h.events)).toContain('my dentist is Dr. Okafor');
    // No memory number in what the person reads (issue 21).
    expect(streamedText(h.events)).not.toMatch(/#\d/);

    h.events.length = 0;
    await runTurn(h.deps, { conversationId: B, text: 'forget that my dentist is Dr. Okafor' }, h.emit);
    const [required] = eventsOf(h.events, 'approval-required');
    expect(required).toBeDefined();
    expect(await h.db.memories.count()).toBe(1);
    await answerApproval(h.deps, { approvalId: required!.approvalId, approved: true }, h.emit);
    expect(await h.db.memories.count()).toBe(0);
    // Issue 21: the reply says it in words, without the memory's id.
    expect(streamedText(h.events)).toContain('Forgot that memory.');
    // The activity log keeps which memory, not what it said.
    expect(JSON.stringify((await h.db.audit.toArray()).filter((entry) => entry.toolName === 'forget_memory').map((entry) => entry.output))).not.toContain('Okafor');

    h.events.length = 0;
    await runTurn(h.deps, { conversationId: B, text: 'what do you remember about my dentist?' }, h.emit);
    expect(streamedText(h.events)).toContain("I don't remember anything about my dentist yet");
    await memoryUpkeepSettled();
  });
});
