import type { Engine } from '../db';

/** The engines of the assistant's tiers: everything but a person acting in the panel or quick-add. */
export const ASSISTANT_ENGINES = ['remote', 'chrome-ai', 'webllm', 'offline'] as const satisfies readonly Engine[];

// A new engine must be placed in a group: this fails to compile until it is.
type Unplaced = Exclude<Engine, 'manual' | 'quick-add' | 'reminder' | 'sync' | (typeof ASSISTANT_ENGINES)[number]>;
const everyEnginePlaced: [Unplaced] extends [never] ? true : Unplaced = true;
void everyEnginePlaced;

/** Who acted, as the Activity view offers it to filter by: each a set of engines. */
export const ACTORS = [
  { id: 'manual', label: 'You', engines: ['manual'] },
  { id: 'quick-add', label: 'Quick-add', engines: ['quick-add'] },
  { id: 'reminder', label: 'Reminders', engines: ['reminder'] },
  { id: 'sync', label: 'Sync', engines: ['sync'] },
  { id: 'assistant', label: 'The assistant (any model)', engines: ASSISTANT_ENGINES },
  { id: 'remote', label: 'The assistant: remote model', engines: ['remote'] },
  { id: 'chrome-ai', label: "The assistant: Chrome's built-in model", engines: ['chrome-ai'] },
  { id: 'webllm', label: 'The assistant: in-browser model', engines: ['webllm'] },
  { id: 'offline', label: 'The assistant: offline', engines: ['offline'] },
] as const satisfies ReadonlyArray<{ id: string; label: string; engines: readonly Engine[] }>;

export type ActorId = (typeof ACTORS)[number]['id'];

/** The engines of an actor; undefined (anyone) for an unknown id. */
export function enginesOf(actor: string): readonly Engine[] | undefined {
  return ACTORS.find((candidate) => candidate.id === actor)?.engines;
}
