/**
 * `npm run bench:browser -- --only=worker-start`: what a wake of the service
 * worker spends on its own script, the cost background.js's size stands for.
 * A copy of the build whose background.js notes `performance.now()` (ms since
 * the worker started) before its first statement and after its last; the
 * worker is stopped as Chrome does when idle and woken by a message, `runs`
 * times. `start` is the browser's part (process, fetch, code cache), `evaluate`
 * compiling and running the script's top level (the extension's listeners
 * registered, nothing awaited).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'playwright-core';
import { CHROME_BUILD, launchExtension } from '../e2e/support/chromium.ts';
import { sleep } from './harness.ts';

export interface WorkerStartReport {
  /** Worker start to the script's first statement, per wake (ms). */
  startMs: number[];
  /** The script's first statement to its last, per wake (ms). */
  evaluateMs: number[];
}

type Marked = typeof globalThis & { __benchScriptStart?: number; __benchScriptEnd?: number };

async function markedCopy(dir: string): Promise<string> {
  const ext = join(dir, 'ext');
  await cp(CHROME_BUILD, ext, { recursive: true });
  const script = join(ext, 'background.js');
  const source = await readFile(script, 'utf8');
  await writeFile(script, `self.__benchScriptStart=performance.now();\n${source}\n;self.__benchScriptEnd=performance.now();\n`);
  return ext;
}

export async function measureWorkerStart(runs: number): Promise<WorkerStartReport> {
  const dir = await mkdtemp(join(tmpdir(), 'todo-bench-worker-'));
  const session = await launchExtension({ extensionDir: await markedCopy(dir) });
  const report: WorkerStartReport = { startMs: [], evaluateMs: [] };
  try {
    const page = await session.openPage('sidepanel.html');
    await sleep(2_000);
    for (let run = 0; run < runs; run++) {
      await session.stopServiceWorker();
      await sleep(500);
      const woken = session.context.waitForEvent('serviceworker', { timeout: 5_000 }).catch(() => session.worker());
      // Any message wakes the worker; this one is dropped by its validation.
      await page.evaluate(() => {
        const { chrome } = globalThis as typeof globalThis & { chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } };
        return chrome.runtime.sendMessage({ type: 'bench-wake' }).catch(() => undefined);
      });
      const worker: Worker = await woken;
      const [start, end] = await worker.evaluate(() => [(self as Marked).__benchScriptStart ?? NaN, (self as Marked).__benchScriptEnd ?? NaN]);
      report.startMs.push(Math.round(start * 10) / 10);
      report.evaluateMs.push(Math.round((end - start) * 10) / 10);
    }
  } finally {
    await session.close();
    await rm(dir, { recursive: true, force: true });
  }
  return report;
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export function workerStartLine(report: WorkerStartReport): string {
  return [
    `worker start to background.js's first statement: median ${median(report.startMs)} ms (${report.startMs.join(', ')})`,
    `background.js evaluated (compile + top level): median ${median(report.evaluateMs)} ms (${report.evaluateMs.join(', ')})`,
  ].join('\n');
}
