import { useReminderSettings } from '@/lib/hooks';
import { Options } from '../shared/Options';

const REMIND_CHOICES = [
  { value: 0, label: 'At the due time' },
  { value: 5, label: '5 minutes before' },
  { value: 10, label: '10 minutes before' },
  { value: 15, label: '15 minutes before' },
  { value: 30, label: '30 minutes before' },
  { value: 60, label: '1 hour before' },
  { value: 120, label: '2 hours before' },
  { value: 1440, label: '1 day before' },
];
const SNOOZE_CHOICES = [5, 10, 15, 30, 60];

/** Choices with the current value among them, even one set elsewhere (the assistant, an older version). */
function withCurrent(choices: { value: number; label: string }[], minutes: number, label: (m: number) => string) {
  return choices.some((c) => c.value === minutes) ? choices : [...choices, { value: minutes, label: label(minutes) }];
}

/** A labelled choice of a number of minutes. */
function MinutesSelect({
  label,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  choices: { value: number; label: string }[];
  disabled: boolean;
  onChange: (minutes: number) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        <Options choices={choices} />
      </select>
    </label>
  );
}

/** Settings, Reminders: notifications on or off, when to remind by default, how long Snooze waits, the toolbar badge. Saved as changed. */
export function ReminderSettings() {
  const { reminders, change } = useReminderSettings();
  if (!reminders) return null;
  const remindChoices = withCurrent(REMIND_CHOICES, reminders.minutesBefore, (m) => `${m} minutes before`);
  const snoozeChoices = withCurrent(
    SNOOZE_CHOICES.map((minutes) => ({ value: minutes, label: minutes === 60 ? '1 hour' : `${minutes} minutes` })),
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
      <MinutesSelect
        label="Remind me"
        value={reminders.minutesBefore}
        choices={remindChoices}
        disabled={!reminders.enabled}
        onChange={(minutesBefore) => change({ minutesBefore })}
      />
      <MinutesSelect
        label="Snooze for"
        value={reminders.snoozeMinutes}
        choices={snoozeChoices}
        disabled={!reminders.enabled}
        onChange={(snoozeMinutes) => change({ snoozeMinutes })}
      />
      <label className="radio">
        <input type="checkbox" checked={reminders.badge} onChange={(event) => change({ badge: event.target.checked })} />
        <span>Show how many tasks are due today or overdue on the toolbar button</span>
      </label>
      <p className="hint">Only tasks due at a time of day are notified, not those due on a date alone. Changes here are saved at once.</p>
    </fieldset>
  );
}
