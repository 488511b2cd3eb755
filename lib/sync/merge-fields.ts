import { formatDate, formatFull } from '../time/format-time';
import { changedFields, sameField, SYNCED_FIELDS, withField, type SyncedField, type SyncedFields } from './synced-fields';

/** A field both sides changed to different values: the server's value was kept, this browser's is `yours`. */
export interface FieldConflict {
  field: SyncedField;
  kept: SyncedFields;
  yours: SyncedFields;
}

/**
 * Merges this browser's copy of a task with the server's, field by field,
 * against what both last agreed on (`base`): a field changed on one side only
 * takes that side's value; a field changed on both sides to different values
 * keeps the server's, and is returned as a conflict so Activity can say what
 * was not kept. With no base (a task both sides hold but never agreed on),
 * every field that differs is a conflict.
 */
export function mergeFields(base: SyncedFields | undefined, local: SyncedFields, remote: SyncedFields): { merged: SyncedFields; conflicts: FieldConflict[] } {
  let merged: SyncedFields = { ...remote, tags: [...remote.tags] };
  const conflicts: FieldConflict[] = [];
  for (const field of SYNCED_FIELDS) {
    if (sameField(field, local, remote)) continue;
    const localChanged = base === undefined || !sameField(field, base, local);
    const remoteChanged = base === undefined || !sameField(field, base, remote);
    if (localChanged && !remoteChanged) merged = withField(merged, field, local);
    else if (localChanged && remoteChanged) conflicts.push({ field, kept: remote, yours: local });
  }
  return { merged, conflicts };
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

/** "Sync kept the title from the server, “Call mom tonight”; yours was “Call mom”." */
export function conflictSentence(conflict: FieldConflict): string {
  return `Sync kept ${FIELD_NAME[conflict.field]} from the server, ${valueOf(conflict.field, conflict.kept)}; yours was ${valueOf(conflict.field, conflict.yours)}.`;
}
