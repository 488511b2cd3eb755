import type { Todo } from '../db';
import { recurrenceRules } from '../todos/recurrence-script';
import { siteOf } from '../util/page-link';

/** The model reads a rule in its own zone's clock (its zone is beside it), the same on every machine. */
const MODEL_VIEW = (todo: Todo) => ({ locale: 'en-US', ...(todo.timeZone ? { timeZone: todo.timeZone } : {}) });

/** A repeating task's rule, its zone and the rule in words ("every Monday at 8:00"); the reminder offset when set. */
function repeatFields(todo: Todo) {
  return {
    ...(todo.recurrence
      ? {
          recurrence: todo.recurrence,
          repeats: recurrenceRules().describeRecurrence(todo.recurrence, todo.dueAt, todo.timeZone, MODEL_VIEW(todo)),
          ...(todo.timeZone ? { timeZone: todo.timeZone } : {}),
        }
      : {}),
    ...(todo.remindBefore !== undefined ? { remindBefore: todo.remindBefore, reminder: reminderWords(todo.remindBefore) } : {}),
  };
}

/** "30 minutes before", "at the due time", "2 hours before", "1 day before". */
export function reminderWords(minutes: number): string {
  if (minutes === 0) return 'at the due time';
  const unit = minutes % 1440 === 0 ? ['day', minutes / 1440] : minutes % 60 === 0 ? ['hour', minutes / 60] : ['minute', minutes];
  const [name, count] = unit as [string, number];
  return `${count} ${name}${count === 1 ? '' : 's'} before`;
}

/** The compact shape of a task that tools return to the model. */
export function taskView(todo: Todo) {
  return {
    id: todo.id,
    title: todo.title,
    status: todo.status,
    priority: todo.priority,
    ...(todo.dueAt ? { dueAt: todo.dueAt } : {}),
    ...(todo.tags.length ? { tags: todo.tags } : {}),
    ...(todo.description ? { description: todo.description } : {}),
    ...(todo.completedAt ? { completedAt: todo.completedAt } : {}),
    ...repeatFields(todo),
    ...(todo.url ? { url: todo.url, ...(todo.urlTitle ? { urlTitle: todo.urlTitle } : {}) } : {}),
  };
}
export type TaskView = ReturnType<typeof taskView>;

/** A listed task's title and tags are cut to these; get_task gives the whole task. */
export const LISTED_TITLE_MAX = 80;
export const LISTED_TAGS_MAX = 5;
/** A listed task's link is given in full up to this length, otherwise its site alone (get_task has it all). */
export const LISTED_URL_MAX = 160;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A task as one line of a list: id, title, status, priority, due date and
 * its first tags (`moreTags` counts the rest), without the description; a
 * long title is cut with "…". So a page of tasks stays a few KB.
 */
export function listedTaskView(todo: Todo) {
  return {
    id: todo.id,
    title: cut(todo.title, LISTED_TITLE_MAX),
    status: todo.status,
    priority: todo.priority,
    ...(todo.dueAt ? { dueAt: todo.dueAt } : {}),
    ...(todo.tags.length ? { tags: todo.tags.slice(0, LISTED_TAGS_MAX) } : {}),
    ...(todo.tags.length > LISTED_TAGS_MAX ? { moreTags: todo.tags.length - LISTED_TAGS_MAX } : {}),
    ...(todo.recurrence ? { repeats: recurrenceRules().describeRecurrence(todo.recurrence, todo.dueAt, todo.timeZone, MODEL_VIEW(todo)) } : {}),
    ...(todo.url ? (todo.url.length <= LISTED_URL_MAX ? { url: todo.url } : { site: siteOf(todo.url) }) : {}),
  };
}
export type ListedTaskView = ReturnType<typeof listedTaskView>;
