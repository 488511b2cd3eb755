import { useReminderSettings } from '@/lib/hooks';

const REMIND_CHOICES = [
  { minutes: 0, label: 'At the due time' },
  { minutes: 5, label: '5 minutes before' },
  { minutes: 10, label: '10 minutes before' },
  { minutes: 15, label: '15 minutes before' },
  { minutes: 30, label: '30 minutes before' },
  { minutes: 60, label: '1 hour before' },
  { minutes: 120, label: '2 hours before' },
  { minutes: 1440, label: '1 day before' },
];
const SNOOZE_CHOICES = [5, 10, 15, 30, 60];

/** Choices with the current value among them, even one set elsewhere (the assistant, an older version). */
function withCurrent<T extends { minutes: number; label: string }>(choices: T[], minutes: number, label: (m: number) => string) {
  return choices.some((c) => c.minutes === minutes) ? choices : [...choices, { minutes, label: label(minutes) }];
}

/** Settings, Reminders: notifications on or off, when to remind by default, how long Snooze waits, the toolbar badge. Saved as changed. */
export function ReminderSettings() {
  const { reminders, change } = useReminderSettings();
  if (!reminders) return null;
  const remindChoices = withCurrent(REMIND_CHOICES, reminders.minutesBefore, (m) => `${m} minutes before`);
  const snoozeChoices = withCurrent(
    SNOOZE_CHOICES.map((minutes) => ({ minutes, label: minutes === 60 ? '1 hour' : `${minutes} minutes` })),
    reminders.snoozeMinutes,
    (m) => `${m} minutes`,
  );
  return (
    <fieldset className="reminder-settings">
      <legend>Reminders</legend>
      <label className="radio">
        <input type="checkbox" checked={reminders.enabled} onChange={(event) => change({ enabled: event.target.checked })} />
        <span>Notify me when a task with a due time is due</span>
      </label>
      <label>
        Remind me
        <select value={reminders.minutesBefore} disabled={!reminders.enabled} onChange={(event) => change({ minutesBefore: Number(event.target.value) })}>
          {remindChoices.map((choice) => (
            <option key={choice.minutes} value={choice.minutes}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Snooze for
        <select value={reminders.snoozeMinutes} disabled={!reminders.enabled} onChange={(event) => change({ snoozeMinutes: Number(event.target.value) })}>
          {snoozeChoices.map((choice) => (
            <option key={choice.minutes} value={choice.minutes}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="radio">
        <input type="checkbox" checked={reminders.badge} onChange={(event) => change({ badge: event.target.checked })} />
        <span>Show how many tasks are due today or overdue on the toolbar button</span>
      </label>
      <p className="hint">Only tasks due at a time of day are notified, not those due on a date alone. Changes here are saved at once.</p>
    </fieldset>
  );
}
