import { describe, expect, it } from 'vitest';
import type { AuditEntry, Engine, Todo } from '@/lib/db';
import { auditEntry } from '../support/audit-entry';
import { todoFixture } from '../support/todo';
import { describeAudit, LOOKUP_TOOL_NAMES } from '@/lib/tools';

const isLookup = (entry: AuditEntry) => LOOKUP_TOOL_NAMES.includes(entry.toolName);

const entry = auditEntry;
const milk: Todo = todoFixture({ id: 3, title: 'Buy milk' });
const done: Todo = { ...milk, status: 'completed' };

describe('describeAudit', () => {
  it.each<[Engine, string]>([
    ['manual', 'You'],
    ['quick-add', 'Quick-add'],
    ['remote', 'Assistant'],
    ['webllm', 'Assistant'],
    ['offline', 'Assistant'],
  ])('names who acted for engine %s', (engine, who) => {
    expect(describeAudit(entry({ engine, after: milk, output: { message: 'Created task #3: Buy milk' } }))).toBe(`${who} added “Buy milk”`);
  });

  it.each([
    ['add_task', entry({ after: milk }), 'You added “Buy milk”'],
    ['update_task', entry({ toolName: 'update_task', before: milk, after: { ...milk, priority: 1 } }), 'You changed “Buy milk”'],
    ['a rename', entry({ toolName: 'update_task', before: milk, after: { ...milk, title: 'Oat milk' } }), 'You renamed “Buy milk” to “Oat milk”'],
    ['complete_task', entry({ toolName: 'complete_task', before: milk, after: done }), 'You completed “Buy milk”'],
    ['reopen_task', entry({ toolName: 'reopen_task', before: done, after: milk }), 'You reopened “Buy milk”'],
    ['delete_task', entry({ toolName: 'delete_task', before: milk }), 'You deleted “Buy milk”'],
    ['get_task', entry({ toolName: 'get_task', engine: 'remote', output: { task: { id: 3, title: 'Buy milk' } } }), 'Assistant looked at “Buy milk”'],
    ['list_tasks', entry({ toolName: 'list_tasks', engine: 'offline', output: { count: 2, tasks: [] } }), 'Assistant looked up 2 tasks'],
    ['list_tasks of one', entry({ toolName: 'list_tasks', engine: 'offline', output: { count: 1, tasks: [] } }), 'Assistant looked up 1 task'],
  ])('says what %s did', (_name, audit, expected) => {
    expect(describeAudit(audit)).toBe(expected);
  });

  it.each([
    [
      'an error',
      entry({ toolName: 'get_task', engine: 'remote', input: { task_id: 999 }, status: 'error', error: 'Task #999 not found' }),
      'Assistant could not look at a task: that task does not exist (any more)',
    ],
    ['an invalid new task', entry({ input: { title: '   ' }, status: 'error', error: 'The title cannot be empty' }), 'You could not add a task: The title cannot be empty'],
    [
      'a rejected delete',
      entry({ toolName: 'delete_task', engine: 'remote', input: { task_id: 3 }, before: milk, status: 'denied' }),
      'You rejected the assistant’s request to delete “Buy milk”',
    ],
    [
      'an expired rename',
      entry({ toolName: 'update_task', engine: 'webllm', input: { task_id: 3, title: 'Oat milk' }, status: 'expired' }),
      'The assistant’s request to change “Oat milk” expired unanswered; nothing was changed',
    ],
    [
      'a refused undo',
      entry({ toolName: 'undo_change', input: { audit_id: 4 }, status: 'error', error: 'That change was already undone.' }),
      'You could not undo a change: That change was already undone.',
    ],
  ])('says why %s changed nothing', (_name, audit, expected) => {
    expect(describeAudit(audit)).toBe(expected);
  });

  it.each([
    ['your undo of a delete', entry({ toolName: 'undo_change', undoOf: 4, after: milk, output: { undid: 'Deleted task #3: Buy milk' } }), 'You undid deleting “Buy milk”'],
    [
      'the assistant’s undo of an add',
      entry({ toolName: 'undo_last_change', engine: 'remote', undoOf: 9, before: milk, output: { undid: 'Created task #3: Buy milk' } }),
      'Assistant undid adding “Buy milk”',
    ],
    ['an undo of an unknown change', entry({ toolName: 'undo_change', undoOf: 9, after: milk, output: {} }), 'You undid a change to “Buy milk”'],
  ])('says what %s reversed', (_name, audit, expected) => {
    expect(describeAudit(audit)).toBe(expected);
  });

  it.each([
    ['an entry with no task snapshot', entry({ engine: 'quick-add', output: { message: 'Created task #3: Buy milk' } }), 'Quick-add: Created task #3: Buy milk'],
    ['an old whole list', entry({ toolName: 'list_tasks', engine: 'remote', output: { count: 50, tasks: [], truncated: true } }), 'Assistant looked up 50 tasks (more not shown)'],
    ['an unknown tool', entry({ toolName: 'mystery_tool', input: 'text', output: null }), 'You: mystery_tool'],
    ['a delete that names only its id', entry({ toolName: 'delete_task', input: { task_id: 7 }, output: null }), 'You deleted a task'],
  ])('reads %s', (_name, audit, expected) => {
    expect(describeAudit(audit)).toBe(expected);
  });

  it('never shows a snake_case tool name or an engine for the known tools', () => {
    for (const toolName of ['add_task', 'update_task', 'complete_task', 'reopen_task', 'delete_task', 'get_task', 'list_tasks', 'undo_change', 'undo_last_change']) {
      for (const status of ['ok', 'error', 'denied', 'expired'] as const) {
        const text = describeAudit(entry({ toolName, status, engine: 'webllm', before: milk, output: { count: 1 } }));
        expect(text).not.toMatch(/_|webllm|remote|offline/);
      }
    }
  });

  it('tells lookups from changes', () => {
    expect(isLookup(entry({ toolName: 'list_tasks' }))).toBe(true);
    expect(isLookup(entry({ toolName: 'get_task' }))).toBe(true);
    expect(isLookup(entry({ toolName: 'delete_task' }))).toBe(false);
  });
});

describe('what a change changed, in words', async () => {
  const { changesOfEntry, describeChanges } = await import('@/lib/audit');
  const now = new Date('2026-03-10T12:00:00Z');
  const vet = { id: 4, title: 'Vet', status: 'pending', priority: 4, tags: [], dueAt: '2026-03-13T09:00:00Z', createdAt: '', updatedAt: '' } as const;
  it('says each field before and after: due, title, priority, tags', () => {
    const after = { ...vet, title: 'Vet appointment', dueAt: '2026-03-16T09:00:00Z', priority: 1 as const, tags: ['pets'] };
    expect(describeChanges({ ...vet, tags: [] }, after, now, { locale: 'en-US', timeZone: 'UTC' })).toEqual([
      'title “Vet” → “Vet appointment”',
      'due Fri 9:00 AM → Mon 9:00 AM',
      'priority none → P1',
      'tags none → #pets',
    ]);
  });
  it('only for edits that went through', () => {
    const base = {
      id: 1,
      at: '',
      toolName: 'update_task',
      input: {},
      risk: 'medium',
      engine: 'manual',
      status: 'ok',
      before: { ...vet, tags: [] },
      after: { ...vet, tags: [], dueAt: undefined },
    } as const;
    expect(changesOfEntry(base as never, now, { locale: 'en-US', timeZone: 'UTC' })).toEqual(['due Fri 9:00 AM → none']);
    expect(changesOfEntry({ ...base, undoOf: 3 } as never, now)).toEqual([]);
    expect(changesOfEntry({ ...base, status: 'error' } as never, now)).toEqual([]);
  });
});
