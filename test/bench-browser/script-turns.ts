/**
 * The first turns of a worker's life that load a script of their own (issue 24;
 * lib/util/published-script.ts): the first task tool call loads the rules of
 * repeating tasks (`recurrence.js`), the offline tier's first turn its parser
 * and planner (`offline-brain.js`). Each is timed after the worker was stopped
 * (the script is loaded in the turn) and, as the reference, again at once in
 * the same worker (the script already there).
 *
 * - tool call: the fake model answers "add water plants every sunday …" with an
 *   add_task call with a weekly rule, then a text. Timed from the Send click to
 *   the request that carries the tool's result at the model server (the rules
 *   loaded, the task written) and to the reply on screen.
 * - offline turn: the offline tier reads the same request itself and adds the
 *   task; timed from the Send click to its reply ("Added “…”") on screen.
 */
import type { Page } from 'playwright-core';
import type { RecordedRequest } from '../e2e/support/fake-openai-server.ts';
import { benchSettings, STEP_TIMEOUT_MS } from './config.ts';
import { nodeNow, requestWithUserText, sleep, uniqueToken, type Bench } from './harness.ts';
import type { BenchGlobal } from './in-page.ts';
import { chatIdle, sendArmed, stopWorker } from './measure.ts';

export interface ToolTurnSample {
  /** Send click -> the first request at the model server. */
  preModelMs: number;
  /** Send click -> the request carrying add_task's result at the model server. */
  toolResultMs: number;
  /** Send click -> the reply text on screen. */
  turnMs: number;
}

/** A word of letters only, which no seeded text holds and the offline parser keeps in a title. */
const benchWord = () =>
  `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

/** The request for `question` that carries a tool's result, and that result's text. */
async function requestWithToolResult(bench: Bench, question: string): Promise<{ request: RecordedRequest; result: string }> {
  const deadline = nodeNow() + STEP_TIMEOUT_MS;
  while (nodeNow() < deadline) {
    for (const request of bench.server.requests) {
      const messages = request.body?.messages ?? [];
      const lastUser = messages.findLastIndex((message) => message.role === 'user');
      if (messages[lastUser]?.content !== question) continue;
      // This turn's result, not one of the history's.
      const tool = messages.slice(lastUser).find((message) => message.role === 'tool');
      if (tool) return { request, result: typeof tool.content === 'string' ? tool.content : JSON.stringify(tool.content) };
    }
    await sleep(5);
  }
  throw new Error(`the model server got no tool result for "${question}" within ${STEP_TIMEOUT_MS} ms`);
}

/** When the armed text came on screen and when Send was clicked, in the page's clock. */
async function onScreen(panel: Page, what: string): Promise<{ shownAt: number; clickAt: number }> {
  const found = await panel.evaluate((timeout) => (globalThis as BenchGlobal).__todoBench!.awaitFound(timeout), STEP_TIMEOUT_MS);
  if (!found) throw new Error(`${what} was not on screen within ${STEP_TIMEOUT_MS} ms`);
  const clickAt = await panel.evaluate(() => (globalThis as BenchGlobal).__todoBench!.lastClickAt);
  if (clickAt === undefined) throw new Error('the Send click was not seen in the page');
  return { shownAt: found.at, clickAt };
}

/** A turn whose model calls add_task with a weekly rule (the remote tier): the first task tool call of the worker's life when `cold`. */
export async function measureToolTurn(bench: Bench, panel: Page, options: { cold?: boolean } = {}): Promise<ToolTurnSample> {
  const word = benchWord();
  const question = `add water plants ${word} every sunday`;
  const reply = `Bench reply ${uniqueToken('r')}: added.`;
  // A call id of its own: the seeded conversation's approvals hold the fake server's default ids, and an
  // answered approval with the same id would decide this call.
  const call = { id: uniqueToken('call_bench'), name: 'add_task', arguments: { title: `Water plants ${word}`, recurrence: 'FREQ=WEEKLY;BYDAY=SU' } };
  bench.server.script({ toolCalls: [call] }, { text: reply });
  await chatIdle(panel, bench);
  if (options.cold) await stopWorker(bench);
  const { offset } = await sendArmed(panel, question, reply);
  const first = await requestWithUserText(bench.server, question);
  const { request, result } = await requestWithToolResult(bench, question);
  if (!result.includes(word) || /could not|error/i.test(result)) throw new Error(`add_task did not add the task: ${result.slice(0, 300)}`);
  const { shownAt, clickAt } = await onScreen(panel, 'the reply');
  return { preModelMs: first.receivedAt - (clickAt - offset), toolResultMs: request.receivedAt - (clickAt - offset), turnMs: shownAt - clickAt };
}

/** Sets the assistant's tier (the bench's remote settings otherwise). */
export async function switchTier(bench: Bench, panel: Page, provider: 'remote' | 'offline'): Promise<void> {
  await panel.evaluate(
    async (settings) => {
      const { chrome } = globalThis as typeof globalThis & { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
      await chrome.storage.local.set({ settings });
    },
    { ...benchSettings(bench.server.baseURL), provider },
  );
}

/** A key every this many ms when the bench types like a person (a fast typist: ~1.5 s for the offline request). */
export const TYPING_DELAY_MS = 40;

export interface OfflineTurnOptions {
  /** After a worker stop: the first turn of the worker's life. */
  cold?: boolean;
  /**
   * As a person meets it: the box is not focused when the worker stops; the bench focuses it, types
   * the request a key at a time (TYPING_DELAY_MS) and clicks Send. The panel asks the background to
   * load the offline assistant when the box gets focus (lib/hooks/use-offline-warm-up.ts). Without
   * it the request is filled in at once and sent (the box gets focus in the same instant).
   */
  typed?: boolean;
}

/** A turn of the offline tier that adds a weekly task: its first turn of the worker's life when `cold`. Send -> its reply on screen (ms). */
export async function measureOfflineTurn(bench: Bench, panel: Page, options: OfflineTurnOptions = {}): Promise<number> {
  const word = benchWord();
  const question = `add water plants ${word} every sunday`;
  // The reply quotes the title it added ("Added “Water plants zq…”"); the request itself has no closing quote.
  const awaited = `${word}”`;
  await chatIdle(panel, bench);
  const box = panel.getByRole('textbox', { name: 'Message' });
  if (options.typed) await box.evaluate((element) => (element as HTMLTextAreaElement).blur());
  if (options.cold) await stopWorker(bench);
  if (options.typed) {
    await box.focus();
    await box.pressSequentially(question, { delay: TYPING_DELAY_MS });
    await panel.evaluate((text) => {
      const helpers = (globalThis as BenchGlobal).__todoBench!;
      helpers.lastClickAt = undefined;
      helpers.armText(text);
    }, awaited);
    await panel.getByRole('button', { name: 'Send' }).click({ timeout: STEP_TIMEOUT_MS });
  } else {
    await sendArmed(panel, question, awaited);
  }
  const { shownAt, clickAt } = await onScreen(panel, "the offline tier's reply");
  return shownAt - clickAt;
}
