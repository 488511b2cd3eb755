import type { Todo } from '../db';
import { describeRecurrence, normalizeRule } from './recurrence';

/*
 * The editor's "Repeat" and "Reminder" fields: a few common choices, each a
 * rule or a number of minutes. A rule or a reminder the choices cannot show is
 * offered as "Custom (keep)", so that saving other edits never replaces it.
 */

export type RepeatChoice = 'none' | 'daily' | 'weekdays' | 'weekly' | 'biweekly' | 'monthly' | 'yearly' | 'custom';

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface DayOf {
  weekday: number;
  monthDay: number;
  month: number;
}

/** The weekday (0 = Sunday), day of month and month of a `YYYY-MM-DD` form date; undefined when empty. */
function dayOf(dueDate: string): DayOf | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return { weekday: date.getUTCDay(), monthDay: date.getUTCDate(), month: date.getUTCMonth() + 1 };
}

const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
};

/** The rule each choice saves for a due date; undefined for "none" and "custom". */
export function ruleOfChoice(choice: RepeatChoice, dueDate: string): string | undefined {
  const day = dayOf(dueDate);
  switch (choice) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekdays':
      return 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
    case 'weekly':
      return day ? `FREQ=WEEKLY;BYDAY=${DAY_CODES[day.weekday]}` : 'FREQ=WEEKLY';
    case 'biweekly':
      return day ? `FREQ=WEEKLY;INTERVAL=2;BYDAY=${DAY_CODES[day.weekday]}` : 'FREQ=WEEKLY;INTERVAL=2';
    case 'monthly':
      return day ? `FREQ=MONTHLY;BYMONTHDAY=${day.monthDay}` : 'FREQ=MONTHLY';
    case 'yearly':
      return 'FREQ=YEARLY';
    default:
      return undefined;
  }
}

/** The rules that mean a choice on a due date (a rule without a day repeats on the due date's own day). */
function rulesOf(choice: RepeatChoice, dueDate: string): string[] {
  const day = dayOf(dueDate);
  const rules: string[] = [];
  const main = ruleOfChoice(choice, dueDate);
  if (main) rules.push(main);
  if (day && choice === 'weekly') rules.push('FREQ=WEEKLY');
  if (day && choice === 'biweekly') rules.push('FREQ=WEEKLY;INTERVAL=2');
  if (day && choice === 'monthly') rules.push('FREQ=MONTHLY');
  if (day && choice === 'yearly') rules.push(`FREQ=YEARLY;BYMONTH=${day.month};BYMONTHDAY=${day.monthDay}`);
  return rules.map((rule) => normalizeRule(rule) ?? rule);
}

const CHOICES: RepeatChoice[] = ['daily', 'weekdays', 'weekly', 'biweekly', 'monthly', 'yearly'];

/** Which choice a task's rule is, read against a due date: "custom" for a rule the choices cannot show. */
export function repeatChoiceOf(rule: string | undefined, dueDate: string): RepeatChoice {
  if (!rule) return 'none';
  const normal = normalizeRule(rule) ?? rule;
  return CHOICES.find((choice) => rulesOf(choice, dueDate).includes(normal)) ?? 'custom';
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

/** The Repeat options for a due date; "Custom (keep)" only when the task's rule is one the others cannot show. */
export function repeatOptions(dueDate: string, todo: Pick<Todo, 'recurrence' | 'dueAt' | 'timeZone'>, originalDueDate: string): ChoiceOption<RepeatChoice>[] {
  const day = dayOf(dueDate);
  const options: ChoiceOption<RepeatChoice>[] = [
    { value: 'none', label: 'None' },
    { value: 'daily', label: 'Every day' },
    { value: 'weekdays', label: 'Every weekday' },
    { value: 'weekly', label: day ? `Every week on ${DAY_NAMES[day.weekday]}` : 'Every week on the due day' },
    { value: 'biweekly', label: 'Every 2 weeks' },
    { value: 'monthly', label: day ? `Every month on the ${ordinal(day.monthDay)}` : 'Every month on the due day' },
    { value: 'yearly', label: 'Every year' },
  ];
  if (repeatChoiceOf(todo.recurrence, originalDueDate) === 'custom' && todo.recurrence) {
    options.push({ value: 'custom', label: `Custom (keep): ${describeRecurrence(todo.recurrence, todo.dueAt, todo.timeZone)}` });
  }
  return options;
}

/** The `update_task` change of `recurrence` for a choice, or nothing when the task already repeats so. */
export function recurrenceChange(choice: RepeatChoice, dueDate: string, todo: Pick<Todo, 'recurrence'>): { recurrence?: string | null } {
  if (choice === 'custom') return {};
  if (choice === 'none') return todo.recurrence ? { recurrence: null } : {};
  if (repeatChoiceOf(todo.recurrence, dueDate) === choice) return {};
  return { recurrence: ruleOfChoice(choice, dueDate) };
}

/** The Reminder field's value: '' for the default of the settings, else minutes before the due time. */
export const reminderValueOf = (todo: Pick<Todo, 'remindBefore'>): string => (todo.remindBefore === undefined ? '' : String(todo.remindBefore));

const REMINDER_CHOICES: ChoiceOption<string>[] = [
  { value: '', label: 'Default from Settings' },
  { value: '0', label: 'At the due time' },
  { value: '5', label: '5 minutes before' },
  { value: '10', label: '10 minutes before' },
  { value: '15', label: '15 minutes before' },
  { value: '30', label: '30 minutes before' },
  { value: '60', label: '1 hour before' },
  { value: '1440', label: '1 day before' },
];

/** "45 minutes", "2 hours", "3 days", "90 minutes": the largest whole unit. */
function minutesInWords(minutes: number): string {
  const [count, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The Reminder options; a task's own other value is kept as "Custom (keep)". */
export function reminderOptions(todo: Pick<Todo, 'remindBefore'>): ChoiceOption<string>[] {
  const current = reminderValueOf(todo);
  if (todo.remindBefore === undefined || REMINDER_CHOICES.some((choice) => choice.value === current)) return REMINDER_CHOICES;
  return [...REMINDER_CHOICES, { value: current, label: `Custom (keep): ${minutesInWords(todo.remindBefore)} before` }];
}

/** The `update_task` change of `remindBefore` for the field's value: `null` goes back to the default. */
export function reminderChange(value: string, todo: Pick<Todo, 'remindBefore'>): { remindBefore?: number | null } {
  if (value === reminderValueOf(todo)) return {};
  return { remindBefore: value === '' ? null : Number(value) };
}

/** What the Repeat field says beside it when the task cannot repeat as chosen; undefined when it can. */
export function repeatProblem(choice: RepeatChoice, dueDate: string): string | undefined {
  return choice !== 'none' && !dueDate ? 'A repeating task needs a due date: pick one, or set Repeat to None.' : undefined;
}
