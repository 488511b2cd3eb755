import { describe, expect, it } from 'vitest';
import { answerApproval, pendingApprovals, runTurn } from '@/lib/agent';
import { executeTool } from '@/lib/tools';
import { CONVERSATION, eventsOf, harness, NOW, promptOf, scriptedModel, textStep, toolStep, type Harness } from './support';

const titles = async (h: Harness) => (await h.db.todos.toArray()).map((task) => `#${task.id}: ${task.title}`);
const errors = (h: Harness) => eventsOf(h.events, 'error').map((event) => event.message);
const modelAudit = async (h: Harness) => (await h.db.audit.toArray()).filter((entry) => entry.engine !== 'manual');

describe('tool call caps', () => {
  const adds = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({ id: `add-${from + index}`, name: 'add_task', input: { title: `Task ${from + index + 1}` } }));

  it('12 calls in one step: 10 run, 2 are refused as tool errors the model reads, and audited', async () => {
    const model = scriptedModel([toolStep(adds(12)), textStep('Added ten of them.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add twelve tasks' }, h.emit);

    expect(await h.db.todos.count()).toBe(10);
    const refused = eventsOf(h.events, 'tool-error');
    expect(refused.map((event) => event.toolCallId)).toEqual(['add-10', 'add-11']);
    expect(refused[0]!.error).toMatch(/at most 10 tool calls per step/);
    const audit = await modelAudit(h);
    expect(audit.filter((entry) => entry.status === 'ok')).toHaveLength(10);
    expect(audit.filter((entry) => entry.status === 'error').map((entry) => entry.toolCallId)).toEqual(['add-10', 'add-11']);
    const outputs = promptOf(model, 1)
      .filter((m) => m.role === 'tool')
      .flatMap((m) => m.content)
      .filter((part) => part.type === 'tool-result' && part.output.type === 'error-text');
    expect(outputs).toHaveLength(2);
    expect(errors(h)).toEqual([]);
  });

  it('the cap per step is a setting', async () => {
    const model = scriptedModel([toolStep(adds(4)), textStep('Added three.')]);
    const h = harness([{ engine: 'remote', model }], { maxToolCallsPerStep: 3 });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add four tasks' }, h.emit);

    expect(await h.db.todos.count()).toBe(3);
    expect(eventsOf(h.events, 'tool-error').map((event) => event.error)).toEqual([expect.stringMatching(/at most 3 tool calls per step/)]);
  });

  it('a turn runs at most 25 calls over its steps; the rest are refused', async () => {
    const model = scriptedModel([toolStep(adds(10, 0)), toolStep(adds(10, 10)), toolStep(adds(10, 20)), textStep('That is enough.')]);
    const h = harness([{ engine: 'remote', model }]);

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add thirty tasks' }, h.emit);

    expect(await h.db.todos.count()).toBe(25);
    const refused = eventsOf(h.events, 'tool-error');
    expect(refused.map((event) => event.toolCallId)).toEqual(['add-25', 'add-26', 'add-27', 'add-28', 'add-29']);
    expect(refused[0]!.error).toMatch(/at most 25 tool calls per message/);
    expect((await modelAudit(h)).filter((entry) => entry.status === 'error')).toHaveLength(5);
  });

  it('high-risk calls past the cap are refused without asking for approval, and never run', async () => {
    const deletes = Array.from({ length: 3 }, (_, index) => ({ id: `del-${index}`, name: 'delete_task', input: { task_id: index + 1 } }));
    const model = scriptedModel([toolStep(deletes), textStep('Deleted two.')]);
    const h = harness([{ engine: 'remote', model }], { maxToolCallsPerStep: 2 });
    const manual = { db: h.db, engine: 'manual' as const, now: () => NOW };
    for (const title of ['A', 'B', 'C']) await executeTool(manual, 'add_task', { title });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'delete all three' }, h.emit);

    const pending = await pendingApprovals(h.db, CONVERSATION, NOW);
    expect(pending.map((view) => view.toolCallId)).toEqual(['del-0', 'del-1']);
    expect(await h.db.approvals.count()).toBe(2);
    expect(eventsOf(h.events, 'tool-error')).toMatchObject([{ toolCallId: 'del-2', error: expect.stringMatching(/at most 2 tool calls per step/) }]);
    await answerApproval(h.deps, { approvalIds: pending.map((view) => view.approvalId), approved: true }, h.emit);
    expect(await titles(h)).toEqual(['#3: C']);
    expect((await modelAudit(h)).map((entry) => [entry.toolCallId, entry.status])).toEqual(
      expect.arrayContaining([
        ['del-0', 'ok'],
        ['del-1', 'ok'],
        ['del-2', 'error'],
      ]),
    );
    expect(errors(h)).toEqual([]);
  });
});

describe('the turn cap counts the calls made before an approval', () => {
  it('after the approval, the resumed turn runs only what is left of the cap', async () => {
    const first = [
      { id: 'add-a', name: 'add_task', input: { title: 'A' } },
      { id: 'del-1', name: 'delete_task', input: { task_id: 1 } },
    ];
    const later = [
      { id: 'add-b', name: 'add_task', input: { title: 'B' } },
      { id: 'add-c', name: 'add_task', input: { title: 'C' } },
    ];
    const model = scriptedModel([toolStep(first), toolStep(later), textStep('Done what I could.')]);
    const h = harness([{ engine: 'remote', model }], { maxToolCallsPerTurn: 3 });
    await executeTool({ db: h.db, engine: 'manual', now: () => NOW }, 'add_task', { title: 'Old' });

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'add A, delete #1, then add B and C' }, h.emit);
    const [pending] = await pendingApprovals(h.db, CONVERSATION, NOW);
    await answerApproval(h.deps, { approvalId: pending!.approvalId, approved: true }, h.emit);

    // The approved delete runs; of B and C only one fits in the cap of 3.
    expect(await titles(h)).toEqual(['#2: A', '#3: B']);
    expect(eventsOf(h.events, 'tool-error')).toMatchObject([{ toolCallId: 'add-c', error: expect.stringMatching(/at most 3 tool calls per message/) }]);
    expect(errors(h)).toEqual([]);
  });
});
