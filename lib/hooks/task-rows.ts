import { planKeyOf, type Todo } from '../db';
import { PLAN_GROUP_LABELS, planGroupOf, type PlanBoundaries, type PlanGroup } from '../todos';

/** A line of the Tasks view: a group's header, or a task. */
export type TaskRow = { kind: 'group'; group: PlanGroup; label: string } | { kind: 'task'; group: PlanGroup; todo: Todo };

/**
 * The loaded tasks with a header before each group (Overdue, Today,
 * Upcoming, No date, Completed). The rows come in plan order, so a group is
 * one run of rows and its header needs no read of its own.
 */
export function taskRows(todos: readonly Todo[], boundaries: PlanBoundaries): TaskRow[] {
  const rows: TaskRow[] = [];
  let current: PlanGroup | undefined;
  for (const todo of todos) {
    const group = planGroupOf(todo.planKey ?? planKeyOf(todo), boundaries);
    if (group !== current) {
      rows.push({ kind: 'group', group, label: PLAN_GROUP_LABELS[group] });
      current = group;
    }
    rows.push({ kind: 'task', group, todo });
  }
  return rows;
}
