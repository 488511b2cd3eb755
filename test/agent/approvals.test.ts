import { describe, expect, it } from 'vitest';
import { answerApproval, expireApprovals, pendingApproval, retryTurn, runTurn } from '@/lib/agent';
import { recordApproved } from '@/lib/agent/approval-records';
import { listMessages } from '@/lib/conversations';
import { buildThread, endsUnanswered } from '@/lib/chat';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, promptOf, scriptedModel, streamedText, textStep, toolStep, type Harness } from './support';

/** A conversation where task #1 "Buy milk" exists and the model asked to delete it. */
async function pendingDelete(after: ReturnType<typeof textStep>[] = []): Promise<Harness & { model: ReturnType<typeof scriptedModel>; approvalId: string }> {
  const model = scriptedModel([toolStep([{ id: 'call-del', name: 'delete_task', input: { task_id: 1 } }]), ...after]);
  const h = harness([{ engine: 'remote', model }]);
  await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Buy milk' });
  await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Delete buy milk' }, h.emit);
  const [required] = eventsOf(h.events, 'approval-required');
  return { ...h, model, approvalId: required!.approvalId };
}

const modelAudit = async (h: Harness) => (await h.db.audit.toArray()).filter((entry) => entry.engine !== 'manual');

describe('approvals', () => {
  it('pauses a high-risk call: stores the approval with its expiry, runs nothing, and the panel can show it', async () => {
    const h = await pendingDelete();

    expect(await h.db.todos.count()).toBe(1);
    expect(eventsOf(h.events, 'tool-call')).toMatchObject([{ toolCallId: 'call-del', toolName: 'delete_task' }]);
    const stored = await h.db.approvals.get(h.approvalId);
    expect(stored).toMatchObject({
      conversationId: CONVERSATION,
      toolCallId: 'call-del',
      toolName: 'delete_task',
      input: { task_id: 1 },
      status: 'pending',
      engine: 'remote',
      createdAt: '2026-03-10T08:30:00.000Z',
      expiresAt: '2026-03-10T08:40:00.000Z',
    });
    expect(await pendingApproval(h.db, CONVERSATION, NOW)).toMatchObject({
      approvalId: h.approvalId,
      toolName: 'delete_task',
      taskId: 1,
      currentTitle: 'Buy milk',
      summary: 'Delete task #1: Buy milk',
    });
    expect(await modelAudit(h)).toEqual([]);
    // Past its expiry it is no longer offered, even before the sweep closes it.
    expect(await pendingApproval(h.db, CONVERSATION, new Date(NOW.getTime() + 10 * 60_000))).toBeUndefined();
  });

  it('approved: the tool runs, is audited with the decision, and the model reports it', async () => {
    const h = await pendingDelete([textStep('Deleted task #1: Buy milk.')]);
    h.clock.now = new Date(NOW.getTime() + 60_000);

    await answerApproval(h.deps, { approvalId: h.approvalId, approved: true }, h.emit);

    expect(await h.db.todos.count()).toBe(0);
    expect(await modelAudit(h)).toMatchObject([
      {
        toolName: 'delete_task',
        toolCallId: 'call-del',
        status: 'ok',
        approval: { required: true, decision: 'approved', decidedAt: '2026-03-10T08:31:00.000Z' },
        before: { id: 1, title: 'Buy milk' },
      },
    ]);
    expect(await h.db.approvals.get(h.approvalId)).toMatchObject({ status: 'approved', decidedAt: '2026-03-10T08:31:00.000Z' });
    expect(eventsOf(h.events, 'tool-result')).toMatchObject([{ toolCallId: 'call-del', output: { message: 'Deleted task #1: Buy milk' } }]);
    expect(streamedText(h.events)).toBe('Deleted task #1: Buy milk.');
    expect(await pendingApproval(h.db, CONVERSATION, h.clock.now)).toBeUndefined();
    // Answering twice changes nothing more.
    await answerApproval(h.deps, { approvalId: h.approvalId, approved: true }, h.emit);
    expect(eventsOf(h.events, 'error').at(-1)!.message).toMatch(/already answered/);
  });

  it('rejected: nothing is deleted, the denial is audited, and the model is told and answers', async () => {
    const h = await pendingDelete([textStep('OK, I kept the task.')]);

    await answerApproval(h.deps, { approvalId: h.approvalId, approved: false }, h.emit);

    expect(await h.db.todos.count()).toBe(1);
    expect(await modelAudit(h)).toMatchObject([
      { toolName: 'delete_task', toolCallId: 'call-del', status: 'denied', approval: { required: true, decision: 'denied' }, risk: 'high' },
    ]);
    expect(await h.db.approvals.get(h.approvalId)).toMatchObject({ status: 'denied' });
    const resumed = promptOf(h.model, 1);
    expect(resumed.at(-1)).toMatchObject({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'call-del', output: { type: 'execution-denied', reason: 'The user rejected this action.' } }],
    });
    expect(promptOf(h.model, 0)[0]!.content).toContain('do not retry it');
    expect(streamedText(h.events)).toBe('OK, I kept the task.');
  });

  it('expired: expireApprovals cancels it after the timeout, audits it, and tells the model; a late answer changes nothing', async () => {
    const h = await pendingDelete([textStep('Noted.')]);
    h.clock.now = new Date(NOW.getTime() + 9 * 60_000);
    expect(await expireApprovals(h.deps)).toBe(0);

    h.clock.now = new Date(NOW.getTime() + 10 * 60_000);
    expect(await expireApprovals(h.deps)).toBe(1);

    expect(await h.db.approvals.get(h.approvalId)).toMatchObject({ status: 'expired' });
    expect(await modelAudit(h)).toMatchObject([{ toolName: 'delete_task', status: 'expired', approval: { required: true, decision: 'expired' } }]);
    const last = (await listMessages(h.db, CONVERSATION)).at(-1)!;
    expect(last).toMatchObject({ role: 'tool', content: [{ type: 'tool-result', output: { type: 'execution-denied' } }] });
    expect(await pendingApproval(h.db, CONVERSATION, h.clock.now)).toBeUndefined();

    await answerApproval(h.deps, { approvalId: h.approvalId, approved: true }, h.emit);
    expect(await h.db.todos.count()).toBe(1);
    expect(eventsOf(h.events, 'error').at(-1)!.message).toMatch(/already answered or cancelled/);
  });

  it('expired: the chat shows "Expired: nothing was deleted", not Rejected, and offers no Retry', async () => {
    const h = await pendingDelete();
    h.clock.now = new Date(NOW.getTime() + 10 * 60_000);
    expect(await expireApprovals(h.deps)).toBe(1);

    const messages = await listMessages(h.db, CONVERSATION);
    const cards = buildThread(messages).filter((item) => item.kind === 'tool');
    expect(cards).toMatchObject([{ toolName: 'delete_task', state: 'denied', summary: 'Expired: nothing was deleted' }]);
    expect(endsUnanswered(messages)).toBe(false);
  });

  it('rejected: the card still says Rejected', async () => {
    const h = await pendingDelete([textStep('OK, I kept the task.')]);
    await answerApproval(h.deps, { approvalId: h.approvalId, approved: false }, h.emit);
    const cards = buildThread(await listMessages(h.db, CONVERSATION)).filter((item) => item.kind === 'tool');
    expect(cards).toMatchObject([{ toolName: 'delete_task', state: 'denied', summary: 'Rejected' }]);
  });

  it('an approval answered after its expiry (not yet swept) is expired, not run', async () => {
    const h = await pendingDelete();
    h.clock.now = new Date(NOW.getTime() + 11 * 60_000);

    await answerApproval(h.deps, { approvalId: h.approvalId, approved: true }, h.emit);

    expect(await h.db.todos.count()).toBe(1);
    expect(eventsOf(h.events, 'error').at(-1)!.message).toMatch(/expired after 10 minutes/);
    expect(await modelAudit(h)).toMatchObject([{ status: 'expired' }]);
  });

  it('typing "yes" while the approval is pending approves it (the model is not asked what "yes" means)', async () => {
    const h = await pendingDelete([textStep('Deleted task #1: Buy milk.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Yes' }, h.emit);

    expect(await h.db.todos.count()).toBe(0);
    expect(await modelAudit(h)).toMatchObject([{ toolName: 'delete_task', status: 'ok', approval: { decision: 'approved' } }]);
    // The prompt of the resumed call keeps each call next to its result.
    const resumed = promptOf(h.model, 1).filter((m) => m.role !== 'system');
    expect(resumed.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
    // The typed "yes" is saved for the user to see.
    const roles = (await listMessages(h.db, CONVERSATION)).map((m) => [m.role, typeof m.content === 'string' ? m.content : '']);
    expect(roles).toContainEqual(['user', 'Yes']);
  });

  it('typing "no" while pending rejects it', async () => {
    const h = await pendingDelete([textStep('Kept it.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'no' }, h.emit);

    expect(await h.db.todos.count()).toBe(1);
    expect(await modelAudit(h)).toMatchObject([{ status: 'denied' }]);
    expect(streamedText(h.events)).toBe('Kept it.');
  });

  it('a yes typed when nothing is pending is an ordinary message for the model', async () => {
    const model = scriptedModel([textStep('Yes to what?')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'yes' }, h.emit);

    expect(model.doStreamCalls).toHaveLength(1);
    expect(streamedText(h.events)).toBe('Yes to what?');
  });

  it('another message while pending passes the approval over (denied) and goes to the model with a well-formed history', async () => {
    const h = await pendingDelete([textStep('Sure, added.')]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Actually, add eggs instead' }, h.emit);

    expect(await h.db.todos.count()).toBe(1);
    expect(await modelAudit(h)).toMatchObject([{ toolName: 'delete_task', status: 'denied' }]);
    const prompt = promptOf(h.model, 1).filter((m) => m.role !== 'system');
    expect(prompt.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(prompt.at(-1)).toEqual({ role: 'user', content: [{ type: 'text', text: 'Actually, add eggs instead' }] });
  });

  it('a rename needs approval and the card shows what will change; a due-date change does not', async () => {
    const model = scriptedModel([toolStep([{ id: 'call-ren', name: 'update_task', input: { task_id: 1, title: 'Buy oat milk', priority: 1 } }])]);
    const h = harness([{ engine: 'remote', model }]);
    await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Buy milk' });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Rename it' }, h.emit);

    expect(await pendingApproval(h.db, CONVERSATION, NOW)).toMatchObject({
      currentTitle: 'Buy milk',
      changes: [
        { field: 'title', from: 'Buy milk', to: 'Buy oat milk' },
        { field: 'priority', from: 4, to: 1 },
      ],
      summary: 'Rename task #1 from “Buy milk” to “Buy oat milk”, and change priority',
    });
    expect((await h.db.todos.get(1))!.title).toBe('Buy milk');
  });

  it('a retry after the worker stopped between running an approved call and saving its result does not run it twice', async () => {
    const h = await pendingDelete([textStep('Deleted task #1: Buy milk.')]);
    // The approval is recorded and the tool ran, then the worker stopped before the result was saved.
    await recordApproved(h.db, h.approvalId, NOW);
    await executeTool({ db: h.db, engine: 'remote', conversationId: CONVERSATION, now: () => NOW }, 'delete_task', { task_id: 1 }, { toolCallId: 'call-del' });

    await retryTurn(h.deps, { conversationId: CONVERSATION }, h.emit);

    expect((await modelAudit(h)).filter((entry) => entry.toolName === 'delete_task')).toMatchObject([{ status: 'ok' }]);
    expect(promptOf(h.model, 1).at(-1)).toMatchObject({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'call-del', output: { type: 'json', value: { message: 'Deleted task #1: Buy milk' } } }],
    });
    expect(streamedText(h.events)).toBe('Deleted task #1: Buy milk.');
  });

  it('a new message after such a stop, when the approved call never ran, records it as not done and answers the message', async () => {
    const h = await pendingDelete([textStep('What would you like instead?')]);
    await recordApproved(h.db, h.approvalId, NOW);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Add eggs' }, h.emit);

    expect(await h.db.todos.count()).toBe(1);
    const prompt = promptOf(h.model, 1).filter((m) => m.role !== 'system');
    expect(prompt.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(prompt[2]).toMatchObject({
      content: [{ type: 'tool-result', output: { type: 'error-text', value: expect.stringMatching(/stopped before this approved action ran/) } }],
    });
    expect(prompt[3]).toEqual({ role: 'user', content: [{ type: 'text', text: 'Add eggs' }] });
  });
});
