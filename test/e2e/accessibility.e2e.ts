import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';

// The panel as a person meets it: a short chat that added a few tasks (the offline assistant
// answers, no model is configured), then every view checked by axe in both colour schemes, for
// readable text, and at Firefox's default sidebar width.
let session: ExtensionSession;
let panel: Page;

const VIEWS = ['Chat', 'Tasks', 'Activity', 'Settings'] as const;
type View = (typeof VIEWS)[number];

/** Something each view shows once it has loaded what it reads. */
const READY: Record<View, (page: Page) => Promise<void>> = {
  Chat: (page) => page.getByRole('textbox', { name: 'Message' }).waitFor(),
  Tasks: (page) => page.getByText('Pay rent').first().waitFor(),
  Activity: (page) => page.locator('.audit-entry').first().waitFor(),
  Settings: (page) => page.getByTestId('settings-overview').waitFor(),
};

async function show(page: Page, view: View) {
  await page.getByRole('tab', { name: view }).click();
  await READY[view](page);
}

async function send(text: string, reply: RegExp) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await panel.getByText(reply).first().waitFor({ timeout: 20_000 });
}

/** Serious and critical axe violations, one readable line each (rule, impact, where). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether the page, or any box inside it that scrolls, can be scrolled sideways. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement;
    if (root && root.scrollWidth > root.clientWidth) found.push(`document (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  });
}

beforeAll(async () => {
  session = await launchExtension();
  panel = await session.openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 800 });
  await send('add pay rent tomorrow 9am p1 #home', /Added “Pay rent/);
  await send('add water the plants friday p2 #home', /Added “Water the plants/);
  await send('add call the insurance company about the windscreen claim and ask for the reference number p3 #car', /Added “Call the insurance/);
}, 120_000);
afterAll(async () => {
  await session?.close();
});

describe.each(['light', 'dark'] as const)('axe in the %s colour scheme', (colorScheme) => {
  it.each(VIEWS)('%s has no serious or critical violations', async (view) => {
    await panel.emulateMedia({ colorScheme });
    await show(panel, view);
    expect(await seriousViolations(panel)).toEqual([]);
  });

  it('quick-add has no serious or critical violations', async () => {
    const page = await session.openPage('quick-add.html');
    await page.emulateMedia({ colorScheme });
    const input = page.getByLabel('Quick add');
    await input.fill('buy milk tomorrow p1 #home');
    await page.getByRole('list', { name: 'Recognised' }).getByText('#home').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the task editor, its Repeat and Reminder, and the note that a repeat needs a due date have no serious or critical violations', async () => {
    await panel.emulateMedia({ colorScheme });
    await show(panel, 'Tasks');
    const item = panel.getByRole('listitem').filter({ hasText: 'Call the insurance' });
    await item.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('combobox', { name: 'Reminder' }).selectOption({ label: '1 hour before' });
    await panel.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Every day' });
    await panel.getByText('A repeating task needs a due date').waitFor();
    expect(await seriousViolations(panel)).toEqual([]);
    await panel.keyboard.press('Escape');
  });
});

it('sets body text at 13 px or more, though Chromium styles extension pages with body { font-size: 75% }', async () => {
  await panel.emulateMedia({ colorScheme: 'light' });
  await show(panel, 'Tasks');
  const sizes = await panel.evaluate(() => ({
    body: parseFloat(getComputedStyle(document.body).fontSize),
    taskTitle: parseFloat(getComputedStyle(document.querySelector('.task-title')!).fontSize),
  }));
  expect(sizes.body).toBeGreaterThanOrEqual(13);
  expect(sizes.taskTitle).toBeGreaterThanOrEqual(13);

  const quickAdd = await session.openPage('quick-add.html');
  await quickAdd.getByLabel('Quick add').waitFor();
  expect(await quickAdd.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize))).toBeGreaterThanOrEqual(13);
  await quickAdd.close();
});

describe.each([240, 320, 600])('at %i px wide', (width) => {
  it.each(VIEWS)('%s does not scroll sideways', async (view) => {
    await panel.setViewportSize({ width, height: 800 });
    await show(panel, view);
    expect(await sidewaysScrollers(panel)).toEqual([]);
  });

  it('the task editor does not scroll sideways', async () => {
    await panel.setViewportSize({ width, height: 800 });
    await show(panel, 'Tasks');
    await panel.getByRole('button', { name: 'Edit' }).first().click();
    await panel.getByRole('button', { name: 'Cancel' }).waitFor();
    expect(await sidewaysScrollers(panel)).toEqual([]);
    await panel.keyboard.press('Escape');
  });
});
