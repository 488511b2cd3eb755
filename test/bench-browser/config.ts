import type { PORT_NAME } from '../../lib/messaging/protocol.ts';

/**
 * What `npm run bench:browser` measures, how often, and against which
 * budgets (issue 9). Everything a redesign of the panel may break is here.
 */

/**
 * The only structural selectors of the harness (CSS, used inside the page).
 * Everything else goes through accessible names from DESIGN.md ("What the
 * acceptance tests use"). If the panel is redesigned, fix these first.
 */
export const STRUCTURE = {
  /** The first task of the Tasks view's list (the list is grouped: its group headers are rows too, without a task). */
  firstTaskRow: '[role="tabpanel"] [aria-label="Task list"] li.task',
  /** The first entry of the Activity view's log. */
  firstActivityEntry: '[role="tabpanel"] [aria-label="Activity log"] li, [role="tabpanel"] [aria-label="Activity log"] [role="listitem"]',
  /** The chat's message list (its scroll container is found from here). */
  messageLog: '[role="log"]',
  /** One rendered row of the chat's virtual list, inside `messageLog` (its direct child is the list's sizer). */
  messageRow: '[data-index]',
} as const;

/** The chat port's name (lib/messaging/protocol.ts; the type breaks the build if it changes). */
export const CHAT_PORT_NAME: typeof PORT_NAME = 'todo-assistant/chat';

/** The size of the seeded database (issue 9). */
export const SEED = {
  tasks: 10_000,
  /** Share of the tasks still pending. */
  pendingShare: 0.35,
  conversations: 300,
  messages: 100_000,
  /** Messages in the open (most recently updated) conversation. */
  openConversationMessages: 10_000,
  audit: 100_000,
  /** Rows per IndexedDB transaction while seeding. */
  batch: 10_000,
  /**
   * One `list_tasks` result in this many is an old-shape whole-list output of
   * about 90-130 KB (the issue measured one of 114 KB); the others list 0-50 tasks.
   */
  bigListEvery: 20,
} as const;

/**
 * The IndexedDB version the seed is written at: Dexie's version 1 (Dexie
 * stores version n as 10n), the stores `seedV1TodosInWorker` creates. The
 * extension's own upgrade then derives what later versions add (the tasks'
 * sort keys, new indexes) when it first opens the database, as it does for
 * an updating user, so the seed never copies those formulas.
 */
export const SEEDED_IDB_VERSION = 10;

export const RUNS = positiveInt(process.env.BENCH_RUNS, 7);

/** Upper bound for one measured step (a turn, a view opening, a scroll). */
export const STEP_TIMEOUT_MS = positiveInt(process.env.BENCH_STEP_TIMEOUT_MS, 60_000);

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export type FigureId =
  | 'warmPreModelMs'
  | 'coldPreModelMs'
  | 'turnMs'
  | 'chatOpenMs'
  | 'scrollToFirstMs'
  | 'tasksOpenMs'
  | 'activityOpenMs'
  | 'quickAddMs'
  | 'panelHeapMB'
  | 'panelFirstScriptsKBgz'
  | 'backgroundKBgz';

/**
 * How a figure is judged: `max` (every measured database at most `limit`),
 * `seededMax` (the seeded one at most `limit`), `ratio` (seeded / empty at
 * most `limit`), `delta` (seeded - empty at most `limit`), or none.
 */
export type Budget = { kind: 'max'; limit: number } | { kind: 'seededMax'; limit: number } | { kind: 'ratio'; limit: number } | { kind: 'delta'; limit: number } | { kind: 'none' };

export interface FigureSpec {
  id: FigureId;
  label: string;
  unit: 'ms' | 'MB' | 'kB';
  budget: Budget;
  /** `build`: one value for the build, whatever the database. */
  scope: 'database' | 'build';
}

export const FIGURES: readonly FigureSpec[] = [
  { id: 'warmPreModelMs', label: 'warm pre-model (Send -> request at server)', unit: 'ms', budget: { kind: 'max', limit: 50 }, scope: 'database' },
  { id: 'coldPreModelMs', label: 'cold pre-model (worker stopped first)', unit: 'ms', budget: { kind: 'max', limit: 150 }, scope: 'database' },
  { id: 'turnMs', label: 'turn (Send -> reply visible)', unit: 'ms', budget: { kind: 'ratio', limit: 1.2 }, scope: 'database' },
  { id: 'chatOpenMs', label: 'Chat open (reload -> newest message)', unit: 'ms', budget: { kind: 'delta', limit: 100 }, scope: 'database' },
  { id: 'scrollToFirstMs', label: 'scroll up to message 1', unit: 'ms', budget: { kind: 'none' }, scope: 'database' },
  { id: 'tasksOpenMs', label: 'Tasks open (click -> first row)', unit: 'ms', budget: { kind: 'seededMax', limit: 300 }, scope: 'database' },
  { id: 'activityOpenMs', label: 'Activity open (click -> first entry)', unit: 'ms', budget: { kind: 'seededMax', limit: 300 }, scope: 'database' },
  { id: 'quickAddMs', label: 'quick-add (Enter -> row in IndexedDB)', unit: 'ms', budget: { kind: 'max', limit: 50 }, scope: 'database' },
  { id: 'panelHeapMB', label: 'panel JS heap after GC (max of views)', unit: 'MB', budget: { kind: 'seededMax', limit: 60 }, scope: 'database' },
  { id: 'panelFirstScriptsKBgz', label: "panel's first scripts, gzipped", unit: 'kB', budget: { kind: 'max', limit: 150 }, scope: 'build' },
  { id: 'backgroundKBgz', label: 'background.js, gzipped', unit: 'kB', budget: { kind: 'max', limit: 200 }, scope: 'build' },
];

/** The remote-model settings the bench runs with (a zero-latency fake server). */
export function benchSettings(baseURL: string) {
  return { provider: 'remote', remote: { baseURL, model: 'test-model', apiKey: 'sk-bench' }, historyWindow: 20, maxSteps: 5, approvalTimeoutMinutes: 10 };
}
