import { describeDue } from '../todos/describe-due';
import { isRecord } from '../util';
import { summarizeValue } from './summarize-value';

export interface OutcomeOptions {
  now?: Date;
  locale?: string | undefined;
  timeZone?: string | undefined;
}

const quoted = (title: string) => `“${title}”`;

/** Past tense of each tool that changes one task, as a person reads it. */
const DONE: Record<string, string> = {
  add_task: 'Added',
  update_task: 'Changed',
  complete_task: 'Completed',
  reopen_task: 'Reopened',
  delete_task: 'Deleted',
  skip_occurrence: 'Skipped this time of',
  show_reminder: 'Reminded you of',
  snooze_reminder: 'Snoozed the reminder of',
  get_task: 'Looked at',
};

function titleOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.title === 'string' && value.title.trim() ? value.title.trim() : undefined;
}

function dueOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.dueAt === 'string' ? value.dueAt : undefined;
}

/** Ids ("task #3", "#3") and ISO timestamps taken out of a tool's message, for the rare line with nothing better to say. */
export function withoutIdsAndIso(text: string, options: OutcomeOptions = {}): string {
  const now = options.now ?? new Date();
  return text
    .replace(/\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)/g, (iso) => describeDue(iso, now, options.locale, options.timeZone).phrase)
    .replace(/\b[Tt]ask\s+#\d+:\s*(.+)$/, (_, title: string) => `“${title.trim()}”`)
    .replace(/\b([Mm])emory\s+#\d+(?=[.,;]|$)/g, (_, m: string) => `${m === 'M' ? 'That' : 'that'} memory`)
    .replace(/\b(?:[Tt]ask|[Mm]emory|[Aa]ctivity entry)\s+#\d+\s*:?\s*/g, '')
    .replace(/\s#\d+\b/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * One line a person reads for a tool's result, in words, without ids or ISO
 * times: "Completed “Pay rent”; next one due Thu 8:00 PM", "Added “Buy milk”,
 * due tomorrow 9:00 AM", "Found 3 tasks". The tool's own `message` (which the
 * model reads, ids included) stays in the data and in Details.
 */
export function describeOutcome(toolName: string, output: unknown, options: OutcomeOptions = {}): string {
  const now = options.now ?? new Date();
  const due = (iso: string) => describeDue(iso, now, options.locale, options.timeZone).phrase;
  if (!isRecord(output)) return typeof output === 'string' ? withoutIdsAndIso(output, options) : summarizeValue(output);
  if (Array.isArray(output.tasks) && (toolName === 'list_tasks' || typeof output.message !== 'string')) {
    const count = typeof output.count === 'number' ? output.count : output.tasks.length;
    return `Found ${count}${output.truncated === true ? '+' : ''} task${count === 1 ? '' : 's'}`;
  }
  const task = output.task;
  const title = titleOf(task);
  const verb = DONE[toolName];
  if (verb && title) {
    let line = `${verb} ${quoted(title)}`;
    const taskDue = dueOf(task);
    if (toolName === 'complete_task' && isRecord(output.next)) {
      const nextDue = dueOf(output.next);
      line += nextDue ? `; next one due ${due(nextDue)}` : '; the next one is on your list';
    } else if (toolName === 'skip_occurrence' && taskDue) line += `; next one due ${due(taskDue)}`;
    else if (toolName === 'add_task' && taskDue) line += `, due ${due(taskDue)}`;
    else if (toolName === 'snooze_reminder' && typeof output.minutes === 'number') line += ` for ${output.minutes} min`;
    return line;
  }
  if (typeof output.message === 'string') return withoutIdsAndIso(output.message, options);
  return withoutIdsAndIso(summarizeValue(output), options);
}
