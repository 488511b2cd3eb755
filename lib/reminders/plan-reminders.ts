import type { Todo } from '../db';
import { reminderMomentOf, type ReminderOptions } from './reminder-time';

/** Every reminder alarm's name starts with this; the rest is the task id. */
export const REMINDER_ALARM_PREFIX = 'todo-assistant/reminder/';
/** At most this many reminder alarms at once (Chrome caps an extension's alarms); the next ones are set when these ring. */
export const MAX_REMINDER_ALARMS = 200;

export const reminderAlarmName = (taskId: number): string => `${REMINDER_ALARM_PREFIX}${taskId}`;

export function taskIdOfAlarm(name: string): number | undefined {
  if (!name.startsWith(REMINDER_ALARM_PREFIX)) return undefined;
  const id = Number(name.slice(REMINDER_ALARM_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export interface DueReminder {
  task: Todo;
  /** The reminder's moment, ISO 8601: what is recorded as shown. */
  moment: string;
}

export interface ReminderPlan {
  /** The alarms there should be: name → when (ms), the soonest first. */
  alarms: Map<string, number>;
  /** Reminders to show now: their moment passed since the last check and they were not shown. */
  due: DueReminder[];
}

/**
 * What the reminders should be for these tasks at `now`, given the moment of
 * the previous check (`checkedAt`; undefined on the very first run, when
 * nothing counts as missed, so installing never rings for old tasks). A
 * reminder whose moment fell in (checkedAt, now] is due now, once: while the
 * browser ran, its alarm woke us at that moment; while it was closed, it was
 * missed and shows on the next start.
 */
export function planReminders(tasks: readonly Todo[], options: ReminderOptions, now: number, checkedAt: number | undefined): ReminderPlan {
  const upcoming: [string, number][] = [];
  const due: DueReminder[] = [];
  for (const task of tasks) {
    const moment = reminderMomentOf(task, options);
    if (moment === undefined) continue;
    if (moment > now) upcoming.push([reminderAlarmName(task.id), moment]);
    else if (checkedAt !== undefined && moment > checkedAt) {
      const iso = new Date(moment).toISOString();
      if (task.reminderState?.shownFor !== iso) due.push({ task, moment: iso });
    }
  }
  upcoming.sort((a, b) => a[1] - b[1]);
  return { alarms: new Map(upcoming.slice(0, MAX_REMINDER_ALARMS)), due };
}

export interface ExistingAlarm {
  name: string;
  scheduledTime: number;
}

/** What to change so the reminder alarms are exactly the wanted ones; other alarms are left alone. */
export function diffAlarms(wanted: ReadonlyMap<string, number>, existing: readonly ExistingAlarm[]): { create: ExistingAlarm[]; clear: string[] } {
  const have = new Map(existing.filter((alarm) => alarm.name.startsWith(REMINDER_ALARM_PREFIX)).map((alarm) => [alarm.name, alarm.scheduledTime]));
  const create: ExistingAlarm[] = [];
  for (const [name, when] of wanted) {
    const scheduled = have.get(name);
    // Chrome may round a time a little; a second's difference is the same alarm.
    if (scheduled === undefined || Math.abs(scheduled - when) > 1000) create.push({ name, scheduledTime: when });
  }
  const clear = [...have.keys()].filter((name) => !wanted.has(name));
  return { create, clear };
}
