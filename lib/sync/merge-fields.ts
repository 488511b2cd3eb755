import { formatDate, formatFull } from '../time/format-time';
import { changedFields, sameField, SYNCED_FIELDS, withField, type SyncedField, type SyncedFields } from './synced-fields';

/** A field both sides changed to different values: `winner` says whose value was kept (the later LAST-MODIFIED). */
export interface FieldConflict {
  field: SyncedField;
  winner: 'server' | 'here';
  /** The server's copy. */
  server: SyncedFields;
  /** This browser's copy. */
  yours: SyncedFields;
}

/** When each side last changed its copy (ISO 8601): this browser's task `updatedAt`, the server's LAST-MODIFIED. */
export interface EditTimes {
  here?: string;
  server?: string;
}

/** The later edit wins; the server on a tie or when a time is unknown (every device then agrees with what the server holds). */
function winnerOf(times: EditTimes): 'server' | 'here' {
  const here = times.here ? Date.parse(times.here) : Number.NaN;
  const server = times.server ? Date.parse(times.server) : Number.NaN;
  return !Number.isNaN(here) && !Number.isNaN(server) && here > server ? 'here' : 'server';
}

/**
 * Merges this browser's copy of a task with the server's, field by field,
 * against what both last agreed on (`base`): a field changed on one side only
 * takes that side's value; a field changed on both sides to different values
 * takes the side edited later (`times`; the server's on a tie), and is
 * returned as a conflict so Activity can say what was not kept. With no base
 * (a task both sides hold but never agreed on), every field that differs is a
 * conflict.
 */
export function mergeFields(
  base: SyncedFields | undefined,
  local: SyncedFields,
  remote: SyncedFields,
  times: EditTimes = {},
): { merged: SyncedFields; conflicts: FieldConflict[] } {
  let merged: SyncedFields = { ...remote, tags: [...remote.tags] };
  const conflicts: FieldConflict[] = [];
  const winner = winnerOf(times);
  for (const field of SYNCED_FIELDS) {
    if (sameField(field, local, remote)) continue;
    const localChanged = base === undefined || !sameField(field, base, local);
    const remoteChanged = base === undefined || !sameField(field, base, remote);
    if (localChanged && !remoteChanged) merged = withField(merged, field, local);
    else if (localChanged && remoteChanged) {
      conflicts.push({ field, winner, server: remote, yours: local });
      if (winner === 'here') merged = withField(merged, field, local);
    }
  }
  return { merged, conflicts };
}

/**
 * The copy an Activity entry of a merge records as "before", so its Undo takes
 * back the values that lost: this browser's copy, with the server's value in
 * each field where this browser's was kept.
 */
export function undoCopyOf(local: SyncedFields, conflicts: readonly FieldConflict[]): SyncedFields {
  return conflicts.reduce((copy, conflict) => (conflict.winner === 'here' ? withField(copy, conflict.field, conflict.server) : copy), local);
}

/** Whether two copies hold the same value in every synced field. */
export const sameFields = (a: SyncedFields, b: SyncedFields): boolean => changedFields(a, b).length === 0;

const FIELD_NAME: Record<SyncedField, string> = {
  title: 'the title',
  description: 'the description',
  status: 'the status',
  dueAt: 'the due date',
  priority: 'the priority',
  tags: 'the tags',
  recurrence: 'the repeat rule',
  remindBefore: 'the reminder',
};

/** One field's value as a person reads it in a sentence. */
function valueOf(field: SyncedField, fields: SyncedFields): string {
  switch (field) {
    case 'title':
      return `“${fields.title}”`;
    case 'description':
      return fields.description ? `“${fields.description}”` : 'none';
    case 'status':
      return fields.status === 'completed' ? 'completed' : 'not completed';
    case 'dueAt':
      return !fields.dueAt ? 'no due date' : fields.dueAt.length === 10 ? formatDate(fields.dueAt) : formatFull(fields.dueAt, fields.timeZone ? { timeZone: fields.timeZone } : {});
    case 'priority':
      return `p${fields.priority}`;
    case 'tags':
      return fields.tags.length > 0 ? fields.tags.map((tag) => `#${tag}`).join(' ') : 'no tags';
    case 'recurrence':
      return fields.recurrence ?? 'does not repeat';
    case 'remindBefore':
      return fields.remindBefore === undefined ? 'no reminder' : `${fields.remindBefore} minutes before`;
  }
}

/**
 * "Sync kept the title from the server, “Call mom tonight”; yours was “Call mom”."
 * or "Sync kept your title, “Call mom”; the server’s was “Call mom tonight”."
 */
export function conflictSentence(conflict: FieldConflict): string {
  const { field, server, yours } = conflict;
  return conflict.winner === 'server'
    ? `Sync kept ${FIELD_NAME[field]} from the server, ${valueOf(field, server)}; yours was ${valueOf(field, yours)}.`
    : `Sync kept your ${FIELD_NAME[field].replace(/^the /, '')}, ${valueOf(field, yours)}; the server’s was ${valueOf(field, server)}.`;
}
