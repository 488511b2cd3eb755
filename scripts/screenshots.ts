/**
 * `npm run screenshots`: builds the Chrome extension (skip with --no-build),
 * loads it in Debian's Chromium, fills it with sample data through the real
 * panel and the offline assistant (no model is configured), and writes a PNG
 * of every view, light and dark, at the side panel's 400×800, into
 * docs/screenshots/. Then the store images, into docs/store/: 1280×800
 * screenshots (Chrome Web Store and Firefox Add-ons take the same size) that
 * put the real panel's pixels beside a caption, and the Chrome Web Store's
 * 440×280 small promo tile. Env: CHROMIUM_PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchExtension } from '../test/e2e/support/chromium.ts';

const OUT = 'docs/screenshots';
const STORE_OUT = 'docs/store';
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

/** The store's 1280×800 frames: a caption on the left, the panel as captured on the right. */
const STORE_SHOTS = [
  {
    file: 'screenshot-1-chat',
    shot: 'chat-light',
    title: 'Manage your todo list by chatting',
    lines: ['“add pay rent tomorrow 9am p1 #home”', 'Dates, priorities and tags understood', 'Works offline, with no account'],
  },
  {
    file: 'screenshot-2-tasks',
    shot: 'tasks-light',
    title: 'Planned the way you plan',
    lines: ['Overdue, Today, Upcoming, No date', 'Search by words or #tag', 'Edit, complete, undo'],
  },
  {
    file: 'screenshot-3-activity',
    shot: 'activity-light',
    title: 'Every change on record',
    lines: ['Deletes wait for your Approve', 'Each change in plain words', 'Undo any of them'],
  },
  {
    file: 'screenshot-4-private',
    shot: 'chat-dark',
    title: 'Private by design',
    lines: ['Tasks and chats stay in your browser', 'No account, no tracking', 'Your own model server, if you want one'],
  },
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

async function compose(page: Page, html: string, size: { width: number; height: number }, path: string) {
  await page.setViewportSize(size);
  await page.setContent(`<!doctype html><html><head><style>
    * { box-sizing: border-box; margin: 0; }
    body { width: ${size.width}px; height: ${size.height}px; overflow: hidden; font-family: system-ui, sans-serif;
      background: linear-gradient(135deg, #eef3fd, #dbe6fb); color: #1b1d21; }
  </style></head><body>${html}</body></html>`);
  await page.waitForLoadState('load');
  await page.screenshot({ path });
  say(`Wrote ${path}`);
}

/** The store images, from the panel pictures just taken: only layout and a caption are added. */
async function storeImages(session: Awaited<ReturnType<typeof launchExtension>>, captured: Map<string, Buffer>) {
  await mkdir(STORE_OUT, { recursive: true });
  const page = await session.context.newPage();
  const icon = dataUrl(await readFile('public/icon/128.png'));
  for (const { file, shot, title, lines } of STORE_SHOTS) {
    const panel = captured.get(shot);
    if (!panel) throw new Error(`No picture of ${shot} was taken`);
    await compose(
      page,
      `<div style="display:flex;height:100%">
        <div style="flex:1;padding:96px 72px;display:flex;flex-direction:column;gap:28px">
          <div style="display:flex;align-items:center;gap:16px"><img src="${icon}" width="56" height="56" alt=""><span style="font-size:26px;font-weight:600">Todo Assistant</span></div>
          <h1 style="font-size:52px;line-height:1.15;font-weight:700">${escapeHtml(title)}</h1>
          <ul style="list-style:none;padding:0;display:flex;flex-direction:column;gap:14px;font-size:26px;color:#3a4150">
            ${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}
          </ul>
        </div>
        <img src="${dataUrl(panel)}" width="400" height="800" alt="" style="box-shadow:-8px 0 32px rgb(0 0 0 / 0.18)">
      </div>`,
      { width: 1280, height: 800 },
      `${STORE_OUT}/${file}.png`,
    );
  }
  // The small promo tile: name, promise, and the top of the real chat.
  const chat = captured.get('chat-light');
  if (!chat) throw new Error('No picture of the chat was taken');
  await compose(
    page,
    `<div style="display:flex;height:100%;align-items:center">
      <div style="flex:1;padding:0 20px 0 24px;display:flex;flex-direction:column;gap:10px">
        <img src="${icon}" width="48" height="48" alt="">
        <div style="font-size:24px;font-weight:700;line-height:1.1">Todo Assistant</div>
        <div style="font-size:15px;line-height:1.3;color:#3a4150">Your todo list, managed by chatting. Local first.</div>
      </div>
      <div style="width:200px;height:280px;overflow:hidden;box-shadow:-4px 0 16px rgb(0 0 0 / 0.18)">
        <img src="${dataUrl(chat)}" width="200" height="400" alt="" style="display:block">
      </div>
    </div>`,
    { width: 440, height: 280 },
    `${STORE_OUT}/promo-small-440x280.png`,
  );
  await page.close();
}

const session = await launchExtension();
try {
  const panel = await session.openPage('sidepanel.html');
  await panel.setViewportSize(SIZE);
  await panel.getByRole('tab', { name: 'Chat' }).click();
  // Sample data, typed as a person would: tasks with due dates, priorities and tags, then a list.
  await send(panel, 'add pay rent tomorrow 9am p1 #home', /Added “Pay rent”/);
  await send(panel, 'add renew passport yesterday p2 #admin', /Added “Renew passport”/);
  await send(panel, 'add water the plants friday p3 #home', /Added “Water the plants”/);
  await send(panel, 'add buy oat milk today 6pm #shop', /Added “Buy oat milk”/);
  await send(panel, 'complete water the plants', /Completed “Water the plants”/);
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
      // Settings opens as an overview with closed sections.
      await panel.getByTestId('settings-overview').waitFor();
    },
  };
  const captured = new Map<string, Buffer>();
  for (const colorScheme of SCHEMES) {
    await panel.emulateMedia({ colorScheme });
    for (const [view, show] of Object.entries(views)) {
      await show();
      await shoot(panel, `${view}-${colorScheme}`);
      captured.set(`${view}-${colorScheme}`, await readFile(`${OUT}/${view}-${colorScheme}.png`));
    }
    const quickAdd = await session.openPage('quick-add.html');
    await quickAdd.setViewportSize(SIZE);
    await quickAdd.emulateMedia({ colorScheme });
    await quickAdd.getByLabel('Quick add').fill('call the dentist friday 10am p2 #health');
    await quickAdd.getByRole('list', { name: 'Recognised' }).getByText('#health').waitFor();
    await shoot(quickAdd, `quick-add-${colorScheme}`);
    await quickAdd.close();
  }
  await storeImages(session, captured);
} finally {
  await session.close();
}
