import { parseDueDate } from './parse-due-date';

/**
 * "everything overdue from before today", "all the stuff from before today", "the tasks older than today": the
 * tasks due on an earlier day, a range that ends where today starts (`to` exclusive). Not "overdue" alone, which
 * also holds a task due at 9:00 this morning: the words say the day, so today's late tasks stay where they are.
 */
const BEFORE_TODAY = /\b(?:(?:overdue|late)\s+)?(?:from\s+|due\s+)?(?:before|earlier than|older than|prior to)\s+today\b/i;

/** The range the words "… before today" name, and the words without them; undefined when they are not said. */
export function beforeToday(text: string, now: Date, timeZone: string): { due: { to: string }; rest: string } | undefined {
  const said = BEFORE_TODAY.exec(text);
  if (!said) return undefined;
  const today = parseDueDate('today', now, timeZone)?.dueAt.slice(0, 10);
  if (!today) return undefined;
  return { due: { to: today }, rest: `${text.slice(0, said.index)} ${text.slice(said.index + said[0].length)}` };
}
