import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { readStoreInPage } from './support/read-store';
import { SCALE_MARKERS, scaleTodos } from './support/scale-todos';
import { seedV1TodosInWorker } from './support/seed-v1-todos';

// 10,000 tasks written in the version 1 shape before the extension opens its
// database: the first page that opens it runs the upgrade to version 2 in the
// real browser. No model is configured, so the offline assistant answers.
const COUNT = 10_000;
let session: ExtensionSession;
let panel: Page;
beforeAll(async () => {
  session = await launchExtension();
  await (await session.worker()).evaluate(seedV1TodosInWorker, scaleTodos(COUNT));
  panel = await session.openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 800 });
}, 120_000);
afterAll(async () => {
  await session?.close();
});

const SCROLLER = '.task-scroll';

/** Scrolls the task list down a screen at a time, in the page, noting where each wanted title first shows. */
function findInListInPage({ selector, titles }: { selector: string; titles: string[] }): Promise<Record<string, number>> {
  const scroller = document.querySelector<HTMLElement>(selector)!;
  const found: Record<string, number> = {};
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return (async () => {
    for (let step = 0; step < 2000 && Object.keys(found).length < titles.length; step += 1) {
      for (const row of scroller.querySelectorAll<HTMLElement>('li[data-index]')) {
        const title = row.querySelector('.task-title')?.textContent ?? '';
        if (titles.includes(title) && !(title in found)) found[title] = Number(row.dataset.index);
      }
      scroller.scrollTop += scroller.clientHeight * 0.8;
      await frame();
      await frame();
    }
    return found;
  })();
}

it('upgrades 10,000 tasks of version 1 and opens the Tasks tab on its first rows', async () => {
  await panel.getByRole('tab', { name: 'Tasks' }).click();
  await panel.locator('li.task').first().waitFor({ timeout: 60_000 });
  // Every task was upgraded with its keys, in the real IndexedDB.
  const stored = (await panel.evaluate(readStoreInPage, 'todos')) as { planKey?: string }[];
  expect(stored).toHaveLength(COUNT);
  expect(stored.filter((todo) => typeof todo.planKey !== 'string')).toEqual([]);

  // Opening it again (the database upgraded) is what a person sees every day: time it.
  await panel.reload();
  await panel.getByRole('tab', { name: 'Tasks' }).waitFor();
  const ms = await panel.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const tab = [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === 'Tasks')!;
        const start = performance.now();
        const check = () => (document.querySelector('li.task') ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check));
        tab.click();
        check();
      }),
  );
  console.log(`Tasks tab -> first row at ${COUNT} tasks: ${Math.round(ms)} ms`);

  const list = panel.getByRole('list', { name: 'Task list' });
  await expect(list.getByRole('heading').first().textContent()).resolves.toBe('Overdue');
  await expect(list.locator('.task-title').first().textContent()).resolves.toBe(SCALE_MARKERS.overdue);
  // Only what fits on screen (and a few more) is rendered.
  expect(await list.getByRole('listitem').count()).toBeLessThan(60);
  // Counts stop at 1,000: counting every index entry would cost more than the page.
  await panel.getByText('1,000+ to do').waitFor();
  await panel.getByRole('checkbox', { name: 'Show completed (1,000+)' }).waitFor();
});

it("lists an overdue task before today's, and today's before later ones", async () => {
  const found = await panel.evaluate(findInListInPage, {
    selector: SCROLLER,
    titles: [SCALE_MARKERS.overdue, SCALE_MARKERS.today, SCALE_MARKERS.later],
  });
  expect(found[SCALE_MARKERS.overdue]).toBeLessThan(found[SCALE_MARKERS.today]!);
  expect(found[SCALE_MARKERS.today]).toBeLessThan(found[SCALE_MARKERS.later]!);
  const headings = await panel.getByRole('list', { name: 'Task list' }).getByRole('heading').allTextContents();
  expect(headings).toContain('Upcoming');
});

it('scrolls to the end of the list, one page after another, and reaches the last task', async () => {
  const last = panel.getByRole('listitem').filter({ hasText: SCALE_MARKERS.last });
  const deadline = Date.now() + 90_000;
  while (!(await last.isVisible()) && Date.now() < deadline) {
    await panel.evaluate((selector) => {
      const scroller = document.querySelector<HTMLElement>(selector)!;
      scroller.scrollTop = scroller.scrollHeight;
    }, SCROLLER);
    await panel.waitForTimeout(100);
  }
  await last.waitFor({ state: 'visible', timeout: 1000 });
  await expect(panel.getByText('Loading more…').count()).resolves.toBe(0);
  expect(await panel.getByRole('list', { name: 'Task list' }).getByRole('listitem').count()).toBeLessThan(80);
}, 120_000);

it('"show my tasks" in the chat lists the overdue tasks first (offline assistant)', async () => {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await panel.getByRole('textbox', { name: 'Message' }).fill('show my tasks');
  await panel.getByRole('button', { name: 'Send' }).click();
  const heading = panel.getByText(/pending tasks; the first 50:/).first();
  await heading.waitFor({ timeout: 30_000 });
  // Replies render as Markdown: the numbered lines are the items of an ordered list after the heading.
  const items = panel.locator('.bubble', { has: heading }).locator('ol > li');
  const lines = await items.allTextContents();
  // Numbered from 1, as the reply wrote it.
  expect(['1', null]).toContain(await panel.locator('.bubble', { has: heading }).locator('ol').first().getAttribute('start'));
  expect(lines[0]).toMatch(new RegExp(`^#2 ${SCALE_MARKERS.overdue.replace(/[()]/g, '\\$&')} \\(overdue, due `));
  expect(lines).toHaveLength(50);
  expect(lines.every((line) => line.includes('(overdue, due '))).toBe(true);
});
