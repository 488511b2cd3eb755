import { dueTimeOf, isDateOnly, isOverdue } from './due-range';

export interface DueDescription {
  /** Short: "Today", "Tomorrow 14:00", "Fri", "Mar 20", "Mar 20, 2027". */
  label: string;
  /** The full date and time, for a tooltip or screen reader. */
  full: string;
  overdue: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** A compact, local description of a due date relative to `now`. */
export function describeDue(dueAt: string, now: Date, locale?: string): DueDescription {
  const time = dueTimeOf(dueAt);
  if (Number.isNaN(time)) return { label: dueAt, full: dueAt, overdue: false };
  const due = new Date(time);
  const withTime = !isDateOnly(dueAt);
  const days = Math.round((startOfDay(due) - startOfDay(now)) / DAY);

  let day: string;
  if (days === 0) day = 'Today';
  else if (days === 1) day = 'Tomorrow';
  else if (days === -1) day = 'Yesterday';
  else if (days > 1 && days < 7) day = due.toLocaleDateString(locale, { weekday: 'short' });
  else {
    const sameYear = due.getFullYear() === now.getFullYear();
    day = due.toLocaleDateString(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  }
  const clock = withTime ? due.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }) : '';
  const full = due.toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  return {
    label: clock ? `${day} ${clock}` : day,
    full: clock ? `${full}, ${clock}` : full,
    overdue: isOverdue(dueAt, now),
  };
}
