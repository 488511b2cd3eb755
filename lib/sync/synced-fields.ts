import type { Todo, SyncedFields } from '../db';

export type { SyncedFields };

/*
 * What of a task travels to a CalDAV server (the `SyncedFields` type, in
 * lib/db): the fields RFC 5545 has a property for. Links, reminder state and
 * derived keys stay in this browser. A completed task carries no rule: its
 * series goes on in the next occurrence (docs/sync.md, "Repeating tasks").
 */

/** The synced fields of a stored task, in the shape the mapping compares. */
export function syncedFieldsOf(task: Pick<Todo, keyof SyncedFields>): SyncedFields {
  const repeats = task.status === 'pending' && task.recurrence !== undefined;
  return {
    title: task.title,
    ...(task.description ? { description: task.description } : {}),
    status: task.status,
    ...(task.status === 'completed' && task.completedAt ? { completedAt: task.completedAt } : {}),
    ...(task.dueAt ? { dueAt: task.dueAt } : {}),
    priority: task.priority,
    tags: [...task.tags],
    ...(repeats ? { recurrence: task.recurrence, ...(task.timeZone ? { timeZone: task.timeZone } : {}) } : {}),
    ...(task.remindBefore !== undefined && task.dueAt ? { remindBefore: task.remindBefore } : {}),
  };
}

export type SyncedField = 'title' | 'description' | 'status' | 'dueAt' | 'priority' | 'tags' | 'recurrence' | 'remindBefore';

/** The fields compared and merged one by one; status carries completedAt, recurrence its zone. */
export const SYNCED_FIELDS: readonly SyncedField[] = ['title', 'description', 'status', 'dueAt', 'priority', 'tags', 'recurrence', 'remindBefore'];

const sameInstant = (a: string | undefined, b: string | undefined): boolean => {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a.length <= 10 || b.length <= 10) return false;
  return Date.parse(a) === Date.parse(b);
};

const timed = (fields: SyncedFields) => fields.dueAt !== undefined && fields.dueAt.length > 10;

/** Whether one field has the same value in two copies (a due time by its instant, tags as a set). */
export function sameField(field: SyncedField, a: SyncedFields, b: SyncedFields): boolean {
  switch (field) {
    case 'status':
      return a.status === b.status && (a.status === 'pending' || sameInstant(a.completedAt, b.completedAt) || !a.completedAt || !b.completedAt);
    case 'dueAt':
      return sameInstant(a.dueAt, b.dueAt);
    case 'tags':
      return a.tags.length === b.tags.length && a.tags.every((tag) => b.tags.includes(tag));
    case 'recurrence':
      // The zone matters for a rule on a time of day; a DATE carries none.
      return a.recurrence === b.recurrence && (a.recurrence === undefined || !a.timeZone || !b.timeZone || a.timeZone === b.timeZone || !timed(a) || !timed(b));
    default:
      return a[field] === b[field];
  }
}

/** The fields whose values differ between two copies. */
export function changedFields(a: SyncedFields, b: SyncedFields): SyncedField[] {
  return SYNCED_FIELDS.filter((field) => !sameField(field, a, b));
}

/** Copies one field (with what goes with it) from a copy onto another. */
export function withField(target: SyncedFields, field: SyncedField, source: SyncedFields): SyncedFields {
  const next: SyncedFields = { ...target };
  const set = <K extends keyof SyncedFields>(key: K) => {
    if (source[key] === undefined) delete next[key];
    else next[key] = source[key];
  };
  set(field);
  if (field === 'status') set('completedAt');
  if (field === 'recurrence') set('timeZone');
  return next;
}
