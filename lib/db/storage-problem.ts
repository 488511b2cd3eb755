/**
 * Why the browser's storage (IndexedDB, through Dexie) refused, in words a
 * user can act on. Pure: it reads only the names of the error and of the
 * errors it wraps (Dexie keeps the browser's DOMException as `inner`).
 */
export type StorageProblem = 'private-window' | 'disabled' | 'full' | 'closed' | 'newer-version' | 'unavailable';
import { errorMessage } from '../util';

export interface StorageContext {
  /** The page runs in a private (incognito) window. */
  privateWindow?: boolean;
  /** The error came from opening the database, not from a read or write. */
  opening?: boolean;
}

interface Described {
  /** Why, as the end of "… could not be saved: <reason>." */
  reason: string;
  /** What to do first, as the start of a sentence that goes on "…, then try again." */
  fix: string;
  /** The full-panel notice shown when the panel cannot open its storage. */
  notice: string;
}

const TEXT: Record<StorageProblem, Described> = {
  'private-window': {
    reason: "Firefox private windows can't store extension data",
    fix: 'Open the panel in a normal window',
    notice: "Tasks can't be saved here: Firefox private windows can't store extension data. Open the panel in a normal window.",
  },
  disabled: {
    reason: 'storage is disabled for this browser profile',
    fix: 'Allow the browser to store site data (in Firefox, History must not be set to "Never remember history")',
    notice:
      'Tasks can\'t be saved here: storage is disabled for this browser profile. Allow the browser to store site data (in Firefox, History must not be set to "Never remember history"), then reopen the panel.',
  },
  full: {
    reason: "the browser's storage is full",
    fix: 'Free some disk space (or delete old conversations)',
    notice: "Tasks can't be saved here: the browser's storage is full. Free some disk space, then reopen the panel.",
  },
  closed: {
    reason: 'the database was closed, perhaps because the extension was just updated',
    fix: 'Wait a moment',
    notice: "Tasks can't be saved here: the database was closed, perhaps because the extension was just updated. Reopen the panel.",
  },
  'newer-version': {
    reason: 'the tasks were saved by a newer version of this extension',
    fix: 'Update the extension',
    notice: "Tasks can't be opened here: they were saved by a newer version of this extension. Update the extension, then reopen the panel.",
  },
  unavailable: {
    reason: "the browser could not open the extension's storage",
    fix: 'Restart the browser',
    notice: "Tasks can't be saved here: the browser could not open the extension's storage. Restart the browser; if this stays, check that the disk is not full.",
  },
};

const QUOTA = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED', 'NS_ERROR_FILE_NO_DEVICE_SPACE']);
const UNAVAILABLE = new Set(['OpenFailedError', 'UnknownError', 'AbortError', 'TimeoutError', 'NoSuchDatabaseError', 'UpgradeError']);

/** The names of an error and of those it wraps (Dexie's `inner`, `cause`, a bulk write's failures). */
function errorNames(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const names = 'name' in error && typeof error.name === 'string' ? [error.name] : [];
  const nested: unknown[] = [];
  if ('inner' in error) nested.push(error.inner);
  if ('cause' in error) nested.push(error.cause);
  if ('failures' in error && Array.isArray(error.failures)) nested.push(...error.failures);
  return [...names, ...nested.flatMap((inner) => errorNames(inner, depth + 1))];
}

/** The storage problem behind an error, or undefined when it is not one (a bug, a model error). */
export function storageProblemOf(error: unknown, context: StorageContext = {}): StorageProblem | undefined {
  const names = new Set(errorNames(error));
  const has = (name: string) => names.has(name);
  if ([...names].some((name) => QUOTA.has(name))) return 'full';
  if (has('MissingAPIError') || has('SecurityError')) return context.privateWindow ? 'private-window' : 'disabled';
  if (has('InvalidStateError')) {
    // Opening refused this way: a private window, or a profile that never stores data.
    if (context.opening || has('OpenFailedError')) return context.privateWindow ? 'private-window' : 'disabled';
    return 'closed';
  }
  if (has('DatabaseClosedError')) return 'closed';
  if (has('VersionError')) return 'newer-version';
  if ([...names].some((name) => UNAVAILABLE.has(name))) return context.privateWindow ? 'private-window' : 'unavailable';
  return undefined;
}

const detailOf = (error: unknown): string => errorMessage(error).split('\n')[0] ?? '';

/** The error for a user message that was not saved: what happened and what to do; never "saved". */
export function messageNotSavedText(error: unknown, context: StorageContext = {}): string {
  const problem = storageProblemOf(error, context);
  if (!problem) return `Your message could not be saved (${detailOf(error)}). Send it again; if this keeps happening, reload the extension.`;
  const { reason, fix } = TEXT[problem];
  return `Your message could not be saved: ${reason}. ${fix}, then send it again.`;
}

/** Any other read or write that failed (an answer, an approval, a retry), or undefined when the error is not about storage. */
export function storageFailedText(error: unknown, context: StorageContext = {}): string | undefined {
  const problem = storageProblemOf(error, context);
  if (!problem) return undefined;
  const { reason, fix } = TEXT[problem];
  return `The extension could not use its storage: ${reason}. ${fix}, then try again.`;
}

/** Why storage refused and what to do first, as parts of the caller's own sentence; undefined when the error is not about storage. */
export function storageReasonOf(error: unknown, context: StorageContext = {}): { reason: string; fix: string } | undefined {
  const problem = storageProblemOf(error, context);
  return problem ? { reason: TEXT[problem].reason, fix: TEXT[problem].fix } : undefined;
}

/** The full-panel notice when the panel cannot open its storage at all. */
export function storageNoticeText(problem: StorageProblem): string {
  return TEXT[problem].notice;
}
