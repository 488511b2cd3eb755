import { latestUserText } from '../conversations';
import { listRemoteModels, loadOfflineBrain, offlineTier, pickToolsModel, type ModelTier } from '../models';
import type { Settings } from '../settings';
import { defaultTimeZone } from '../time/zoned-time';
import { streamTier, type TierOutcome, type TierRun } from './stream-tier';
import { clockOf } from './types';

/** Servers and models that refused tools, for the worker's lifetime: later turns go straight to the answer without tools. */
const refusedTools = new Set<string>();
const keyOf = (settings: Settings) => `${settings.remote.baseURL}\n${settings.remote.model}`;

export function rememberToolsRefused(settings: Settings): void {
  refusedTools.add(keyOf(settings));
}

export function toolsRefusedBefore(settings: Settings): boolean {
  return refusedTools.has(keyOf(settings));
}

/** The words the offline parser acts on: an action on the list, not chat ("hello", "tell me a joke"). */
export async function isClearTodoCommand(text: string, now: Date, timeZone: string): Promise<boolean> {
  return (await loadOfflineBrain()).isClearTodoCommand(text, { now, timeZone });
}

/** The model list is a nicety: the answer does not wait longer than this for it. */
const SUGGESTION_WAIT_MS = 3000;

/** One line naming a model of this server that can use tools, or how to get one. */
export async function toolsModelSuggestion(settings: Settings, fetchImpl?: typeof globalThis.fetch): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SUGGESTION_WAIT_MS);
  });
  const listed = await Promise.race([listRemoteModels(settings, fetchImpl), late]).finally(() => clearTimeout(timer));
  const pick = listed?.ok ? pickToolsModel(listed.models, settings.remote.model) : undefined;
  if (pick) return `To let the model change your list, choose “${pick}” in Settings → Model: it can use tools.`;
  if (/:11434\b/.test(settings.remote.baseURL)) return 'To let the model change your list, pull one that can use tools (ollama pull qwen3) and choose it in Settings.';
  return 'To let the model change your list, choose one that can use tools (Qwen 2.5 or 3, Llama 3.1 or later, Mistral Nemo) in Settings.';
}

/**
 * The remote model cannot take tools (the server said so). A clear todo
 * command ("add milk tomorrow", "delete task 3") is done by the offline
 * assistant, through the same tools, approvals and audit; anything else is
 * answered by the model in words, without tools. Either way the note says
 * so in one line and names a model of that server that can use tools.
 */
export async function answerWithoutTools(run: Omit<TierRun, 'tier' | 'note' | 'withoutTools'> & { tier: ModelTier }): Promise<TierOutcome> {
  const { deps, settings, conversationId } = run;
  const now = clockOf(deps)();
  const timeZone = deps.timeZone ?? defaultTimeZone();
  const [text, suggestion] = await Promise.all([latestUserText(deps.db, conversationId), toolsModelSuggestion(settings, deps.fetch)]);
  const model = settings.remote.model;
  if (await isClearTodoCommand(text, now, timeZone)) {
    const note = `“${model}” cannot use tools, so the offline assistant did this. ${suggestion}`;
    run.emit({ type: 'engine', conversationId, engine: 'offline', note });
    return streamTier({ ...run, tier: offlineTier({ now: clockOf(deps), timeZone }), note });
  }
  const note = `“${model}” cannot use tools, so it answered without your task list. ${suggestion}`;
  run.emit({ type: 'engine', conversationId, engine: run.tier.engine, note });
  return streamTier({ ...run, note, withoutTools: true });
}
