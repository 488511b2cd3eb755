import { loadScript, publishScript, takeScript, type PublishedScript } from '../util/published-script';
import type { describeRecurrence, firstOccurrence, nextOccurrence, normalizeRule } from './recurrence';

/**
 * The rules of repeating tasks (recurrence.ts and rrule) as the background
 * uses them: a script of its own (entrypoints/recurrence.ts), loaded the first
 * time a wake runs a tool (lib/tools/execute-tool.ts), so a wake that runs
 * none (a reminder shown, a sync, the panel's reads) does not load them. The
 * panel, which shows rules in words, imports recurrence.ts itself.
 */
export interface RecurrenceRules {
  normalizeRule: typeof normalizeRule;
  nextOccurrence: typeof nextOccurrence;
  firstOccurrence: typeof firstOccurrence;
  describeRecurrence: typeof describeRecurrence;
}

export const RECURRENCE_SCRIPT: PublishedScript<RecurrenceRules> = { path: '/recurrence.js', key: '__todoAssistantRecurrence' };

export class RecurrenceUnavailable extends Error {
  constructor(detail: string) {
    super(`The rules of repeating tasks could not load (${detail}). Nothing was changed; reload the extension and try again.`);
    this.name = 'RecurrenceUnavailable';
  }
}

/**
 * Hands the rules over, from a bundle that holds them: the rules' own script (entrypoints/recurrence.ts),
 * the sync engine (lib/sync/sync-runtime.ts) and the panel's tools (lib/tools/task-actions.ts). `from`
 * is recurrence.ts (or its namespace); only the four rules are kept, the same set from each.
 */
export function publishRecurrence(from: RecurrenceRules): void {
  const { normalizeRule, nextOccurrence, firstOccurrence, describeRecurrence } = from;
  publishScript(RECURRENCE_SCRIPT, { normalizeRule, nextOccurrence, firstOccurrence, describeRecurrence });
}

/** The rules, loaded the first time a worker's life needs them (lib/util/published-script.ts); a failure is tried again next time. */
export function loadRecurrence(): Promise<RecurrenceRules> {
  return loadScript(
    RECURRENCE_SCRIPT,
    (detail) => new RecurrenceUnavailable(detail),
    // Firefox: a literal path, resolved against the event page's own moz-extension:// URL (as offline-brain.js).
    () => import(/* @vite-ignore */ '/recurrence.js'),
  );
}

/** The rules once loaded: code that runs in a tool call (after `loadRecurrence()`) reads them without waiting. */
export function recurrenceRules(): RecurrenceRules {
  const rules = takeScript(RECURRENCE_SCRIPT);
  if (!rules) throw new RecurrenceUnavailable('they were used before they were loaded');
  return rules;
}

/** The rules now, or undefined while they are not loaded. */
export const loadedRecurrence = (): RecurrenceRules | undefined => takeScript(RECURRENCE_SCRIPT);
