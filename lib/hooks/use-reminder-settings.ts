import { useCallback } from 'react';
import { useSettings } from './use-settings';
import { loadSettings, saveSettings, type ReminderSettings } from '../settings';

/** The reminder settings, each change saved at once without touching the other settings. */
export function useReminderSettings(): { reminders: ReminderSettings | undefined; change: (changes: Partial<ReminderSettings>) => void } {
  const settings = useSettings();
  const change = useCallback((changes: Partial<ReminderSettings>) => {
    void (async () => {
      const latest = await loadSettings();
      await saveSettings({ ...latest, reminders: { ...latest.reminders, ...changes } });
    })();
  }, []);
  return { reminders: settings?.reminders, change };
}
