import { ERRAND, MESSAGE_ERRAND } from './match-create';
import { normalizeText } from './normalize-text';
import { leftOverLength, parseDueDate } from './parse-due-date';

/** "dentist: thurs", "van wof - friday", "school photos – next fri": a name, a colon or a dash, then the rest. */
const NAME_THEN_REST = /^([^:–—]+?)\s*(?::|\s-|[–—])\s*(\S.*)$/u;

/**
 * Whether a request is only a name and a day set apart by a colon or a dash ("dentist: thurs"): the way a person
 * jots a task's new day. It names a task on the list (its day changes) or nothing at all (asked, never added as a
 * task titled with the bare name). A task said with its own verb ("buy stamps - friday") is a task to add.
 */
export function namesThenDay(text: string, now: Date, timeZone: string): boolean {
  const said = NAME_THEN_REST.exec(text.trim());
  if (!said) return false;
  const [, name] = said;
  // "jos card: tues": the day read as the parser reads it ("tues" is Tuesday), so the day it adds with is the day seen here.
  const rest = normalizeText(said[2]!);
  // "the plumber: tues at 5 pls", "car wash: tomorrow 👍", "call one: sun at 5 bc traffic": a please, an emoji or a
  // reason after the day (after "bc" or a comma) says nothing more about the task.
  const when = rest
    .replace(/\s*[,;]\s+.*$|\s+(?:bc|b\/c|because|cos|coz|cause|since)\s+.*$/i, '')
    .replace(/(?:[\s.!?,]*(?:\p{Extended_Pictographic}|\uFE0F|\b(?:pls|plz|please|thanks|thx|ta|cheers)\b))+[\s.!?]*$/iu, '');
  const day = parseDueDate(when, now, timeZone);
  // Only a day after the mark: a space or a trailing stop at most.
  if (!day || leftOverLength(when.replace(/[\s.!?]+$/, ''), day) > 1) return false;
  return !ERRAND.test(name!) && !MESSAGE_ERRAND.test(name!);
}
