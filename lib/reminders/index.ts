export { remindAt, reminderMomentOf, type ReminderOptions } from './reminder-time';
export {
  diffAlarms,
  planReminders,
  reminderAlarmName,
  taskIdOfAlarm,
  MAX_REMINDER_ALARMS,
  REMINDER_ALARM_PREFIX,
  type DueReminder,
  type ExistingAlarm,
  type ReminderPlan,
} from './plan-reminders';
export {
  badgeText,
  nextMidnight,
  reminderNotifications,
  taskIdOfNotification,
  GROUP_NOTIFICATION_PREFIX,
  NOTIFICATION_BUTTONS,
  TASK_NOTIFICATION_PREFIX,
  type ReminderNotification,
} from './reminder-notifications';
export { createReminderService, BADGE_COLOR, MIDNIGHT_ALARM, STORAGE_FULL_NOTIFICATION, type ReminderApi, type ReminderDeps, type ReminderService } from './reminder-service';
export { requestOpenTask, takeOpenTaskRequest, watchOpenTaskRequests } from './open-task-request';
