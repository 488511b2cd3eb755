import { describe, expect, it } from 'vitest';
import { type TodoDatabase } from '@/lib/db';
import { createReminderService, MIDNIGHT_ALARM, reminderAlarmName, STORAGE_FULL_NOTIFICATION, type ReminderApi } from '@/lib/reminders';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { executeTool } from '@/lib/tools';
import { failWrites } from '../db/fail-writes';
import { freshDatabase } from '../support/database';

/** The browser's alarms, notifications and badge, as a test can read them. */
function fakeBrowser() {
  const alarms = new Map<string, number>();
  const notifications = new Map<string, { title: string; message: string; buttons?: { title: string }[] }>();
  let badge = '';
  const api: ReminderApi = {
    alarms: {
      getAll: async () => [...alarms].map(([name, scheduledTime]) => ({ name, scheduledTime })),
      create: (name, info) => void alarms.set(name, info.when),
      clear: async (name) => alarms.delete(name),
    },
    notifications: {
      create: async (id, options) => {
        notifications.set(id, options);
        return id;
      },
      clear: async (id) => notifications.delete(id),
      getAll: async () => Object.fromEntries([...notifications.keys()].map((id) => [id, true])),
    },
    action: { setBadgeText: ({ text }) => void (badge = text), setBadgeBackgroundColor: () => undefined },
  };
  return { api, alarms, notifications, badge: () => badge };
}

function setUp(start: string, settings: Partial<Settings['reminders']> = {}) {
  const db: TodoDatabase = freshDatabase();
  const browser = fakeBrowser();
  const clock = { now: new Date(start) };
  let checkedAt: number | undefined;
  const opened: number[] = [];
  const service = createReminderService({
    db,
    api: browser.api,
    settings: async () => ({ ...DEFAULT_SETTINGS, reminders: { ...DEFAULT_SETTINGS.reminders, ...settings } }),
    checkedAt: { get: async () => checkedAt, set: async (at) => void (checkedAt = at) },
    buttons: true,
    iconUrl: 'icon.png',
    timeZone: () => 'UTC',
    now: () => clock.now,
    openTask: (id) => void opened.push(id),
  });
  const add = (title: string, dueAt: string, extra: Record<string, unknown> = {}) =>
    executeTool({ db, engine: 'manual', now: () => clock.now }, 'add_task', { title, dueAt, ...extra });
  return { db, browser, clock, service, add, opened };
}

describe('the reminder service', () => {
  it('sets an alarm at each reminder time, moves it when the due time changes and removes it on completion', async () => {
    const { browser, service, add, db } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z', { remindBefore: 30 });
    await service.sync();
    expect(browser.alarms.get(reminderAlarmName(1))).toBe(Date.parse('2026-03-10T09:30:00Z'));
    expect(browser.alarms.get(MIDNIGHT_ALARM)).toBe(Date.parse('2026-03-11T00:00:00Z'));

    await executeTool({ db, engine: 'manual' }, 'update_task', { task_id: 1, dueAt: '2026-03-10T11:00:00Z' });
    await service.sync();
    expect(browser.alarms.get(reminderAlarmName(1))).toBe(Date.parse('2026-03-10T10:30:00Z'));

    await executeTool({ db, engine: 'manual' }, 'complete_task', { task_id: 1 });
    await service.sync();
    expect(browser.alarms.has(reminderAlarmName(1))).toBe(false);
  });

  it('rebuilds the alarms on start-up when the browser lost them', async () => {
    const { browser, service, add } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z');
    await add('Pay rent', '2026-03-12T08:00:00Z');
    await service.sync();
    browser.alarms.clear();
    await service.sync();
    expect([...browser.alarms.keys()].sort()).toEqual([MIDNIGHT_ALARM, reminderAlarmName(1), reminderAlarmName(2)].sort());
  });

  it('shows a reminder when its alarm rings, once, audited; Complete completes the task', async () => {
    const { browser, service, add, clock, db } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:00:01Z');
    await service.onAlarm({ name: reminderAlarmName(1) });
    expect(browser.notifications.get('todo-assistant/reminder/1')).toMatchObject({
      title: 'Call mom',
      message: 'Due today 10:00 AM',
      buttons: [{ title: 'Complete' }, { title: 'Snooze' }],
    });
    expect(await db.audit.where('toolName').equals('show_reminder').toArray()).toMatchObject([{ engine: 'reminder', output: { message: 'Reminded of task #1: Call mom' } }]);

    browser.notifications.clear();
    await service.sync();
    expect(browser.notifications.size).toBe(0);

    await service.onButton('todo-assistant/reminder/1', 0);
    expect(await db.todos.get(1)).toMatchObject({ status: 'completed' });
    expect(await db.audit.orderBy('id').last()).toMatchObject({ toolName: 'complete_task', engine: 'reminder' });
  });

  it('Snooze reminds again after the snooze length of the settings', async () => {
    const { browser, service, add, clock, db } = setUp('2026-03-10T09:00:00Z', { snoozeMinutes: 5 });
    await add('Call mom', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:00:00Z');
    await service.onAlarm({ name: reminderAlarmName(1) });
    await service.onButton('todo-assistant/reminder/1', 1);
    expect(browser.alarms.get(reminderAlarmName(1))).toBe(Date.parse('2026-03-10T10:05:00Z'));
    expect(await db.audit.orderBy('id').last()).toMatchObject({ toolName: 'snooze_reminder', engine: 'reminder' });
    clock.now = new Date('2026-03-10T10:05:00Z');
    browser.notifications.clear();
    await service.onAlarm({ name: reminderAlarmName(1) });
    expect(browser.notifications.has('todo-assistant/reminder/1')).toBe(true);
  });

  it('reminders missed while the browser was closed show once on the next start, grouped into one notification', async () => {
    const { browser, service, add, clock } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z');
    await add('Pay rent', '2026-03-10T11:00:00Z');
    await add('Later', '2026-03-10T20:00:00Z');
    await service.sync();
    // The browser closes; alarms are lost; it starts again at noon.
    browser.alarms.clear();
    clock.now = new Date('2026-03-10T12:00:00Z');
    await service.sync();
    expect([...browser.notifications.values()]).toMatchObject([{ title: '2 reminders', message: expect.stringContaining('Call mom') as unknown }]);
    browser.notifications.clear();
    await service.sync();
    expect(browser.notifications.size).toBe(0);
    expect(browser.alarms.get(reminderAlarmName(3))).toBe(Date.parse('2026-03-10T20:00:00Z'));
  });

  it('sets no alarm and shows nothing when reminders are off', async () => {
    const { browser, service, add, clock } = setUp('2026-03-10T09:00:00Z', { enabled: false });
    await add('Call mom', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:30:00Z');
    await service.sync();
    expect(browser.alarms.has(reminderAlarmName(1))).toBe(false);
    expect(browser.notifications.size).toBe(0);
  });

  it('the badge counts tasks due today plus overdue, changes on completion, and is empty when turned off', async () => {
    const { browser, service, add, db } = setUp('2026-03-10T09:00:00Z');
    await add('Late', '2026-03-09T10:00:00Z');
    await add('Today', '2026-03-10T18:00:00Z');
    await add('Today, no time', '2026-03-10');
    await add('Tomorrow', '2026-03-11T10:00:00Z');
    await service.sync();
    expect(browser.badge()).toBe('3');
    await executeTool({ db, engine: 'manual' }, 'complete_task', { task_id: 1 });
    await service.sync();
    expect(browser.badge()).toBe('2');

    const off = setUp('2026-03-10T09:00:00Z', { badge: false });
    await off.add('Today', '2026-03-10T18:00:00Z');
    await off.service.sync();
    expect(off.browser.badge()).toBe('');
  });

  it('a reminder still shown for a task completed elsewhere goes away', async () => {
    const { browser, service, add, clock, db } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z');
    await add('Pay rent', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:00:00Z');
    await service.sync();
    const group = [...browser.notifications.keys()];
    expect(group).toHaveLength(1);
    await service.onAlarm({ name: reminderAlarmName(1) });
    browser.notifications.set('todo-assistant/reminder/1', { title: 'Call mom', message: '' });
    await executeTool({ db, engine: 'manual' }, 'complete_task', { task_id: 1 });
    await service.sync();
    expect([...browser.notifications.keys()]).toEqual(group);
  });

  it('a click opens the task it names', async () => {
    const { service, opened } = setUp('2026-03-10T09:00:00Z');
    service.onClicked('todo-assistant/reminder/4');
    expect(opened).toEqual([4]);
  });
});

describe('Activity words for reminders', () => {
  it('says what a reminder did, under the actor “Reminder”', async () => {
    const { describeAudit } = await import('@/lib/tools');
    const { service, add, clock, db } = setUp('2026-03-10T09:00:00Z');
    await add('Call mom', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:00:00Z');
    await service.onAlarm({ name: reminderAlarmName(1) });
    await service.onButton('todo-assistant/reminder/1', 1);
    await service.onButton('todo-assistant/reminder/1', 0);
    const entries = (await db.audit.toArray()).filter((entry) => entry.engine === 'reminder');
    expect(entries.map(describeAudit)).toEqual(['Reminder shown for “Call mom”', 'Reminder snoozed for “Call mom”', 'Reminder completed “Call mom”']);
  });
});

describe('reminders on a full disk', () => {
  const FULL_TITLE = 'Reminders could not be saved';
  const FULL_MESSAGE = "The browser's storage is full. Free some disk space (or delete old conversations), then try again.";

  it('still sets every alarm and the badge when a shown reminder cannot be recorded, and says so once', async () => {
    const { browser, service, add, clock, db } = setUp('2026-03-10T09:00:00Z');
    const disk = failWrites(db, 'todos', 'QuotaExceededError', { full: false });
    await add('Call mom', '2026-03-10T10:00:00Z');
    await add('Pay rent', '2026-03-12T08:00:00Z');
    await service.sync();
    disk.fill();
    // The browser restarted on a full disk: its alarms are gone, Call mom is due.
    browser.alarms.clear();
    clock.now = new Date('2026-03-10T10:00:01Z');
    await service.sync();

    expect(browser.notifications.get('todo-assistant/reminder/1')).toMatchObject({ title: 'Call mom' });
    expect([...browser.alarms.keys()]).toContain(reminderAlarmName(2));
    expect(browser.alarms.has(MIDNIGHT_ALARM)).toBe(true);
    expect(browser.badge()).toBe('1');
    expect(browser.notifications.get(STORAGE_FULL_NOTIFICATION)).toMatchObject({ title: FULL_TITLE, message: FULL_MESSAGE });

    // Nothing is shown twice: not the reminder, not the warning.
    browser.notifications.clear();
    await service.sync();
    expect(browser.notifications.size).toBe(0);
    disk.free();
  });

  it('keeps the reminder on screen when Snooze cannot be saved, says why, and snoozes once space is freed', async () => {
    const { browser, service, add, clock, db } = setUp('2026-03-10T09:00:00Z', { snoozeMinutes: 5 });
    const disk = failWrites(db, 'todos', 'QuotaExceededError', { full: false });
    await add('Call mom', '2026-03-10T10:00:00Z');
    await service.sync();
    clock.now = new Date('2026-03-10T10:00:00Z');
    await service.onAlarm({ name: reminderAlarmName(1) });
    disk.fill();

    await service.onButton('todo-assistant/reminder/1', 1);
    expect(browser.notifications.has('todo-assistant/reminder/1')).toBe(true);
    expect(browser.notifications.get(STORAGE_FULL_NOTIFICATION)).toMatchObject({ title: FULL_TITLE, message: FULL_MESSAGE });

    disk.free();
    await service.onButton('todo-assistant/reminder/1', 1);
    expect(browser.notifications.has('todo-assistant/reminder/1')).toBe(false);
    expect(browser.alarms.get(reminderAlarmName(1))).toBe(Date.parse('2026-03-10T10:05:00Z'));
  });
});
