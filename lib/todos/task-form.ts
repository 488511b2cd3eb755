import type { Todo } from '../db';
import { isDateOnly } from '../time/due-time';
import { defaultTimeZone, formatLocalDateTime, zonedIso } from '../time/zoned-time';
import type { Result } from '../util';

/** A task as the add form and the editor hold it: strings, exactly as typed. */
export interface TaskFormValues {
  title: string;
  description: string;
  /** `YYYY-MM-DD` from a date input, or empty. */
  dueDate: string;
  /** `HH:MM` from a time input, or empty. */
  dueTime: string;
  /** '1' to '4'. */
  priority: string;
  /** Comma- or space-separated words. */
  tags: string;
  /** The page the task links to (http or https), or empty. */
  url: string;
}

/** `2026-03-10T09:30:00+01:00`: a local date and time with the offset the zone has on that day. */
export function localIsoDateTime(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedIso({ year, month, day, hour, minute }, defaultTimeZone());
}

/** The editor's starting values for a task; a due time is shown in local time. */
export function formFromTodo(todo: Todo): TaskFormValues {
  let dueDate = '';
  let dueTime = '';
  if (todo.dueAt && isDateOnly(todo.dueAt)) dueDate = todo.dueAt;
  else if (todo.dueAt) {
    // `2026-03-10T09:30:00+01:00` in the user's zone: its date and its HH:MM.
    const local = formatLocalDateTime(new Date(todo.dueAt), defaultTimeZone());
    dueDate = local.slice(0, 10);
    dueTime = local.slice(11, 16);
  }
  return {
    title: todo.title,
    description: todo.description ?? '',
    dueDate,
    dueTime,
    priority: String(todo.priority),
    tags: todo.tags.join(', '),
    url: todo.url ?? '',
  };
}

/** The due date the form describes: undefined for none, or an error when only a time was given. */
function dueOf(values: TaskFormValues): Result<string | undefined> {
  if (!values.dueDate) {
    return values.dueTime ? { ok: false, error: 'Pick a date for the due time, or clear the time' } : { ok: true, value: undefined };
  }
  return { ok: true, value: values.dueTime ? localIsoDateTime(values.dueDate, values.dueTime) : values.dueDate };
}

const tagsOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * Only the fields the person changed, as `update_task` changes: a cleared due
 * date is `null`. An empty object means there is nothing to save.
 */
export function formToChanges(values: TaskFormValues, todo: Todo): Result<Record<string, unknown>> {
  const original = formFromTodo(todo);
  const changes: Record<string, unknown> = {};
  if (values.title !== original.title) changes.title = values.title;
  if (values.description !== original.description) changes.description = values.description;
  if (values.priority !== original.priority) changes.priority = Number(values.priority);
  if (values.dueDate !== original.dueDate || values.dueTime !== original.dueTime) {
    const due = dueOf(values);
    if (!due.ok) return due;
    changes.dueAt = due.value ?? null;
  }
  const tags = tagsOf(values.tags);
  if (tags.join(',') !== todo.tags.join(',')) changes.tags = tags;
  if (values.url.trim() !== original.url) changes.url = values.url.trim() || null;
  return { ok: true, value: changes };
}
