import type { Page as ChromiumPage } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import type { RadicaleServer } from '../../support/radicale.ts';
import { openSettingsSections } from './chromium.ts';

/**
 * The connect steps of Settings → Sync, written once for both browsers: open Settings with its
 * Sync section, type the server address, user name and password, Connect, and wait for the line
 * that names the calendar. Chromium runs them through Playwright, Firefox through Puppeteer.
 */
export interface SyncSettingsDriver {
  /** Settings tab, with the Sync section open. */
  openSync(): Promise<void>;
  fillTextbox(name: string, value: string): Promise<void>;
  fillPassword(value: string): Promise<void>;
  clickButton(name: string): Promise<void>;
  waitForText(text: string): Promise<void>;
}

const WAIT = { timeout: 20_000 };

export function chromiumSyncSettings(panel: ChromiumPage): SyncSettingsDriver {
  return {
    async openSync() {
      await panel.getByRole('tab', { name: 'Settings' }).click();
      await openSettingsSections(panel);
    },
    fillTextbox: (name, value) => panel.getByRole('textbox', { name, exact: true }).fill(value),
    fillPassword: (value) => panel.getByLabel('Password', { exact: true }).fill(value),
    clickButton: (name) => panel.getByRole('button', { name, exact: true }).click(),
    waitForText: (text) => panel.getByText(text).waitFor(WAIT),
  };
}

export function firefoxSyncSettings(panel: FirefoxPage): SyncSettingsDriver {
  const byRole = (role: string, name: string) => panel.locator(`::-p-aria([name="${name}"][role="${role}"])`);
  return {
    async openSync() {
      await byRole('tab', 'Settings').click();
      await panel.waitForSelector('details.settings-section');
      await panel.evaluate(() => {
        for (const section of document.querySelectorAll<HTMLDetailsElement>('details.settings-section')) {
          if (section.querySelector('summary')?.textContent?.startsWith('Sync')) section.open = true;
        }
      });
    },
    fillTextbox: (name, value) => byRole('textbox', name).fill(value),
    fillPassword: (value) => panel.locator('#sync-password').fill(value),
    clickButton: (name) => byRole('button', name).click(),
    async waitForText(text) {
      await panel.waitForFunction((t) => document.body.textContent?.includes(t), WAIT, text);
    },
  };
}

/** Connects Settings → Sync to the Radicale user and waits for “Connected to … calendar “NAME”.”. */
export async function connectSync(driver: SyncSettingsDriver, radicale: RadicaleServer, calendarName = 'tasks'): Promise<void> {
  await driver.openSync();
  await driver.fillTextbox('Server address', `${radicale.base}/`);
  await driver.fillTextbox('User name', radicale.user);
  await driver.fillPassword(radicale.password);
  await driver.clickButton('Connect');
  await driver.waitForText(`Connected to ${radicale.base}/ as ${radicale.user}, calendar “${calendarName}”.`);
}
