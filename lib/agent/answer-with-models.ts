import { storageFailedText, storageProblemOf, type Engine } from '../db';
import { classifyModelError, describeModelError, isToolsUnsupported, MODEL_TIERS, selectModels } from '../models';
import { answerWithoutTools, rememberToolsRefused, toolsRefusedBefore } from './answer-without-tools';
import { auditModelFailure, modelIdOf } from './audit-agent';
import { streamTier } from './stream-tier';
import type { TurnPage } from './page-for-turn';
import { memorySectionForTurn } from './turn-memory';
import { clockOf, type AgentDeps, type Emit, type ModelTier } from './types';

/** The note shown when `auto` fell back: "The remote model did not answer (HTTP 500); the offline assistant replied." */
function fallbackNote(failed: ModelTier['engine'], error: unknown, next: ModelTier['engine']): string {
  return `The ${MODEL_TIERS[failed].phrase} did not answer (${classifyModelError(error).brief}); the ${MODEL_TIERS[next].phrase} replied.`;
}

/**
 * Lets the model tiers answer the conversation as saved. With provider
 * `auto` a failed tier hands over to the next one with a note; a provider
 * the user chose is never replaced: they get a sentence saying what
 * happened and what to do. Every failure is audited for the Activity view.
 */
export async function answerWithModels(deps: AgentDeps, conversationId: string, emit: Emit, signal?: AbortSignal, page?: TurnPage): Promise<void> {
  const now = clockOf(deps);
  const settings = await deps.settings();
  const reportFailure = async (engine: Engine, error: unknown, model?: string) => {
    const message = describeModelError(error, settings);
    await auditModelFailure(deps.db, { conversationId, engine, ...(model ? { model } : {}), error: message, at: now() });
    return message;
  };

  let tiers: ModelTier[];
  try {
    tiers = deps.models ? await deps.models(settings) : await selectModels(settings, { now, ...(deps.timeZone ? { timeZone: deps.timeZone } : {}) });
  } catch (error) {
    const engine = settings.provider === 'auto' ? 'offline' : settings.provider;
    emit({ type: 'error', conversationId, message: await reportFailure(engine, error) });
    return;
  }

  // Searched once for the turn, whichever tier answers.
  const memories = await memorySectionForTurn(deps, settings, conversationId, signal);
  let note: string | undefined;
  for (const [index, tier] of tiers.entries()) {
    emit({ type: 'engine', conversationId, engine: tier.engine, ...(note ? { note } : {}) });
    const run = { deps, settings, conversationId, tier, emit, memories, ...(signal ? { signal } : {}), ...(page ? { page } : {}) };
    let outcome = tier.engine === 'remote' && toolsRefusedBefore(settings) ? await answerWithoutTools(run) : await streamTier({ ...run, ...(note ? { note } : {}) });
    if (outcome.status === 'failed' && tier.engine === 'remote' && isToolsUnsupported(outcome.error)) {
      // The server says this model cannot take tools: answer anyway, and say which model can.
      rememberToolsRefused(settings);
      outcome = await answerWithoutTools(run);
    }
    if (outcome.status !== 'failed') return;
    // A step that could not be saved because the disk is full is not the model's failure, and another tier would
    // not fit either. Only a quota error: a model's AbortError or TimeoutError also reads as "storage unavailable".
    if (storageProblemOf(outcome.error) === 'full') {
      emit({ type: 'error', conversationId, message: storageFailedText(outcome.error)! });
      return;
    }
    const message = await reportFailure(tier.engine, outcome.error, modelIdOf(tier.model));
    const next = tiers[index + 1];
    if (settings.provider !== 'auto' || !next || signal?.aborted) {
      emit({ type: 'error', conversationId, message });
      return;
    }
    note = fallbackNote(tier.engine, outcome.error, next.engine);
  }
  if (tiers.length === 0) {
    emit({ type: 'error', conversationId, message: 'No assistant is available. Open Settings and choose a provider.' });
  }
}
