/**
 * `npm run bench:browser -- --profile`: where does the worker's pre-model
 * time (Send -> request at the model server) go on the seeded database?
 *
 * 1. The same port message from a page without any UI (the extension's
 *    manifest opened as a tab), with the panel closed, on its Settings tab,
 *    and on its Chat view, against the panel's own Send: does the panel's
 *    work compete with the worker's?
 * 2. Every IndexedDB request and transaction of the worker and of the panel
 *    during a warm turn, on one clock: who waits for what.
 * 3. CPU profiles of the worker and the panel from the click to the request
 *    (and of the panel to the reply), top self time, on an unminified build.
 */
import type { Page } from 'playwright-core';
import { CHROME_BUILD } from '../e2e/support/chromium.ts';
import { RUNS, STEP_TIMEOUT_MS } from './config.ts';
import { formatSummary, pageCdp, serviceWorkerCdp, sourceResolver, startProfiler, stopProfiler, summarizeProfiles, type Cdp, type CpuProfile } from './cpu-profile.ts';
import { clockOffset, pageClockOffset, requestWithUserText, settle, uniqueToken, type Bench } from './harness.ts';
import { HELPER_CONFIG, installBenchHelpers, type BenchGlobal, type IdbRecord, type TxRecord } from './in-page.ts';
import { chatIdle, latestConversationId, measurePortSend, measureTurn, openPanel } from './measure.ts';
import { median } from './report.ts';
import type { SeedOutcome } from './seed-in-page.ts';

export interface InvestigateDeps {
  startDatabase(seeded: boolean): Promise<{ bench: Bench; seed?: SeedOutcome }>;
  say(message: string): void;
}

const round = (value: number) => Math.round(value * 10) / 10;
const med = (values: number[]) => round(median(values) ?? NaN);

async function repeat(runs: number, once: () => Promise<number>): Promise<{ median: number; runs: number[] }> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await once());
  return { median: med(values), runs: values.map(round) };
}

async function waitForNewest(bench: Bench, panel: Page, text: string): Promise<void> {
  await panel.getByText(text).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await chatIdle(panel, bench);
}

/** The worker records when port messages arrive, on ports opened from now on. */
async function recordWorkerPorts(bench: Bench): Promise<void> {
  const worker = await bench.session.worker();
  await worker.evaluate(installBenchHelpers, HELPER_CONFIG);
  await worker.evaluate(() => (globalThis as BenchGlobal).__todoBench!.recordPortMessages());
}

/** The panel, recording when it posts port messages (its port opens at its first send). */
async function openRecordedPanel(bench: Bench): Promise<Page> {
  const panel = await openPanel(bench);
  await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.recordPortMessages());
  return panel;
}

/** Send -> request from four senders. */
async function senders(bench: Bench, conversationId: string, newest: string, say: InvestigateDeps['say']) {
  const out: Record<string, { median: number; runs: number[] }> = {};
  let panel = await openRecordedPanel(bench);
  await waitForNewest(bench, panel, newest);
  await measureTurn(bench, panel);
  out.panelSend = await repeat(RUNS, async () => (await measureTurn(bench, panel)).preModelMs);
  say(`  panel's Send (Chat view open): ${out.panelSend.median} ms`);
  await chatIdle(panel, bench);
  out.portWithChatOpen = await repeat(RUNS, async () => {
    const { preModelMs } = await measurePortSend(bench, conversationId);
    await chatIdle(panel, bench);
    return preModelMs;
  });
  say(`  port message from a page without UI, panel on Chat: ${out.portWithChatOpen.median} ms`);
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await chatIdle(panel, bench);
  out.portWithSettingsOpen = await repeat(RUNS, async () => {
    const { preModelMs } = await measurePortSend(bench, conversationId);
    await chatIdle(panel, bench);
    return preModelMs;
  });
  say(`  port message, panel on Settings: ${out.portWithSettingsOpen.median} ms`);
  await panel.close();
  // The closed panel's teardown runs on the renderer's main thread, which the probe page shares.
  await settle(bench.probe, 1000);
  out.portPanelClosed = await repeat(RUNS, async () => (await measurePortSend(bench, conversationId)).preModelMs);
  say(`  port message, panel closed: ${out.portPanelClosed.median} ms`);
  panel = await openRecordedPanel(bench);
  return { out, panel };
}

interface TimelineRow {
  who: 'worker' | 'panel' | 'server';
  what: string;
  startMs: number;
  firstMs: number | null;
  endMs: number | null;
}

/**
 * One warm turn, sent by the panel's Send button or by a port message from a
 * page without UI, with every IndexedDB request of the worker and the panel
 * and the worker's receipt of the message recorded, in ms from the send.
 */
export async function idbTimeline(bench: Bench, panel: Page, sender: 'panel' | 'port', conversationId: string) {
  const worker = await bench.session.worker();
  await worker.evaluate(installBenchHelpers, HELPER_CONFIG);
  await worker.evaluate(() => {
    const helpers = (globalThis as BenchGlobal).__todoBench!;
    helpers.instrumentIdb();
    helpers.recordPortMessages();
  });
  await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.instrumentIdb());
  await chatIdle(panel, bench);
  await worker.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takeIdbLog());
  await worker.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takePortLog());
  await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takeIdbLog());
  await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takePortLog());
  const workerClock = await pageClockOffsetOfWorker(bench);
  const panelClock = await pageClockOffset(panel);
  const sent = sender === 'panel' ? await measureTurn(bench, panel) : { ...(await measurePortSend(bench, conversationId)), turnMs: NaN };
  await chatIdle(panel, bench);
  const request = await requestWithUserText(bench.server, sent.question);
  const sentAt = request.receivedAt - sent.preModelMs; // Node clock
  const workerLog = await worker.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takeIdbLog());
  const portLog = await worker.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takePortLog());
  const panelLog = await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takeIdbLog());
  const panelPorts = await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.takePortLog());
  const handledAt = await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.lastClickHandledAt);
  const rows: TimelineRow[] = [];
  const add = (who: TimelineRow['who'], offset: number, log: { requests: IdbRecord[]; transactions: TxRecord[] }) => {
    const rel = (at: number | undefined) => (at === undefined ? null : round(at - offset - sentAt));
    for (const r of log.requests) {
      rows.push({
        who,
        what: `${r.op} ${r.store}${r.index ? `.${r.index}` : ''}${r.events > 1 ? ` (${r.events} events)` : ''}`,
        startMs: rel(r.start)!,
        firstMs: rel(r.firstAt),
        endMs: rel(r.end),
      });
    }
    for (const t of log.transactions) rows.push({ who, what: `transaction ${t.mode} [${t.stores.join(', ')}]`, startMs: rel(t.start)!, firstMs: null, endMs: rel(t.end) });
  };
  add('worker', workerClock.offset, workerLog);
  add('panel', panelClock.offset, panelLog);
  const mark = (who: TimelineRow['who'], what: string, at: number) => rows.push({ who, what, startMs: round(at - sentAt), firstMs: null, endMs: null });
  for (const message of portLog) mark('worker', `port message ${message.type}`, message.at - workerClock.offset);
  for (const message of panelPorts) mark('panel', `port message ${message.type}`, message.at - panelClock.offset);
  if (sender === 'panel') {
    mark('panel', "click (the event's timestamp)", sentAt);
    if (handledAt !== undefined) mark('panel', 'click listener ran', handledAt - panelClock.offset);
  }
  rows.push({ who: 'server', what: 'request reached the model server', startMs: round(sent.preModelMs), firstMs: null, endMs: null });
  rows.sort((a, b) => a.startMs - b.startMs);
  return { sender, preModelMs: round(sent.preModelMs), turnMs: round(sent.turnMs), clockErrorMs: round(Math.max(workerClock.error, panelClock.error)), rows };
}

async function pageClockOffsetOfWorker(bench: Bench) {
  const worker = await bench.session.worker();
  return clockOffset(() => worker.evaluate(() => performance.timeOrigin + performance.now()));
}

export function formatTimeline(timeline: Awaited<ReturnType<typeof idbTimeline>>): string {
  const cell = (value: number | null) => (value === null ? '-' : value.toFixed(1)).padStart(8);
  return [
    `  sent by ${timeline.sender === 'panel' ? "the panel's Send button" : 'a port message from a page without UI, panel on Chat'}: pre-model ${timeline.preModelMs} ms${Number.isNaN(timeline.turnMs) ? '' : `, reply on screen ${timeline.turnMs} ms`} (clocks within ${timeline.clockErrorMs} ms)`,
    '  ms from the send: start, first result, end',
    ...timeline.rows
      .filter((row) => row.startMs <= timeline.preModelMs + 20 || (row.endMs !== null && row.startMs < timeline.preModelMs))
      .map((row) => `  ${row.who.padEnd(6)} ${cell(row.startMs)} ${cell(row.firstMs)} ${cell(row.endMs)}  ${row.what}`),
  ].join('\n');
}

/**
 * CPU profiles of warm turns sent with the panel's Send button, started just
 * before the click (a raw mouse click at the button, so no harness work is
 * sampled): the worker's until the request reaches the server, the panel's
 * until then (even runs) or until the reply is on screen (odd runs).
 */
export async function profiles(bench: Bench, panel: Page, runs: number) {
  const worker: CpuProfile[] = [];
  const panelToRequest: CpuProfile[] = [];
  const panelToReply: CpuProfile[] = [];
  const preModel: number[] = [];
  const turns: number[] = [];
  for (let i = 0; i < runs; i++) {
    await chatIdle(panel, bench);
    const question = `Bench profiled question ${uniqueToken('pq')}`;
    const reply = `Bench profiled reply ${uniqueToken('pr')}.`;
    bench.server.script({ text: reply });
    await panel.getByRole('textbox', { name: 'Message' }).fill(question);
    const button = await panel.getByRole('button', { name: 'Send' }).boundingBox();
    if (!button) throw new Error('the Send button has no box');
    const clock = await pageClockOffset(panel);
    await panel.evaluate((text) => {
      const helpers = (globalThis as BenchGlobal).__todoBench!;
      helpers.lastClickAt = undefined;
      helpers.armText(text);
    }, reply);
    const workerCdp: Cdp = await serviceWorkerCdp(bench.session.context, bench.probe);
    const panelCdp: Cdp = await pageCdp(panel);
    try {
      await startProfiler(workerCdp);
      await startProfiler(panelCdp);
      await panel.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
      const request = await requestWithUserText(bench.server, question);
      worker.push(await stopProfiler(workerCdp));
      if (i % 2 === 0) panelToRequest.push(await stopProfiler(panelCdp));
      const found = await panel.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitFound(timeout), STEP_TIMEOUT_MS);
      if (i % 2 === 1) panelToReply.push(await stopProfiler(panelCdp));
      const clickAt = (await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.lastClickAt)) ?? NaN;
      preModel.push(request.receivedAt - (clickAt - clock.offset));
      if (found) turns.push(found.at - clickAt);
    } finally {
      await workerCdp.detach();
      await panelCdp.detach();
    }
  }
  return { worker, panelToRequest, panelToReply, preModelMs: med(preModel), turnMs: med(turns) };
}

export async function investigate({ startDatabase, say }: InvestigateDeps): Promise<number> {
  const resolve = sourceResolver(CHROME_BUILD);
  const report: Record<string, unknown> = { runs: RUNS };

  say('\nempty database: Send -> request from the panel and from a page without UI');
  {
    const { bench } = await startDatabase(false);
    try {
      await recordWorkerPorts(bench);
      const panel = await openRecordedPanel(bench);
      await measureTurn(bench, panel);
      const panelSend = await repeat(RUNS, async () => (await measureTurn(bench, panel)).preModelMs);
      const conversationId = await latestConversationId(bench);
      if (!conversationId) throw new Error('no conversation after the warm-up turn');
      const timeline = await idbTimeline(bench, panel, 'panel', conversationId);
      await chatIdle(panel, bench);
      await panel.close();
      await settle(bench.probe, 1000);
      const portPanelClosed = await repeat(RUNS, async () => (await measurePortSend(bench, conversationId)).preModelMs);
      report.empty = { panelSend, portPanelClosed, timeline };
      say(`  panel's Send: ${panelSend.median} ms; port message, panel closed: ${portPanelClosed.median} ms`);
      say(formatTimeline(timeline));
    } finally {
      await bench.close();
    }
  }

  say('\nseeded database');
  const { bench, seed } = await startDatabase(true);
  try {
    if (!seed) throw new Error('the database was not seeded');
    await recordWorkerPorts(bench);
    say('1. Send -> request by sender (median ms)');
    const { out, panel } = await senders(bench, seed.openConversationId, seed.newestMessageText, say);
    report.senders = out;
    await panel.getByRole('log').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await chatIdle(panel, bench);

    say('\n2. IndexedDB during a warm turn, worker and panel on one clock');
    const timelines = [];
    for (const sender of ['port', 'port', 'panel', 'panel'] as const) {
      const timeline = await idbTimeline(bench, panel, sender, seed.openConversationId);
      timelines.push(timeline);
      say(formatTimeline(timeline));
    }
    report.idbTimelines = timelines;

    say('\n3. CPU profiles (100 us sampling; the profiler slows things down)');
    const profiled = await profiles(bench, panel, Math.max(4, Math.min(RUNS, 6)));
    const workerSummary = summarizeProfiles(profiled.worker, resolve);
    const panelToRequest = summarizeProfiles(profiled.panelToRequest, resolve);
    const panelToReply = summarizeProfiles(profiled.panelToReply, resolve);
    say(`  profiled turns: pre-model ${profiled.preModelMs} ms, reply on screen ${profiled.turnMs} ms (medians)`);
    say(formatSummary('service worker, click -> request', workerSummary));
    say(formatSummary('panel, click -> request', panelToRequest));
    say(formatSummary('panel, click -> reply on screen', panelToReply));
    report.profiles = { preModelMs: profiled.preModelMs, turnMs: profiled.turnMs, worker: workerSummary, panelToRequest, panelToReply };
    await panel.close();
  } finally {
    await bench.close();
  }
  say(`BENCH_PROFILE_JSON ${JSON.stringify(report)}`);
  say('\n(.output/chrome-mv3 now holds an unminified build: run `npm run bench:browser` again for the figures.)');
  return 0;
}
