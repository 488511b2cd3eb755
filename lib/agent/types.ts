import type { Emit } from '../messaging/agent-api';
import type { TodoDatabase } from '../db';
import type { ModelTier } from '../models';
import type { Embedder } from '../memory';
import type { Settings } from '../settings';

export type { ModelTier } from '../models';

export interface AgentDeps {
  db: TodoDatabase;
  /** Read on every call: the background keeps no state between messages. */
  settings: () => Promise<Settings>;
  now?: () => Date;
  /** IANA time zone of the user (default: the runtime's). */
  timeZone?: string;
  /** Builds the ordered model tiers for these settings (default: selectModels from lib/models). Tests inject mocks. */
  models?: (settings: Settings) => Promise<ModelTier[]>;
  /** Retries of a model call that failed transiently (default 2). */
  maxRetries?: number;
  /** The wait before the first retry, doubled before each next one (default 2 s). */
  retryDelayMs?: number;
  /** Time limit of one step, model call and tools included (default 120 s). */
  stepTimeoutMs?: number;
  /** The embedding model for these settings (default: selectEmbedder from lib/models). Tests inject fakes. */
  embedder?: (settings: Settings) => Embedder | undefined | Promise<Embedder | undefined>;
  /**
   * The tab the person is on (title and address only), looked at only for a
   * message that refers to it; `exclude` is the panel's own tab when it is
   * opened as one. Absent: no turn knows any page.
   */
  activePage?: (exclude?: number) => Promise<{ visible: true; url: string; title?: string } | { visible: false }>;
  /** The fetch of the agent's side requests to the model server (its model list, Ollama's /api/show); tests inject fakes. */
  fetch?: typeof globalThis.fetch;
}

/** Sends one event to the panel (the messaging layer's Emit). */
export type { Emit };

export const clockOf = (deps: AgentDeps): (() => Date) => deps.now ?? (() => new Date());

/**
 * The panel may go away mid-turn (closed, reloaded): sending to it must never
 * stop the turn, which goes on and is saved for when the panel comes back.
 */
export function safeEmit(emit: Emit): Emit {
  return (event) => {
    try {
      emit(event);
    } catch {
      // The panel is gone; the database has everything it will show.
    }
  };
}
