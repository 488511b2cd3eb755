/**
 * `npm run bench:browser -- --only=imported-turns`: are turns on a database
 * brought in through Import… → Replace slower than on the same data upgraded
 * in place, and whose state makes them so? In one fresh profile:
 *
 * 1. BENCH_RUNS warm turns on the empty profile (the reference), and as many
 *    port messages from a page without UI;
 * 2. the seeded export (kept as `--only=import` keeps it) imported through
 *    Settings → Your data → Import… → Replace;
 * 3. BENCH_RUNS turns in the same panel, each with its time since the import;
 *    the panel's JS heap; one turn's IndexedDB requests, worker and panel on
 *    one clock; with `--profile`, CPU profiles of worker and panel;
 * 4. the same turns from a freshly loaded panel (the panel that imported is
 *    closed), then port messages with no panel open, then after the worker
 *    was stopped.
 *
 * If only 3 is slow, it is the importing panel's state; if 4 is too, the
 * database or the worker.
 */
import { CHROME_BUILD } from '../e2e/support/chromium.ts';
import { sourceResolver, summarizeProfiles, formatSummary } from './cpu-profile.ts';
import { importReplace, keptImportFile, type FirstDeps } from './first-events.ts';
import { settle, type Bench, startBench } from './harness.ts';
import { formatTimeline, idbTimeline, profiles } from './investigate.ts';
import { chatIdle, latestConversationId, measurePortSend, measureTurn, openPanel, panelHeapMB, stopWorker } from './measure.ts';
import { median } from './report.ts';
import { cpuBetween, processCpu } from './process-cpu.ts';
import type { Page } from 'playwright-core';

const round = (ms: number) => Math.round(ms * 10) / 10;

interface Series {
  preModelMs: number[];
  turnMs: number[];
}

const medianOf = (values: number[]) => round(median(values) ?? NaN);
const line = (label: string, series: Series) =>
  `  ${label}: pre-model median ${medianOf(series.preModelMs)} ms, turn median ${medianOf(series.turnMs)} ms (turns: ${series.turnMs.map(Math.round).join(', ')})`;

async function turns(bench: Bench, panel: Page, runs: number, say: FirstDeps['say'], since?: number): Promise<Series> {
  const out: Series = { preModelMs: [], turnMs: [] };
  for (let i = 0; i < runs; i++) {
    const sample = await measureTurn(bench, panel);
    out.preModelMs.push(sample.preModelMs);
    out.turnMs.push(sample.turnMs);
    if (since !== undefined)
      say(`    turn ${i + 1}, ${Math.round((performance.now() - since) / 1000)} s after the import: pre-model ${round(sample.preModelMs)} ms, turn ${round(sample.turnMs)} ms`);
  }
  return out;
}

async function portSends(bench: Bench, conversationId: string, runs: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) out.push((await measurePortSend(bench, conversationId)).preModelMs);
  return out;
}

/**
 * One read of the kind a turn makes (the newest 20 messages of the newest
 * conversation, by its index), timed from the probe page: how long IndexedDB
 * takes to answer right now.
 */
function probeRead(bench: Bench): Promise<number> {
  return bench.probe.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const open = indexedDB.open('todo-assistant');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['conversations', 'messages']);
          const newest = tx.objectStore('conversations').index('updatedAt').openCursor(null, 'prev');
          newest.onsuccess = () => {
            const id = (newest.result?.value as { id?: string } | undefined)?.id ?? '';
            const range = IDBKeyRange.bound([id, -Infinity], [id, Infinity]);
            const messages = tx.objectStore('messages').index('[conversationId+id]').openCursor(range, 'prev');
            let left = 20;
            messages.onsuccess = () => {
              const cursor = messages.result;
              if (cursor && --left > 0) cursor.continue();
              else {
                db.close();
                resolve(performance.now() - started);
              }
            };
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/**
 * After the import, nothing clicked: each second, the CPU seconds each kind
 * of browser process used and a probe read's time, until the browser
 * process used under 5% for 3 seconds in a row (at least `minS`, at most `maxS` seconds).
 */
async function watchQuiet(bench: Bench, say: FirstDeps['say'], minS = 10, maxS = 90): Promise<Array<{ s: number; cpu: Record<string, number>; readMs: number }>> {
  const series: Array<{ s: number; cpu: Record<string, number>; readMs: number }> = [];
  const started = performance.now();
  let quietFor = 0;
  let before = await processCpu(bench.session.context);
  for (let s = 1; s <= maxS; s++) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + s * 1000 - performance.now())));
    const now = await processCpu(bench.session.context);
    const { byType } = cpuBetween(before, now);
    before = now;
    const readMs = round(await probeRead(bench));
    series.push({ s, cpu: byType, readMs });
    say(
      `    ${s} s: CPU ${
        Object.entries(byType)
          .filter(([, v]) => v > 0)
          .map(([k, v]) => `${k.replace(/\.mojom\./, ' ')} ${v}`)
          .join(', ') || '0'
      }; a 20-message read ${readMs} ms`,
    );
    quietFor = (byType.browser ?? 0) < 0.05 ? quietFor + 1 : 0;
    if (s >= minS && quietFor >= 3) break;
  }
  return series;
}

export async function measureImportedTurns(deps: FirstDeps, runs: number): Promise<Record<string, unknown>> {
  const { say } = deps;
  const report: Record<string, unknown> = { runs };
  const file = await keptImportFile(deps);
  const bench = await startBench();
  try {
    let panel = await openPanel(bench);
    await chatIdle(panel, bench);
    await measureTurn(bench, panel);
    const empty = await turns(bench, panel, runs, say);
    say(line('empty profile, warm turns', empty));
    const emptyConversation = await latestConversationId(bench);
    const emptyPort = emptyConversation ? await portSends(bench, emptyConversation, runs) : [];
    say(`  empty profile, port messages: pre-model median ${medianOf(emptyPort)} ms`);
    report.empty = { ...empty, port: emptyPort };

    const baselineReads: number[] = [];
    for (let i = 0; i < 5; i++) baselineReads.push(round(await probeRead(bench)));
    say(`  empty profile, a 20-message read: ${baselineReads.join(', ')} ms`);
    await importReplace(panel, file, say);
    const importedAt = performance.now();
    if (process.env.BENCH_WATCH_QUIET) {
      say('  after "Replaced all data", nothing clicked (the panel stays on Settings):');
      report.quiet = await watchQuiet(bench, say);
    }
    await panel.getByRole('tab', { name: 'Chat' }).click();
    await chatIdle(panel, bench);
    say(`\n  the panel that imported, Chat open, quiet ${Math.round((performance.now() - importedAt) / 1000)} s after the import:`);
    const same = await turns(bench, panel, runs, say, importedAt);
    say(line('imported, the panel that imported', same));
    report.samePanel = same;
    report.samePanelHeapMB = round(await panelHeapMB(panel));
    say(`  that panel's JS heap after GC: ${report.samePanelHeapMB} MB`);
    const conversationId = await latestConversationId(bench);
    if (!conversationId) throw new Error('no conversation after the import');
    const timeline = await idbTimeline(bench, panel, 'panel', conversationId);
    say(formatTimeline(timeline));
    if (deps.profile) {
      const resolve = sourceResolver(CHROME_BUILD);
      const profiled = await profiles(bench, panel, 4);
      say(`  profiled turns: pre-model ${profiled.preModelMs} ms, reply on screen ${profiled.turnMs} ms (medians)`);
      say(formatSummary('service worker, click -> request', summarizeProfiles(profiled.worker, resolve)));
      say(formatSummary('panel, click -> request', summarizeProfiles(profiled.panelToRequest, resolve)));
      say(formatSummary('panel, click -> reply on screen', summarizeProfiles(profiled.panelToReply, resolve)));
    }
    await panel.close();
    await settle(bench.probe, 1000);

    panel = await openPanel(bench);
    await chatIdle(panel, bench);
    await measureTurn(bench, panel);
    const fresh = await turns(bench, panel, runs, say);
    say(line('imported, a freshly loaded panel', fresh));
    report.freshPanel = fresh;
    report.freshPanelHeapMB = round(await panelHeapMB(panel));
    say(`  its JS heap after GC: ${report.freshPanelHeapMB} MB`);
    await panel.close();
    await settle(bench.probe, 1000);
    const port = await portSends(bench, conversationId, runs);
    say(`  imported, port messages with no panel open: pre-model median ${medianOf(port)} ms (${port.map(Math.round).join(', ')})`);
    report.port = port;

    await stopWorker(bench);
    panel = await openPanel(bench);
    await chatIdle(panel, bench);
    await measureTurn(bench, panel);
    const restarted = await turns(bench, panel, runs, say);
    say(line('imported, after the worker was stopped, a fresh panel', restarted));
    report.restarted = restarted;
    await panel.close();
  } finally {
    await bench.close();
  }
  if (process.env.BENCH_COMPARE_SEEDED) {
    say('\n  the same data seeded through the v1 upgrade, in a fresh profile:');
    const { bench: seeded } = await deps.startDatabase(true);
    try {
      if (process.env.BENCH_WATCH_QUIET) {
        say('  after the upgrade, nothing clicked:');
        report.seededQuiet = await watchQuiet(seeded, say);
      }
      const panel = await openPanel(seeded);
      await chatIdle(panel, seeded);
      await measureTurn(seeded, panel);
      const warm = await turns(seeded, panel, runs, say);
      say(line('seeded through the upgrade, warm turns', warm));
      report.seeded = warm;
      await panel.close();
    } finally {
      await seeded.close();
    }
  }
  return report;
}
