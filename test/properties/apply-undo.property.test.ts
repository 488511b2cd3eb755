import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import { executeToolAudited, type ToolContext } from '@/lib/tools';
import { toolContext } from '../tools/support';

// Any change a tool makes to the tasks, undone from the Activity view, gives back the tasks as
// they were: the same rows, the same fields, nothing left over (a next occurrence included).

async function seeded(): Promise<ToolContext> {
  const ctx = toolContext('remote');
  await ctx.db.todos.bulkAdd([
    {
      title: 'Buy milk',
      description: 'Two litres',
      status: 'pending',
      priority: 2,
      tags: ['shop'],
      dueAt: '2026-03-12',
      remindBefore: 30,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    },
    {
      title: 'Water plants',
      status: 'pending',
      priority: 4,
      tags: [],
      dueAt: '2026-03-11T07:00:00.000Z',
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=3',
      timeZone: 'Europe/Paris',
      createdAt: '2026-03-02T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
    },
    {
      title: 'Call Ana',
      status: 'completed',
      priority: 4,
      tags: ['family'],
      createdAt: '2026-03-02T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
      completedAt: '2026-03-03T00:00:00.000Z',
    },
    {
      title: 'Pay rent',
      status: 'pending',
      priority: 1,
      tags: [],
      dueAt: '2026-03-31T08:00:00.000Z',
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=-1',
      timeZone: 'America/New_York',
      createdAt: '2026-03-02T00:00:00.000Z',
      updatedAt: '2026-03-02T00:00:00.000Z',
    },
  ]);
  return ctx;
}

const taskId = fc.constantFrom(1, 2, 3, 4);
const change = fc.oneof(
  fc.record({
    name: fc.constant('add_task'),
    input: fc.record(
      {
        title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((t) => t.trim().length > 0),
        priority: fc.constantFrom(1, 2, 3, 4),
        tags: fc.array(fc.constantFrom('home', 'work', 'x'), { maxLength: 2 }),
        dueAt: fc.constantFrom('2026-03-20', '2026-03-29T09:00:00+02:00'),
        recurrence: fc.constantFrom('FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=SU'),
      },
      { requiredKeys: ['title'] },
    ),
  }),
  fc.record({
    name: fc.constant('update_task'),
    input: fc.record(
      {
        task_id: taskId,
        title: fc.constantFrom('Buy oat milk', 'Renamed'),
        description: fc.constantFrom('New', ''),
        priority: fc.constantFrom(1, 3),
        tags: fc.constantFrom([], ['a', 'b']),
        dueAt: fc.constantFrom(null, '2026-04-01', '2026-03-29T02:30:00+01:00'),
        recurrence: fc.constantFrom(null, 'FREQ=DAILY'),
        remindBefore: fc.constantFrom(null, 0, 60),
      },
      { requiredKeys: ['task_id'] },
    ),
  }),
  fc.record({ name: fc.constantFrom('complete_task', 'reopen_task', 'skip_occurrence', 'delete_task'), input: fc.record({ task_id: taskId }) }),
);

/** What undo restores: everything but the time of the last change. */
const content = (todos: Todo[]) => todos.map(({ updatedAt: _updatedAt, ...rest }) => rest);

describe('apply → undo', () => {
  it('gives back the tasks exactly as they were', async () => {
    let undone = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), async (changes) => {
        const ctx = await seeded();
        const start = content(await ctx.db.todos.toArray());
        // Several changes in a row, undone newest first, as a person clicking Undo down the Activity list.
        const applied: number[] = [];
        for (const { name, input } of changes) {
          const result = await executeToolAudited(ctx, name, input).catch(() => undefined);
          const entry = result && (await ctx.db.audit.get(result.auditId));
          if (entry?.before || entry?.after) applied.push(result!.auditId);
        }
        for (const auditId of applied.reverse()) {
          await executeToolAudited({ ...ctx, engine: 'manual' }, 'undo_change', { audit_id: auditId });
          undone++;
        }
        expect(content(await ctx.db.todos.toArray())).toEqual(start);
        ctx.db.close();
      }),
      { numRuns: 150 },
    );
    expect(undone).toBeGreaterThan(50);
  }, 120_000);
});
