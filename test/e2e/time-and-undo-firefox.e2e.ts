import type { Page } from 'puppeteer-core';
import { beforeAll, expect, it } from 'vitest';
import { firefoxPanelForFile } from './support/panel-suite';

// Issue 21 in Firefox, at its default sidebar width (240 px): completing a repeating task from the
// chat reads in words (no ISO time, no "#id"), with Undo beside the change; the rule and the due
// time share one clock; Undo is one Tab from the Tasks box.
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ID = /#\d+\b/;
const CLOCK = /\d{1,2}:\d{2}(?:\s?[AP]M)?/;

let panel: Page;
firefoxPanelForFile((opened) => ({ panel } = opened));
beforeAll(async () => {
  await panel.setViewport({ width: 240, height: 800 });
});

const byRole = (role: string, name: string) => panel.locator(`::-p-aria([name="${name}"][role="${role}"])`);
const waitForText = (text: string, within = 'body') =>
  panel.waitForFunction((t, selector) => document.querySelector(selector)?.textContent?.includes(t), { timeout: 20_000 }, text, within);
const visibleText = () => panel.evaluate(() => (document.querySelector('.panel') as HTMLElement).innerText);

async function send(text: string) {
  await byRole('textbox', 'Message').fill(text);
  await byRole('button', 'Send').click();
}

it('a completed repeating task reads in words, with Undo beside it; its rule and due time share one clock', async () => {
  await send('water the plants every thursday 8pm');
  await waitForText('Added “Water the plants”');
  await send('complete water the plants');
  await waitForText('Completed “Water the plants”; next one due');
  // The change's own line carries its Undo (it shows once the change's entry is read).
  await panel.waitForFunction(
    () =>
      [...document.querySelectorAll('[aria-label="Changes"] li')].some(
        (line) => line.textContent?.includes('Completed “Water the plants”') && [...line.querySelectorAll('button')].some((button) => button.textContent === 'Undo'),
      ),
    { timeout: 20_000 },
  );
  const chat = await visibleText();
  expect(chat).not.toMatch(ISO);
  expect(chat).not.toMatch(ID);

  await byRole('tab', 'Tasks').click();
  await waitForText('every Thursday', '[aria-label="Task list"]');
  const [due = '', rule = ''] = await panel.evaluate(() => {
    const row = [...document.querySelectorAll('[aria-label="Task list"] li')].find((item) => item.textContent?.includes('every Thursday'));
    return [row?.querySelector('.due')?.textContent ?? '', row?.querySelector('.repeats')?.textContent ?? ''];
  });
  expect(rule.match(CLOCK)?.[0]).toBe(due.match(CLOCK)?.[0]);

  await byRole('textbox', 'New task').fill('call the vet');
  await panel.keyboard.press('Enter');
  await panel.waitForSelector('.undo-toast');
  await (await panel.$('::-p-aria([name="New task"][role="textbox"])'))!.focus();
  await panel.keyboard.press('Tab');
  expect(await panel.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
  const tasks = await visibleText();
  expect(tasks).not.toMatch(ISO);
  expect(tasks).not.toMatch(ID);
});
