import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '@/lib/db';
import { extractiveSummary, shouldSummarize } from '@/lib/memory';

const at = '2026-03-01T00:00:00.000Z';
let id = 0;
const row = (role: StoredMessage['role'], content: StoredMessage['content']): StoredMessage => ({ id: ++id, conversationId: 'c', role, content, createdAt: at }) as StoredMessage;

describe('the offline extractive summary', () => {
  it('keeps the tasks named, what was done, and the facts the user stated', () => {
    const text = extractiveSummary([
      row('user', 'add buy milk tomorrow'),
      row('assistant', [{ type: 'tool-call', toolCallId: 't1', toolName: 'add_task', input: { title: 'Buy milk' } }]),
      row('tool', [{ type: 'tool-result', toolCallId: 't1', toolName: 'add_task', output: { type: 'json', value: { message: 'Created task #3: Buy milk' } } }]),
      row('user', 'I work from home on Fridays. What is due today?'),
      row('user', 'remember that the gate code is 4821'),
      row('user', 'I want to add a task'),
    ]);
    expect(text).toBe('Tasks named: Buy milk. Done: Created task #3: Buy milk. Facts the user stated: I work from home on Fridays; the gate code is 4821.');
  });

  it('says so when there is nothing to keep', () => {
    expect(extractiveSummary([row('user', 'hello'), row('assistant', [{ type: 'text', text: 'Hi!' }])])).toBe('2 earlier messages with no tasks, decisions or facts to keep.');
  });
});

describe('when a summary is due', () => {
  it('waits for the threshold, then summarises in chunks of the threshold less the window', () => {
    expect(shouldSummarize({ count: 40, pending: 20, threshold: 40, window: 20 })).toBe(false);
    expect(shouldSummarize({ count: 41, pending: 21, threshold: 40, window: 20 })).toBe(true);
    // Just summarised: one more message left the window.
    expect(shouldSummarize({ count: 42, pending: 1, threshold: 40, window: 20 })).toBe(false);
    expect(shouldSummarize({ count: 61, pending: 20, threshold: 40, window: 20 })).toBe(true);
    // A window as large as the threshold: every message that leaves it.
    expect(shouldSummarize({ count: 41, pending: 1, threshold: 40, window: 40 })).toBe(true);
    expect(shouldSummarize({ count: 500, pending: 0, threshold: 40, window: 20 })).toBe(false);
  });
});
