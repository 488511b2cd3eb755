import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '@/lib/db';
import { toModelMessages } from '@/lib/agent/model-history';
import { parsePlainAnswer } from '@/lib/agent';

let id = 0;
const row = (role: StoredMessage['role'], content: StoredMessage['content']): StoredMessage => ({ id: ++id, conversationId: 'c', role, content, createdAt: 'x' }) as StoredMessage;

const call = row('assistant', [
  { type: 'tool-call', toolCallId: 'c1', toolName: 'delete_task', input: { task_id: 1 } },
  { type: 'tool-approval-request', approvalId: 'a1', toolCallId: 'c1' },
]);
const response = row('tool', [{ type: 'tool-approval-response', approvalId: 'a1', approved: true }]);
const result = row('tool', [{ type: 'tool-result', toolCallId: 'c1', toolName: 'delete_task', output: { type: 'json', value: { ok: true } } }]);

describe('toModelMessages', () => {
  it('keeps an ordinary history as it is', () => {
    const history = [row('user', 'hi'), row('assistant', [{ type: 'text', text: 'hello' }])];
    expect(toModelMessages(history)).toEqual(history.map(({ role, content }) => ({ role, content })));
  });

  it('moves a message typed during an approval to after the result it interrupted', () => {
    const yes = row('user', 'yes');
    const roles = toModelMessages([row('user', 'delete it'), call, yes, response, result, row('assistant', 'done')]).map((m) =>
      m.role === 'user' ? `user:${String(m.content)}` : m.role,
    );
    expect(roles).toEqual(['user:delete it', 'assistant', 'tool', 'tool', 'user:yes', 'assistant']);
  });

  it('leaves the typed answer out while the approved call is about to run (the approval response must come last)', () => {
    const messages = toModelMessages([row('user', 'delete it'), call, row('user', 'yes'), response]);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
  });
});

describe('parsePlainAnswer', () => {
  it.each(['yes', 'Y', 'approve', 'ok', 'OK!', 'sure.', ' Yes ', 'yep go ahead'])('%s is yes', (text) => expect(parsePlainAnswer(text)).toBe(true));
  it.each(['no', 'N', 'reject', 'cancel', 'No.', 'not now', 'nope, keep it'])('%s is no', (text) => expect(parsePlainAnswer(text)).toBe(false));
  it.each(['yes please delete the other one too', 'okay so add milk', 'add milk', ''])('%s is neither', (text) => expect(parsePlainAnswer(text)).toBeUndefined());
});
