import { describe, expect, it } from 'vitest';
import { summarizeValue } from '@/lib/tools';

describe('summarizeValue (the one line on a tool card)', () => {
  it('uses the tool message when there is one', () => {
    expect(summarizeValue({ message: 'Created task #3: Buy milk', task: { id: 3, title: 'Buy milk' } })).toBe('Created task #3: Buy milk');
  });

  it('counts listed tasks, and marks a list cut at its page size', () => {
    expect(summarizeValue({ count: 1, tasks: [{}] })).toBe('1 task');
    expect(summarizeValue({ count: 2, tasks: [{}, {}] })).toBe('2 tasks');
    expect(summarizeValue({ count: 50, tasks: Array(50).fill({}), truncated: true })).toBe('50+ tasks');
  });

  it('names a single task', () => {
    expect(summarizeValue({ task: { id: 9, title: 'Call Ana' } })).toBe('Task #9: Call Ana');
  });
});
