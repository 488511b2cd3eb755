import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import { diffAlarms, planReminders, remindAt, reminderAlarmName, reminderMomentOf, reminderNotifications } from '@/lib/reminders';
import { todoFixture } from '../support/todo';

const PARIS = 'Europe/Paris';
const utc = (iso: string) => new Date(iso).toISOString();

const task = (fields: Partial<Todo> & { id: number }): Todo => todoFixture({ title: `Task ${fields.id}`, ...fields }, '2026-03-01T00:00:00.000Z');

describe('remindAt: the reminder time before a due time', () => {
  it('minutes before are elapsed time, across the spring change too (Paris, 29 March 2026 02:00 → 03:00)', () => {
    // 03:15 local just after the change is 01:15 UTC; half an hour earlier is 01:45 local before the change.
    expect(utc(new Date(remindAt('2026-03-29T03:15:00+02:00', 30, PARIS)).toISOString())).toBe('2026-03-29T00:45:00.000Z');
  });

  it('whole days before keep the wall-clock time: 1 day before Sunday 12:00 after the change is Saturday 12:00, 23 hours earlier', () => {
    const due = '2026-03-29T12:00:00+02:00';
    const at = remindAt(due, 24 * 60, PARIS);
    expect(new Date(at).toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect((Date.parse(due) - at) / 3_600_000).toBe(23);
  });

  it('and 25 hours earlier across the autumn change (New York, 1 November 2026)', () => {
    const due = '2026-11-01T09:00:00-05:00';
    const at = remindAt(due, 24 * 60, 'America/New_York');
    expect(new Date(at).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect((Date.parse(due) - at) / 3_600_000).toBe(25);
  });

  it('at the due time with 0', () => {
    expect(remindAt('2026-03-10T09:00:00+01:00', 0, PARIS)).toBe(Date.parse('2026-03-10T08:00:00Z'));
  });

  it('reads days in the task’s own zone when it has one, else the user’s', () => {
    // Due 09:00 in Tokyo on 8 March 2026; Paris changes nothing here but the zone decides the wall clock kept.
    const tokyo = task({ id: 1, dueAt: '2026-03-08T09:00:00+09:00', timeZone: 'Asia/Tokyo', remindBefore: 1440 });
    expect(new Date(reminderMomentOf(tokyo, { minutesBefore: 0, timeZone: 'America/New_York' }) ?? 0).toISOString()).toBe('2026-03-07T00:00:00.000Z');
    // The same instant read in New York crosses its spring change (8 March 2026): 1 day before is 24 h minus one.
    const plain = task({ id: 2, dueAt: '2026-03-08T09:00:00-04:00', remindBefore: 1440 });
    expect(new Date(reminderMomentOf(plain, { minutesBefore: 0, timeZone: 'America/New_York' }) ?? 0).toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });
});

describe('reminderMomentOf', () => {
  const options = { minutesBefore: 15, timeZone: PARIS };
  it('uses the task’s offset, else the default; none for a date alone, a completed task or no due date', () => {
    expect(reminderMomentOf(task({ id: 1, dueAt: '2026-03-10T09:00:00Z' }), options)).toBe(Date.parse('2026-03-10T08:45:00Z'));
    expect(reminderMomentOf(task({ id: 1, dueAt: '2026-03-10T09:00:00Z', remindBefore: 0 }), options)).toBe(Date.parse('2026-03-10T09:00:00Z'));
    expect(reminderMomentOf(task({ id: 1, dueAt: '2026-03-10' }), options)).toBeUndefined();
    expect(reminderMomentOf(task({ id: 1, dueAt: '2026-03-10T09:00:00Z', status: 'completed' }), options)).toBeUndefined();
    expect(reminderMomentOf(task({ id: 1 }), options)).toBeUndefined();
  });
  it('a snooze later than the reminder replaces it', () => {
    const snoozed = task({ id: 1, dueAt: '2026-03-10T09:00:00Z', reminderState: { shownFor: '2026-03-10T08:45:00.000Z', snoozedUntil: '2026-03-10T09:10:00.000Z' } });
    expect(reminderMomentOf(snoozed, options)).toBe(Date.parse('2026-03-10T09:10:00Z'));
  });
});

describe('planReminders', () => {
  const options = { minutesBefore: 0, timeZone: PARIS };
  const now = Date.parse('2026-03-10T12:00:00Z');
  const tasks = [
    task({ id: 1, dueAt: '2026-03-10T13:00:00Z' }),
    task({ id: 2, dueAt: '2026-03-10T11:00:00Z' }),
    task({ id: 3, dueAt: '2026-03-10T10:00:00Z' }),
    task({ id: 4, dueAt: '2026-03-09T10:00:00Z' }),
    task({ id: 5, dueAt: '2026-03-10T11:30:00Z', reminderState: { shownFor: '2026-03-10T11:30:00.000Z' } }),
  ];

  it('sets an alarm for each reminder still to come', () => {
    expect(planReminders(tasks, options, now, undefined).alarms).toEqual(new Map([[reminderAlarmName(1), Date.parse('2026-03-10T13:00:00Z')]]));
  });

  it('on the very first check nothing counts as missed, so installing never rings for old tasks', () => {
    expect(planReminders(tasks, options, now, undefined).due).toEqual([]);
  });

  it('shows the reminders that came since the last check, once: not older ones, not one already shown', () => {
    const { due } = planReminders(tasks, options, now, Date.parse('2026-03-10T09:30:00Z'));
    expect(due.map((d) => d.task.id)).toEqual([2, 3]);
    expect(due[0]?.moment).toBe('2026-03-10T11:00:00.000Z');
  });
});

describe('diffAlarms', () => {
  it('creates the missing, moves the changed, clears the unwanted, and leaves other alarms alone', () => {
    const wanted = new Map([
      [reminderAlarmName(1), 1000_000],
      [reminderAlarmName(2), 2000_000],
      [reminderAlarmName(3), 3000_000],
    ]);
    const existing = [
      { name: reminderAlarmName(1), scheduledTime: 1000_000 },
      { name: reminderAlarmName(2), scheduledTime: 1500_000 },
      { name: reminderAlarmName(9), scheduledTime: 9000_000 },
      { name: 'todo-assistant/expire-approvals', scheduledTime: 5 },
    ];
    expect(diffAlarms(wanted, existing)).toEqual({
      create: [
        { name: reminderAlarmName(2), scheduledTime: 2000_000 },
        { name: reminderAlarmName(3), scheduledTime: 3000_000 },
      ],
      clear: [reminderAlarmName(9)],
    });
  });
});

describe('reminderNotifications: grouping', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('one reminder is one notification with the title, the due time and buttons', () => {
    const [one] = reminderNotifications([{ task: task({ id: 7, title: 'Call mom', dueAt: '2026-03-10T12:00:00Z' }), moment: '' }], now, 'UTC');
    expect(one).toMatchObject({ id: 'todo-assistant/reminder/7', title: 'Call mom', message: 'Due today 12:00 PM', taskIds: [7], buttons: true });
  });

  it('several at once (missed while the browser was closed) are one notification listing them', () => {
    const due = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ task: task({ id, title: `Missed ${id}`, dueAt: '2026-03-10T09:00:00Z' }), moment: '' }));
    const notifications = reminderNotifications(due, now, 'UTC');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: '7 reminders', taskIds: [1, 2, 3, 4, 5, 6, 7], buttons: false });
    expect(notifications[0]?.message.split('\n')).toEqual([
      '• Missed 1 (overdue: today 9:00 am)',
      '• Missed 2 (overdue: today 9:00 am)',
      '• Missed 3 (overdue: today 9:00 am)',
      '• Missed 4 (overdue: today 9:00 am)',
      '• Missed 5 (overdue: today 9:00 am)',
      'and 2 more',
    ]);
  });
});
