import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { PublishedScript } from '../../util/published-script';
import type { Plan, PlanOptions } from './plan';

/**
 * The offline assistant's reading of words: the parser (lib/intent) and the
 * planner that turns a prompt into one step (plan-response.ts). The largest
 * part of the worker by far (the rules, chrono-node, MiniSearch for the
 * closest task), and needed only when the offline tier answers, so it is built
 * as a script of its own (entrypoints/offline-brain.ts) that the background
 * loads on first use (load-offline-brain.ts).
 */
export interface OfflineBrain {
  /** One step of the offline model for this prompt: a tool call, or the words that end the turn. */
  plan(prompt: LanguageModelV4Prompt, options: PlanOptions): Plan;
  /** The words ask for an action on the list (not small talk, help, a question back or a yes/no). */
  isClearTodoCommand(text: string, options: PlanOptions): boolean;
  /**
   * Plans a throwaway prompt with every pattern run, whatever its words (lib/util/prefiltered-regexp.ts): the
   * warm-up, so that the engine compiles all of them before the person's first request, not only the ones the
   * throwaway words hold.
   */
  warmUp(prompt: LanguageModelV4Prompt, options: PlanOptions): void;
}

export const OFFLINE_BRAIN_SCRIPT: PublishedScript<OfflineBrain> = { path: '/offline-brain.js', key: '__todoAssistantOfflineBrain' };
