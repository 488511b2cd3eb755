import type { Page } from 'playwright-core';
import { RUNS, STEP_TIMEOUT_MS, STRUCTURE } from './config.ts';
import type { Bench } from './harness.ts';
import { chatIdle, measureChatOpen, measureQuickAdd, measureTabOpen, measureTurn, openPanel, panelHeapMB, type TurnSample } from './measure.ts';
import { failedSamples, samplesOf, type Samples } from './report.ts';

export type DatabaseFigures = Partial<
  Record<
    | 'warmPreModelMs'
    | 'warmInputDelayMs'
    | 'coldPreModelMs'
    | 'turnMs'
    | 'coldTurnMs'
    | 'chatOpenMs'
    | 'scrollToFirstMs'
    | 'tasksOpenMs'
    | 'activityOpenMs'
    | 'quickAddMs'
    | 'panelHeapMB',
    Samples
  >
>;

export interface DatabaseReport {
  figures: DatabaseFigures;
  /** What the chat did when scrolled to the top (rendered items, steps needed). */
  scroll?: { renderedItems: number; steps: number; scrollHeight: number; hasScrollContainer: boolean };
  heapByView?: Record<string, number>;
  maxClockErrorMs: number;
}

/** The text of message 1 of the conversation the panel opens on, when it is known before the first turn. */
export interface ConversationMarks {
  firstText?: string;
}

const log = (message: string) => process.stdout.write(`  ${message}\n`);

/** Runs `runs` times, keeping what was measured if a run fails. */
async function repeat<T>(label: string, runs: number, once: (index: number) => Promise<T>): Promise<{ values: T[]; error?: unknown }> {
  const values: T[] = [];
  try {
    for (let index = 0; index < runs; index++) values.push(await once(index));
    log(`${label}: done (${runs} runs)`);
    return { values };
  } catch (error) {
    log(`${label}: FAILED after ${values.length} runs: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return { values, error };
  }
}

const samples = (runs: number[], error?: unknown): Samples => (error === undefined ? samplesOf(runs) : failedSamples(error, runs));

/**
 * Every per-database figure, in an order that leaves each measured thing in
 * place for the next: quick-add, warm turns, cold turns, Chat open and
 * scroll, Tasks and Activity, heap. `firstText` is message 1 of the
 * conversation the panel opens on (undefined: the first measured question).
 */
export async function measureDatabase(bench: Bench, marks: ConversationMarks): Promise<DatabaseReport> {
  const figures: DatabaseFigures = {};
  let maxClockErrorMs = 0;

  const quick = await repeat('quick-add', RUNS, () => measureQuickAdd(bench));
  figures.quickAddMs = samples(quick.values, quick.error);

  let panel: Page = await openPanel(bench);
  await chatIdle(panel, bench);
  // One unmeasured turn: the first one after start-up also compiles code and creates the conversation on an empty database.
  const warmUp = await measureTurn(bench, panel);
  const firstText = marks.firstText ?? warmUp.question;
  let newest = warmUp.reply;

  const turns = async (label: string, cold: boolean) => {
    const result = await repeat(label, RUNS, async () => {
      const sample: TurnSample = await measureTurn(bench, panel, { cold });
      newest = sample.reply;
      maxClockErrorMs = Math.max(maxClockErrorMs, sample.clockErrorMs);
      return sample;
    });
    return result;
  };
  const warm = await turns('warm turns', false);
  figures.warmPreModelMs = samples(
    warm.values.map((sample) => sample.preModelMs),
    warm.error,
  );
  figures.turnMs = samples(
    warm.values.map((sample) => sample.turnMs),
    warm.error,
  );
  figures.warmInputDelayMs = samples(
    warm.values.map((sample) => sample.inputDelayMs),
    warm.error,
  );
  const cold = await turns('cold turns', true);
  figures.coldPreModelMs = samples(
    cold.values.map((sample) => sample.preModelMs),
    cold.error,
  );
  figures.coldTurnMs = samples(
    cold.values.map((sample) => sample.turnMs),
    cold.error,
  );

  let scroll: DatabaseReport['scroll'];
  const opens = await repeat('Chat open and scroll', RUNS, async () => {
    const sample = await measureChatOpen(bench, panel, newest, firstText);
    const { renderedItems, steps, scrollHeight, hasScrollContainer } = sample.scroll;
    scroll = { renderedItems, steps, scrollHeight, hasScrollContainer };
    if (!sample.scroll.found) throw new Error(`message 1 was not on screen after scrolling up for ${Math.round(sample.scroll.ms)} ms`);
    return sample;
  });
  figures.chatOpenMs = samples(
    opens.values.map((sample) => sample.openMs),
    opens.error,
  );
  figures.scrollToFirstMs = samples(
    opens.values.map((sample) => sample.scroll.ms),
    opens.error,
  );

  const tasks = await repeat('Tasks open', RUNS, () => measureTabOpen(bench, panel, 'Tasks', STRUCTURE.firstTaskRow));
  figures.tasksOpenMs = samples(tasks.values, tasks.error);
  const activity = await repeat('Activity open', RUNS, () => measureTabOpen(bench, panel, 'Activity', STRUCTURE.firstActivityEntry));
  figures.activityOpenMs = samples(activity.values, activity.error);

  const heapByView: Record<string, number> = {};
  try {
    await panel.close();
    panel = await openPanel(bench);
    const shown = { Chat: panel.getByText(newest).first(), Tasks: panel.locator(STRUCTURE.firstTaskRow).first(), Activity: panel.locator(STRUCTURE.firstActivityEntry).first() };
    for (const view of ['Chat', 'Tasks', 'Activity'] as const) {
      await panel.getByRole('tab', { name: view }).click();
      await shown[view].waitFor({ timeout: STEP_TIMEOUT_MS });
      heapByView[view] = Math.round((await panelHeapMB(panel)) * 10) / 10;
    }
    figures.panelHeapMB = samplesOf([Math.max(...Object.values(heapByView))]);
    log('panel heap: done');
  } catch (error) {
    figures.panelHeapMB = failedSamples(error);
    log(`panel heap: FAILED: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  await panel.close().catch(() => undefined);
  return { figures, ...(scroll ? { scroll } : {}), heapByView, maxClockErrorMs: Math.round(maxClockErrorMs * 10) / 10 };
}
