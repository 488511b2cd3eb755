/**
 * `npm run screenshots`: builds the Chrome extension (skip with --no-build),
 * loads it in Debian's Chromium, fills it with sample data through the real
 * panel and the offline assistant (no model is configured), and writes a PNG
 * of every view, light and dark, at the side panel's 400×800, into
 * docs/screenshots/. Env: CHROMIUM_PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchExtension } from '../test/e2e/support/chromium.ts';

const OUT = 'docs/screenshots';
const SIZE = { width: 400, height: 800 };
const SCHEMES = ['light', 'dark'] as const;
const say = (message: string) => process.stdout.write(`${message}\n`);

if (!process.argv.includes('--no-build')) execFileSync('npx', ['wxt', 'build'], { stdio: 'inherit' });
await mkdir(OUT, { recursive: true });

/** Sends one chat message and waits for the reply that shows it was understood. */
async function send(panel: Page, text: string, reply: RegExp) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  await panel.getByRole('log', { name: 'Messages' }).locator('.bubble-assistant').last().filter({ hasText: reply }).waitFor({ timeout: 30_000 });
}

/** Lets the virtual list measure and settle, and the focus ring go, before the picture. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  say(`Wrote ${OUT}/${name}.png`);
}

const session = await launchExtension();
try {
  const panel = await session.openPage('sidepanel.html');
  await panel.setViewportSize(SIZE);
  await panel.getByRole('tab', { name: 'Chat' }).click();
  // Sample data, typed as a person would: tasks with due dates, priorities and tags, then a list.
  await send(panel, 'add pay rent tomorrow 9am p1 #home', /Created task #\d+: Pay rent/);
  await send(panel, 'add renew passport yesterday p2 #admin', /Created task #\d+: Renew passport/);
  await send(panel, 'add water the plants friday p3 #home', /Created task #\d+: Water the plants/);
  await send(panel, 'add buy oat milk today 6pm #shop', /Created task #\d+: Buy oat milk/);
  await send(panel, 'complete water the plants', /Completed task #\d+: Water the plants/);
  await send(panel, 'show my tasks', /Renew passport[\s\S]*Pay rent/);

  const views = {
    chat: async () => {
      await panel.getByRole('tab', { name: 'Chat' }).click();
      await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    },
    tasks: async () => {
      await panel.getByRole('tab', { name: 'Tasks' }).click();
      await panel.getByText('Pay rent').first().waitFor();
    },
    activity: async () => {
      await panel.getByRole('tab', { name: 'Activity' }).click();
      await panel.locator('.audit-entry').first().waitFor();
    },
    settings: async () => {
      await panel.getByRole('tab', { name: 'Settings' }).click();
      await panel.getByLabel('Base URL').waitFor();
    },
  };
  for (const colorScheme of SCHEMES) {
    await panel.emulateMedia({ colorScheme });
    for (const [view, show] of Object.entries(views)) {
      await show();
      await shoot(panel, `${view}-${colorScheme}`);
    }
    const quickAdd = await session.openPage('quick-add.html');
    await quickAdd.setViewportSize(SIZE);
    await quickAdd.emulateMedia({ colorScheme });
    await quickAdd.getByLabel('Quick add').fill('call the dentist friday 10am p2 #health');
    await quickAdd.getByRole('list', { name: 'Recognised' }).getByText('#health').waitFor();
    await shoot(quickAdd, `quick-add-${colorScheme}`);
    await quickAdd.close();
  }
} finally {
  await session.close();
}
