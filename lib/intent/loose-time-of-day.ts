import type { FoundDate } from './found-date';

/** A day said on its own: "tomorrow", "friday", "this evening", "on sat". */
const DAY_SAID =
  /(?:^|\s)(?:on\s+|this\s+|next\s+)?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|(?:this\s+)?(?:morning|afternoon|evening))$/i;
/** "after lunch", "before work", "after I close": a loose time of the day, by what the person does around it. */
const AROUND =
  /^\s+(?:right\s+|just\s+)?(?:after|before)\s+(?:lunch|breakfast|brunch|dinner|supper|work|school|class|church|mass|practice|training|(?:the\s+)?gym|(?:my\s+|the\s+)?shift|(?:the\s+)?school run|(?:i|we)\s+(?:close|finish|knock off)|closing)\b(?![\s-]+(?:box|bag|money|menu|clothes|shoes|uniform|run\s+\w)\b)(?![\s,]+(?:like\s+|around\s+|about\s+|at\s+|by\s+|~\s*)?\d)/i;

/**
 * "drop the keys tomorrow after lunch", "wash the van friday before work", "take him to the clinic this evening after I
 * close": said straight after a day, what the person does around the task only says when in that day, loosely. It
 * leaves the title with the day, and the day stays a date alone (no hour is said). Without a day before it ("stretch
 * before work") the words are the task's.
 */
export function withLooseTimeOfDay(text: string, found: FoundDate | undefined): FoundDate | undefined {
  const last = found?.spans.at(-1);
  if (!found || !last || found.dueAt.includes('T')) return found;
  const end = last.index + last.length;
  const around = AROUND.exec(text.slice(end));
  if (!around || !DAY_SAID.test(text.slice(last.index, end))) return found;
  return { dueAt: found.dueAt, spans: [...found.spans.slice(0, -1), { index: last.index, length: last.length + around[0].length }] };
}
