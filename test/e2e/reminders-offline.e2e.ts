import type { Page, Worker } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ExtensionSession } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { readStoredTodos } from './support/read-todos';
import { weekLater } from './support/local-time';

// A repeating task from the offline assistant (no model configured, no model
// server): the words of one chat message become the rule, the Tasks view shows
// it, completing it leaves the next occurrence, and its alarm follows.
let session: ExtensionSession;
let panel: Page;
panelForFile((opened) => ({ session, panel } = opened));

interface Alarm {
  name: string;
  scheduledTime: number;
}
type Chrome = { alarms: { getAll(): Promise<Alarm[]> } };

const todos = (page: Page) => readStoredTodos(page);
const alarms = async (worker: Worker) => worker.evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.alarms.getAll());

/** The first Monday 8:00 local time after `now` (today, when it is a Monday before 8:00). */
function comingMondayAtEight(now = new Date()): Date {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 8, 0, 0);
  while (date.getDay() !== 1 || date.getTime() <= now.getTime()) date.setDate(date.getDate() + 1);
  return date;
}

it('"water the plants every monday 8am" in Chat repeats weekly; completing it in the Tasks view leaves the next Monday, with its alarm, which follows the editor\'s Reminder', async () => {
  const monday = comingMondayAtEight();
  await panel.getByRole('tab', { name: 'Chat' }).click();
  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill('water the plants every monday 8am');
  await panel.getByRole('button', { name: 'Send' }).click();
  await panel
    .getByText(/Added “Water the plants/)
    .first()
    .waitFor({ timeout: 20_000 });

  const [created] = await todos(panel);
  expect(created).toMatchObject({ title: 'Water the plants', status: 'pending', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
  expect(Date.parse(created!.dueAt ?? '')).toBe(monday.getTime());

  await panel.getByRole('tab', { name: 'Tasks' }).click();
  const item = panel.getByRole('listitem').filter({ hasText: 'Water the plants' });
  await expect.poll(() => item.textContent(), { timeout: 10_000 }).toContain('every Monday at 8:00 AM');

  await panel.getByRole('checkbox', { name: 'Done: Water the plants' }).click();
  const next = weekLater(monday);
  await expect
    .poll(async () => (await todos(panel)).map((todo) => [todo.title, todo.status, Date.parse(todo.dueAt ?? ''), todo.recurrence]), { timeout: 10_000 })
    .toEqual([
      ['Water the plants', 'completed', monday.getTime(), 'FREQ=WEEKLY;BYDAY=MO'],
      ['Water the plants', 'pending', next.getTime(), 'FREQ=WEEKLY;BYDAY=MO'],
    ]);

  // The default reminder is at the due time (Settings' default), so the alarm rings at 8:00 that Monday.
  const pending = (await todos(panel)).find((todo) => todo.status === 'pending')!;
  await expect
    .poll(async () => (await alarms(await session.worker())).find((alarm) => alarm.name === `todo-assistant/reminder/${pending.id}`)?.scheduledTime, { timeout: 10_000 })
    .toBe(next.getTime());
  expect((await alarms(await session.worker())).some((alarm) => alarm.name === `todo-assistant/reminder/${created!.id}`)).toBe(false);

  // The editor's Reminder saves through update_task, so the alarm follows it.
  await panel.getByRole('listitem').filter({ hasText: 'Water the plants' }).getByRole('button', { name: 'Edit' }).click();
  await expect.poll(() => panel.getByRole('combobox', { name: 'Repeat' }).inputValue()).toBe('weekly');
  // By keyboard: Tab from Repeat reaches Reminder, and End picks its last choice, "1 day before".
  await panel.getByRole('combobox', { name: 'Repeat' }).focus();
  await panel.keyboard.press('Tab');
  const reminder = panel.getByRole('combobox', { name: 'Reminder' });
  expect(await reminder.evaluate((element) => element === document.activeElement)).toBe(true);
  await panel.keyboard.press('End');
  expect(await reminder.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent)).toBe('1 day before');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await alarms(await session.worker())).find((alarm) => alarm.name === `todo-assistant/reminder/${pending.id}`)?.scheduledTime, { timeout: 10_000 })
    .toBe(next.getTime() - 24 * 60 * 60_000);
  expect((await todos(panel)).find((todo) => todo.id === pending.id)).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO', dueAt: pending.dueAt });
});
