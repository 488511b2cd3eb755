import type { Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localIso, nextMondayAtEight, weekLater } from './support/local-time';
import { readStoreInPage } from './support/read-store';
import { readStoredTodos } from './support/read-todos';
import { remoteChatSuite } from './support/remote-chat';

// Reminders, repeating tasks and the badge in Chromium: the assistant adds tasks
// (the fake model server's add_task calls, run in the background), the Tasks
// view edits and completes them (tool calls in the panel's own page), and the
// worker's alarms, notifications and badge must follow both.
const chat = remoteChatSuite();

interface StoredAudit {
  toolName: string;
  engine: string;
  status: string;
}
interface Alarm {
  name: string;
  scheduledTime: number;
}

type Chrome = {
  alarms: { getAll(): Promise<Alarm[]> };
  notifications: { getAll(callback: (all: Record<string, boolean>) => void): void; onButtonClicked: { dispatch(id: string, index: number): void } };
  action: { getBadgeText(details: object): Promise<string> };
};

const alarms = async (worker: Worker) => worker.evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.alarms.getAll());
const notifications = async (worker: Worker) =>
  worker.evaluate(() => new Promise<string[]>((done) => (globalThis as unknown as { chrome: Chrome }).chrome.notifications.getAll((all) => done(Object.keys(all)))));
const badge = async (worker: Worker) => worker.evaluate(() => (globalThis as unknown as { chrome: Chrome }).chrome.action.getBadgeText({}));
const todos = (page: Page) => readStoredTodos(page);
const todoNamed = async (page: Page, title: string) => (await todos(page)).find((todo) => todo.title === title && todo.status === 'pending');

/** The assistant adds one task with these fields (one add_task call from the model). */
async function assistantAdds(fields: Record<string, unknown>) {
  chat.server.script({ toolCalls: [{ name: 'add_task', arguments: fields }] }, { text: 'Added.' });
  await chat.say(`add ${String(fields.title)}`);
  await expect.poll(() => todoNamed(chat.page, String(fields.title)), { timeout: 20_000 }).toBeTruthy();
}

async function reminderAlarmOf(title: string): Promise<Alarm | undefined> {
  const task = await todoNamed(chat.page, title);
  const all = await alarms(await chat.session.worker());
  return task ? all.find((alarm) => alarm.name === `todo-assistant/reminder/${task.id}`) : undefined;
}

async function openTasks(): Promise<Page> {
  const page = chat.page;
  await page.getByRole('tab', { name: 'Tasks' }).click();
  return page;
}

describe('reminders in Chromium', () => {
  it('a task due soon has an alarm at its reminder time; editing the due time in the Tasks view moves it; completing removes it', async () => {
    const due = new Date(Date.now() + 3 * 60 * 60_000);
    due.setSeconds(0, 0);
    await assistantAdds({ title: 'Call the dentist', dueAt: localIso(due), remindBefore: 30 });
    await expect.poll(async () => (await reminderAlarmOf('Call the dentist'))?.scheduledTime, { timeout: 10_000 }).toBe(due.getTime() - 30 * 60_000);

    // The Tasks view writes through the tools in its own page; the background must hear of it.
    const page = await openTasks();
    const item = page.getByRole('listitem').filter({ hasText: 'Call the dentist' });
    await item.getByRole('button', { name: 'Edit' }).click();
    const later = new Date(due.getTime() + 60 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page.getByLabel('Due date').fill(`${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}`);
    await page.getByLabel('Time').fill(`${pad(later.getHours())}:${pad(later.getMinutes())}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await reminderAlarmOf('Call the dentist'))?.scheduledTime, { timeout: 10_000 }).toBe(later.getTime() - 30 * 60_000);

    const { id } = (await todoNamed(page, 'Call the dentist'))!;
    await page.getByRole('checkbox', { name: 'Done: Call the dentist' }).click();
    await expect.poll(async () => (await alarms(await chat.session.worker())).some((alarm) => alarm.name === `todo-assistant/reminder/${id}`), { timeout: 10_000 }).toBe(false);
  });

  it('the alarm shows a notification at the due time, and its Complete button completes the task (audited)', async () => {
    await assistantAdds({ title: 'Take the pills', dueAt: new Date(Date.now() + 4000).toISOString() });
    const { id } = (await todoNamed(chat.page, 'Take the pills'))!;
    const worker = await chat.session.worker();
    await expect.poll(() => notifications(worker), { timeout: 30_000 }).toContain(`todo-assistant/reminder/${id}`);

    // A click on a notification button cannot be made from a test: fire the event the browser fires.
    await (
      await chat.session.worker()
    ).evaluate((notificationId) => (globalThis as unknown as { chrome: Chrome }).chrome.notifications.onButtonClicked.dispatch(notificationId, 0), `todo-assistant/reminder/${id}`);
    await expect.poll(async () => (await todos(chat.page)).find((todo) => todo.id === id)?.status, { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => notifications(worker)).not.toContain(`todo-assistant/reminder/${id}`);
    const audit = (await chat.page.evaluate(readStoreInPage, 'audit')) as StoredAudit[];
    expect(audit.filter((entry) => entry.engine === 'reminder').map((entry) => `${entry.toolName}:${entry.status}`)).toEqual(['show_reminder:ok', 'complete_task:ok']);
  });

  it('a task repeating every Monday at 8:00, added by a worker woken from a stop and completed, leaves a new pending occurrence due the next Monday at 8:00', async () => {
    const monday = nextMondayAtEight();
    // A wake after the install loads the rules of repeating tasks (recurrence.js) on its first tool call.
    await chat.session.stopServiceWorker();
    await assistantAdds({ title: 'Water the plants', dueAt: localIso(monday), recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    const page = await openTasks();
    const item = page.getByRole('listitem').filter({ hasText: 'Water the plants' });
    await expect.poll(() => item.textContent()).toContain('every Monday at 8:00 AM');

    await page.getByRole('checkbox', { name: 'Done: Water the plants' }).click();
    await expect
      .poll(async () => (await todos(page)).filter((todo) => todo.title === 'Water the plants').map((todo) => [todo.status, Date.parse(todo.dueAt ?? '')]), { timeout: 10_000 })
      .toEqual([
        ['completed', monday.getTime()],
        ['pending', weekLater(monday).getTime()],
      ]);
    const next = (await todoNamed(page, 'Water the plants'))!;
    expect(next.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO');
    await expect.poll(async () => (await reminderAlarmOf('Water the plants'))?.scheduledTime, { timeout: 10_000 }).toBe(weekLater(monday).getTime());
  });

  it('the badge counts tasks due today plus overdue, and changes when one is completed in the Tasks view, even with the worker stopped', async () => {
    const worker = await chat.session.worker();
    const before = Number((await badge(worker)) || '0');
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await assistantAdds({ title: 'Pay the late bill', dueAt: localIso(yesterday) });
    await assistantAdds({ title: 'Buy bread', dueAt: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}` });
    await expect.poll(() => badge(worker), { timeout: 10_000 }).toBe(String(before + 2));

    // Chrome stops an idle worker; the panel's change must wake it and still reach the badge.
    const page = await openTasks();
    await chat.session.stopServiceWorker();
    await page.getByRole('checkbox', { name: 'Done: Buy bread' }).click();
    await expect.poll(async () => badge(await chat.session.worker()), { timeout: 15_000 }).toBe(String(before + 1));
  });
});
