import { describe, expect, it } from 'vitest';
import { answerApproval, pendingApproval, runTurn } from '@/lib/agent';
import { addMemory } from '@/lib/memory';
import { CONVERSATION, eventsOf, harness, NOW, scriptedModel, textStep, toolStep } from './support';

describe('forget_memory deletes the memory its card named', () => {
  it('resolves the query when the approval is asked for: a better match added before Approve is kept', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-forget', name: 'forget_memory', input: { query: 'dentist' } }]), textStep('Forgotten.')]);
    const h = harness([{ engine: 'remote', model }]);
    const shown = await addMemory(h.db, { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'manual', createdAt: NOW.toISOString() });
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'forget my dentist' }, h.emit);
    const [required] = eventsOf(h.events, 'approval-required');
    expect((await pendingApproval(h.db, CONVERSATION, NOW))?.question).toBe('Forget “My dentist is Dr. Okafor”?');

    // Meanwhile a memory that matches the words better arrives.
    const better = await addMemory(h.db, { kind: 'fact', text: 'dentist dentist dentist appointment', engine: 'manual', createdAt: NOW.toISOString() });
    await answerApproval(h.deps, { approvalId: required!.approvalId, approved: true }, h.emit);

    expect((await h.db.memories.toArray()).map((memory) => memory.id)).toEqual([better.id]);
    expect(await h.db.memories.get(shown.id)).toBeUndefined();
  });
});
