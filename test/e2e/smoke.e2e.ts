import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';

let session: ExtensionSession;
beforeAll(async () => {
  session = await launchExtension();
});
afterAll(async () => {
  await session?.close();
});

it('opens the side panel page as a tab with its four views', async () => {
  const page = await session.openPage('sidepanel.html');
  for (const name of ['Chat', 'Tasks', 'Activity', 'Settings']) {
    await expect(page.getByRole('tab', { name }).count()).resolves.toBe(1);
  }
});
