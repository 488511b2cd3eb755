import { describe, expect, it } from 'vitest';
import { answerApproval, pendingApproval, runTurn } from '@/lib/agent';
import { CONVERSATION, eventsOf, harness, NOW, scriptedModel, textStep, toolStep } from './support';
import { todoFixture } from '../support/todo';

const task = (id: number, title: string) => todoFixture({ id, title, tags: ['errands'] }, NOW.toISOString());

describe('change_tasks by a filter changes the tasks its card listed', () => {
  it('resolves the filter when the approval is asked for: a task that matches later is kept', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-delete', name: 'change_tasks', input: { filter: { tag: 'errands' }, action: 'delete' } }]), textStep('Deleted.')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.todos.bulkPut([task(1, 'Buy stamps'), task(2, 'Return library books')]);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete my errands' }, h.emit);
    const [required] = eventsOf(h.events, 'approval-required');
    expect([...((await pendingApproval(h.db, CONVERSATION, NOW))?.tasks ?? [])].sort()).toEqual(['#1 Buy stamps', '#2 Return library books']);

    // Before Approve, another task with the same tag arrives: the card never named it.
    await h.db.todos.put(task(3, 'Pick up the passport'));
    await answerApproval(h.deps, { approvalId: required!.approvalId, approved: true }, h.emit);

    expect((await h.db.todos.toArray()).map((todo) => todo.title)).toEqual(['Pick up the passport']);
  });
});
