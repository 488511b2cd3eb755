// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReminderSettings } from '@/components/settings/ReminderSettings';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '@/lib/settings';

afterEach(cleanup);

describe('the Reminders settings', () => {
  it('saves each change at once, keeping the other settings', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, historyWindow: 33 });
    render(<ReminderSettings />);
    const notify = (await screen.findByRole('checkbox', { name: /Notify me when a task/ })) as HTMLInputElement;
    expect(notify.checked).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Remind me' }), { target: { value: '30' } });
    await waitFor(async () => expect((await loadSettings()).reminders.minutesBefore).toBe(30));
    fireEvent.change(screen.getByRole('combobox', { name: 'Snooze for' }), { target: { value: '15' } });
    await waitFor(async () => expect((await loadSettings()).reminders.snoozeMinutes).toBe(15));
    fireEvent.click(screen.getByRole('checkbox', { name: /toolbar button/ }));
    await waitFor(async () => expect((await loadSettings()).reminders.badge).toBe(false));
    fireEvent.click(notify);
    await waitFor(async () => expect((await loadSettings()).reminders).toEqual({ enabled: false, minutesBefore: 30, snoozeMinutes: 15, badge: false }));
    expect((await loadSettings()).historyWindow).toBe(33);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Remind me' }) as HTMLSelectElement).disabled).toBe(true));
  });
});
