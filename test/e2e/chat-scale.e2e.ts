import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { ExtensionSession } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { seedChatInPage } from './support/seed-chat';

// A conversation of 10,000 messages (and 80 older ones beside it), answered by
// the offline assistant (no model configured). The timings printed here are
// for orientation; the budgets are measured by the benchmark, not asserted.
const SEEDED = { conversationId: '5eed0000-0000-4000-8000-000000000001', title: 'Seeded conversation', messages: 10_000, otherConversations: 80 };

let session: ExtensionSession;
let page: Page;
panelForFile((opened) => ({ session, panel: page } = opened));
beforeAll(async () => {
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.evaluate(seedChatInPage, SEEDED);
}, 120_000);

const log = () => page.getByRole('log', { name: 'Messages' });
const seeded = (n: number) => log().getByText(`Seeded message ${n}`, { exact: true });

/** Whether the element shows inside the log's scrolled viewport. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const viewport = element.closest('[role="log"]')!.getBoundingClientRect();
    return box.height > 0 && box.bottom > viewport.top && box.top < viewport.bottom;
  });

/** Clicks Send (the box already filled) and resolves with the milliseconds until the log shows `reply`. */
function sendAndTime(reply: string): Promise<number> {
  return page.evaluate((pattern) => {
    const target = new RegExp(pattern);
    const list = document.querySelector('[role="log"]')!;
    const send = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send')!;
    return new Promise<number>((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        if (target.test(list.textContent ?? '')) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
      send.click();
    });
  }, reply);
}

async function timedSend(text: string, reply: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  return sendAndTime(reply);
}

it('opens a 10,000-message conversation on its newest message, and scrolling up reaches the first', async () => {
  const started = Date.now();
  await page.reload();
  await seeded(10_000).waitFor();
  console.log(`reload -> newest of 10,000 messages on screen: ${Date.now() - started} ms`);
  await expect.poll(() => inView(seeded(10_000))).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Conversations' }).inputValue()).resolves.toBe(SEEDED.conversationId);

  // Near the top, the page before is added above without moving what the user reads.
  const kept = await log().evaluate(async (list) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Rows with a message (tool cards can read alike).
    const rows = () => [...list.querySelectorAll('.message-row')].filter((row) => row.querySelector('.bubble-text'));
    // The user reads a little below the top, then scrolls up close to it.
    list.scrollTop = 500;
    for (let i = 0; i < 5; i++) await frame();
    const viewportTop = list.getBoundingClientRect().top;
    const reading = rows().find((row) => row.getBoundingClientRect().top >= viewportTop + 50)!;
    const text = reading.textContent;
    list.scrollTop = 300;
    const before = reading.getBoundingClientRect().top;
    for (let i = 0; i < 300 && list.getAttribute('aria-busy') !== 'true'; i++) await frame();
    for (let i = 0; i < 300 && list.getAttribute('aria-busy') === 'true'; i++) await frame();
    for (let i = 0; i < 5; i++) await frame();
    const after = rows().find((row) => row.textContent === text);
    return { text, scrollTop: list.scrollTop, moved: after ? after.getBoundingClientRect().top - before : null };
  });
  expect(kept.scrollTop).toBeGreaterThan(1_000);
  expect(kept.moved).not.toBeNull();
  expect(Math.abs(kept.moved!)).toBeLessThanOrEqual(2);

  // Scroll to the top again and again: each time an earlier page is loaded above.
  const first = seeded(1);
  const scrollStarted = Date.now();
  const pages = await log().evaluate(async (list) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let pages = 0;
    const reachedFirst = () => [...list.querySelectorAll('.bubble-text')].some((text) => text.textContent === 'Seeded message 1');
    while (!reachedFirst() && pages < 1_000) {
      list.scrollTop = 0;
      // Loaded: the page was added above, and the view moved down by its height.
      for (let i = 0; i < 600 && !reachedFirst() && !(list.scrollTop > 0 && list.getAttribute('aria-busy') !== 'true'); i++) await frame();
      pages += 1;
    }
    return pages;
  });
  await expect.poll(() => inView(first)).toBe(true);
  console.log(`scrolling up to message 1: ${pages} scrolls to the top, ${Date.now() - scrollStarted} ms`);
  // What is rendered is bounded by the screen, not by the conversation.
  expect(
    await log()
      .getByText(/^Seeded message \d+$/)
      .count(),
  ).toBeLessThan(200);
}, 180_000);

it('answers in the 10,000-message conversation about as fast as in an empty one', async () => {
  // Warm the worker and the offline assistant in a new, empty conversation.
  await page.getByRole('button', { name: 'New conversation' }).click();
  await timedSend('add water the plants', 'Added “Water the plants');
  await page.getByRole('button', { name: 'New conversation' }).click();
  const empty = await timedSend('add buy oat milk', 'Added “Buy oat milk');

  await page.getByRole('combobox', { name: 'Conversations' }).selectOption({ label: SEEDED.title });
  await seeded(10_000).waitFor();
  const large = await timedSend('add buy rye bread', 'Added “Buy rye bread');
  console.log(`Send -> reply on screen: empty conversation ${Math.round(empty)} ms, 10,000 messages ${Math.round(large)} ms`);

  await expect
    .poll(() =>
      inView(
        log()
          .getByText(/Added “Buy rye bread/)
          .first(),
      ),
    )
    .toBe(true);
  expect(large).toBeLessThan(3 * empty + 500);
}, 120_000);

it('follows new messages while the reader is at the bottom, and leaves them where they are when they have scrolled up', async () => {
  // Another panel sends in the same conversation; the worker's writes reach this one through the database.
  const other = await session.openPage('sidepanel.html');
  await other.getByRole('combobox', { name: 'Conversations' }).selectOption({ label: SEEDED.title });
  // The reader reads this panel: it is the tab in front, as a panel a person scrolls is on screen. Headless
  // Chromium renders a tab behind another only now and then, so its scroll events (what the list follows) came
  // late: the list still took the reader for one at the bottom and followed the new message down (5 of 10 tries
  // failed that way beside a loaded machine, 0 of 10 with this tab in front).
  await page.bringToFront();
  const sendThere = async (text: string) => {
    await other.getByRole('textbox', { name: 'Message' }).fill(text);
    await other.getByRole('button', { name: 'Send' }).click();
  };

  // The reader is at the bottom: they scroll there. The last test's reply is in view, but the list may have left it
  // a few pixels short of the end: within the list's 48 px "at the end" band it keeps the distance from the end as
  // rows are measured. Once in CI that left 8 px, and this line, which then only waited, failed.
  await log().evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect.poll(() => log().evaluate((list) => list.scrollHeight - list.clientHeight - list.scrollTop)).toBeLessThan(2);
  await sendThere('add buy eggs');
  await expect
    .poll(() =>
      inView(
        log()
          .getByText(/Added “Buy eggs/)
          .first(),
      ),
    )
    .toBe(true);

  const height = () => log().evaluate((list) => list.scrollHeight);
  // Scrolled up, once the panel has had the scroll event (the list's own listener runs in the same dispatch).
  await log().evaluate(
    (list) =>
      new Promise<void>((resolve) => {
        list.addEventListener('scroll', () => resolve(), { once: true });
        list.scrollTo({ top: list.scrollHeight - list.clientHeight - 1_000 });
      }),
  );
  // Rows scrolled into view are measured and may shift the position once: read it when it has settled.
  const settled = () =>
    log().evaluate(async (list) => {
      for (let last = -1; last !== list.scrollTop;) {
        last = list.scrollTop;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return list.scrollTop;
    });
  const reading = await settled();
  const before = await height();
  await sendThere('add buy flour');
  await expect.poll(height).toBeGreaterThan(before);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await log().evaluate((list) => list.scrollTop)).toBe(reading);

  await log().evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect
    .poll(() =>
      inView(
        log()
          .getByText(/Added “Buy flour/)
          .first(),
      ),
    )
    .toBe(true);
  await other.close();
}, 60_000);
