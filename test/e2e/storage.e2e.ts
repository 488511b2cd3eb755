import { expect, it } from 'vitest';
import type { ExtensionSession } from './support/chromium';
import { extensionForFile } from './support/panel-suite';

let session: ExtensionSession;
extensionForFile((opened) => (session = opened));

it('says over the whole panel that tasks cannot be saved when the browser refuses IndexedDB', async () => {
  const page = await session.context.newPage();
  // As a profile with storage disabled does: every open is refused.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto(`chrome-extension://${session.extensionId}/sidepanel.html`);
  const notice = page.getByRole('alert');
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/^Tasks can't be saved here: storage is disabled for this browser profile\./);
  expect(await page.getByRole('tab').count()).toBe(0);
  await page.close();
});

it('opens as usual in the same browser once storage works', async () => {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Chat' }).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
});
