import { describe, expect, it } from 'vitest';
import { actorName, HAPPENINGS, toolNamesOf } from '@/lib/audit';
import { ACTORS, enginesOf } from '@/lib/models';
import { ENGINES } from '@/lib/db';

// Issue 21: Activity filters by what happened and by who, in words, not by tool names.
describe('Activity’s filters', () => {
  it('offers who acted in words: you, the assistant, quick-add, reminders, sync', () => {
    expect(ACTORS.map((actor) => actor.label)).toEqual(expect.arrayContaining(['You', 'The assistant (any model)', 'Quick-add', 'Reminders', 'Sync']));
    expect(enginesOf('sync')).toEqual(['sync']);
    expect(actorName('sync')).toBe('Sync');
  });

  it('places every engine under some “who”', () => {
    const placed = new Set(ACTORS.flatMap((actor) => actor.engines));
    expect(ENGINES.filter((engine) => !placed.has(engine))).toEqual([]);
  });

  it('offers what happened in words, none of them a tool name', () => {
    const labels = HAPPENINGS.map((happening) => happening.label);
    expect(labels).toEqual(expect.arrayContaining(['Added', 'Changed', 'Completed or reopened', 'Deleted', 'Reminders', 'Imports', 'Sync']));
    for (const label of labels) expect(label).not.toMatch(/_|List tasks|Undo last change/);
    expect(toolNamesOf('changed')).toContain('update_task');
  });
});
