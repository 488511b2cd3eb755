import { spawnSync } from 'node:child_process';
import { createServer, request, Agent, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { startRadicale, type RadicaleServer } from '../support/radicale.ts';
import { launchExtension, type ExtensionSession } from '../e2e/support/chromium.ts';
import { readStoreInPage } from '../e2e/support/read-store.ts';
import { scaleTodos } from '../e2e/support/scale-todos.ts';
import { seedV1TodosInWorker } from '../e2e/support/seed-v1-todos.ts';
import { chromiumSyncSettings, connectSync } from '../e2e/support/sync-settings.ts';

/**
 * `npm run bench:browser -- --only=sync [--tasks=N]` (issue 25's scale figures): Radicale on
 * 127.0.0.1 behind a counting proxy, the built extension in real Chromium. Profile A holds N
 * tasks (written in the version 1 shape, upgraded by the extension, so each has its UID) and
 * connects through Settings → Sync; its first Sync now sends them all to an empty calendar.
 * Profile B, empty, connects to that calendar; its first Sync now brings the N tasks in. Then
 * Sync now with nothing changed, several times: time and the requests the server got.
 *
 * Each figure is taken in the panel: from the Sync now click to the moment the button is enabled
 * again (the reply came: the sync ended), with the panel's longest main-thread stall meanwhile
 * (a 16 ms interval's lateness) and the progress lines the status showed.
 */

export const SYNC_BUDGETS = { firstSyncS: 60, unchangedMs: 300, unchangedRequests: 1 } as const;
const UNCHANGED_RUNS = 5;
const SYNC_TIMEOUT_MS = 15 * 60_000;

export interface SyncRun {
  ms: number;
  /** The panel's longest main-thread stall during the sync (lateness of a 16 ms interval). */
  maxStallMs: number;
  /** Status lines seen while it ran ("Sent 120 of 2,000 tasks…"), the first few. */
  lines: string[];
  /** The requests the server got meanwhile, by method. */
  requests?: Record<string, number>;
}

export interface SyncBenchReport {
  tasks: number;
  radicale: string;
  up: SyncRun;
  down: SyncRun;
  unchanged: { runsMs: number[]; medianMs: number; requests: string[][] };
}

/** A proxy in front of Radicale that notes each request's method (and REPORT's kind). */
async function countingProxy(target: string): Promise<{ base: string; requests: string[]; failures: string[]; close(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  // A new connection per request: Radicale closes idle ones, and a request sent on a socket it just closed would fail as the network.
  const agent = new Agent({ keepAlive: false });
  const requests: string[] = [];
  const failures: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const kind = incoming.method === 'REPORT' ? (/sync-collection/.test(body.toString('utf8')) ? ' sync-collection' : ' calendar-query/multiget') : '';
      requests.push(`${incoming.method ?? '?'}${kind}`);
      const upstream = request({ hostname, port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', (error) => {
        failures.push(`${incoming.method ?? '?'} ${incoming.url ?? ''}: ${error.message}`);
        outgoing.destroy();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${address.port}`,
    requests,
    failures,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** In the panel: clicks Sync now and waits for the button to be enabled again, watching the main thread and the status line. */
function syncNowInPage(timeoutMs: number): Promise<SyncRun | { error: string }> {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Sync now');
  const status = document.querySelector('.sync-settings [role="status"]');
  if (!button || !status) return Promise.resolve({ error: 'Settings → Sync is not open' });
  return new Promise((resolve) => {
    const lines: string[] = [];
    const note = () => {
      const text = status.textContent ?? '';
      if (text && !lines.includes(text) && lines.length < 6) lines.push(text);
    };
    const watchStatus = new MutationObserver(note);
    watchStatus.observe(status, { childList: true, characterData: true, subtree: true });
    let last = performance.now();
    let maxStallMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      maxStallMs = Math.max(maxStallMs, now - last - 16);
      last = now;
    }, 16);
    let started = 0;
    const finish = (result: SyncRun | { error: string }) => {
      clearInterval(ticker);
      watchStatus.disconnect();
      watchButton.disconnect();
      clearTimeout(timer);
      resolve(result);
    };
    const watchButton = new MutationObserver(() => {
      if (started && !button.disabled) finish({ ms: performance.now() - started, maxStallMs: Math.round(maxStallMs), lines });
    });
    watchButton.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    const timer = setTimeout(() => finish({ error: `no end within ${timeoutMs} ms` }), timeoutMs);
    started = performance.now();
    button.click();
  });
}

async function syncNow(panel: Page, requests: string[]): Promise<SyncRun> {
  requests.length = 0;
  const run = await panel.evaluate(syncNowInPage, SYNC_TIMEOUT_MS);
  if ('error' in run) throw new Error(run.error);
  const byMethod: Record<string, number> = {};
  for (const method of requests) byMethod[method] = (byMethod[method] ?? 0) + 1;
  return { ...run, requests: byMethod };
}

interface AccountRow {
  problem?: string;
  lastSyncAt?: string;
}
const account = async (page: Page) => ((await page.evaluate(readStoreInPage, 'syncAccount')) as AccountRow[])[0];
const rows = async (page: Page, store: string) => ((await page.evaluate(readStoreInPage, store)) as unknown[]).length;

/** The extension creates its database when its worker starts: the seed must not race it (it replaces that database). */
async function databaseCreated(session: ExtensionSession): Promise<void> {
  const probe = await session.openPage('manifest.json');
  try {
    const exists = () => probe.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'todo-assistant'));
    for (let attempt = 0; attempt < 100 && !(await exists()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!(await exists())) throw new Error('the extension did not create its database');
  } finally {
    await probe.close();
  }
}

async function openConnected(session: ExtensionSession, radicale: RadicaleServer): Promise<Page> {
  const panel = await session.openPage('sidepanel.html');
  await connectSync(chromiumSyncSettings(panel), radicale);
  return panel;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function measureSync({ tasks, say }: { tasks: number; say: (line: string) => void }): Promise<SyncBenchReport> {
  const version = spawnSync('radicale', ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error('radicale is not installed (Debian package radicale)');
  const radicale = await startRadicale({ folderPrefix: 'radicale-bench-' });
  const proxy = await countingProxy(radicale.base);
  const sessions: ExtensionSession[] = [];
  try {
    const calendarUrl = await radicale.makeTaskCalendar('tasks');
    const server = { ...radicale, base: proxy.base };

    say(`profile A: ${tasks} tasks (version 1 shape, upgraded by the extension), connect, first Sync now ...`);
    const a = await launchExtension();
    sessions.push(a);
    await databaseCreated(a);
    await (await a.worker()).evaluate(seedV1TodosInWorker, scaleTodos(tasks));
    const panelA = await openConnected(a, server);
    if ((await rows(panelA, 'syncOutbox')) !== tasks) throw new Error(`after Connect the outbox holds ${await rows(panelA, 'syncOutbox')} of ${tasks} tasks`);
    const up = await syncNow(panelA, proxy.requests);
    const afterUp = await account(panelA);
    if (afterUp?.problem)
      throw new Error(
        `the first sync failed after ${(up.ms / 1000).toFixed(1)} s: ${afterUp.problem}; the proxy saw ${JSON.stringify(up.requests)}, failures: ${proxy.failures.slice(0, 3).join('; ')}`,
      );
    const onServer = ((await radicale.calendarText(calendarUrl)).match(/BEGIN:VTODO/g) ?? []).length;
    if (onServer !== tasks) throw new Error(`the server holds ${onServer} of ${tasks} tasks after the first sync`);
    say(`  up: ${(up.ms / 1000).toFixed(1)} s, longest panel stall ${up.maxStallMs} ms, lines: ${up.lines.join(' | ')}; requests ${JSON.stringify(up.requests)}`);

    say(`profile B: empty, connect to the same calendar, first Sync now ...`);
    const b = await launchExtension();
    sessions.push(b);
    const panelB = await openConnected(b, server);
    const down = await syncNow(panelB, proxy.requests);
    const afterDown = await account(panelB);
    if (afterDown?.problem) throw new Error(`the sync into the empty profile failed: ${afterDown.problem}`);
    if ((await rows(panelB, 'todos')) !== tasks) throw new Error(`profile B holds ${await rows(panelB, 'todos')} of ${tasks} tasks`);
    say(`  down: ${(down.ms / 1000).toFixed(1)} s, longest panel stall ${down.maxStallMs} ms; requests ${JSON.stringify(down.requests)}`);

    // A sync right after that one may still be sending what the download queued, if anything: one first, unmeasured.
    const settle = await syncNow(panelB, proxy.requests);
    say(`  the next sync: ${Math.round(settle.ms)} ms; requests ${JSON.stringify(settle.requests)}`);
    const runsMs: number[] = [];
    const requests: string[][] = [];
    for (let run = 0; run < UNCHANGED_RUNS; run += 1) {
      runsMs.push(Math.round((await syncNow(panelB, proxy.requests)).ms));
      requests.push([...proxy.requests]);
    }
    const report: SyncBenchReport = { tasks, radicale: version.stdout.trim(), up, down, unchanged: { runsMs, medianMs: median(runsMs), requests } };
    return report;
  } finally {
    for (const session of sessions) await session.close().catch(() => undefined);
    await proxy.close();
    radicale.stop();
  }
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export function syncLines(report: SyncBenchReport): string[] {
  const { up, down, unchanged } = report;
  const oneRequest = unchanged.requests.every((list) => list.length <= SYNC_BUDGETS.unchangedRequests);
  return [
    `first sync of ${report.tasks} tasks to an empty calendar: ${(up.ms / 1000).toFixed(1)} s (budget ${SYNC_BUDGETS.firstSyncS} s) ${pass(up.ms <= SYNC_BUDGETS.firstSyncS * 1000)}; panel's longest stall ${up.maxStallMs} ms; progress: ${up.lines.slice(0, 3).join(' | ')}`,
    `${report.tasks} tasks from the calendar into an empty profile: ${(down.ms / 1000).toFixed(1)} s (budget ${SYNC_BUDGETS.firstSyncS} s) ${pass(down.ms <= SYNC_BUDGETS.firstSyncS * 1000)}; panel's longest stall ${down.maxStallMs} ms`,
    `sync with nothing changed (${report.tasks} tasks): median ${unchanged.medianMs} ms of ${unchanged.runsMs.join(', ')} (budget ${SYNC_BUDGETS.unchangedMs} ms) ${pass(unchanged.medianMs <= SYNC_BUDGETS.unchangedMs)}; requests per sync: ${unchanged.requests.map((list) => list.join('+') || 'none').join(', ')} (budget ${SYNC_BUDGETS.unchangedRequests}) ${pass(oneRequest)}`,
  ];
}
