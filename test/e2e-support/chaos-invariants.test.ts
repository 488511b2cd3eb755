import { describe, expect, it } from 'vitest';
import {
  auditMatchesTasks,
  checkInvariants,
  noInterleavedTurns,
  noMemoryTwice,
  noPendingApprovalWithoutTurn,
  noToolCallTwice,
  unansweredTurns,
  undoRestoresExactly,
  userMessagesOnceInOrder,
  type ChaosSnapshot,
  type SnapshotAudit,
  type SnapshotMessage,
} from '../e2e/support/chaos-invariants';

const CONV = 'conv-1';
const user = (id: number, text: string): SnapshotMessage => ({ id, conversationId: CONV, role: 'user', content: text });
const assistant = (id: number, content: unknown): SnapshotMessage => ({ id, conversationId: CONV, role: 'assistant', content });
const call = (toolCallId: string) => [{ type: 'tool-call', toolCallId, toolName: 'add_task', input: {} }];
const task = (id: number, title: string, extra: object = {}) => ({ id, title, status: 'pending', priority: 4, tags: [], updatedAt: 'x', ...extra });
const empty: ChaosSnapshot = { messages: [], audit: [], approvals: [], todos: [], memories: [] };

describe('user messages once, in order', () => {
  const sent = [['[c0] one'], ['[c1] two', '[c1b] three']];
  it('holds when each is stored once, turns in order, a turn’s two messages either way', () => {
    const messages = [user(1, '[c0] one'), user(2, '[c1b] three'), user(3, '[c1] two')];
    expect(userMessagesOnceInOrder({ ...empty, messages }, sent)).toEqual([]);
  });
  it('finds a lost message, a doubled one and one out of order', () => {
    expect(userMessagesOnceInOrder({ ...empty, messages: [user(1, '[c0] one'), user(2, '[c1] two')] }, sent)).toEqual(['"[c1b] three" is stored 0 times, not once.']);
    expect(userMessagesOnceInOrder({ ...empty, messages: [user(1, '[c0] one'), user(2, '[c0] one'), user(3, '[c1] two'), user(4, '[c1b] three')] }, sent)).toEqual([
      '"[c0] one" is stored 2 times, not once.',
    ]);
    expect(userMessagesOnceInOrder({ ...empty, messages: [user(1, '[c1] two'), user(2, '[c0] one'), user(3, '[c1b] three')] }, sent)).toEqual([
      '"[c0] one" (turn 0) is stored after a message of turn 1.',
    ]);
  });
});

describe('no tool call twice', () => {
  it('finds a call id in two entries, but not in the entries of one call that changed several tasks', () => {
    const entries: SnapshotAudit[] = [
      { id: 1, toolName: 'add_task', toolCallId: 'c1-s0-0', status: 'ok' },
      { id: 2, toolName: 'change_tasks', toolCallId: 'c2-s0-0', status: 'ok', group: { first: 2, size: 2 } },
      { id: 3, toolName: 'change_tasks', toolCallId: 'c2-s0-0', status: 'ok', group: { first: 2, size: 2 } },
      { id: 4, toolName: 'undo_change', status: 'ok' },
      { id: 5, toolName: 'undo_change', status: 'ok' },
    ];
    expect(noToolCallTwice(entries)).toEqual([]);
    expect(noToolCallTwice([...entries, { id: 6, toolName: 'add_task', toolCallId: 'c1-s0-0', status: 'ok' }])).toEqual(['Tool call c1-s0-0 has audit entries #1 and #6.']);
  });
});

describe('audit matches tasks', () => {
  const added: SnapshotAudit = { id: 1, toolName: 'add_task', status: 'ok', after: task(7, 'Milk') };
  const renamed: SnapshotAudit = { id: 2, toolName: 'update_task', status: 'ok', before: task(7, 'Milk'), after: task(7, 'Oat milk', { updatedAt: 'y' }) };
  it('holds when each task is as its last change left it (updatedAt and derived keys aside)', () => {
    expect(auditMatchesTasks([added, renamed], [{ ...task(7, 'Oat milk'), planKey: 'p', reminderState: { shownFor: 'z' } }])).toEqual([]);
  });
  it('ignores changes that failed or were refused', () => {
    expect(auditMatchesTasks([added, { ...renamed, status: 'denied' }], [task(7, 'Milk')])).toEqual([]);
  });
  it('finds a task that differs, one missing and one that should be gone', () => {
    expect(auditMatchesTasks([added, renamed], [task(7, 'Milk')])).toHaveLength(1);
    expect(auditMatchesTasks([added], [])).toEqual(['Task #7 is missing, but its last audited change left it as “Milk”.']);
    expect(auditMatchesTasks([added, { id: 3, toolName: 'delete_task', status: 'ok', before: task(7, 'Milk') }], [task(7, 'Milk')])).toEqual([
      'Task #7 exists, but its last audited change deleted it.',
    ]);
  });
});

describe('undo restores exactly', () => {
  const change: SnapshotAudit = { id: 1, toolName: 'update_task', status: 'ok', before: task(7, 'Milk'), after: task(7, 'Oat milk') };
  it('holds when the undo swaps before and after', () => {
    expect(
      undoRestoresExactly([change, { id: 2, toolName: 'undo_change', status: 'ok', undoOf: 1, before: task(7, 'Oat milk'), after: task(7, 'Milk', { updatedAt: 'later' }) }]),
    ).toEqual([]);
  });
  it('finds an undo that left something else, and a change undone twice', () => {
    const wrong: SnapshotAudit = { id: 2, toolName: 'undo_change', status: 'ok', undoOf: 1, before: task(7, 'Oat milk'), after: task(7, 'Milk', { priority: 1 }) };
    expect(undoRestoresExactly([change, wrong])).toHaveLength(1);
    const right: SnapshotAudit = { ...wrong, after: task(7, 'Milk') };
    expect(undoRestoresExactly([change, right, { ...right, id: 3 }])).toEqual(['Entry #1 is undone twice (#2 and #3).']);
  });
});

describe('no pending approval without its turn', () => {
  it('finds a pending approval no stored message asked for', () => {
    const approvals = [{ id: 'a1', conversationId: CONV, toolCallId: 'c1-s0-0', status: 'pending' }];
    expect(noPendingApprovalWithoutTurn({ ...empty, approvals, messages: [assistant(2, call('c1-s0-0'))] })).toEqual([]);
    expect(noPendingApprovalWithoutTurn({ ...empty, approvals, messages: [] })).toHaveLength(1);
    expect(noPendingApprovalWithoutTurn({ ...empty, approvals: [{ ...approvals[0]!, status: 'approved' }], messages: [] })).toEqual([]);
  });
});

describe('turns not interleaved', () => {
  it('holds when each answer follows its own message', () => {
    expect(
      noInterleavedTurns([
        user(1, '[c1] a'),
        assistant(2, call('c1-s0-0')),
        assistant(3, [{ type: 'text', text: 'Done with c1.' }]),
        user(4, '[c2] b'),
        assistant(5, 'Done with c2.'),
      ]),
    ).toEqual([]);
  });
  it('finds a call or an answer of another turn', () => {
    expect(noInterleavedTurns([user(1, '[c1] a'), user(2, '[c2] b'), assistant(3, call('c1-s0-0')), assistant(4, 'Done with c2.')])).toEqual([
      'Message #3 belongs to turn c1 but follows the message of turn c2.',
    ]);
  });
});

describe('facts and answers', () => {
  it('finds a fact stored twice', () => {
    expect(
      noMemoryTwice([
        { id: 1, kind: 'fact', text: 'x' },
        { id: 2, kind: 'summary', text: 'x' },
      ]),
    ).toEqual([]);
    expect(
      noMemoryTwice([
        { id: 1, kind: 'fact', text: 'x' },
        { id: 2, kind: 'fact', text: 'x' },
      ]),
    ).toHaveLength(1);
  });
  it('lists the turns without their final answer', () => {
    expect(unansweredTurns([user(1, '[c1] a'), assistant(2, 'Done with c1.')], ['c1', 'c1b'])).toEqual(['c1b']);
  });
  it('checkInvariants names the invariant of each violation', () => {
    expect(checkInvariants({ ...empty, messages: [user(1, '[c0] one'), user(2, '[c0] one')] }, [['[c0] one']])).toEqual([
      'user messages once, in order: "[c0] one" is stored 2 times, not once.',
    ]);
  });
});
