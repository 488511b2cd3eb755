import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import { auditEntry } from '../support/audit-entry';
import { todoFixture } from '../support/todo';
import { summarizeAudit, toolLabel } from '@/lib/tools';

const entry = auditEntry;
const milk: Todo = todoFixture({ id: 3, title: 'Buy milk' });

describe('summarizeAudit', () => {
  it.each([
    ['the tool confirmation', entry({ output: { message: 'Created task #3: Buy milk' } }), 'Created task #3: Buy milk'],
    ['a list', entry({ toolName: 'list_tasks', output: { count: 2, tasks: [] } }), 'Listed 2 tasks'],
    ['a list of one', entry({ toolName: 'list_tasks', output: { count: 1, tasks: [] } }), 'Listed 1 task'],
    ['a lookup', entry({ toolName: 'get_task', output: { task: { id: 3, title: 'Buy milk' } } }), 'Viewed task #3: Buy milk'],
    ['an error', entry({ toolName: 'get_task', input: { task_id: 999 }, status: 'error', error: 'Task #999 not found' }), 'View task #999 failed: Task #999 not found'],
    [
      'an invalid new task',
      entry({ input: { title: '   ' }, status: 'error', error: 'Invalid input: The title cannot be empty' }),
      'Add task failed: Invalid input: The title cannot be empty',
    ],
    ['a rejected delete', entry({ toolName: 'delete_task', input: { task_id: 3 }, before: milk, status: 'denied' }), 'Delete task #3: Buy milk was rejected'],
    [
      'an expired rename',
      entry({ toolName: 'update_task', input: { task_id: 3, title: 'Oat milk' }, status: 'expired' }),
      'Update task #3: Oat milk expired before it was approved',
    ],
    ['an odd input', entry({ toolName: 'mystery', input: 'text', output: null }), 'mystery'],
    [
      'an undo, by what it reversed',
      entry({ toolName: 'undo_change', input: { audit_id: 4 }, undoOf: 4, after: milk, output: { message: 'Undone: “Buy milk” is back.', undid: 'Deleted task #3: Buy milk' } }),
      'Undid: deleted task #3: Buy milk',
    ],
    [
      'an undo by the assistant',
      entry({ toolName: 'undo_last_change', undoOf: 9, before: milk, output: { undid: 'Created task #3: Buy milk' } }),
      'Undid: created task #3: Buy milk',
    ],
    [
      'a refused undo',
      entry({ toolName: 'undo_change', input: { audit_id: 4 }, status: 'error', error: 'That change was already undone, so nothing was changed.' }),
      'Undo of #4 failed: That change was already undone, so nothing was changed.',
    ],
    [
      'a refused assistant undo',
      entry({ toolName: 'undo_last_change', status: 'error', error: 'There is no change in this conversation left to undo.' }),
      'Undo last change failed: There is no change in this conversation left to undo.',
    ],
  ])('summarises %s', (_name, audit, expected) => {
    expect(summarizeAudit(audit)).toBe(expected);
  });

  it('labels known tools in words', () => {
    expect(toolLabel('complete_task')).toBe('Complete task');
    expect(toolLabel('other')).toBe('other');
  });
});
