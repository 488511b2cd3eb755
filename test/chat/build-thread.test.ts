import { describe, expect, it } from 'vitest';
import { buildThread, endsUnanswered, idleTurn, liveTurnReducer, type LiveTurn } from '@/lib/chat';
import type { StoredMessage } from '@/lib/db';

const C = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';
let nextId = 1;
const msg = (role: StoredMessage['role'], content: unknown, extra: Partial<StoredMessage> = {}): StoredMessage =>
  ({ id: nextId++, conversationId: C, role, content, createdAt: '2026-03-10T09:30:00.000Z', ...extra }) as StoredMessage;

describe('the chat thread from stored messages', () => {
  it('shows user text, assistant text with its engine, and tool calls as cards with their outcome', () => {
    const thread = buildThread([
      msg('user', 'Add buy milk'),
      msg('assistant', [{ type: 'tool-call', toolCallId: 'c1', toolName: 'add_task', input: { title: 'Buy milk' } }], { engine: 'remote' }),
      msg('tool', [{ type: 'tool-result', toolCallId: 'c1', toolName: 'add_task', output: { type: 'json', value: { message: 'Created task #3: Buy milk' } } }]),
      msg('assistant', [{ type: 'text', text: 'Done: task #3.' }], { engine: 'offline', note: 'The remote model could not be reached.' }),
    ]);
    expect(thread.map(({ key: _key, ...rest }) => rest)).toEqual([
      { kind: 'user', text: 'Add buy milk' },
      { kind: 'tool', toolCallId: 'c1', toolName: 'add_task', state: 'ok', summary: 'Created “Buy milk”' },
      { kind: 'assistant', text: 'Done: task #3.', engine: 'offline', note: 'The remote model could not be reached.' },
    ]);
  });

  it('marks denied, failed and awaiting calls', () => {
    const thread = buildThread([
      msg('assistant', [
        { type: 'tool-call', toolCallId: 'a', toolName: 'delete_task', input: { task_id: 1 } },
        { type: 'tool-approval-request', approvalId: 'ap', toolCallId: 'a' },
        { type: 'tool-call', toolCallId: 'b', toolName: 'get_task', input: { task_id: 999 } },
        { type: 'tool-call', toolCallId: 'd', toolName: 'delete_task', input: { task_id: 2 } },
        { type: 'tool-approval-request', approvalId: 'ap2', toolCallId: 'd' },
      ]),
      msg('tool', [
        { type: 'tool-result', toolCallId: 'a', toolName: 'delete_task', output: { type: 'execution-denied', reason: 'no' } },
        { type: 'tool-result', toolCallId: 'b', toolName: 'get_task', output: { type: 'error-text', value: 'Task #999 not found' } },
      ]),
    ]);
    expect(thread.map((i) => (i.kind === 'tool' ? [i.toolName, i.state, i.summary] : i.kind))).toEqual([
      ['delete_task', 'denied', 'Rejected'],
      ['get_task', 'error', 'Task #999 not found'],
      ['delete_task', 'awaiting-approval', ''],
    ]);
  });

  it('shows an approved call that waits for the other approvals of its step as approved, not as waiting', () => {
    const thread = buildThread([
      msg('assistant', [
        { type: 'tool-call', toolCallId: 'a', toolName: 'delete_task', input: { task_id: 1 } },
        { type: 'tool-approval-request', approvalId: 'ap-a', toolCallId: 'a' },
        { type: 'tool-call', toolCallId: 'b', toolName: 'delete_task', input: { task_id: 2 } },
        { type: 'tool-approval-request', approvalId: 'ap-b', toolCallId: 'b' },
      ]),
      msg('tool', [{ type: 'tool-approval-response', approvalId: 'ap-a', approved: true }]),
    ]);
    expect(thread.map((i) => (i.kind === 'tool' ? [i.toolCallId, i.state, i.summary] : i.kind))).toEqual([
      ['a', 'running', 'Approved'],
      ['b', 'awaiting-approval', ''],
    ]);
  });

  it('knows when the last request got no answer', () => {
    expect(endsUnanswered([])).toBe(false);
    expect(endsUnanswered([msg('user', 'hi')])).toBe(true);
    expect(endsUnanswered([msg('user', 'hi'), msg('assistant', 'Hello')])).toBe(false);
    expect(endsUnanswered([msg('user', 'hi'), msg('tool', [])])).toBe(true);
  });
});

describe('the live state of a request', () => {
  const fold = (state: LiveTurn, ...events: Parameters<typeof liveTurnReducer>[1][]) => events.reduce(liveTurnReducer, state);

  it('collects streamed text and tool cards in order, and ignores other conversations', () => {
    const state = fold(
      idleTurn(C),
      { type: 'start', conversationId: C, afterMessageId: 4 },
      { type: 'event', event: { type: 'user-message-saved', conversationId: C, messageId: 5 } },
      { type: 'event', event: { type: 'engine', conversationId: C, engine: 'remote' } },
      { type: 'event', event: { type: 'text-delta', conversationId: C, text: 'On ' } },
      { type: 'event', event: { type: 'text-delta', conversationId: C, text: 'it.' } },
      { type: 'event', event: { type: 'text-delta', conversationId: 'other', text: 'NOT MINE' } },
      { type: 'event', event: { type: 'tool-call', conversationId: C, toolCallId: 'c1', toolName: 'add_task', input: {} } },
      { type: 'event', event: { type: 'tool-result', conversationId: C, toolCallId: 'c1', toolName: 'add_task', output: { message: 'Created task #3: Buy milk' } } },
      { type: 'event', event: { type: 'text-delta', conversationId: C, text: 'Done.' } },
    );
    expect(state.running).toBe(true);
    expect(state.afterMessageId).toBe(5);
    expect(state.engine).toEqual({ engine: 'remote' });
    expect(state.items.map((i) => (i.kind === 'text' ? i.text : `${i.toolName}: ${i.summary}`))).toEqual(['On it.', 'add_task: Created “Buy milk”', 'Done.']);
  });

  it('keeps an error and stops running when the request settles', () => {
    const state = fold(
      idleTurn(C),
      { type: 'start', conversationId: C, afterMessageId: 1 },
      { type: 'event', event: { type: 'error', conversationId: C, message: 'The model server failed (500).' } },
      { type: 'event', event: { type: 'idle', conversationId: C } },
    );
    expect(state).toMatchObject({ running: false, error: 'The model server failed (500).', interrupted: false });
  });

  it('notes an interruption of this conversation only', () => {
    const running = fold(idleTurn(C), { type: 'start', conversationId: C, afterMessageId: 1 });
    expect(liveTurnReducer(running, { type: 'interrupted', conversationId: 'other' })).toBe(running);
    expect(liveTurnReducer(running, { type: 'interrupted', conversationId: C })).toMatchObject({ running: false, interrupted: true });
  });

  it('gives a message back to the box when it was lost before it was saved, never once it was saved', () => {
    const sending = fold(idleTurn(C), { type: 'start', conversationId: C, afterMessageId: 1, text: 'buy milk' });
    expect(liveTurnReducer(sending, { type: 'interrupted', conversationId: C, lost: true })).toMatchObject({
      interrupted: false,
      unsent: 'buy milk',
      error: expect.stringMatching(/not sent/),
    });
    expect(liveTurnReducer(sending, { type: 'interrupted', conversationId: C, lost: false })).toMatchObject({ interrupted: true });
    expect(liveTurnReducer(sending, { type: 'interrupted', conversationId: C, lost: false })).not.toHaveProperty('unsent');
    const saved = liveTurnReducer(sending, { type: 'event', event: { type: 'user-message-saved', conversationId: C, messageId: 2 } });
    expect(liveTurnReducer(saved, { type: 'interrupted', conversationId: C, lost: true })).not.toHaveProperty('unsent');
  });
});
