import Papa from 'papaparse';
import type { Priority } from '../db';
import { parseDueDate, parseRecurrence } from '../intent';
import { DESCRIPTION_MAX, TITLE_MAX, tagSchema } from '../todos';
import { truncate } from '../util/truncate';
import type { ImportProblem } from './import-problem';
import { formatDate } from '../time/format-time';
import { isTimeZone } from '../time/zoned-time';

/** Refused above these: a Todoist project export is a few hundred rows. */
export const TODOIST_LIMITS = { fileChars: 10 * 1024 * 1024, rows: 20_000 } as const;

/** A task as the Todoist file gives it, ready to add (it gets its id, times and sort keys when written). */
export interface TodoistTask {
  title: string;
  description?: string;
  priority: Priority;
  dueAt?: string;
  /** A repeating Todoist date as an RRULE ("every monday" → FREQ=WEEKLY;BYDAY=MO), read in `timeZone`. */
  recurrence?: string;
  timeZone?: string;
  tags: string[];
  /** The CSV row it came from (the header is row 1), to name it in messages. */
  row: number;
}

export interface TodoistSummary {
  tasks: number;
  sections: number;
  notes: number;
  subTasks: number;
  /** Repeating dates the import turns into a real repeat (the first date is set). */
  recurring: number;
  /** Repeating dates it cannot read as a rule: the first date if found, Todoist's words in the description. */
  repeatsKept: number;
  /** Tasks with a duration or a deadline (current exports), kept in words in the description. */
  durations: number;
  deadlines: number;
  /** Dates in another language than English: kept in the description, no due date set. */
  datesKept: number;
  /** Descriptions cut to fit after notes were added. */
  shortened: number;
  /** The earliest and latest due date. */
  from?: string;
  to?: string;
}

export type TodoistResult = { ok: true; tasks: TodoistTask[]; summary: TodoistSummary } | { ok: false; problem: ImportProblem };

const NEXT = 'Nothing was imported: fix that row in the file (or export the project from Todoist again) and import it again.';
/** The columns of Todoist's project CSV (AUTHOR and RESPONSIBLE are not used: tasks here have no people). */
export const TODOIST_COLUMNS = [
  'TYPE',
  'CONTENT',
  'DESCRIPTION',
  'PRIORITY',
  'INDENT',
  'AUTHOR',
  'RESPONSIBLE',
  'DATE',
  'DATE_LANG',
  'TIMEZONE',
  'DURATION',
  'DURATION_UNIT',
  'DEADLINE',
  'DEADLINE_LANG',
] as const;
type Column = (typeof TODOIST_COLUMNS)[number];

/** `@label` words (Todoist labels); letters, digits, _ and - (any script). */
const LABEL = /(^|\s)@([\p{L}\p{N}_-]+)/gu;
const RECURRING = /^\s*(?:every|ev|each|daily|weekly|monthly|yearly|annually)\b/i;

function refuse(row: number, column: Column | undefined, reason: string): TodoistResult {
  return { ok: false, problem: { message: `Row ${row}${column ? `, column ${column},` : ''} ${reason}.`, next: NEXT } };
}

/** A Todoist section as a tag: "Next week!" → "next-week". */
export function sectionTag(name: string): string | undefined {
  const slug = name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const parsed = tagSchema.safeParse(truncate(slug, 40, { ellipsis: '' }));
  return parsed.success ? parsed.data : undefined;
}

/** "45 minutes", "2 days": Todoist's DURATION with its DURATION_UNIT (minute or day). */
function durationWords(amount: string, unit: string): string | undefined {
  const count = Number(amount);
  if (!amount || !Number.isFinite(count) || count <= 0) return undefined;
  const name = /^day/i.test(unit) ? 'day' : 'minute';
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

const PAPA_REASONS: Record<string, string> = {
  MissingQuotes: 'has a quoted cell that is never closed (the file may be cut short)',
  InvalidQuotes: 'has a stray quote inside a cell',
  UndetectableDelimiter: 'has no commas between cells',
  TooFewFields: 'has fewer cells than the header',
  TooManyFields: 'has more cells than the header',
};

export interface TodoistOptions {
  now: Date;
  /** The person's time zone, for dates without a TIMEZONE of their own. */
  timeZone: string;
}

/**
 * Reads a Todoist project export (CSV: TYPE, CONTENT, DESCRIPTION, PRIORITY,
 * INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE) into tasks, or
 * says which row is wrong and why. Pure; nothing is written here.
 *
 * - `task` rows become tasks; `@label` words in CONTENT become tags (and leave the title).
 * - PRIORITY 1 is p1, the highest, as ours; empty is 4 (none).
 * - `section` rows become a tag on the tasks below them (Todoist groups, we tag).
 * - `note` rows are added to the preceding task's description; a project's
 *   own notes (before any task) are skipped.
 * - INDENT above 1 is a sub-task: we have none, so it becomes a task whose
 *   description names its parent, with the parent's section tag.
 * - DATE is read by the offline parser's date code (English); a repeating
 *   date sets the first occurrence and keeps its words in the description;
 *   a date in another language is kept in the description, with no due date.
 */
export function parseTodoistCsv(text: string, options: TodoistOptions): TodoistResult {
  if (text.length > TODOIST_LIMITS.fileChars) return refuse(1, undefined, `makes the file longer than the ${TODOIST_LIMITS.fileChars / 1024 / 1024} MB a Todoist import may be`);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  const error = parsed.errors.find((item) => item.code !== 'UndetectableDelimiter' || records.length > 0);
  if (error) return refuse((error.row ?? 0) + 1, undefined, PAPA_REASONS[error.code] ?? `cannot be read: ${error.message}`);
  if (!header) return refuse(1, undefined, 'is empty: the file holds no Todoist header');
  const names = header.map((name) => name.trim().toUpperCase());
  for (const required of ['TYPE', 'CONTENT'] as const) {
    if (!names.includes(required)) return refuse(1, required, 'is missing, so this is not a Todoist project export (it needs the columns TYPE and CONTENT)');
  }
  if (records.length > TODOIST_LIMITS.rows)
    return refuse(TODOIST_LIMITS.rows + 2, undefined, `is past the ${TODOIST_LIMITS.rows.toLocaleString('en')} rows a Todoist import may have`);

  const tasks: TodoistTask[] = [];
  const summary: TodoistSummary = { tasks: 0, sections: 0, notes: 0, subTasks: 0, recurring: 0, repeatsKept: 0, durations: 0, deadlines: 0, datesKept: 0, shortened: 0 };
  let sectionTagName: string | undefined;
  /** The last top-level task's title at each indent, for sub-tasks. */
  const parents: string[] = [];

  for (const [index, cells] of records.entries()) {
    const row = index + 2;
    const cell = (column: Column) => {
      const at = names.indexOf(column);
      return at === -1 ? '' : (cells[at] ?? '').trim();
    };
    if (cells.every((value) => value.trim() === '')) continue;
    const type = cell('TYPE').toLowerCase();
    const content = cell('CONTENT');

    // Exports since 2024 start with `meta` rows (view_style=list, …): settings of the view, not tasks.
    if (type === 'meta') continue;
    if (type === 'section') {
      summary.sections += 1;
      sectionTagName = sectionTag(content);
      parents.length = 0;
      continue;
    }
    if (type === 'note') {
      const task = tasks.at(-1);
      if (!task) continue;
      summary.notes += 1;
      const note = content.replace(/\s+$/, '');
      if (!note) continue;
      const joined = task.description ? `${task.description}\n\nNote: ${note}` : `Note: ${note}`;
      if (joined.length > DESCRIPTION_MAX) summary.shortened += 1;
      task.description = truncate(joined, DESCRIPTION_MAX);
      continue;
    }
    if (type !== 'task') return refuse(row, 'TYPE', `is "${truncate(cell('TYPE'), 40)}", but it must be task, section or note`);

    const tags = new Set<string>();
    const title = content
      .replace(LABEL, (_match, space: string, label: string) => {
        const tag = tagSchema.safeParse(label);
        if (tag.success) tags.add(tag.data);
        return space;
      })
      .replace(/\s+/g, ' ')
      .trim();
    if (!title) return refuse(row, 'CONTENT', 'is empty, but a task needs a title');
    if (title.length > TITLE_MAX) return refuse(row, 'CONTENT', `is ${title.length} characters long, but a task title may have at most ${TITLE_MAX}`);
    if (sectionTagName) tags.add(sectionTagName);
    if (tags.size > 20) return refuse(row, 'CONTENT', 'has more than 20 labels, the most a task may have');

    const priorityText = cell('PRIORITY') || '4';
    if (!/^[1-4]$/.test(priorityText)) return refuse(row, 'PRIORITY', `is "${truncate(priorityText, 20)}", but it must be 1 (p1, the highest) to 4`);
    const indentText = cell('INDENT') || '1';
    if (!/^[1-9]$/.test(indentText)) return refuse(row, 'INDENT', `is "${truncate(indentText, 20)}", but it must be a whole number from 1`);
    const indent = Number(indentText);

    const description = cell('DESCRIPTION');
    if (description.length > DESCRIPTION_MAX) return refuse(row, 'DESCRIPTION', `is ${description.length} characters long, but a description may have at most ${DESCRIPTION_MAX}`);
    const lines = description ? [description] : [];

    parents.length = Math.min(parents.length, indent - 1);
    const parent = indent > 1 ? parents[indent - 2] : undefined;
    if (indent > 1) {
      summary.subTasks += 1;
      if (parent) lines.push(`Sub-task of “${parent}”.`);
    }
    parents[indent - 1] = title;

    let dueAt: string | undefined;
    let repeat: { recurrence: string; timeZone: string } | undefined;
    const date = cell('DATE');
    if (date) {
      const language = cell('DATE_LANG').toLowerCase() || 'en';
      const zone = cell('TIMEZONE');
      const timeZone = zone && isTimeZone(zone) ? zone : options.timeZone;
      const recurring = RECURRING.test(date);
      if (language !== 'en' && !language.startsWith('en-')) {
        summary.datesKept += 1;
        lines.push(`Todoist date (${language}): ${date}`);
      } else {
        const rule = recurring ? parseRecurrence(date, options.now, timeZone) : undefined;
        dueAt = rule ? rule.dueAt : parseDueDate(date, options.now, timeZone)?.dueAt;
        if (rule) {
          summary.recurring += 1;
          repeat = { recurrence: rule.rrule, timeZone };
        } else if (recurring) {
          // A repeat the parser does not read: its first date if one is found, and Todoist's words kept.
          summary.repeatsKept += 1;
          lines.push(`Repeats (from Todoist): ${date}`);
        } else if (!dueAt) {
          return refuse(row, 'DATE', `is "${truncate(date, 60)}", which is not a date Todo Assistant understands`);
        }
      }
    }

    const duration = durationWords(cell('DURATION'), cell('DURATION_UNIT'));
    if (duration) {
      summary.durations += 1;
      lines.push(`Takes ${duration} (from Todoist).`);
    }
    const deadline = cell('DEADLINE');
    if (deadline) {
      summary.deadlines += 1;
      const language = cell('DEADLINE_LANG').toLowerCase() || 'en';
      const read = /^\d{4}-\d{2}-\d{2}$/.test(deadline)
        ? deadline
        : language === 'en' || language.startsWith('en-')
          ? parseDueDate(deadline, options.now, options.timeZone)?.dueAt
          : undefined;
      lines.push(`Deadline (from Todoist): ${read ? formatDate(read.slice(0, 10), { locale: 'en-US' }) : deadline}.`);
    }

    const joined = lines.join('\n\n');
    if (joined.length > DESCRIPTION_MAX) summary.shortened += 1;
    tasks.push({
      title,
      ...(joined ? { description: truncate(joined, DESCRIPTION_MAX) } : {}),
      priority: Number(priorityText) as Priority,
      ...(dueAt ? { dueAt } : {}),
      ...(repeat ?? {}),
      tags: [...tags],
      row,
    });
    summary.tasks += 1;
  }

  const dues = tasks.flatMap((task) => (task.dueAt ? [task.dueAt] : [])).sort((a, b) => Date.parse(a) - Date.parse(b));
  return { ok: true, tasks, summary: { ...summary, ...(dues.length > 0 ? { from: dues[0], to: dues.at(-1) } : {}) } };
}
