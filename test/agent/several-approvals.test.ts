import { describe, expect, it } from 'vitest';
import { answerApproval, expireApprovals, pendingApprovals, runTurn } from '@/lib/agent';
import { toModelMessages } from '@/lib/agent/model-history';
import { listMessages } from '@/lib/conversations';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, promptOf, scriptedModel, streamedText, textStep, toolStep, type Harness } from './support';

type Step = ReturnType<typeof textStep>;

/** Tasks #1 "Buy milk" and #2 "Call mom"; the model asked, in one step, to delete both. */
async function twoPendingDeletes(after: Step[] = []) {
  const model = scriptedModel([
    toolStep([
      { id: 'c1', name: 'delete_task', input: { task_id: 1 } },
      { id: 'c2', name: 'delete_task', input: { task_id: 2 } },
    ]),
    ...after,
  ]);
  const h = harness([{ engine: 'remote', model }]);
  const manual = { db: h.db, engine: 'manual' as const, now: () => NOW };
  await executeTool(manual, 'add_task', { title: 'Buy milk' });
  await executeTool(manual, 'add_task', { title: 'Call mom' });
  await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Delete both' }, h.emit);
  const ids = eventsOf(h.events, 'approval-required').map((event) => event.approvalId);
  const byCall = async (toolCallId: string) => (await h.db.approvals.where('toolCallId').equals(toolCallId).first())!.id;
  return { ...h, model, ids, first: await byCall('c1'), second: await byCall('c2') };
}

const titles = async (h: Harness) => (await h.db.todos.toArray()).map((task) => `#${task.id}: ${task.title}`);
const errors = (h: Harness) => eventsOf(h.events, 'error').map((event) => event.message);
const modelAudit = async (h: Harness) => (await h.db.audit.toArray()).filter((entry) => entry.engine !== 'manual');

/** Every tool call of the stored conversation has a result, as the AI SDK requires before a new model call. */
async function everyCallAnswered(h: Harness): Promise<boolean> {
  const messages = toModelMessages(await listMessages(h.db, CONVERSATION));
  const calls = new Set<string>();
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call') calls.add(part.toolCallId);
      if (part.type === 'tool-result') calls.delete(part.toolCallId);
    }
  }
  return calls.size === 0;
}

describe('several high-risk calls in one step', () => {
  it('each gets its own pending approval, all shown, and nothing runs yet', async () => {
    const h = await twoPendingDeletes();

    expect(h.ids).toHaveLength(2);
    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect((await pendingApprovals(h.db, CONVERSATION, NOW)).map((view) => view.summary)).toEqual(['Delete task #1: Buy milk', 'Delete task #2: Call mom']);
  });

  it('approve one and reject the other: the approved one runs, the rejected one is denied, and the model continues once', async () => {
    const h = await twoPendingDeletes([textStep('Deleted #1 and kept #2.')]);

    await answerApproval(h.deps, { approvalId: h.first, approved: true }, h.emit);
    // The turn waits for the other answer: nothing ran, the model was not called again.
    expect(h.model.doStreamCalls).toHaveLength(1);
    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect((await pendingApprovals(h.db, CONVERSATION, NOW)).map((view) => view.taskId)).toEqual([2]);

    await answerApproval(h.deps, { approvalId: h.second, approved: false }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual(['#2: Call mom']);
    expect(h.model.doStreamCalls).toHaveLength(2);
    expect(streamedText(h.events)).toBe('Deleted #1 and kept #2.');
    expect((await modelAudit(h)).map((entry) => [entry.toolCallId, entry.status])).toEqual(
      expect.arrayContaining([
        ['c1', 'ok'],
        ['c2', 'denied'],
      ]),
    );
    const results = promptOf(h.model, 1)
      .filter((m) => m.role === 'tool')
      .flatMap((m) => m.content)
      .map((part) => (part.type === 'tool-result' ? [part.toolCallId, part.output.type] : []));
    expect(results).toEqual(
      expect.arrayContaining([
        ['c1', 'json'],
        ['c2', 'execution-denied'],
      ]),
    );
    expect(await pendingApprovals(h.db, CONVERSATION, NOW)).toEqual([]);
    expect(await everyCallAnswered(h)).toBe(true);
  });

  it('reject first, approve second: the same, in the other order', async () => {
    const h = await twoPendingDeletes([textStep('Done.')]);

    await answerApproval(h.deps, { approvalId: h.first, approved: false }, h.emit);
    expect(h.model.doStreamCalls).toHaveLength(1);
    await answerApproval(h.deps, { approvalId: h.second, approved: true }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual(['#1: Buy milk']);
    expect(h.model.doStreamCalls).toHaveLength(2);
    expect(streamedText(h.events)).toBe('Done.');
  });

  it('"Approve all" answers every pending call at once and the model continues once', async () => {
    const h = await twoPendingDeletes([textStep('Both deleted.')]);

    await answerApproval(h.deps, { approvalIds: [h.first, h.second], approved: true }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual([]);
    expect(h.model.doStreamCalls).toHaveLength(2);
    expect((await modelAudit(h)).map((entry) => entry.status)).toEqual(['ok', 'ok']);
  });

  it('a typed "yes" that names no task answers all of them', async () => {
    const h = await twoPendingDeletes([textStep('Both deleted.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'yes, delete them' }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual([]);
    expect(streamedText(h.events)).toBe('Both deleted.');
  });

  it('a bare "y" with two calls waiting approves neither: it asks which, naming the count, and both stay pending', async () => {
    const h = await twoPendingDeletes([textStep('Both deleted.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'y' }, h.emit);

    expect(errors(h).at(-1)).toMatch(/^2 actions are waiting for your approval/);
    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect(await pendingApprovals(h.db, CONVERSATION, NOW)).toHaveLength(2);
  });

  it('a typed yes that names one of them answers only that one; the turn waits for the other', async () => {
    const h = await twoPendingDeletes([textStep('Deleted #2, kept #1.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'yes delete task 2' }, h.emit);
    expect(h.model.doStreamCalls).toHaveLength(1);
    expect((await pendingApprovals(h.db, CONVERSATION, NOW)).map((view) => view.taskId)).toEqual([1]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'no' }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual(['#1: Buy milk']);
    expect(h.model.doStreamCalls).toHaveLength(2);
  });

  it('a new message passes all of them over and goes to the model with a well-formed history', async () => {
    const h = await twoPendingDeletes([textStep('Sure.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Actually, add eggs' }, h.emit);

    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect((await h.db.approvals.toArray()).map((a) => a.status)).toEqual(['denied', 'denied']);
    expect(promptOf(h.model, 1).at(-1)).toEqual({ role: 'user', content: [{ type: 'text', text: 'Actually, add eggs' }] });
  });

  it('both expire at once: each is closed and audited as expired, and every call has a result', async () => {
    const h = await twoPendingDeletes([textStep('Hello again.')]);
    h.clock.now = new Date(NOW.getTime() + 10 * 60_000);

    expect(await expireApprovals(h.deps)).toBe(2);

    expect((await modelAudit(h)).map((entry) => entry.status)).toEqual(['expired', 'expired']);
    expect(await everyCallAnswered(h)).toBe(true);
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hi' }, h.emit);
    expect(errors(h)).toEqual([]);
    expect(streamedText(h.events)).toBe('Hello again.');
  });

  it('one approved, the other left to expire: the approved one does not run unattended, and every call has a result', async () => {
    const h = await twoPendingDeletes([textStep('Hello again.')]);
    await answerApproval(h.deps, { approvalId: h.first, approved: true }, h.emit);
    h.clock.now = new Date(NOW.getTime() + 10 * 60_000);

    expect(await expireApprovals(h.deps)).toBe(1);

    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
    expect(await everyCallAnswered(h)).toBe(true);
    expect((await modelAudit(h)).map((entry) => [entry.toolCallId, entry.status])).toEqual(
      expect.arrayContaining([
        ['c1', 'expired'],
        ['c2', 'expired'],
      ]),
    );
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hi' }, h.emit);
    expect(errors(h)).toEqual([]);
    expect(await titles(h)).toEqual(['#1: Buy milk', '#2: Call mom']);
  });
});

describe('a step that asks for many approvals', () => {
  it('answered one by one, the resumed turn still sees the step and the request, past the history window', async () => {
    const calls = Array.from({ length: 10 }, (_, index) => ({ id: `del-${index}`, name: 'delete_task', input: { task_id: index + 1 } }));
    const model = scriptedModel([toolStep(calls), textStep('Kept them all.')]);
    const h = harness([{ engine: 'remote', model }]);
    const manual = { db: h.db, engine: 'manual' as const, now: () => NOW };
    for (let index = 1; index <= 10; index++) await executeTool(manual, 'add_task', { title: `Task ${index}` });
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete everything' }, h.emit);

    for (const view of await pendingApprovals(h.db, CONVERSATION, NOW)) {
      await answerApproval(h.deps, { approvalId: view.approvalId, approved: false }, h.emit);
    }

    expect(errors(h)).toEqual([]);
    expect(await h.db.todos.count()).toBe(10);
    expect(streamedText(h.events)).toBe('Kept them all.');
    const prompt = promptOf(model, 1).filter((m) => m.role !== 'system');
    expect(prompt.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    expect(prompt[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'delete everything' }] });
  });
});
