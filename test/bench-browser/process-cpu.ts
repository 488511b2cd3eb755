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
