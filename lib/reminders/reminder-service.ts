import { PENDING_PREFIX, NO_DATE_MARK, pendingKeyAt, storageReasonOf, type TodoDatabase, type Todo } from '../db';
import type { Settings } from '../settings';
import { countDueByToday } from '../todos';
import { executeTool, type ToolContext } from '../tools';
import { createLogger, errorMessage } from '../util';
import { diffAlarms, planReminders, taskIdOfAlarm, type ExistingAlarm } from './plan-reminders';
import { badgeText, nextMidnight, NOTIFICATION_BUTTONS, reminderNotifications, taskIdOfNotification } from './reminder-notifications';

const log = createLogger('reminders');

/** The alarm that rings at local midnight, when "due today" changes. */
export const MIDNIGHT_ALARM = 'todo-assistant/midnight';
/** The notification that says reminders could not be saved (the disk is full): one at a time, never a task's. */
export const STORAGE_FULL_NOTIFICATION = 'todo-assistant/storage-full';
/** The badge's colour: the danger red of the panel's palette, white text on it is WCAG AA. */
export const BADGE_COLOR = '#b3261e';

/**
 * The extension APIs reminders use, as `wxt/browser` gives them in Chrome and
 * Firefox (tests pass fakes). `buttons` is left out where the browser has none.
 */
export interface ReminderApi {
  alarms: {
    getAll: () => Promise<ExistingAlarm[]>;
    create: (name: string, info: { when: number }) => Promise<void> | void;
    clear: (name: string) => Promise<boolean>;
  };
  notifications: {
    create: (
      id: string,
      options: { type: 'basic'; iconUrl: string; title: string; message: string; buttons?: { title: string }[]; requireInteraction?: boolean },
    ) => Promise<string> | void;
    clear: (id: string) => Promise<boolean>;
    getAll: () => Promise<Record<string, unknown>>;
  };
  action: {
    setBadgeText: (details: { text: string }) => Promise<void> | void;
    setBadgeBackgroundColor: (details: { color: string }) => Promise<void> | void;
  };
}

export interface ReminderDeps {
  db: TodoDatabase;
  api: ReminderApi;
  settings: () => Promise<Settings>;
  /** When reminders were last checked (ms), kept across restarts; undefined before the first check. */
  checkedAt: { get: () => Promise<number | undefined>; set: (at: number) => Promise<void> };
  /** Whether notifications may carry buttons (Chrome yes, Firefox no). */
  buttons: boolean;
  iconUrl: string;
  timeZone: () => string;
  now?: () => Date;
  /** Shows a task in the panel; a notification click calls it. */
  openTask: (taskId: number) => Promise<void> | void;
}

/** Reminders of tasks overdue by more than this are not shown, nor snoozed, any more. */
export const REMINDER_LOOKBACK_MS = 30 * 24 * 60 * 60_000;
/** At most this many tasks are read per sync, soonest deadline first: enough for the alarms set at once. */
export const REMINDER_READ_LIMIT = 2000;

/**
 * Pending tasks with a due date from a month before `since` on, in deadline
 * order, at most REMINDER_READ_LIMIT: a bounded read of the plan order's
 * dated range however many tasks are overdue or scheduled for years.
 */
function datedPendingTasks(db: TodoDatabase, since: number): Promise<Todo[]> {
  return db.todos
    .where('planKey')
    .between(pendingKeyAt(since - REMINDER_LOOKBACK_MS), PENDING_PREFIX + NO_DATE_MARK, true, false)
    .limit(REMINDER_READ_LIMIT)
    .toArray();
}

/**
 * Reminders and the badge, kept in step with the database. `sync` is the one
 * path every change takes (a tool call here or in a page, a settings change,
 * an alarm, start-up): it shows the reminders whose time has come since the
 * last check (grouped when several), records each, sets the alarms to exactly
 * the upcoming reminders, and the badge to the due-today-plus-overdue count.
 * Calls are queued, so two changes never interleave.
 */
export function createReminderService(deps: ReminderDeps) {
  const now = () => (deps.now ? deps.now() : new Date());
  const ctx: ToolContext = { db: deps.db, engine: 'reminder', ...(deps.now ? { now: deps.now } : {}) };
  let queue: Promise<unknown> = Promise.resolve();

  /** Set once the person was told that reminders could not be saved; cleared by the next record that is. */
  let storageWarned = false;

  /**
   * Tells the person, in one notification, that the storage refused (the disk
   * is full) and what to do. False when the error is not about storage.
   */
  async function warnStorage(error: unknown, always: boolean): Promise<boolean> {
    const storage = storageReasonOf(error);
    if (!storage) return false;
    log.warn('reminders could not be saved', errorMessage(error));
    if (storageWarned && !always) return true;
    storageWarned = true;
    const reason = storage.reason.charAt(0).toUpperCase() + storage.reason.slice(1);
    await deps.api.notifications.create(STORAGE_FULL_NOTIFICATION, {
      type: 'basic',
      iconUrl: deps.iconUrl,
      title: 'Reminders could not be saved',
      message: `${reason}. ${storage.fix}, then try again.`,
    });
    return true;
  }

  async function show(due: ReturnType<typeof planReminders>['due'], at: Date): Promise<void> {
    for (const notification of reminderNotifications(due, at, deps.timeZone())) {
      await deps.api.notifications.create(notification.id, {
        type: 'basic',
        iconUrl: deps.iconUrl,
        title: notification.title,
        message: notification.message,
        ...(notification.buttons && deps.buttons ? { buttons: NOTIFICATION_BUTTONS.map((title) => ({ title })) } : {}),
      });
    }
    for (const { task, moment } of due) {
      try {
        await executeTool(ctx, 'show_reminder', { task_id: task.id, moment });
        storageWarned = false;
      } catch (error) {
        // Shown but not recorded (the disk is full): the alarms and the badge must still follow, so the sync goes on.
        if (!(await warnStorage(error, false))) throw error;
      }
    }
  }

  async function runSync(): Promise<void> {
    const settings = await deps.settings();
    const at = now();
    const checkedAt = await deps.checkedAt.get();
    const tasks = await datedPendingTasks(deps.db, Math.min(checkedAt ?? at.getTime(), at.getTime()));
    const options = { minutesBefore: settings.reminders.minutesBefore, timeZone: deps.timeZone() };
    const plan = planReminders(tasks, options, at.getTime(), checkedAt);
    const wanted = settings.reminders.enabled ? plan.alarms : new Map<string, number>();
    if (settings.reminders.enabled && plan.due.length) await show(plan.due, at);
    await deps.checkedAt.set(at.getTime());

    // A reminder still on screen for a task completed or deleted since is out of date.
    const pending = new Set(tasks.map((task) => task.id));
    for (const id of Object.keys(await deps.api.notifications.getAll())) {
      const taskId = taskIdOfNotification(id);
      if (taskId !== undefined && !pending.has(taskId)) await deps.api.notifications.clear(id);
    }

    const { create, clear } = diffAlarms(wanted, await deps.api.alarms.getAll());
    for (const name of clear) await deps.api.alarms.clear(name);
    for (const alarm of create) await deps.api.alarms.create(alarm.name, { when: alarm.scheduledTime });
    await deps.api.alarms.create(MIDNIGHT_ALARM, { when: nextMidnight(at) });

    const count = settings.reminders.badge ? await countDueByToday({ db: deps.db }, at, 99) : { count: 0, more: false };
    await deps.api.action.setBadgeBackgroundColor({ color: BADGE_COLOR });
    await deps.api.action.setBadgeText({ text: badgeText(count.count, count.more) });
  }

  function sync(): Promise<void> {
    const next = queue.then(runSync).catch((error: unknown) => log.error('could not update the reminders', errorMessage(error)));
    queue = next;
    return next;
  }

  /** Complete or Snooze pressed on a one-task notification (Chrome). */
  async function onButton(notificationId: string, buttonIndex: number): Promise<void> {
    const taskId = taskIdOfNotification(notificationId);
    if (taskId === undefined) return;
    try {
      if (NOTIFICATION_BUTTONS[buttonIndex] === 'Complete') await executeTool(ctx, 'complete_task', { task_id: taskId });
      else if (NOTIFICATION_BUTTONS[buttonIndex] === 'Snooze') {
        const settings = await deps.settings();
        await executeTool(ctx, 'snooze_reminder', { task_id: taskId, minutes: settings.reminders.snoozeMinutes });
      }
    } catch (error) {
      // Not saved (the disk is full): the reminder stays on screen, so it is not lost, and the person is told why.
      if (await warnStorage(error, true)) return;
      // The task was deleted or completed meanwhile: the failed call is audited, nothing else to do.
      log.warn('a reminder button could not act', errorMessage(error));
    }
    await deps.api.notifications.clear(notificationId);
    await sync();
  }

  return {
    sync,
    onButton,
    /** A reminder alarm, or midnight: both mean "look again". */
    onAlarm(alarm: { name: string }): Promise<void> | undefined {
      return taskIdOfAlarm(alarm.name) !== undefined || alarm.name === MIDNIGHT_ALARM ? sync() : undefined;
    },
    /** A click on a notification: the task it names (or, for a group, the Tasks view) opens. */
    onClicked(notificationId: string): void {
      const taskId = taskIdOfNotification(notificationId);
      void deps.api.notifications.clear(notificationId);
      void deps.openTask(taskId ?? 0);
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
