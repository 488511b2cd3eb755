import type { Page } from 'playwright-core';
import { CHAT_PORT_NAME, STEP_TIMEOUT_MS, STRUCTURE } from './config.ts';
import { pageClockOffset, requestWithUserText, settle, sleep, uniqueToken, type Bench } from './harness.ts';
import { AWAIT_TEXT_KEY, HELPER_CONFIG, installBenchHelpers, type BenchGlobal, type ScrollOutcome } from './in-page.ts';

/** One measured chat turn. */
export interface TurnSample {
  /** Send click -> the request reached the model server. */
  preModelMs: number;
  /** Send click -> the reply text is on screen. */
  turnMs: number;
  /** The reply text, now the newest message. */
  reply: string;
  /** The user text of this turn. */
  question: string;
  /** Send click -> its listener runs: how long the panel's main thread kept the click waiting. */
  inputDelayMs: number;
  /** Bound on the clock-offset error between the page and Node. */
  clockErrorMs: number;
}

export async function openPanel(bench: Bench): Promise<Page> {
  const panel = await bench.session.openPage('sidepanel.html');
  await panel.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  return panel;
}

/**
 * Waits until nothing runs: no Stop button, the panel's main thread and its
 * IndexedDB quiet, and the worker's IndexedDB quiet, so each run starts from
 * the same state.
 */
export async function chatIdle(panel: Page, bench: Bench): Promise<void> {
  await panel.getByRole('button', { name: 'Stop' }).waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  await workerIdle(bench);
  await settle(panel);
}

/** Waits until the running worker (if any) has had no open IndexedDB transaction for 100 ms. */
export async function workerIdle(bench: Bench): Promise<void> {
  const worker = bench.session.context.serviceWorkers().find((candidate) => candidate.url().startsWith('chrome-extension://'));
  if (!worker) return;
  await worker.evaluate(installBenchHelpers, HELPER_CONFIG);
  await worker.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        const helpers = (globalThis as BenchGlobal).__todoBench!;
        const start = performance.now();
        let quietSince = start;
        const tick = () => {
          if (helpers.openTransactions() > 0) quietSince = performance.now();
          if (performance.now() - quietSince >= 100 || performance.now() - start > timeout) resolve();
          else setTimeout(tick, 10);
        };
        tick();
      }),
    STEP_TIMEOUT_MS,
  );
}

/** Stops the service worker as Chrome does when idle, and waits until it is gone. */
export async function stopWorker(bench: Bench): Promise<void> {
  const running = bench.session.context.serviceWorkers().find((worker) => worker.url().startsWith('chrome-extension://'));
  const closed = running ? new Promise<void>((resolve) => running.once('close', () => resolve())) : Promise.resolve();
  await bench.session.stopServiceWorker();
  await Promise.race([closed, sleep(3000)]);
  await sleep(200);
}

/**
 * Types a question, clicks Send, and times the click (the event's own
 * timestamp in the page) to the request at the model server and to the
 * reply on screen.
 */
/** Clicks Send with `question` typed, the page armed to see `awaited` on screen; returns the page clock against Node's (offset and error bound). */
export async function sendArmed(panel: Page, question: string, awaited: string): Promise<{ offset: number; error: number }> {
  await panel.getByRole('textbox', { name: 'Message' }).fill(question);
  const clock = await pageClockOffset(panel);
  await panel.evaluate((text) => {
    const helpers = (globalThis as BenchGlobal).__todoBench!;
    helpers.lastClickAt = undefined;
    helpers.armText(text);
  }, awaited);
  await panel.getByRole('button', { name: 'Send' }).click({ timeout: STEP_TIMEOUT_MS });
  return clock;
}

export async function measureTurn(bench: Bench, panel: Page, options: { cold?: boolean; busy?: boolean } = {}): Promise<TurnSample> {
  const question = `Bench question ${uniqueToken('q')}`;
  const reply = `Bench reply ${uniqueToken('r')} is here.`;
  bench.server.script({ text: reply });
  // `busy`: measure now, while whatever runs keeps running (right after an import), not after it settles.
  if (options.busy) await panel.getByRole('button', { name: 'Stop' }).waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS });
  else await chatIdle(panel, bench);
  if (options.cold) await stopWorker(bench);
  const clock = await sendArmed(panel, question, reply);
  const request = await requestWithUserText(bench.server, question);
  const found = await panel.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitFound(timeout), STEP_TIMEOUT_MS);
  const { lastClickAt: clickAt, lastClickHandledAt: handledAt } = await panel.evaluate(() => {
    const { lastClickAt, lastClickHandledAt } = (globalThis as BenchGlobal).__todoBench!;
    return { lastClickAt, lastClickHandledAt };
  });
  if (clickAt === undefined || handledAt === undefined) throw new Error('the Send click was not seen in the page');
  if (!found) throw new Error(`the reply was not on screen within ${STEP_TIMEOUT_MS} ms`);
  return {
    preModelMs: request.receivedAt - (clickAt - clock.offset),
    turnMs: found.at - clickAt,
    inputDelayMs: handledAt - clickAt,
    reply,
    question,
    clockErrorMs: clock.error,
  };
}

export interface ChatOpenSample {
  /** Navigation start of the reload -> the newest message on screen. */
  openMs: number;
  scroll: ScrollOutcome;
}

/** Reloads the panel, times it to the newest message, then scrolls up until message 1 is on screen. */
export async function measureChatOpen(bench: Bench, panel: Page, newestText: string, firstText: string): Promise<ChatOpenSample> {
  await chatIdle(panel, bench);
  await panel.evaluate(([key, text]) => sessionStorage.setItem(key, text), [AWAIT_TEXT_KEY, newestText] as const);
  await panel.reload({ waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  const found = await panel.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitFound(timeout), STEP_TIMEOUT_MS);
  if (!found) throw new Error(`the newest message was not on screen within ${STEP_TIMEOUT_MS} ms of the reload`);
  await settle(panel);
  const scroll = await panel.evaluate(([text, selector, rows, timeout]) => (globalThis as BenchGlobal).__todoBench!.scrollToFirst(text, selector, rows, timeout), [
    firstText,
    STRUCTURE.messageLog,
    STRUCTURE.messageRow,
    STEP_TIMEOUT_MS,
  ] as const);
  return { openMs: found.sinceOrigin, scroll };
}

/** From the Settings tab (cheap to leave), clicks a tab and times the click to `selector` on screen. */
export async function measureTabOpen(
  bench: Bench,
  panel: Page,
  tab: 'Tasks' | 'Activity',
  selector: string,
  options: { busy?: boolean; fromCurrent?: boolean } = {},
): Promise<number> {
  // `fromCurrent`: click the tab from wherever the panel is (a first open after a panel load); `busy`: without waiting for quiet.
  if (!options.fromCurrent) await panel.getByRole('tab', { name: 'Settings' }).click({ timeout: STEP_TIMEOUT_MS });
  if (!options.busy) await chatIdle(panel, bench);
  await panel.evaluate((css) => {
    const bench = (globalThis as BenchGlobal).__todoBench!;
    bench.lastClickAt = undefined;
    bench.armSelector(css);
  }, selector);
  await panel.getByRole('tab', { name: tab }).click({ timeout: STEP_TIMEOUT_MS });
  const found = await panel.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitFound(timeout), STEP_TIMEOUT_MS);
  const clickAt = await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.lastClickAt);
  if (clickAt === undefined) throw new Error(`the click on the ${tab} tab was not seen in the page`);
  if (!found) throw new Error(`nothing matched ${selector} within ${STEP_TIMEOUT_MS} ms of opening ${tab}`);
  return found.at - clickAt;
}

/** Types a task in quick-add.html, presses Enter, and times the keydown to the row in IndexedDB. */
export async function measureQuickAdd(bench: Bench): Promise<number> {
  const page = await bench.session.openPage('quick-add.html');
  const input = page.getByRole('textbox', { name: 'Quick add' });
  await input.waitFor({ timeout: STEP_TIMEOUT_MS });
  const marker = uniqueToken('benchqa');
  await input.fill(`${marker} buy stamps tomorrow p2 #errands`);
  await bench.probe.evaluate((text) => (globalThis as BenchGlobal).__todoBench!.armTodoProbe(text), marker);
  // The window closes itself once the task is saved, possibly before press() returns.
  await input.press('Enter').catch(() => undefined);
  const saved = await bench.probe.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitTodo(timeout), STEP_TIMEOUT_MS);
  if (!page.isClosed()) await page.close();
  if (!saved) throw new Error(`the quick-add task was not in IndexedDB within ${STEP_TIMEOUT_MS} ms`);
  return saved.savedAt - saved.enterAt;
}

/** The panel's JS heap after garbage collection, in MB. */
export async function panelHeapMB(panel: Page): Promise<number> {
  await settle(panel);
  const cdp = await panel.context().newCDPSession(panel);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize');
    return used / 1e6;
  } finally {
    await cdp.detach();
  }
}

/** Sends a message over the chat port from the probe page (no panel UI) and times it to the request at the model server. */
export async function measurePortSend(bench: Bench, conversationId: string): Promise<{ preModelMs: number; question: string }> {
  const question = `Bench port question ${uniqueToken('p')}`;
  bench.server.script({ text: `Bench port reply ${uniqueToken('pr')}.` });
  await workerIdle(bench);
  const clock = await pageClockOffset(bench.probe);
  const sent = bench.probe.evaluate(([port, id, text]) => (globalThis as BenchGlobal).__todoBench!.sendOverPort(port, id, text), [
    CHAT_PORT_NAME,
    conversationId,
    question,
  ] as const);
  const request = await requestWithUserText(bench.server, question);
  const { sentAt } = await sent;
  return { preModelMs: request.receivedAt - (sentAt - clock.offset), question };
}

/** The most recently updated conversation, read with raw IndexedDB from the probe page. */
export function latestConversationId(bench: Bench): Promise<string | undefined> {
  return bench.probe.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('todo-assistant');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('conversations').objectStore('conversations').index('updatedAt').openCursor(null, 'prev');
          request.onsuccess = () => {
            db.close();
            resolve((request.result?.value as { id?: string } | undefined)?.id);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The extension's first open of the seeded version 1 database: the upgrade an updating user waits for. */
export interface UpgradeSample {
  /** The panel's first open request of the database -> it is open at the new version (the upgrade committed). */
  ms: number;
  /** Navigation start of the panel -> the same moment. */
  sinceNavigationMs: number;
  /** Whether the panel's own request ran the upgrade (false: another context of the extension ran it while the panel's request waited). */
  ranInPanel: boolean;
  fromVersion: number;
  toVersion: number;
  /** Tasks in the `planKey` index afterwards: every task the Tasks view can list. */
  tasksWithKeys: number;
}

/**
 * Opens the side panel on the seeded version 1 database (nothing of the
 * extension has opened it since it was seeded) and times its first open
 * request of the database to success: IndexedDB answers it only once the
 * extension's upgrade has committed. Then counts the tasks the upgrade gave keys.
 */
export async function measureUpgrade(bench: Bench, fromVersion: number): Promise<UpgradeSample> {
  const stored = await storedVersion(bench.probe);
  if (stored !== fromVersion) throw new Error(`the seeded database is at IndexedDB version ${stored ?? 'none'}, not ${fromVersion}: something opened it before the panel`);
  const panel = await bench.session.openPage('sidepanel.html');
  try {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      const first = (await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.opens())).find((record) => record.name === 'todo-assistant');
      if (first?.end !== undefined) {
        if (first.failed || first.version === undefined) throw new Error('the panel could not open the seeded database');
        const tasksWithKeys = await bench.probe.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('todo-assistant');
              open.onerror = () => reject(open.error);
              open.onsuccess = () => {
                const db = open.result;
                const request = db.transaction('todos').objectStore('todos').index('planKey').count();
                request.onsuccess = () => {
                  db.close();
                  resolve(request.result);
                };
                request.onerror = () => reject(request.error);
              };
            }),
        );
        return {
          ms: first.end - first.start,
          sinceNavigationMs: first.end,
          ranInPanel: first.upgradeFrom === fromVersion,
          fromVersion,
          toVersion: first.version,
          tasksWithKeys,
        };
      }
      if (Date.now() > deadline) throw new Error(`the panel had not opened the seeded database within ${STEP_TIMEOUT_MS} ms`);
      await sleep(20);
    }
  } finally {
    await panel.close();
  }
}

/** The stored IndexedDB version of the extension's database, without opening it. */
function storedVersion(probe: Page): Promise<number | undefined> {
  return probe.evaluate(async () => (await indexedDB.databases()).find((db) => db.name === 'todo-assistant')?.version);
}
