import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { seedAuditInPage } from './support/seed-audit';

const ENTRIES = 100_000;

let session: ExtensionSession;
let page: Page;
// Seeding 100,000 rows (each written to nine indexes) takes about 35 s on a 2-core machine: setup, not what is tested.
beforeAll(async () => {
  session = await launchExtension();
  page = await session.openPage('sidepanel.html');
  // The panel opens the database (and creates it); seed it underneath, then reload.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByText(/No activity yet/).waitFor();
  await expect(page.evaluate(seedAuditInPage, { count: ENTRIES })).resolves.toBe(ENTRIES);
  await page.reload();
  await page.getByRole('tab', { name: 'Chat' }).waitFor();
}, 180_000);
afterAll(async () => {
  await session?.close();
});

const log = (page: Page) => page.getByRole('list', { name: 'Activity log' });
/** What each entry on screen says, without who acted ("Quick-add: Entry 7" reads "Entry 7"). */
const summaries = async (page: Page) => (await log(page).locator('.audit-summary').allTextContents()).map((text) => text.replace(/^(You|Quick-add|Assistant): /, ''));
/** Each entry's tool or engine, read from the details of the first few entries on screen (opened one by one, found by what they say). */
async function detailsOf(page: Page, label: 'Tool' | 'Engine'): Promise<string[]> {
  const texts = (await log(page).locator('.audit-summary').allTextContents()).slice(0, 5);
  const values: string[] = [];
  for (const text of texts) {
    const item = log(page)
      .getByRole('listitem')
      .filter({ has: page.locator('.audit-summary', { hasText: new RegExp(`^${text}$`) }) });
    await item.locator('summary').click();
    const details = item.locator('.audit-details');
    await details.waitFor();
    const match = /Tool([a-z_]+)Engine([a-z-]+)Status/.exec((await details.textContent()) ?? '');
    values.push((label === 'Tool' ? match?.[1] : match?.[2]) ?? '');
    await item.locator('summary').click();
    await details.waitFor({ state: 'detached' });
  }
  return values;
}
const toolNames = (page: Page) => detailsOf(page, 'Tool');

/** Scrolls the Activity list down a screen at a time, as a user does, until `text` is on screen. */
async function scrollUntil(page: Page, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await summaries(page)).includes(text)) return;
    await page.locator('.audit-scroll').evaluate((scroller) => scroller.scrollBy({ top: scroller.clientHeight * 0.8 }));
    await page.waitForTimeout(100);
  }
  throw new Error(`"${text}" never came on screen`);
}

/** Click on the Activity tab → the first entry in the page, measured inside the page (ms). */
function openActivityInPage(): Promise<number> {
  return new Promise((done) => {
    const started = performance.now();
    document.getElementById('tab-activity')!.click();
    const check = () => (document.querySelector('.audit-entry') ? done(performance.now() - started) : requestAnimationFrame(check));
    check();
  });
}

it(`opens Activity on ${ENTRIES.toLocaleString('en')} entries, pages as it scrolls, and filters through the index`, async () => {
  const firstOpen = await page.evaluate(openActivityInPage);
  await log(page).getByRole('listitem').first().waitFor();
  // The newest entries first.
  // Lookups are hidden until asked for (entries n % 6 = 1 or 2 are list_tasks and get_task).
  const first = await summaries(page);
  expect(first.slice(0, 3)).toEqual(['Entry 99999', 'Entry 99996', 'Entry 99995']);
  // Virtualised: what is in the page is bounded by the screen, not by the log.
  expect(first.length).toBeLessThan(60);
  const opens: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole('tab', { name: 'Chat' }).click();
    opens.push(await page.evaluate(openActivityInPage));
  }
  opens.sort((a, b) => a - b);
  console.log(`Activity tab click → first entry at ${ENTRIES} entries: first ${firstOpen.toFixed(0)} ms, median of 5 more ${opens[2]!.toFixed(0)} ms`);

  // Asked for, the lookups are listed too; the newest was stored in the old shape (a whole list, ~100 KB) and still reads well.
  await page.getByRole('checkbox', { name: 'Show lookups' }).check();
  await expect.poll(async () => (await summaries(page)).slice(0, 3), { timeout: 10_000 }).toEqual(['Assistant looked up 50 tasks (more not shown)', 'Entry 99999', 'Entry 99998']);

  // An old entry opens to its (shortened) details.
  await log(page).getByRole('listitem').first().locator('summary').click();
  await log(page)
    .getByText(/KB in all; shortened for display/)
    .waitFor();
  await log(page).getByRole('listitem').first().locator('summary').click();

  // Scrolling reads the next pages, 50 entries at a time.
  await scrollUntil(page, 'Entry 99950');
  await scrollUntil(page, 'Entry 99900');
  await scrollUntil(page, 'Entry 99850');
  expect(await log(page).locator('.audit-entry').count()).toBeLessThan(60);

  // Filtering by what happened (completions) shows only that tool's entries, newest first, and pages too.
  await page.getByRole('combobox', { name: 'What happened' }).selectOption({ label: 'Completed or reopened' });
  await expect.poll(() => summaries(page), { timeout: 10_000 }).toContain('Entry 99994');
  expect(new Set(await toolNames(page))).toEqual(new Set(['complete_task']));
  expect((await summaries(page)).slice(0, 2)).toEqual(['Entry 99994', 'Entry 99988']);
  // Entry 99994 - 6 * 60 = 99634: past the first page of 50 for this tool.
  await scrollUntil(page, 'Entry 99634');
  expect(new Set(await toolNames(page))).toEqual(new Set(['complete_task']));

  // And by who acted: complete_task (n % 6 = 4) by quick-add (n % 5 = 2), n = 99982, 99952, …
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'Quick-add' });
  await expect.poll(async () => (await summaries(page)).slice(0, 2), { timeout: 10_000 }).toEqual(['Entry 99982', 'Entry 99952']);
  expect(new Set(await detailsOf(page, 'Engine'))).toEqual(new Set(['quick-add']));
});
