import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { z } from 'zod';

/** A V8 CPU profile as CDP's Profiler.stop returns it. */
const cpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number(), columnNumber: z.number() }),
      children: z.array(z.number()).optional(),
    }),
  ),
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()).optional(),
  timeDeltas: z.array(z.number()).optional(),
});
export type CpuProfile = z.infer<typeof cpuProfileSchema>;

/** Something that takes CDP commands: a page's session, or a worker reached through it. */
export interface Cdp {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  detach(): Promise<void>;
}

export async function pageCdp(page: Page): Promise<Cdp> {
  const session = await page.context().newCDPSession(page);
  return {
    send: (method, params) => (session.send as (method: string, params?: Record<string, unknown>) => Promise<unknown>)(method, params),
    detach: () => session.detach(),
  };
}

const responseSchema = z.object({ id: z.number().optional(), result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() });

/**
 * A CDP session on the extension's service worker. Playwright offers none for
 * workers, so a page session attaches to the worker target (not flattened)
 * and talks to it with Target.sendMessageToTarget.
 */
export async function serviceWorkerCdp(context: BrowserContext, page: Page): Promise<Cdp> {
  const session: CDPSession = await context.newCDPSession(page);
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.startsWith('chrome-extension://'));
  if (!target) throw new Error('no running service worker to attach to');
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const parsed = responseSchema.safeParse(JSON.parse(event.message));
    if (!parsed.success || parsed.data.id === undefined) return;
    const pending = waiting.get(parsed.data.id);
    if (!pending) return;
    waiting.delete(parsed.data.id);
    if (parsed.data.error) pending.reject(new Error(parsed.data.error.message));
    else pending.resolve(parsed.data.result);
  });
  return {
    send(method, params = {}) {
      next += 1;
      const id = next;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
      });
    },
    async detach() {
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await session.detach();
    },
  };
}

export async function startProfiler(cdp: Cdp, intervalUs = 100): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
}

export async function stopProfiler(cdp: Cdp): Promise<CpuProfile> {
  const result = z.object({ profile: cpuProfileSchema }).parse(await cdp.send('Profiler.stop'));
  return result.profile;
}

/** Maps a built file's line to the source module it came from (unminified builds keep `// path` region comments). */
export function sourceResolver(buildDir: string): (url: string, line: number) => string {
  const cache = new Map<string, { line: number; file: string }[]>();
  const regionsOf = (url: string) => {
    const path = url.replace(/^chrome-extension:\/\/[^/]+\//, '');
    if (!cache.has(path)) {
      const regions: { line: number; file: string }[] = [];
      try {
        readFileSync(join(buildDir, path), 'utf8')
          .split('\n')
          .forEach((text, index) => {
            const match = /^\s*\/\/ ((?:\\0)?[\w@./-]+\.(?:ts|tsx|js|mjs|cjs))$/.exec(text);
            if (match) regions.push({ line: index, file: match[1]! });
          });
      } catch {
        // Not a file of the build (a V8 builtin or an inline script).
      }
      cache.set(path, regions);
    }
    return cache.get(path)!;
  };
  return (url, line) => {
    if (!url) return '';
    let file = url.replace(/^chrome-extension:\/\/[^/]+\//, '');
    for (const region of regionsOf(url)) {
      if (region.line > line) break;
      file = region.file;
    }
    return file;
  };
}

export interface ProfileSummary {
  profiles: number;
  totalMs: number;
  /** Waiting (nothing ran): the context was idle, e.g. waiting on IndexedDB or a message. */
  idleMs: number;
  programMs: number;
  gcMs: number;
  /** Functions by self time. */
  self: { name: string; file: string; ms: number; share: number }[];
  /** The app's own functions (not node_modules) by inclusive time. */
  inclusive: { name: string; file: string; ms: number; share: number }[];
}

/** Self and inclusive time per function over several profiles, top `top` of each. */
export function summarizeProfiles(profiles: readonly CpuProfile[], resolve: (url: string, line: number) => string, top = 15): ProfileSummary {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let program = 0;
  let gc = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const keyOf = new Map(
      profile.nodes.map((node) => {
        const { functionName, url, lineNumber } = node.callFrame;
        const file = resolve(url, lineNumber);
        return [node.id, `${functionName || '(anonymous)'}\t${file}${file && !file.startsWith('(') ? `:${lineNumber + 1}` : ''}`];
      }),
    );
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    let time = profile.startTime;
    const stamps = samples.map((_, index) => (time += deltas[index] ?? 0));
    samples.forEach((id, index) => {
      const ms = ((stamps[index + 1] ?? profile.endTime) - stamps[index]!) / 1000;
      if (ms <= 0) return;
      total += ms;
      const name = byId.get(id)?.callFrame.functionName ?? '';
      if (name === '(idle)') idle += ms;
      else if (name === '(program)') program += ms;
      else if (name === '(garbage collector)') gc += ms;
      const key = keyOf.get(id)!;
      self.set(key, (self.get(key) ?? 0) + ms);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = keyOf.get(at)!;
        if (seen.has(frame)) continue;
        seen.add(frame);
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
      }
    });
  }
  const rows = (map: Map<string, number>, keep: (file: string, name: string) => boolean) =>
    [...map]
      .map(([key, ms]) => {
        const [name, file] = key.split('\t') as [string, string];
        return { name, file, ms: Math.round(ms * 10) / 10, share: total ? Math.round((ms / total) * 1000) / 10 : 0 };
      })
      .filter((row) => keep(row.file, row.name))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    profiles: profiles.length,
    totalMs: round(total),
    idleMs: round(idle),
    programMs: round(program),
    gcMs: round(gc),
    self: rows(self, (_, name) => name !== '(idle)' && name !== '(root)'),
    inclusive: rows(inclusive, (file, name) => /^(lib|components|entrypoints)\//.test(file) && name !== '(root)'),
  };
}

export function formatSummary(title: string, summary: ProfileSummary): string {
  const each = (ms: number) => Math.round(ms / Math.max(1, summary.profiles));
  const lines = [
    `${title}: ${summary.profiles} profile(s), per profile ${each(summary.totalMs)} ms sampled: idle ${each(summary.idleMs)} ms, (program) ${each(summary.programMs)} ms (native work: style, layout, IPC), GC ${each(summary.gcMs)} ms; totals over all profiles:`,
    '  top self time:',
    ...summary.self.map((row) => `    ${String(row.ms).padStart(8)} ms ${String(row.share).padStart(5)}%  ${row.name}  ${row.file}`),
  ];
  if (summary.inclusive.length) {
    lines.push("  the app's own functions by inclusive time:");
    lines.push(...summary.inclusive.map((row) => `    ${String(row.ms).padStart(8)} ms ${String(row.share).padStart(5)}%  ${row.name}  ${row.file}`));
  }
  return lines.join('\n');
}
