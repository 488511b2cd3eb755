import type { ImportPreview } from './apply-import';
import { describeCounts } from './count-rows';
import { formatDate } from '../time/format-time';
import type { TodoistSummary } from './todoist-csv';

const day = (iso: string) => formatDate(iso.length > 10 ? iso : iso.slice(0, 10));
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/** The preview of a backup as short sentences: what it holds, from when, and what a merge would do with the rows also here. */
export function describeImportPreview(preview: ImportPreview): string[] {
  const lines = [
    `The file holds ${describeCounts(preview.counts)}${preview.hasSettings ? ', and settings: Replace takes its preferences, never its model server, API key or provider (yours stay as they are)' : ''}.`,
  ];
  if (preview.from && preview.to) lines.push(`From ${day(preview.from)} to ${day(preview.to)}; exported ${day(preview.exportedAt)}.`);
  else lines.push(`Exported ${day(preview.exportedAt)}.`);
  if (preview.upgradedFrom !== undefined) lines.push(`It is an older export (version ${preview.upgradedFrom}); it was upgraded to read it.`);
  const { tasks, conversations } = preview.merge;
  const same = tasks.updated + tasks.keptYours;
  const conflicts: string[] = [];
  if (same > 0) conflicts.push(`${plural(same, 'task is', 'tasks are')} also here: the copy changed last is kept (${tasks.updated} from the file, ${tasks.keptYours} of yours)`);
  if (tasks.renumbered > 0)
    conflicts.push(
      `${plural(tasks.renumbered, 'task has an id', 'tasks have ids')} already used by another task here, so ${tasks.renumbered === 1 ? 'it gets a new one' : 'they get new ones'}`,
    );
  if (conversations.updated + conversations.keptYours > 0)
    conflicts.push(`${plural(conversations.updated + conversations.keptYours, 'conversation is', 'conversations are')} also here: their messages are joined`);
  const m = preview.merge;
  const adds =
    tasks.added + tasks.updated + tasks.renumbered + conversations.added + conversations.updated + m.messages.added + m.audit.added + m.approvals.added + m.memories.added;
  if (adds === 0) lines.push('Everything in this file is already here: Merge would add nothing.');
  else lines.push(conflicts.length > 0 ? `Merge: ${conflicts.join('; ')}.` : 'Merge: nothing in the file conflicts with what is here.');
  lines.push(`Replace deletes what is here first: ${describeCounts(preview.here)}.`);
  return lines;
}

/** The preview of a Todoist file as short sentences. */
export function describeTodoistPreview(summary: TodoistSummary, sameTitles: number): string[] {
  const lines = [
    `The file holds ${plural(summary.tasks, 'task', 'tasks')}${summary.subTasks > 0 ? ` (${summary.subTasks} of them ${summary.subTasks === 1 ? 'a sub-task' : 'sub-tasks'}, added as tasks)` : ''}.`,
  ];
  if (summary.from && summary.to) lines.push(`Due dates from ${day(summary.from)} to ${day(summary.to)}.`);
  if (summary.sections > 0) lines.push(`${plural(summary.sections, 'section becomes a tag', 'sections become tags')}.`);
  if (summary.notes > 0)
    lines.push(
      `${plural(summary.notes, 'note is', 'notes are')} added to ${summary.notes === 1 ? 'its task’s' : 'their tasks’'} description${summary.shortened > 0 ? `; ${summary.shortened} cut to 2,000 characters` : ''}.`,
    );
  if (summary.recurring > 0)
    lines.push(`${plural(summary.recurring, 'task repeats', 'tasks repeat')}: ${summary.recurring === 1 ? 'it repeats' : 'they repeat'} here too, from the first date.`);
  if (summary.repeatsKept > 0)
    lines.push(`${plural(summary.repeatsKept, 'repeat is', 'repeats are')} not one Todo Assistant can follow: the first date is set and Todoist's words kept in the description.`);
  if (summary.durations > 0) lines.push(`${plural(summary.durations, 'duration is', 'durations are')} kept in words in the description.`);
  if (summary.deadlines > 0) lines.push(`${plural(summary.deadlines, 'deadline is', 'deadlines are')} kept in words in the description (the due date stays the due date).`);
  if (summary.datesKept > 0) lines.push(`${plural(summary.datesKept, 'date is', 'dates are')} not in English: kept in the description, with no due date.`);
  if (sameTitles > 0) lines.push(`${plural(sameTitles, 'title is', 'titles are')} the same as a task you have; they are added anyway.`);
  return lines;
}
