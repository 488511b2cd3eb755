import type { Engine } from '../db';

/*
 * The model tiers, one definition each: what every layer says of a tier.
 * This file is light (no model code), so the panel reads it; how a tier is
 * checked and built is `TIER_RUNTIME` in select-models.ts, keyed by the same
 * engine ids, so a tier missing from either is a type error.
 */

/** The engines of the assistant's tiers, in the order Settings offers them. */
export const MODEL_ENGINES = ['remote', 'chrome-ai', 'webllm', 'offline'] as const satisfies readonly Engine[];
export type ModelEngine = (typeof MODEL_ENGINES)[number];

// A new engine must be a tier or one of the people's: this fails to compile until it is.
type Unplaced = Exclude<Engine, 'manual' | 'quick-add' | 'reminder' | 'sync' | ModelEngine>;
const everyEnginePlaced: [Unplaced] extends [never] ? true : Unplaced = true;
void everyEnginePlaced;

export interface ModelTierDefinition {
  engine: ModelEngine;
  /** The tier's name: Settings' choice and the chat's badge over the answer ("Remote model"). */
  label: string;
  /** Said inside a sentence: "The remote model did not answer (…); the offline assistant replied." */
  phrase: string;
  /** Activity's "who" filter: "The assistant: remote model". */
  actorLabel: string;
  /** Settings' line under the choice. */
  explanation: string;
  /** Saving it asks the browser for a host permission (a model server's address). */
  needsHostPermission: boolean;
  /** Its own section in Settings (shown when it is chosen, or with Automatic), if it has one. */
  settingsSection?: 'remote' | 'webllm';
}

export const MODEL_TIERS = {
  remote: {
    engine: 'remote',
    label: 'Remote model',
    phrase: 'remote model',
    actorLabel: 'The assistant: remote model',
    explanation: 'An OpenAI-compatible server (OpenAI, Ollama, LM Studio…); errors are shown, never replaced.',
    needsHostPermission: true,
    settingsSection: 'remote',
  },
  'chrome-ai': {
    engine: 'chrome-ai',
    label: "Chrome's built-in model",
    phrase: "Chrome's built-in model",
    actorLabel: "The assistant: Chrome's built-in model",
    explanation: 'Gemini Nano, which Chrome downloads and runs on this computer: no key, no server.',
    needsHostPermission: false,
  },
  webllm: {
    engine: 'webllm',
    label: 'In-browser model',
    phrase: 'in-browser model',
    actorLabel: 'The assistant: in-browser model',
    explanation: 'A small model that runs on this computer with WebGPU, after a one-time download.',
    needsHostPermission: false,
    settingsSection: 'webllm',
  },
  offline: {
    engine: 'offline',
    label: 'Offline assistant',
    phrase: 'offline assistant',
    actorLabel: 'The assistant: offline',
    explanation: 'Built-in rules that understand simple requests; no model, works everywhere.',
    needsHostPermission: false,
  },
} as const satisfies { [E in ModelEngine]: ModelTierDefinition & { engine: E } };

export function isModelEngine(engine: string): engine is ModelEngine {
  return (MODEL_ENGINES as readonly string[]).includes(engine);
}

/** Who acted, as the Activity view offers it to filter by: each a set of engines (a person, quick-add, reminders, the assistant, each tier). */
export const ACTORS = [
  { id: 'manual', label: 'You', engines: ['manual'] },
  { id: 'quick-add', label: 'Quick-add', engines: ['quick-add'] },
  { id: 'reminder', label: 'Reminders', engines: ['reminder'] },
  // Changes a sync with another calendar or service brought in (issue 25 writes them with engine `sync`).
  { id: 'sync', label: 'Sync', engines: ['sync'] },
  { id: 'assistant', label: 'The assistant (any model)', engines: MODEL_ENGINES },
  ...MODEL_ENGINES.map((engine) => ({ id: engine, label: MODEL_TIERS[engine].actorLabel, engines: [engine] })),
] as const satisfies ReadonlyArray<{ id: string; label: string; engines: readonly Engine[] }>;

export type ActorId = (typeof ACTORS)[number]['id'];

/** The engines of an actor; undefined (anyone) for an unknown id. */
export function enginesOf(actor: string): readonly Engine[] | undefined {
  return ACTORS.find((candidate) => candidate.id === actor)?.engines;
}
