/**
 * `npm run bench:browser`: builds the Chrome extension, loads it in Debian's
 * Chromium with a zero-latency fake model server, and measures issue 9's
 * figures on an empty and on a seeded database. Prints a table and one
 * `BENCH_JSON ` line. A missed budget is reported, not fatal: the exit code
 * is non-zero only when a figure could not be measured.
 *
 * Flags: --no-build (use .output/chrome-mv3 as it is), --only=empty|seeded|memory|first|first-opens|first-scripts|worker-start|import|imported-turns|sync|turns
 * (turns: only the warm turns, empty then seeded, BENCH_RUNS each, default 15, see turns.ts)
 * (first: the first events of issue 24, see first-events.ts; sync: issue 25's scale figures against
 * Radicale, see sync.ts, with --tasks=N, default 2000), --profile (the investigation of where the seeded pre-model time goes, see
 * investigate.ts; builds without minification). Env: BENCH_RUNS (default 7),
 * BENCH_STEP_TIMEOUT_MS (default 60000), CHROMIUM_PATH.
 */
import { cpus, loadavg } from 'node:os';
import { CHROME_BUILD } from '../e2e/support/chromium.ts';
import { seedV1TodosInWorker } from '../e2e/support/seed-v1-todos.ts';
import { FIGURES, RUNS, SEED, SEEDED_IDB_VERSION } from './config.ts';
import { measureDatabase, type DatabaseReport } from './figures.ts';
import { closeAllBenches, startBench, type Bench } from './harness.ts';
import { firstTable, measureFirstEvents, measureFirstOpens, measureImport, measureScriptTurns } from './first-events.ts';
import { investigate } from './investigate.ts';
import { measureImportedTurns } from './imported-turns.ts';
import { measureUpgrade, type UpgradeSample } from './measure.ts';
import { samplesOf, table, unmeasured, verdict, judged, type Column, type Results } from './report.ts';
import { seedInPage, type SeedOutcome } from './seed-in-page.ts';
import { buildSizes, type BuildSizes } from './sizes.ts';
import { measureWorkerStart, workerStartLine } from './worker-start.ts';
import { measureMemoryColdTurns, measureMemoryRetrieval, memoryRetrievalLine, type MemoryRetrievalReport } from './memory-retrieval.ts';
import { measureSync, syncLines } from './sync.ts';
import { measureTurns, turnLines, type TurnFigures } from './turns.ts';

const args = new Set(process.argv.slice(2));
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const profile = args.has('--profile');
const started = performance.now();
const say = (message: string) => process.stdout.write(`${message}\n`);
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

async function buildExtension(minify: boolean): Promise<void> {
  say(`building the Chrome extension (wxt build${minify ? '' : ', not minified, for readable profiles'}) ...`);
  const { build } = await import('wxt');
  await build(minify ? {} : { vite: () => ({ build: { minify: false } }) });
}

/**
 * Starts a fresh browser profile; when asked, seeds it in the version 1
 * shape and lets the extension upgrade it on the panel's first open (timed once).
 */
async function startDatabase(seeded: boolean): Promise<{ bench: Bench; seed?: SeedOutcome; upgrade?: UpgradeSample }> {
  const bench = await startBench();
  if (!seeded) return { bench };
  try {
    say(
      `seeding a version 1 database: ${SEED.tasks} tasks, ${SEED.messages} messages in ${SEED.conversations} conversations (${SEED.openConversationMessages} in the open one), ${SEED.audit} audit entries ...`,
    );
    // Replaces the extension's database with an empty version 1 one (the e2e support code); the seed fills it.
    await (await bench.session.worker()).evaluate(seedV1TodosInWorker, []);
    const seed = await bench.probe.evaluate(seedInPage, { ...SEED, now: Date.now(), seed: 9 });
    if (seed.dbVersion !== SEEDED_IDB_VERSION)
      throw new Error(`the seed went into IndexedDB version ${seed.dbVersion}, not the version 1 database (${SEEDED_IDB_VERSION}): the extension opened it in between`);
    say(`  seeded in ${(seed.ms / 1000).toFixed(1)} s: ${JSON.stringify(seed.counts)}, about ${JSON.stringify(seed.megabytes)} MB`);
    const upgrade = await measureUpgrade(bench, SEEDED_IDB_VERSION);
    say(`  ${upgradeLine(upgrade)}`);
    if (upgrade.tasksWithKeys !== seed.counts.todos) throw new Error(`after the upgrade ${upgrade.tasksWithKeys} of ${seed.counts.todos} tasks have sort keys`);
    return { bench, seed, upgrade };
  } catch (error) {
    await bench.close();
    throw error;
  }
}

const upgradeLine = (upgrade: UpgradeSample) =>
  `upgrade of the seeded v1 database (one run, IndexedDB ${upgrade.fromVersion} -> ${upgrade.toVersion}): ${Math.round(upgrade.ms)} ms from the panel's first open request, ${Math.round(upgrade.sinceNavigationMs)} ms from its navigation start; run by ${upgrade.ranInPanel ? 'the panel' : 'another extension context while the panel waited'}; ${upgrade.tasksWithKeys} tasks with sort keys`;

async function measure(seeded: boolean): Promise<{ report: DatabaseReport; seed?: SeedOutcome; upgrade?: UpgradeSample; chromium: string }> {
  say(`\n${seeded ? 'seeded' : 'empty'} database (${elapsed()} so far)`);
  const { bench, seed, upgrade } = await startDatabase(seeded);
  try {
    const chromium = bench.session.context.browser()?.version() ?? 'unknown';
    const report = await measureDatabase(bench, seed ? { firstText: seed.firstMessageText } : {});
    return { report, ...(seed ? { seed } : {}), ...(upgrade ? { upgrade } : {}), chromium };
  } finally {
    await bench.close();
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function withColdTurns(report: MemoryRetrievalReport): Promise<MemoryRetrievalReport> {
  try {
    const runs = await measureMemoryColdTurns(report.count, report.dimensions);
    const coldPreModelMs = median(runs);
    return { ...report, coldPreModelRuns: runs, ...(coldPreModelMs === undefined ? {} : { coldPreModelMs }) };
  } catch (error) {
    say(`memory cold turn: could not measure: ${error instanceof Error ? error.message : String(error)}`);
    return report;
  }
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0]!;
  if (!args.has('--no-build')) await buildExtension(!profile);
  if (only === 'first') {
    let sizes: BuildSizes | undefined;
    try {
      sizes = await buildSizes(CHROME_BUILD);
    } catch (error) {
      say(`sizes: FAILED: ${String(error)}`);
    }
    const first = await measureFirstEvents({ startDatabase, say, profile });
    const all = { ...first, ...(sizes ? { panelFirstScriptsKBgz: sizes.panelFirstScriptsKBgz, backgroundKBgz: sizes.backgroundKBgz } : {}) };
    say(`\nfirst events (one each), Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all\n`);
    say(firstTable(all));
    say(
      `BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' }, first: all, seconds: Math.round((performance.now() - started) / 1000) })}`,
    );
    return 0;
  }
  if (only === 'import') {
    const figures = await measureImport({ startDatabase, say, profile });
    say(`\nimport (one), Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all\n`);
    say(firstTable(figures));
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, import: figures })}`);
    return 0;
  }
  if (only === 'imported-turns') {
    const report = await measureImportedTurns({ startDatabase, say, profile }, Number(process.env.BENCH_RUNS ?? 9));
    say(`\nturns on the imported database, Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all`);
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, importedTurns: report })}`);
    return 0;
  }
  if (only === 'first-opens') {
    const opens = await measureFirstOpens({ startDatabase, say, profile }, Number(process.env.BENCH_RUNS ?? 3));
    say(`\nfirst opens (budget 300 ms), Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all`);
    say(`  Tasks: ${opens.tasksFirstOpenMs.join(', ')} ms; Activity: ${opens.activityFirstOpenMs.join(', ')} ms`);
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, firstOpens: opens })}`);
    return 0;
  }
  if (only === 'first-scripts') {
    const runs = await measureScriptTurns({ startDatabase, say, profile }, Number(process.env.BENCH_RUNS ?? 3));
    say(
      `\nturns that load a script (${runs.length} runs, median), Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all\n`,
    );
    const medians = Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((run) => run[key]!)) ?? NaN]));
    say(firstTable(medians, { measuredOnly: true }));
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, scriptTurns: runs })}`);
    return 0;
  }
  if (only === 'sync') {
    const tasks = Number([...args].find((arg) => arg.startsWith('--tasks='))?.slice('--tasks='.length) ?? 2000);
    if (!Number.isInteger(tasks) || tasks < 1) throw new Error('--tasks= takes a whole number of tasks, e.g. --tasks=500');
    const report = await measureSync({ tasks, say });
    say(
      `\nsync against Radicale ${report.radicale} on 127.0.0.1, Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all\n`,
    );
    for (const line of syncLines(report)) say(line);
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' }, sync: report })}`);
    return 0;
  }
  if (only === 'turns') {
    const runs = Number(process.env.BENCH_RUNS ?? 15);
    const figures: Partial<Record<'empty' | 'seeded', TurnFigures>> = {};
    for (const column of ['empty', 'seeded'] as const) {
      say(`\n${column} database (${elapsed()} so far)`);
      const { bench } = await startDatabase(column === 'seeded');
      try {
        figures[column] = await measureTurns(bench, runs);
      } finally {
        await bench.close();
      }
    }
    say(`\nwarm turns (${runs} each), Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}, ${elapsed()} in all`);
    for (const line of turnLines(figures)) say(`  ${line}`);
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, turns: figures })}`);
    return 0;
  }
  if (only === 'worker-start') {
    const start = await measureWorkerStart(Number(process.env.BENCH_RUNS ?? 9));
    const sizes = await buildSizes(CHROME_BUILD);
    say(`\nworker wakes, Chromium, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}; background.js ${sizes.backgroundKBgz} kB gzipped`);
    say(workerStartLine(start));
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), machine: { cores: cpus().length }, backgroundKBgz: sizes.backgroundKBgz, workerStart: start })}`);
    return 0;
  }
  if (profile) return investigate({ startDatabase, say });

  const results: Results = {};
  let sizes: BuildSizes | undefined;
  try {
    sizes = await buildSizes(CHROME_BUILD);
    results.panelFirstScriptsKBgz = { build: samplesOf([sizes.panelFirstScriptsKBgz]) };
    results.backgroundKBgz = { build: samplesOf([sizes.backgroundKBgz]) };
  } catch (error) {
    say(`sizes: FAILED: ${String(error)}`);
  }

  let memory: MemoryRetrievalReport | undefined;
  if (only === 'memory') {
    memory = await withColdTurns(await measureMemoryRetrieval());
    say(memoryRetrievalLine(memory));
    say(`BENCH_JSON ${JSON.stringify({ date: new Date().toISOString(), chromiumCores: cpus().length, loadAverage: loadavg()[0], memoryRetrieval: memory })}`);
    return 0;
  }
  const columns: Column[] = only === 'empty' ? ['empty'] : only === 'seeded' ? ['seeded'] : ['empty', 'seeded'];
  const reports: Partial<Record<Column, DatabaseReport>> = {};
  let seed: SeedOutcome | undefined;
  let upgrade: UpgradeSample | undefined;
  let chromium = 'unknown';
  for (const column of columns) {
    try {
      const measured = await measure(column === 'seeded');
      reports[column] = measured.report;
      chromium = measured.chromium;
      if (measured.seed) seed = measured.seed;
      if (measured.upgrade) upgrade = measured.upgrade;
      for (const [id, samples] of Object.entries(measured.report.figures)) {
        const key = id as keyof typeof measured.report.figures;
        if (key === 'coldTurnMs' || key === 'warmInputDelayMs') continue;
        results[key] = { ...results[key], [column]: samples };
      }
    } catch (error) {
      say(`${column} database: could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  if (!only) {
    try {
      memory = await withColdTurns(await measureMemoryRetrieval());
    } catch (error) {
      say(`memory retrieval: could not measure: ${String(error)}`);
    }
  }

  const loadAfter = loadavg()[0]!;
  say(
    `\nTodo Assistant in the browser: median of ${RUNS} runs, Chromium ${chromium}, ${cpus().length} cores, load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} (measured under load when above ~1), ${elapsed()} in all\n`,
  );
  say(table(FIGURES, results));
  const scroll = reports.seeded?.scroll ?? reports.empty?.scroll;
  if (scroll) {
    say(
      `\nscroll: the seeded chat rendered ${reports.seeded?.scroll?.renderedItems ?? '?'} items at once (empty: ${reports.empty?.scroll?.renderedItems ?? '?'}); reaching message 1 took ${reports.seeded?.scroll?.steps ?? '?'} scroll step(s)`,
    );
  }
  if (reports.seeded?.heapByView) say(`panel heap by view (seeded): ${JSON.stringify(reports.seeded.heapByView)} MB`);
  const extra = (label: string, id: 'coldTurnMs' | 'warmInputDelayMs') =>
    say(`${label}: empty ${reports.empty?.figures[id]?.median ?? '-'} ms, seeded ${reports.seeded?.figures[id]?.median ?? '-'} ms`);
  extra('cold turn (Send -> reply, worker stopped first)', 'coldTurnMs');
  extra("of the warm pre-model, the click waiting for the panel's main thread (click -> its listener)", 'warmInputDelayMs');
  if (upgrade) say(upgradeLine(upgrade));
  if (memory) say(memoryRetrievalLine(memory));
  const missing = unmeasured(FIGURES, results, columns);
  if (columns.includes('seeded') && !upgrade) missing.push('upgrade of the seeded v1 database: the seeded database could not be measured');
  for (const line of missing) say(`not measured: ${line}`);

  const json = {
    date: new Date().toISOString(),
    runs: RUNS,
    chromium,
    machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', loadAverage: { before: loadBefore, after: loadAfter } },
    figures: results,
    verdicts: Object.fromEntries(FIGURES.map((spec) => [spec.id, verdict(spec.budget, judged(results, spec.id))])),
    coldTurnMs: { empty: reports.empty?.figures.coldTurnMs, seeded: reports.seeded?.figures.coldTurnMs },
    warmInputDelayMs: { empty: reports.empty?.figures.warmInputDelayMs, seeded: reports.seeded?.figures.warmInputDelayMs },
    scroll: { empty: reports.empty?.scroll, seeded: reports.seeded?.scroll },
    heapByView: { empty: reports.empty?.heapByView, seeded: reports.seeded?.heapByView },
    maxClockErrorMs: Math.max(reports.empty?.maxClockErrorMs ?? 0, reports.seeded?.maxClockErrorMs ?? 0),
    panelFirstScripts: sizes?.panelFirstScripts,
    seededV1Upgrade: upgrade && { ...upgrade, ms: Math.round(upgrade.ms), sinceNavigationMs: Math.round(upgrade.sinceNavigationMs) },
    seed: seed && { ms: Math.round(seed.ms), counts: seed.counts, megabytes: seed.megabytes, bigLists: seed.bigLists },
    memoryRetrieval: memory,
    seconds: Math.round((performance.now() - started) / 1000),
  };
  say(`BENCH_JSON ${JSON.stringify(json)}`);
  return missing.length === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: closing the browsers and deleting their profiles ...`);
    void closeAllBenches().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`bench:browser could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
