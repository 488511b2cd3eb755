import { describe, expect, it } from 'vitest';
import { executeTool } from '@/lib/tools';
import { toolContext } from './support';

type Listed = { count: number; truncated?: boolean; note?: string; tasks: { title: string; due?: string; overdue?: boolean }[] };

describe('list_tasks', () => {
  it("lists in plan order, with the due date in the Tasks tab's words", async () => {
    const ctx = toolContext(); // now: 2026-03-10T09:30Z
    for (const input of [
      { title: 'Later', dueAt: '2026-03-20' },
      { title: 'Undated' },
      { title: 'Today', dueAt: '2026-03-10' },
      { title: 'Overdue', dueAt: '2026-03-10T08:00:00Z', priority: 1 },
    ]) {
      await executeTool(ctx, 'add_task', input);
    }
    const listed = (await executeTool(ctx, 'list_tasks', {})) as Listed;
    expect(listed.tasks.map(({ title, due, overdue }) => ({ title, due, overdue }))).toEqual([
      { title: 'Overdue', due: expect.stringMatching(/^today 8:00\sAM$/), overdue: true },
      { title: 'Today', due: 'today', overdue: undefined },
      { title: 'Later', due: 'Mar 20', overdue: undefined },
      { title: 'Undated', due: undefined, overdue: undefined },
    ]);
  });

  it('says the first page is only the first tasks', async () => {
    const ctx = toolContext();
    for (let i = 0; i < 3; i += 1) await executeTool(ctx, 'add_task', { title: `t${i}`, dueAt: `2026-03-1${i}` });
    const listed = (await executeTool(ctx, 'list_tasks', { limit: 2 })) as Listed;
    expect(listed).toMatchObject({ count: 2, truncated: true, note: 'Only the first 2 are listed; narrow with query, tag, site or due.' });
    expect(listed.tasks.map((t) => t.title)).toEqual(['t0', 't1']);
  });
});
