import { expect, it } from 'vitest';
import type { ExtensionSession } from './support/chromium';
import { extensionForFile } from './support/panel-suite';

let session: ExtensionSession;
extensionForFile((opened) => (session = opened));

it('opens the side panel page as a tab with its four views', async () => {
  const page = await session.openPage('sidepanel.html');
  // The views appear once the panel has opened its storage.
  await page.getByRole('tablist', { name: 'Views' }).waitFor();
  for (const name of ['Chat', 'Tasks', 'Activity', 'Settings']) {
    await expect(page.getByRole('tab', { name }).count()).resolves.toBe(1);
  }
});

it('asks for persistent storage when the panel opens (the service worker has no persist())', async () => {
  // Headless Chromium always answers false, so the test watches the request itself.
  const page = await session.context.newPage();
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (globalThis as unknown as { persistCalls: number }).persistCalls = 0;
    storage.persist = () => {
      (globalThis as unknown as { persistCalls: number }).persistCalls += 1;
      return persist();
    };
  });
  await page.goto(`chrome-extension://${session.extensionId}/sidepanel.html`);
  await page.getByRole('tab', { name: 'Tasks' }).waitFor();
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { persistCalls: number }).persistCalls)).toBe(1);
});
