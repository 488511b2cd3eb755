import { leftOverLength, parseDueDate, type FoundDate } from './parse-due-date';
import { cutsOf, type Cut } from './word-account';

/** ", due tues", "; due by the 3rd", ", it's due mon": the due date said as its own clause, last in the line. */
const DUE_CLAUSE = /[,;]\s*(?:(?:it'?s|its|it is)\s+)?due\s+(?:on\s+|by\s+)?([^,;]{2,30}?)\s*$/i;

export interface DueClause {
  date: FoundDate;
  /** The line without the clause. */
  rest: string;
  /** The clause's words (", due" said when; the day is the date). */
  cuts: Cut[];
}

/**
 * "email the slides for next week, due mon": with another date word in the task's own words ("for next week",
 * "tomorrow"), the day said in a ", due …" clause is the due date and the other stays in the title. Undefined when the
 * line has no such clause, or no other date (then the line is read as usual, the clause's day with it).
 */
export function dueClause(text: string, now: Date, timeZone: string): DueClause | undefined {
  const clause = DUE_CLAUSE.exec(text);
  if (!clause) return undefined;
  const when = clause[1]!;
  const date = parseDueDate(when, now, timeZone);
  if (!date || leftOverLength(when.replace(/^the\s+/i, ''), date) > 3) return undefined;
  const rest = text.slice(0, clause.index);
  if (!parseDueDate(rest, now, timeZone)) return undefined;
  const whenAt = clause.index + clause[0].lastIndexOf(when);
  return {
    date,
    rest,
    cuts: [...cutsOf(text, [{ index: clause.index, length: whenAt - clause.index }], 'timing'), ...cutsOf(text, [{ index: whenAt, length: when.length }], 'date')],
  };
}
