import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from '../e2e/support/chromium.ts';
import { startFakeOpenAIServer, type FakeOpenAIServer, type RecordedRequest } from '../e2e/support/fake-openai-server.ts';
import { benchSettings, STEP_TIMEOUT_MS } from './config.ts';
import { HELPER_CONFIG, installBenchHelpers, type BenchGlobal } from './in-page.ts';

/** One browser with the extension, its own fresh profile, and the fake model server. */
export interface Bench {
  session: ExtensionSession;
  server: FakeOpenAIServer;
  /** A page of the extension's origin without any of its UI (its manifest), for raw IndexedDB and port messages. */
  probe: Page;
  close(): Promise<void>;
}

/** The Node side of the clock the fake server stamps requests with. */
export const nodeNow = () => performance.timeOrigin + performance.now();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const running = new Set<Bench>();

/** Closes every browser still open (their temporary profiles are deleted), e.g. on Ctrl-C. */
export async function closeAllBenches(): Promise<void> {
  await Promise.all([...running].map((bench) => bench.close().catch(() => undefined)));
}

export async function startBench(): Promise<Bench> {
  const server = await startFakeOpenAIServer();
  let session: ExtensionSession | undefined;
  try {
    session = await launchExtension();
    await session.context.addInitScript(installBenchHelpers, HELPER_CONFIG);
    const worker = await session.worker();
    await worker.evaluate(async (settings) => {
      const { chrome } = globalThis as typeof globalThis & { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
      await chrome.storage.local.set({ settings });
    }, benchSettings(server.baseURL));
    const probe = await session.openPage('manifest.json');
    await waitForDatabase(session, probe);
    const opened = session;
    const bench: Bench = {
      session: opened,
      server,
      probe,
      async close() {
        running.delete(bench);
        await opened.close();
        await server.close();
      },
    };
    running.add(bench);
    return bench;
  } catch (error) {
    await session?.close().catch(() => undefined);
    await server.close();
    throw error;
  }
}

/** The extension creates its database when its worker starts; seeding must not race it. */
async function waitForDatabase(session: ExtensionSession, probe: Page): Promise<void> {
  const exists = () => probe.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'todo-assistant'));
  for (let i = 0; i < 50; i++) {
    if (await exists()) return;
    await sleep(100);
  }
  // Nothing opened it yet: the side panel does.
  const panel = await session.openPage('sidepanel.html');
  for (let i = 0; i < 100 && !(await exists()); i++) await sleep(100);
  await panel.close();
  if (!(await exists())) throw new Error('The extension did not create its IndexedDB database.');
}

/**
 * How far the page's clock is ahead of Node's, from the round trip with the
 * smallest delay (error at most half of it).
 */
export async function clockOffset(readPageNow: () => Promise<number>, samples = 7): Promise<{ offset: number; error: number }> {
  let best = { offset: 0, error: Infinity };
  for (let i = 0; i < samples; i++) {
    const before = nodeNow();
    const there = await readPageNow();
    const after = nodeNow();
    if ((after - before) / 2 < best.error) best = { offset: there - (before + after) / 2, error: (after - before) / 2 };
  }
  return best;
}

export const pageClockOffset = (page: Page) => clockOffset(() => page.evaluate(() => performance.timeOrigin + performance.now()));

/** The chat request whose last user message is `text`, as the fake server recorded it. */
export async function requestWithUserText(server: FakeOpenAIServer, text: string, timeoutMs = STEP_TIMEOUT_MS): Promise<RecordedRequest> {
  const deadline = nodeNow() + timeoutMs;
  while (nodeNow() < deadline) {
    const found = server.requests.find((request) => {
      const users = request.body?.messages.filter((message) => message.role === 'user') ?? [];
      return users.at(-1)?.content === text;
    });
    if (found) return found;
    await sleep(5);
  }
  throw new Error(`the model server got no request for "${text}" within ${timeoutMs} ms`);
}

/** Waits until the page's main thread has been quiet for `quietMs` (at most `maxMs`). */
export function settle(page: Page, quietMs = 300, maxMs = 20_000): Promise<number> {
  return page.evaluate(([quiet, max]) => (globalThis as BenchGlobal).__todoBench!.settle(quiet, max), [quietMs, maxMs] as const);
}

let counter = 0;
/** A token no seeded text contains. */
export function uniqueToken(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}x${Math.random().toString(36).slice(2, 7)}`;
}
