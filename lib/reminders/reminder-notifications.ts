import type { Todo } from '../db';
import { describeDue } from '../todos/describe-due';
import type { DueReminder } from './plan-reminders';

/** A reminder's notification id: one task's, or a group's (missed reminders shown together). */
export const TASK_NOTIFICATION_PREFIX = 'todo-assistant/reminder/';
export const GROUP_NOTIFICATION_PREFIX = 'todo-assistant/reminders/';

/** The buttons of a one-task notification, in order (Chrome only; Firefox shows none). */
export const NOTIFICATION_BUTTONS = ['Complete', 'Snooze'] as const;

export interface ReminderNotification {
  id: string;
  title: string;
  message: string;
  /** The tasks it reminds of. */
  taskIds: number[];
  /** Complete and Snooze, for a notification about one task. */
  buttons: boolean;
}

export function taskIdOfNotification(id: string): number | undefined {
  if (!id.startsWith(TASK_NOTIFICATION_PREFIX)) return undefined;
  const taskId = Number(id.slice(TASK_NOTIFICATION_PREFIX.length));
  return Number.isInteger(taskId) && taskId > 0 ? taskId : undefined;
}

/** "Due today 9:00 AM", "Overdue: yesterday 5:00 PM". */
function dueLine(task: Todo, now: Date, timeZone: string): string {
  if (!task.dueAt) return 'Due now';
  // The browser's own locale decides the clock (12 or 24 hours), as everywhere else (lib/time/format-time).
  const due = describeDue(task.dueAt, now, undefined, timeZone);
  // A reminder at the due time rings a moment after it: that is not late yet.
  const late = due.overdue && Date.parse(task.dueAt) < now.getTime() - 60_000;
  return late ? `Overdue: ${due.phrase}` : `Due ${due.phrase}`;
}

const MAX_LISTED = 5;

/**
 * The notifications for reminders due now: one per task when it is alone, one
 * for all of them when several are due at once (reminders missed while the
 * browser was closed, shown together on the next start).
 */
export function reminderNotifications(due: readonly DueReminder[], now: Date, timeZone: string): ReminderNotification[] {
  if (due.length === 0) return [];
  if (due.length === 1) {
    const [{ task }] = due as [DueReminder];
    return [{ id: `${TASK_NOTIFICATION_PREFIX}${task.id}`, title: task.title, message: dueLine(task, now, timeZone), taskIds: [task.id], buttons: true }];
  }
  const lines = due.slice(0, MAX_LISTED).map(({ task }) => `• ${task.title} (${dueLine(task, now, timeZone).toLowerCase()})`);
  if (due.length > MAX_LISTED) lines.push(`and ${due.length - MAX_LISTED} more`);
  return [
    {
      id: `${GROUP_NOTIFICATION_PREFIX}${now.getTime()}`,
      title: `${due.length} reminders`,
      message: lines.join('\n'),
      taskIds: due.map(({ task }) => task.id),
      buttons: false,
    },
  ];
}

/** The badge's text for a count: empty for none, "99+" past 99 (a badge fits about four characters). */
export function badgeText(count: number, more = false): string {
  if (count <= 0) return '';
  return count > 99 || (more && count >= 99) ? '99+' : String(count);
}

/** The next local midnight after `now`, when "today" changes and the badge with it. */
export function nextMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}
