import { describe, expect, it } from 'vitest';
import { pendingApproval, runTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, promptOf, scriptedModel, streamedText, textStep, toolStep } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

/** Tasks #1 "Buy milk" and #2 "Call mom"; the model asked to delete #1 and the card waits. */
async function pendingDeleteOfFirst(after: ReturnType<typeof textStep>[] = []) {
  const model = scriptedModel([toolStep([{ id: 'call-del', name: 'delete_task', input: { task_id: 1 } }]), ...after]);
  const h = harness([{ engine: 'remote', model }]);
  const manual = { db: h.db, engine: 'manual' as const, now: () => NOW };
  await executeTool(manual, 'add_task', { title: 'Buy milk' });
  await executeTool(manual, 'add_task', { title: 'Call mom' });
  await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Delete buy milk' }, h.emit);
  expect(await pendingApproval(h.db, CONVERSATION, NOW)).toMatchObject({ summary: 'Delete task #1: Buy milk' });
  return { ...h, model };
}

const titles = async (h: { db: { todos: { toArray(): Promise<Array<{ id?: number; title: string }>> } } }) =>
  (await h.db.todos.toArray()).map((task) => `#${task.id}: ${task.title}`);

describe('a typed answer while an approval waits', () => {
  it('"yes delete task 2" does not approve the delete of #1: both tasks stay, the approval is passed over and the words go to the model', async () => {
    const h = await pendingDeleteOfFirst([textStep('Do you want me to delete task #2: Call mom?')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'yes delete task 2' }, h.emit);

    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect((await h.db.approvals.toArray()).map((a) => a.status)).toEqual(['denied']);
    expect(await pendingApproval(h.db, CONVERSATION, NOW)).toBeUndefined();
    // The model got the user's words, after the denied call they passed over.
    expect(h.model.doStreamCalls).toHaveLength(2);
    const prompt = promptOf(h.model, 1).filter((m) => m.role !== 'system');
    expect(prompt.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(prompt.at(-1)).toEqual({ role: 'user', content: [{ type: 'text', text: 'yes delete task 2' }] });
    expect(streamedText(h.events)).toBe('Do you want me to delete task #2: Call mom?');
    // The typed words are in the conversation.
    const users = (await listMessages(h.db, CONVERSATION)).filter((m) => m.role === 'user').map((m) => m.content);
    expect(users).toEqual(['Delete buy milk', 'yes delete task 2']);
  });

  it.each(['ok complete #1', 'sure, rename 1', 'yes rename it', 'no delete task 2', "don't delete task 2"])(
    '"%s" names another task or action: nothing is deleted and the model gets it',
    async (text) => {
      const h = await pendingDeleteOfFirst([textStep('Noted.')]);

      await runTurn(h.deps, { conversationId: CONVERSATION, text }, h.emit);

      expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
      expect(h.model.doStreamCalls).toHaveLength(2);
      expect(promptOf(h.model, 1).at(-1)).toEqual({ role: 'user', content: [{ type: 'text', text }] });
    },
  );

  it.each(['yes delete it', 'yes delete task 1', 'yep go ahead', 'ok, remove #1', 'Yes, delete task #1 please'])('"%s" approves the delete of #1', async (text) => {
    const h = await pendingDeleteOfFirst([textStep('Deleted task #1: Buy milk.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text }, h.emit);

    expect(await titles(h)).toEqual(['#2: Call mom']);
    expect(await h.db.approvals.toArray()).toMatchObject([{ status: 'approved' }]);
    expect(eventsOf(h.events, 'tool-result')).toMatchObject([{ toolCallId: 'call-del', output: { message: 'Deleted task #1: Buy milk' } }]);
  });

  it.each(["no, don't delete it", 'no', "don't delete task 1", 'nope, keep it'])('"%s" rejects the delete of #1', async (text) => {
    const h = await pendingDeleteOfFirst([textStep('Kept it.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text }, h.emit);

    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect(await h.db.approvals.toArray()).toMatchObject([{ status: 'denied' }]);
    const audit = (await h.db.audit.toArray()).filter((entry) => entry.toolName === 'delete_task');
    expect(audit).toMatchObject([{ status: 'denied', error: 'The user rejected this action.' }]);
  });
});

describe('with the offline assistant', () => {
  it('"yes delete task 2" while the delete of #1 waits keeps #1 and asks to delete #2 instead', async () => {
    const h = harness([], { provider: 'offline' });
    h.deps.models = undefined;
    const manual = { db: h.db, engine: 'manual' as const, now: () => NOW };
    await executeTool(manual, 'add_task', { title: 'Buy milk' });
    await executeTool(manual, 'add_task', { title: 'Call mom' });
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete task 1' }, h.emit);
    expect(await pendingApproval(h.db, CONVERSATION, NOW)).toMatchObject({ taskId: 1 });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'yes delete task 2' }, h.emit);

    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect(await pendingApproval(h.db, CONVERSATION, NOW)).toMatchObject({ taskId: 2, summary: 'Delete task #2: Call mom' });
  });
});
