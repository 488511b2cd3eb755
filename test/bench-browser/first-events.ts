/**
 * `npm run bench:browser -- --only=first`: the moments a person meets once,
 * each measured once (issue 24), not the median of settled repeats:
 *
 * - on the database seeded through the v1 upgrade: the first open of Tasks and
 *   of Activity after a panel load (straight from Chat), the first turn after
 *   the worker was stopped; the first task tool call and the first offline
 *   turn after the worker was stopped, which load a script of their own
 *   (script-turns.ts);
 * - the seeded data exported through Settings → Your data → Export, then
 *   imported into a fresh profile through Import… → Replace: the import's
 *   time, then, at once (the post-import work still running), a turn and the
 *   first open of Tasks and Activity; a turn once the extension is quiet; then
 *   turns (median) once the browser process is quiet too: IndexedDB's backend
 *   works on for seconds after the import's commit, with reads several times
 *   slower meanwhile, which the extension's own quiet does not show.
 *
 * With `--profile` the panel's CPU profile of each first open is summarized
 * (unminified build).
 */
import type { Page } from 'playwright-core';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_BUILD, openSettingsSections } from '../e2e/support/chromium.ts';
import { STRUCTURE } from './config.ts';
import { formatSummary, pageCdp, serviceWorkerCdp, sourceResolver, startProfiler, stopProfiler, summarizeProfiles } from './cpu-profile.ts';
import { startBench, type Bench } from './harness.ts';
import { deleteFloor, measurePutFloor } from './idb-floor.ts';
import { browserQuiet, cpuBetween, processCpu } from './process-cpu.ts';
import { median } from './report.ts';
import { chatIdle, measureTabOpen, measureTurn, openPanel } from './measure.ts';
import { measureOfflineTurn, measureToolTurn, switchTier } from './script-turns.ts';
import type { SeedOutcome } from './seed-in-page.ts';

export interface FirstDeps {
  startDatabase(seeded: boolean): Promise<{ bench: Bench; seed?: SeedOutcome }>;
  say(message: string): void;
  profile: boolean;
}

/** One first event per key, in ms (or MB for the file). */
export type FirstFigures = Record<string, number>;

const round = (ms: number) => Math.round(ms);
const IMPORT_TIMEOUT_MS = 300_000;

/** Times `run`, with the panel's CPU profile summarized when asked. */
async function profiled<T>(deps: FirstDeps, panel: Page, title: string, run: () => Promise<T>, top = 12): Promise<T> {
  if (!deps.profile) return run();
  const cdp = await pageCdp(panel);
  // Long runs (the import) at a coarser interval, so the profile stays small.
  await startProfiler(cdp, top > 12 ? 2000 : 100);
  try {
    return await run();
  } finally {
    const profile = await stopProfiler(cdp);
    await cdp.detach();
    deps.say(formatSummary(title, summarizeProfiles([profile], sourceResolver(CHROME_BUILD), top)));
  }
}

/** Times `run` with the worker's CPU profile summarized when asked (the worker must be running). */
async function workerProfiled<T>(deps: FirstDeps, bench: Bench, title: string, run: () => Promise<T>): Promise<T> {
  if (!deps.profile) return run();
  const cdp = await serviceWorkerCdp(bench.session.context, bench.probe).catch((error: unknown) => {
    deps.say(`  (${title}: no profile: ${String(error)})`);
    return undefined;
  });
  if (!cdp) return run();
  await startProfiler(cdp);
  try {
    return await run();
  } finally {
    const profile = await stopProfiler(cdp);
    await cdp.detach();
    deps.say(formatSummary(title, summarizeProfiles([profile], sourceResolver(CHROME_BUILD), 12)));
  }
}

/** A fresh panel load, then one click on `tab` straight from Chat. */
async function firstOpen(deps: FirstDeps, bench: Bench, tab: 'Tasks' | 'Activity'): Promise<number> {
  const panel = await openPanel(bench);
  try {
    await chatIdle(panel, bench);
    const selector = tab === 'Tasks' ? STRUCTURE.firstTaskRow : STRUCTURE.firstActivityEntry;
    return await profiled(deps, panel, `panel, first ${tab} open`, () => measureTabOpen(bench, panel, tab, selector, { fromCurrent: true, busy: true }));
  } finally {
    await panel.close();
  }
}

/** Settings → Your data → Export; the file is saved to `path`. */
async function exportAll(panel: Page, path: string): Promise<number> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  const started = performance.now();
  const [download] = await Promise.all([panel.waitForEvent('download', { timeout: IMPORT_TIMEOUT_MS }), panel.getByRole('button', { name: 'Export', exact: true }).click()]);
  await download.saveAs(path);
  return performance.now() - started;
}

/**
 * The seeded export holds whole-list tool outputs of ~100 KB (one in 20
 * list_tasks results): 280 MB, over the import's 200 MB limit. Issue 24's file
 * was ~40 MB: the same rows with every array in a message's content or an
 * audit entry's output cut to 5 items and every string to 2,000 characters.
 */
async function slimExport(path: string): Promise<void> {
  const slim = (value: unknown): unknown => {
    if (typeof value === 'string') return value.length > 2000 ? value.slice(0, 2000) : value;
    if (Array.isArray(value)) return value.slice(0, 5).map(slim);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, slim(inner)]));
    return value;
  };
  const file = JSON.parse(await readFile(path, 'utf8')) as { messages?: Array<{ content?: unknown }>; audit?: Array<{ output?: unknown; input?: unknown }> };
  for (const message of file.messages ?? []) {
    if (Array.isArray(message.content)) message.content = message.content.map((part: unknown) => slim(part));
  }
  for (const entry of file.audit ?? []) {
    if (entry.output !== undefined) entry.output = slim(entry.output);
  }
  await writeFile(path, JSON.stringify(file));
}

/** Settings → Your data → Import… → Replace…, confirmed; resolves when the panel says it replaced. */
export async function importReplace(
  panel: Page,
  path: string,
  say: FirstDeps['say'],
): Promise<{ previewMs: number; importMs: number; progress: string[]; longTasks: LongTasks; previewLongTasks: LongTasks; cpuSeconds: number }> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  await watchLongTasks(panel);
  const chosen = performance.now();
  await panel.getByLabel('Import…').setInputFiles(path);
  const replace = panel.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Replace…' });
  const refused = panel.locator('.data-settings [role="alert"]');
  await Promise.race([replace.waitFor({ timeout: IMPORT_TIMEOUT_MS }), refused.waitFor({ timeout: IMPORT_TIMEOUT_MS })]);
  if (await refused.count()) throw new Error(`the import refused the file: ${await refused.first().textContent()}`);
  const previewMs = performance.now() - chosen;
  const previewLongTasks = await longTasksSeen(panel);
  say(
    `  preview (file chosen -> Replace… offered): ${round(previewMs)} ms; the panel's long tasks meanwhile: ${previewLongTasks.count}, longest ${previewLongTasks.maxMs} ms, ${previewLongTasks.totalMs} ms in all`,
  );
  await replace.click();
  await watchLongTasks(panel);
  const cpuBefore = await processCpu(panel.context());
  await panel.getByRole('dialog', { name: 'Replace all data?' }).getByRole('button', { name: 'Replace', exact: true }).click();
  const started = performance.now();
  // The progress lines the panel shows while it writes (none before issue 24).
  const progress: string[] = [];
  const done = panel.getByRole('status').filter({ hasText: /^Replaced all data with/ });
  const deadline = started + IMPORT_TIMEOUT_MS;
  for (;;) {
    if (await done.count()) break;
    const line = await panel
      .locator('.data-settings [role="status"]')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (line && progress.at(-1) !== line) progress.push(line);
    if (performance.now() > deadline) throw new Error(`the import had not finished after ${IMPORT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const importMs = performance.now() - started;
  const cpu = cpuBetween(cpuBefore, await processCpu(panel.context()));
  say(
    `  CPU time the browser used meanwhile: ${cpu.total} s (${Object.entries(cpu.byType)
      .map(([type, seconds]) => `${type} ${seconds}`)
      .join(', ')})`,
  );
  const longTasks = await longTasksSeen(panel);
  say(`  import (Replace confirmed -> "Replaced all data"): ${round(importMs)} ms; progress lines seen: ${progress.length}${progress.length ? ` (last: ${progress.at(-1)})` : ''}`);
  say(`  the panel's long tasks meanwhile: ${longTasks.count}, longest ${longTasks.maxMs} ms, ${longTasks.totalMs} ms in all`);
  return { previewMs, importMs, progress, longTasks, previewLongTasks, cpuSeconds: cpu.total };
}

/** From now on, the panel's long tasks (over 50 ms: a click or a key waits that long), until longTasksSeen. */
async function watchLongTasks(panel: Page): Promise<void> {
  await panel.evaluate(() => {
    const seen: number[] = [];
    (globalThis as { benchLongTasks?: number[] }).benchLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

interface LongTasks {
  count: number;
  maxMs: number;
  totalMs: number;
}

async function longTasksSeen(panel: Page): Promise<LongTasks> {
  const durations = await panel.evaluate(() => (globalThis as { benchLongTasks?: number[] }).benchLongTasks ?? []);
  return { count: durations.length, maxMs: round(Math.max(0, ...durations)), totalMs: round(durations.reduce((sum, ms) => sum + ms, 0)) };
}

/**
 * `--only=first-opens`: only the first opens of Tasks and Activity on the
 * seeded database, `repeats` times each (each after its own panel load), with
 * no turn, export or import: the quick loop for work on the first opens.
 */
export async function measureFirstOpens(deps: FirstDeps, repeats = 3): Promise<{ tasksFirstOpenMs: number[]; activityFirstOpenMs: number[] }> {
  const runs = { tasksFirstOpenMs: [] as number[], activityFirstOpenMs: [] as number[] };
  deps.say('\nfirst opens on the database seeded through the v1 upgrade');
  const { bench } = await deps.startDatabase(true);
  try {
    for (let run = 0; run < repeats; run += 1) {
      runs.tasksFirstOpenMs.push(round(await firstOpen(deps, bench, 'Tasks')));
      runs.activityFirstOpenMs.push(round(await firstOpen(deps, bench, 'Activity')));
      deps.say(`  run ${run + 1}: Tasks ${runs.tasksFirstOpenMs.at(-1)} ms, Activity ${runs.activityFirstOpenMs.at(-1)} ms (first open after a panel load)`);
    }
  } finally {
    await bench.close();
  }
  return runs;
}

/** Turns whose median stands for a settled state: the empty profile's, and the imported one's once the browser is quiet (BENCH_AFTER_RUNS, default 5). */
const AFTER_RUNS = Number(process.env.BENCH_AFTER_RUNS ?? 5);

async function repeatTurns(bench: Bench, panel: Page): Promise<Array<{ turnMs: number; preModelMs: number }>> {
  const samples: Array<{ turnMs: number; preModelMs: number }> = [];
  for (let run = 0; run < AFTER_RUNS; run++) samples.push(await measureTurn(bench, panel));
  return samples;
}

const medianOf = (samples: Array<{ turnMs: number; preModelMs: number }>) => ({
  turnMs: median(samples.map((sample) => sample.turnMs)) ?? NaN,
  preModelMs: median(samples.map((sample) => sample.preModelMs)) ?? NaN,
});

/**
 * The file imported into a fresh profile (Import… → Replace), then a turn and
 * the first opens at once; a turn once the extension is quiet; then turns once
 * the browser process is quiet as well (its IndexedDB backend works on for
 * seconds after a large commit).
 */
async function importAndAfter(deps: FirstDeps, file: string, figures: FirstFigures, floor = false): Promise<void> {
  const { say } = deps;
  say('\nimport of that file into a fresh profile (Settings -> Your data -> Import... -> Replace)');
  const fresh = await startBench();
  try {
    const panel = await openPanel(fresh);
    await chatIdle(panel, fresh);
    await measureTurn(fresh, panel);
    figures.emptyTurnMs = round(medianOf(await repeatTurns(fresh, panel)).turnMs);
    const imported = await profiled(deps, panel, 'panel, import preview and Replace', () => importReplace(panel, file, say), 25);
    figures.importPreviewMs = round(imported.previewMs);
    figures.importMs = round(imported.importMs);
    figures.importProgressLines = imported.progress.length;
    figures.importLongestTaskMs = imported.longTasks.maxMs;
    figures.previewLongestTaskMs = imported.previewLongTasks.maxMs;
    figures.importCpuS = imported.cpuSeconds;
    figures.importLongTasksMs = imported.longTasks.totalMs;
    // At once, while what follows an import still runs.
    await panel.getByRole('tab', { name: 'Chat' }).click();
    const busy = await workerProfiled(deps, fresh, 'worker, the turn right after the import', () => measureTurn(fresh, panel, { busy: true }));
    figures.afterImportPreModelMs = round(busy.preModelMs);
    figures.afterImportTurnMs = round(busy.turnMs);
    figures.afterImportTasksFirstOpenMs = round(
      await profiled(deps, panel, 'panel, Tasks right after the import', () => measureTabOpen(fresh, panel, 'Tasks', STRUCTURE.firstTaskRow, { fromCurrent: true, busy: true })),
    );
    figures.afterImportActivityFirstOpenMs = round(
      await profiled(deps, panel, 'panel, Activity right after the import', () =>
        measureTabOpen(fresh, panel, 'Activity', STRUCTURE.firstActivityEntry, { fromCurrent: true, busy: true }),
      ),
    );
    say(
      `  right after the import: turn ${figures.afterImportTurnMs} ms (x${(figures.afterImportTurnMs / figures.emptyTurnMs).toFixed(1)} of the empty profile's ${figures.emptyTurnMs} ms; pre-model ${figures.afterImportPreModelMs} ms), Tasks first open ${figures.afterImportTasksFirstOpenMs} ms, Activity first open ${figures.afterImportActivityFirstOpenMs} ms`,
    );
    const settledAt = performance.now();
    await panel.getByRole('tab', { name: 'Chat' }).click();
    await chatIdle(panel, fresh);
    figures.afterImportSettleMs = round(performance.now() - settledAt);
    // Quiet as the extension sees it (no transaction, no long task): the browser's IndexedDB backend may still be busy.
    const jsQuiet = await workerProfiled(deps, fresh, 'worker, the turn once the extension is quiet after the import', () => measureTurn(fresh, panel));
    figures.afterJsQuietTurnMs = round(jsQuiet.turnMs);
    figures.afterJsQuietPreModelMs = round(jsQuiet.preModelMs);
    say(
      `  once the extension is quiet (${figures.afterImportSettleMs} ms more): turn ${figures.afterJsQuietTurnMs} ms (x${(figures.afterJsQuietTurnMs / figures.emptyTurnMs).toFixed(1)}), pre-model ${figures.afterJsQuietPreModelMs} ms`,
    );
    figures.afterImportBrowserBusyMs = round(await browserQuiet(fresh.session.context));
    await chatIdle(panel, fresh);
    const rested = medianOf(await workerProfiled(deps, fresh, 'worker, turns once the browser is quiet after the import', () => repeatTurns(fresh, panel)));
    figures.afterRestTurnMs = round(rested.turnMs);
    figures.afterRestPreModelMs = round(rested.preModelMs);
    say(
      `  once the browser is quiet too (its process busy ${figures.afterImportBrowserBusyMs} ms more): turn ${figures.afterRestTurnMs} ms (x${(figures.afterRestTurnMs / figures.emptyTurnMs).toFixed(2)}), pre-model ${figures.afterRestPreModelMs} ms (medians of ${AFTER_RUNS})`,
    );
    if (floor) {
      // Restoring a backup onto the browser that holds it: the preview looks up every file id here.
      await panel.getByRole('tab', { name: 'Settings' }).click();
      await openSettingsSections(panel);
      const chosen = performance.now();
      await panel.getByLabel('Import…').setInputFiles(file);
      const preview = panel.getByRole('region', { name: 'Import preview' });
      await preview.getByRole('button', { name: 'Replace…' }).waitFor({ timeout: IMPORT_TIMEOUT_MS });
      figures.previewOverItselfMs = round(performance.now() - chosen);
      say(`  preview of the same file again, with all its rows here: ${figures.previewOverItselfMs} ms`);
      await preview.getByRole('button', { name: 'Cancel' }).click();
    }
    await panel.close();
    if (floor) {
      const rows = await rowsIn(file);
      const cpuBefore = await processCpu(fresh.session.context);
      const put = await measurePutFloor(fresh.probe, rows, true);
      figures.importFloorMs = round(put.ms);
      figures.importFloorCpuS = cpuBetween(cpuBefore, await processCpu(fresh.session.context)).total;
      // Raw puts, none of the extension's code: does the browser work on after their commit as after the import's?
      figures.importFloorBrowserBusyMs = round(await browserQuiet(fresh.session.context));
      await deleteFloor(fresh.probe, put.name);
      say(
        `  raw IndexedDB floor: ${rows.toLocaleString('en')} puts in one transaction took ${figures.importFloorMs} ms, ${figures.importFloorCpuS} CPU seconds (the import: ${figures.importMs} ms, ${figures.importCpuS} CPU seconds); the browser process busy ${figures.importFloorBrowserBusyMs} ms after their commit (after the import's: ${figures.afterImportBrowserBusyMs} ms)`,
      );
    }
  } finally {
    await fresh.close();
  }
}

/** The rows an import of this file writes (every table). */
async function rowsIn(file: string): Promise<number> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  return ['tasks', 'conversations', 'messages', 'audit', 'approvals', 'memories'].reduce((sum, table) => sum + (Array.isArray(parsed[table]) ? parsed[table].length : 0), 0);
}

/**
 * `--only=import`: the import of the seeded export and the minute after it,
 * without the first opens before it. The slimmed export is kept at
 * `BENCH_IMPORT_FILE` (default: the temp folder's todo-assistant-import.json)
 * and reused when it is there, so a rerun skips the seed and the export.
 */
export async function measureImport(deps: FirstDeps): Promise<FirstFigures> {
  const figures: FirstFigures = {};
  const file = await keptImportFile(deps, figures);
  await importAndAfter(deps, file, figures, true);
  return figures;
}

/**
 * The slimmed export of the seeded database, kept at `BENCH_IMPORT_FILE`
 * (default: the temp folder's todo-assistant-import.json) and reused when it
 * is there, so a rerun skips the seed and the export.
 */
export async function keptImportFile(deps: FirstDeps, figures: FirstFigures = {}): Promise<string> {
  const file = process.env.BENCH_IMPORT_FILE ?? join(tmpdir(), 'todo-assistant-import.json');
  const kept = await stat(file).catch(() => undefined);
  if (kept) {
    deps.say(`\nreusing the export at ${file} (delete it for a fresh seed)`);
  } else {
    deps.say('\nthe database seeded through the v1 upgrade, exported');
    const { bench } = await deps.startDatabase(true);
    try {
      const panel = await openPanel(bench);
      await chatIdle(panel, bench);
      figures.exportMs = round(await exportAll(panel, file));
      figures.exportMB = Math.round((await stat(file)).size / 1e5) / 10;
      await slimExport(file);
      await panel.close();
    } finally {
      await bench.close();
    }
  }
  figures.importFileMB = Math.round((await stat(file)).size / 1e5) / 10;
  deps.say(`  the file to import: ${file}, ${figures.importFileMB} MB`);
  return file;
}

export async function measureFirstEvents(deps: FirstDeps): Promise<FirstFigures> {
  const { say } = deps;
  const figures: FirstFigures = {};
  const dir = await mkdtemp(join(tmpdir(), 'todo-assistant-first-'));
  const file = join(dir, 'export.json');
  try {
    say('\nfirst events on the database seeded through the v1 upgrade');
    const { bench } = await deps.startDatabase(true);
    try {
      figures.tasksFirstOpenMs = round(await firstOpen(deps, bench, 'Tasks'));
      say(`  Tasks, first open after a panel load: ${figures.tasksFirstOpenMs} ms`);
      figures.activityFirstOpenMs = round(await firstOpen(deps, bench, 'Activity'));
      say(`  Activity, first open after a panel load: ${figures.activityFirstOpenMs} ms`);
      const panel = await openPanel(bench);
      await chatIdle(panel, bench);
      const warm = await measureTurn(bench, panel);
      figures.warmTurnMs = round(warm.turnMs);
      const cold = await measureTurn(bench, panel, { cold: true });
      figures.coldPreModelMs = round(cold.preModelMs);
      figures.coldTurnMs = round(cold.turnMs);
      say(`  first turn after the worker was stopped: pre-model ${figures.coldPreModelMs} ms, turn ${figures.coldTurnMs} ms (a warm turn before it: ${figures.warmTurnMs} ms)`);
      Object.assign(figures, await scriptTurns(deps, bench, panel));
      figures.exportMs = round(await exportAll(panel, file));
      figures.exportMB = Math.round((await stat(file)).size / 1e5) / 10;
      await slimExport(file);
      figures.importFileMB = Math.round((await stat(file)).size / 1e5) / 10;
      say(`  export: ${figures.exportMs} ms, ${figures.exportMB} MB; slimmed for the import (big tool outputs cut) to ${figures.importFileMB} MB`);
      await panel.close();
    } finally {
      await bench.close();
    }

    await importAndAfter(deps, file, figures);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

/** The first turns that load a script of their own (script-turns.ts), cold then warm: one sample of each figure. */
async function scriptTurns(deps: FirstDeps, bench: Bench, panel: Page): Promise<FirstFigures> {
  const cold = await measureToolTurn(bench, panel, { cold: true });
  const warm = await measureToolTurn(bench, panel);
  await switchTier(bench, panel, 'offline');
  const figures: FirstFigures = {
    coldToolPreModelMs: round(cold.preModelMs),
    coldToolResultMs: round(cold.toolResultMs),
    coldToolTurnMs: round(cold.turnMs),
    warmToolResultMs: round(warm.toolResultMs),
    warmToolTurnMs: round(warm.turnMs),
  };
  try {
    figures.coldOfflineTurnMs = round(await measureOfflineTurn(bench, panel, { cold: true }));
    figures.coldTypedOfflineTurnMs = round(await measureOfflineTurn(bench, panel, { cold: true, typed: true }));
    figures.warmOfflineTurnMs = round(await measureOfflineTurn(bench, panel));
  } finally {
    await switchTier(bench, panel, 'remote');
  }
  deps.say(
    `  first task tool call after the worker was stopped (loads recurrence.js): pre-model ${figures.coldToolPreModelMs} ms, tool result at the server ${figures.coldToolResultMs} ms, reply ${figures.coldToolTurnMs} ms (warm: ${figures.warmToolResultMs} / ${figures.warmToolTurnMs} ms)`,
  );
  deps.say(
    `  first offline turn after the worker was stopped (loads offline-brain.js): reply ${figures.coldOfflineTurnMs} ms; the box focused after the stop and the request typed: ${figures.coldTypedOfflineTurnMs} ms (warm: ${figures.warmOfflineTurnMs} ms)`,
  );
  return figures;
}

/**
 * `--only=first-scripts`: only the turns that load a script of their own, on the
 * seeded database, `runs` times (BENCH_RUNS, default 3), each run beside a cold
 * turn without a tool (the existing cold pre-model and cold turn): the quick
 * loop for the worker's lazily loaded scripts.
 */
export async function measureScriptTurns(deps: FirstDeps, runs = 3): Promise<FirstFigures[]> {
  deps.say('\nturns that load a script, on the database seeded through the v1 upgrade');
  const samples: FirstFigures[] = [];
  const { bench } = await deps.startDatabase(true);
  try {
    const panel = await openPanel(bench);
    await chatIdle(panel, bench);
    await measureTurn(bench, panel);
    for (let run = 0; run < runs; run += 1) {
      const cold = await measureTurn(bench, panel, { cold: true });
      deps.say(`run ${run + 1}: cold turn without a tool: pre-model ${round(cold.preModelMs)} ms, turn ${round(cold.turnMs)} ms`);
      samples.push({ coldPreModelMs: round(cold.preModelMs), coldTurnMs: round(cold.turnMs), ...(await scriptTurns(deps, bench, panel)) });
    }
    await panel.close();
  } finally {
    await bench.close();
  }
  return samples;
}

/** Issue 24's budgets for the first events (ms unless the key says otherwise). */
const FIRST_BUDGETS: Record<string, { label: string; limit?: number; ratioOf?: string }> = {
  tasksFirstOpenMs: { label: 'Tasks, first open after a panel load (seeded, v1 upgrade)', limit: 300 },
  activityFirstOpenMs: { label: 'Activity, first open after a panel load (seeded, v1 upgrade)', limit: 300 },
  coldPreModelMs: { label: 'cold pre-model (worker stopped, seeded)', limit: 150 },
  coldTurnMs: { label: 'cold turn (worker stopped, seeded)' },
  coldToolPreModelMs: { label: 'first task tool call, worker stopped (seeded): pre-model', limit: 150 },
  coldToolResultMs: { label: "the same: Send -> add_task's result at the model server (loads recurrence.js)" },
  coldToolTurnMs: { label: 'the same: Send -> reply on screen' },
  warmToolResultMs: { label: "the same turn again, warm: Send -> add_task's result at the server" },
  warmToolTurnMs: { label: 'the same turn again, warm: Send -> reply on screen' },
  coldOfflineTurnMs: { label: 'cold offline turn, worker stopped, request filled in and sent at once (seeded; loads offline-brain.js): Send -> reply on screen', limit: 150 },
  coldTypedOfflineTurnMs: {
    label: 'cold offline turn, worker stopped, then the box focused and the request typed (the panel asks for offline-brain.js on focus): Send -> reply on screen',
    limit: 150,
  },
  warmOfflineTurnMs: { label: 'the same offline turn again, warm: Send -> reply on screen' },
  warmTurnMs: { label: 'warm turn (seeded, settled)' },
  exportMs: { label: 'export of the seeded data (click -> file)' },
  exportMB: { label: 'export file size, MB' },
  importFileMB: { label: 'imported file (big tool outputs cut), MB' },
  emptyTurnMs: { label: 'turn, empty profile (reference, median of BENCH_AFTER_RUNS)' },
  importPreviewMs: { label: 'import preview (file chosen -> Replace… offered)' },
  importMs: { label: 'import, Replace (confirm -> "Replaced all data")', limit: 15_000 },
  importProgressLines: { label: 'import progress lines seen' },
  previewLongestTaskMs: { label: "import preview: the panel's longest task meanwhile" },
  importCpuS: { label: 'import: CPU seconds the browser used (all processes)' },
  importLongestTaskMs: { label: "import: the panel's longest task meanwhile" },
  importLongTasksMs: { label: "import: the panel's long tasks (over 50 ms) in all" },
  previewOverItselfMs: { label: 'import preview of the same file again (all its rows here)' },
  importFloorMs: { label: 'raw IndexedDB puts of as many rows (floor, same run)' },
  importFloorCpuS: { label: 'the same: CPU seconds the browser used' },
  importFloorBrowserBusyMs: { label: 'the same: the browser process busy after their commit' },
  afterImportPreModelMs: { label: 'right after the import: pre-model', limit: 50 },
  afterImportTurnMs: { label: 'right after the import: turn (ratio to empty)', ratioOf: 'emptyTurnMs', limit: 1.2 },
  afterImportTasksFirstOpenMs: { label: 'right after the import: Tasks first open', limit: 300 },
  afterImportActivityFirstOpenMs: { label: 'right after the import: Activity first open', limit: 300 },
  afterImportSettleMs: { label: 'after those: until the extension is quiet' },
  afterJsQuietTurnMs: { label: 'once the extension is quiet: turn (ratio to empty; one sample, the browser may still be busy)', ratioOf: 'emptyTurnMs' },
  afterJsQuietPreModelMs: { label: 'once the extension is quiet: pre-model (one sample)' },
  afterImportBrowserBusyMs: { label: "after that: the browser process busy (IndexedDB's backend after the commit)" },
  afterRestTurnMs: { label: 'once the browser is quiet too: turn (ratio to empty, median)', ratioOf: 'emptyTurnMs', limit: 1.2 },
  afterRestPreModelMs: { label: 'once the browser is quiet too: pre-model (median)', limit: 50 },
  panelFirstScriptsKBgz: { label: "panel's first scripts, kB gz", limit: 150 },
  backgroundKBgz: { label: 'background.js, kB gz', limit: 200 },
};

/** One line per first event: value, budget, verdict (`measuredOnly`: without the rows not measured). */
export function firstTable(figures: FirstFigures, options: { measuredOnly?: boolean } = {}): string {
  const specs = Object.entries(FIRST_BUDGETS).filter(([key]) => !options.measuredOnly || figures[key] !== undefined);
  const rows = specs.map(([key, spec]) => {
    const value = figures[key];
    if (value === undefined) return `| ${spec.label} | not measured | | |`;
    const judged = spec.ratioOf && figures[spec.ratioOf] ? value / figures[spec.ratioOf]! : value;
    const shown = spec.ratioOf ? `${value} (x${judged.toFixed(2)})` : String(value);
    const budget = spec.limit === undefined ? '' : spec.ratioOf ? `≤ x${spec.limit}` : `≤ ${spec.limit}`;
    const verdict = spec.limit === undefined ? '' : judged <= spec.limit ? 'pass' : 'FAIL';
    return `| ${spec.label} | ${shown} | ${budget} | ${verdict} |`;
  });
  return ['| first event | value | budget | verdict |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
