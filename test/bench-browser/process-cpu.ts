/**
 * CPU time the browser's processes used, read through the browser's own
 * DevTools target (SystemInfo.getProcessInfo), per process type. On a shared
 * machine the wall time of a step swings with the load; its CPU time much
 * less, so the two together say what the step costs and what the machine
 * made of it.
 */
import type { BrowserContext } from 'playwright-core';

export type CpuByType = Record<string, number>;

export async function processCpu(context: BrowserContext): Promise<CpuByType> {
  const browser = context.browser();
  if (!browser) return {};
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; cpuTime: number }> };
    const byType: CpuByType = {};
    for (const process of processInfo) byType[process.type] = (byType[process.type] ?? 0) + process.cpuTime;
    return byType;
  } finally {
    await cdp.detach();
  }
}

/** What each process type used between two readings, in seconds, and all together. */
export function cpuBetween(before: CpuByType, after: CpuByType): { total: number; byType: CpuByType } {
  const byType: CpuByType = {};
  for (const [type, seconds] of Object.entries(after)) byType[type] = Math.round((seconds - (before[type] ?? 0)) * 10) / 10;
  return { total: Math.round(Object.values(byType).reduce((sum, seconds) => sum + seconds, 0) * 10) / 10, byType };
}

/**
 * Waits until the browser process has used under `idleShare` of a core for
 * `quietS` seconds in a row (at most `maxS`), and returns how long it waited,
 * in ms. After a large IndexedDB write the browser's IndexedDB backend goes
 * on working for seconds after the commit, with no page or worker running
 * anything: reads are several times slower meanwhile. The extension's own
 * quiet (no open transaction, no long task) does not show it.
 */
export async function browserQuiet(context: BrowserContext, options: { quietS?: number; maxS?: number; idleShare?: number } = {}): Promise<number> {
  const { quietS = 3, maxS = 120, idleShare = 0.05 } = options;
  const started = performance.now();
  let before = await processCpu(context);
  let quietFor = 0;
  for (let second = 1; second <= maxS && quietFor < quietS; second++) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + second * 1000 - performance.now())));
    const now = await processCpu(context);
    quietFor = (now.browser ?? 0) - (before.browser ?? 0) < idleShare ? quietFor + 1 : 0;
    before = now;
  }
  // The quiet seconds themselves are not part of the wait.
  return Math.max(0, performance.now() - started - quietFor * 1000);
}
