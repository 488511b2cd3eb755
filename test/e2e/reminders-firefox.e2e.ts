import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { readStore } from './support/firefox';
import { localIso, nextMondayAtEight, weekLater } from './support/local-time';
import { firefoxPanelForFile } from './support/panel-suite';
import { readStoredTodos } from './support/read-todos';
import { remoteSettings } from './support/remote-chat';

// The core of reminders in Firefox: the background is an event page there, and
// notifications have no buttons. The assistant (the fake model server, in the
// background) adds tasks; the Tasks view (its own page) completes them.
let server: FakeOpenAIServer;
let panel: Page;
interface Alarm {
  name: string;
  scheduledTime: number;
}
type Browser = {
  alarms: { getAll(): Promise<Alarm[]> };
  notifications: {
    getAll(): Promise<Record<string, unknown>>;
    onShown: { addListener(listener: (id: string) => void): void };
    onClosed: { addListener(listener: (id: string) => void): void };
  };
  action: { getBadgeText(details: object): Promise<string> };
  storage: { local: { set(items: object): Promise<void> } };
};

firefoxPanelForFile((opened) => ({ panel } = opened), { allowOptionalPermissions: true });
beforeAll(async () => {
  server = await startFakeOpenAIServer();
  await panel.evaluate((settings) => (globalThis as unknown as { browser: Browser }).browser.storage.local.set({ settings }), remoteSettings(server.baseURL));
  // Firefox sends nothing to a model server before the data consent, which Save asks for.
  // Firefox does not report the load of a moz-extension:// page (as in openPage): wait for the tabs.
  await panel.reload({ waitUntil: 'domcontentloaded', timeout: 5000 }).catch(() => {});
  await panel.waitForSelector('[role="tab"]');
  await byRole('tab', 'Settings').click();
  await panel.waitForSelector('details.settings-section');
  await panel.$$eval('details.settings-section', (sections) => sections.forEach((section) => ((section as HTMLDetailsElement).open = true)));
  await byRole('button', 'Save').click();
  await panel.waitForFunction(() => document.body.textContent?.includes('Settings saved.'), { timeout: 20_000 });
});
afterAll(async () => {
  await server?.close();
});

const byRole = (role: string, name: string) => panel.locator(`::-p-aria([name="${name}"][role="${role}"])`);
const alarms = () => panel.evaluate(() => (globalThis as unknown as { browser: Browser }).browser.alarms.getAll());
const badge = () => panel.evaluate(() => (globalThis as unknown as { browser: Browser }).browser.action.getBadgeText({}));
const notifications = () => panel.evaluate(async () => Object.keys(await (globalThis as unknown as { browser: Browser }).browser.notifications.getAll()));
const todoNamed = async (title: string) => (await readStoredTodos(panel)).find((todo) => todo.title === title && todo.status === 'pending');

async function assistantAdds(fields: Record<string, unknown>) {
  server.script({ toolCalls: [{ name: 'add_task', arguments: fields }] }, { text: 'Added.' });
  await byRole('tab', 'Chat').click();
  await byRole('textbox', 'Message').fill(`add ${String(fields.title)}`);
  await byRole('button', 'Send').click();
  await expect.poll(() => todoNamed(String(fields.title)), { timeout: 20_000 }).toBeTruthy();
}

async function complete(title: string) {
  await byRole('tab', 'Tasks').click();
  await byRole('checkbox', `Done: ${title}`).click();
}

describe('reminders in Firefox', () => {
  it('sets an alarm at the reminder time, shows the notification when it rings, and completing removes the alarm', async () => {
    const due = new Date(Date.now() + 2 * 60 * 60_000);
    due.setSeconds(0, 0);
    await assistantAdds({ title: 'Call the dentist', dueAt: localIso(due), remindBefore: 30 });
    const { id } = (await todoNamed('Call the dentist'))!;
    await expect
      .poll(async () => (await alarms()).find((alarm) => alarm.name === `todo-assistant/reminder/${id}`)?.scheduledTime, { timeout: 10_000 })
      .toBe(due.getTime() - 30 * 60_000);

    await complete('Call the dentist');
    await expect.poll(async () => (await alarms()).some((alarm) => alarm.name === `todo-assistant/reminder/${id}`), { timeout: 10_000 }).toBe(false);

    // Headless Firefox closes a notification within milliseconds of showing it (onClosed fires,
    // getAll() is empty right after; seen here): record what the browser reports instead.
    await panel.evaluate(() => {
      const page = globalThis as unknown as { browser: Browser; shownNotifications: string[] };
      page.shownNotifications = [];
      page.browser.notifications.onShown.addListener((id) => page.shownNotifications.push(id));
      page.browser.notifications.onClosed.addListener((id) => page.shownNotifications.push(id));
    });
    await assistantAdds({ title: 'Take the pills', dueAt: new Date(Date.now() + 4000).toISOString() });
    const pills = (await todoNamed('Take the pills'))!;
    const shown = () => panel.evaluate(() => (globalThis as unknown as { shownNotifications: string[] }).shownNotifications);
    await expect.poll(async () => [...(await shown()), ...(await notifications())], { timeout: 30_000 }).toContain(`todo-assistant/reminder/${pills.id}`);
    const audit = await readStore<{ toolName: string; engine: string; status: string }>(panel, 'audit');
    expect(audit.filter((entry) => entry.engine === 'reminder').map((entry) => `${entry.toolName}:${entry.status}`)).toEqual(['show_reminder:ok']);
  });

  it('a task repeating every Monday at 8:00, completed, leaves a new pending occurrence due the next Monday at 8:00', async () => {
    const monday = nextMondayAtEight();
    await assistantAdds({ title: 'Water the plants', dueAt: localIso(monday), recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    await complete('Water the plants');
    await expect
      .poll(async () => (await readStoredTodos(panel)).filter((todo) => todo.title === 'Water the plants').map((todo) => [todo.status, Date.parse(todo.dueAt ?? '')]), {
        timeout: 10_000,
      })
      .toEqual([
        ['completed', monday.getTime()],
        ['pending', weekLater(monday).getTime()],
      ]);
  });

  it('the badge counts tasks due today plus overdue and changes on completion', async () => {
    const before = Number((await badge()) || '0');
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000);
    await assistantAdds({ title: 'Pay the late bill', dueAt: localIso(yesterday) });
    await expect.poll(() => badge(), { timeout: 10_000 }).toBe(String(before + 1));
    await complete('Pay the late bill');
    await expect.poll(() => badge(), { timeout: 10_000 }).toBe(before ? String(before) : '');
  });
});
