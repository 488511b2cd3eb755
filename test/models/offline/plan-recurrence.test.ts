import { describe, expect, it, vi } from 'vitest';

// The parser's recurrence is another change's work; here the intent carries one, to check it reaches the tools.
vi.mock('../../../lib/intent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/intent')>();
  return {
    ...actual,
    parseIntent: (text: string) =>
      text.startsWith('water')
        ? { kind: 'create', title: 'Water the plants', dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' }
        : { kind: 'update', target: { id: 3 }, changes: { recurrence: 'FREQ=DAILY' } },
  };
});

describe('the offline assistant passes a recurrence on to the tools', () => {
  const options = { timeZone: 'Europe/Paris', now: new Date('2026-03-10T09:00:00Z') };
  it('add_task gets the rule of a create intent', async () => {
    const { planResponse } = await import('../../../lib/models/offline/plan-response');
    expect(
      planResponse(
        {
          userText: 'water the plants every monday 8am',
          // Said without an add verb, the pending tasks are read first: none has that name.
          steps: [{ toolName: 'list_tasks', input: { status: 'pending' }, output: { type: 'json', value: { count: 0, tasks: [] } } }],
        },
        options,
      ),
    ).toEqual({
      type: 'tool-call',
      toolName: 'add_task',
      input: { title: 'Water the plants', dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
    });
  });
  it('update_task gets the rule of an update', async () => {
    const { planResponse } = await import('../../../lib/models/offline/plan-response');
    expect(planResponse({ userText: 'make #3 repeat every day', steps: [] }, options)).toMatchObject({ toolName: 'update_task', input: { task_id: 3, recurrence: 'FREQ=DAILY' } });
  });
});
