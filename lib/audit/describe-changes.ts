import type { AuditEntry, Todo } from '../db';
import { formatClock, formatDay, type TimeOptions } from '../time/format-time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const PRIORITY_WORDS: Record<number, string> = { 1: 'P1', 2: 'P2', 3: 'P3', 4: 'none' };

/** A due date, short, in the reader's clock: "Fri", "Mon 9:00 AM", "Mar 20", "none". */
export function shortDue(dueAt: string | undefined, now: Date, options: TimeOptions = {}): string {
  if (!dueAt) return 'none';
  if (DATE_ONLY.test(dueAt)) return formatDay(new Date(`${dueAt}T12:00:00Z`), now, { ...options, timeZone: 'UTC' });
  const instant = new Date(dueAt);
  if (Number.isNaN(instant.getTime())) return 'an unknown date';
  return `${formatDay(instant, now, options)} ${formatClock(instant, options)}`;
}

const quoted = (text: string) => `“${text}”`;
const cut = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const tagList = (tags: readonly string[]) => (tags.length ? tags.map((tag) => `#${tag}`).join(' ') : 'none');

/**
 * What a change did to a task, field by field, in words: "due Fri → Mon",
 * "title “Vet” → “Vet appointment”", "priority none → P1". Machine fields
 * (updatedAt, reminder state, derived keys) are left out. Empty when the
 * entry has no before and after of one task.
 */
export function describeChanges(before: Todo | undefined, after: Todo | undefined, now: Date, options: TimeOptions = {}): string[] {
  if (!before || !after) return [];
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`title ${quoted(cut(before.title))} → ${quoted(cut(after.title))}`);
  if (before.dueAt !== after.dueAt) changes.push(`due ${shortDue(before.dueAt, now, options)} → ${shortDue(after.dueAt, now, options)}`);
  if (before.priority !== after.priority) changes.push(`priority ${PRIORITY_WORDS[before.priority]} → ${PRIORITY_WORDS[after.priority]}`);
  if (before.tags.join(' ') !== after.tags.join(' ')) changes.push(`tags ${tagList(before.tags)} → ${tagList(after.tags)}`);
  if ((before.description ?? '') !== (after.description ?? ''))
    changes.push(after.description ? (before.description ? 'description changed' : 'description added') : 'description removed');
  if ((before.recurrence ?? '') !== (after.recurrence ?? '')) changes.push(after.recurrence ? (before.recurrence ? 'repeat changed' : 'now repeats') : 'no longer repeats');
  if (before.remindBefore !== after.remindBefore) changes.push('reminder changed');
  if (before.status !== after.status) changes.push(after.status === 'completed' ? 'marked done' : 'marked not done');
  // A task's link (a field newer than some entries): compared when either side has one.
  const link = (todo: Todo) => (todo as { url?: string }).url ?? '';
  if (link(before) !== link(after)) changes.push(link(after) ? 'link changed' : 'link removed');
  return changes;
}

/** The tools whose entries are edits of one task, said field by field. */
const CHANGE_TOOLS: ReadonlySet<string> = new Set(['update_task', 'skip_occurrence', 'snooze_reminder', 'sync_change']);

/** The field changes of an audit entry (an edit, a skip, a change that came by sync), for Activity's second line. */
export function changesOfEntry(entry: AuditEntry, now: Date, options: TimeOptions = {}): string[] {
  if (entry.status !== 'ok' || entry.undoOf !== undefined) return [];
  if (!CHANGE_TOOLS.has(entry.toolName)) return [];
  const changes = describeChanges(entry.before, entry.after, now, options);
  return changes.length === 0 && entry.before && entry.after ? ['nothing changed'] : changes;
}
