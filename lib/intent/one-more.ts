import { parseRecurrence } from './parse-recurrence';

/**
 * "gym class every tues 7:30am too", "swim lessons every sat as well": a repeating task said with "too" beside one of
 * the same name is one more of them (another day, another time), asked to be added. Said without a repeat ("the
 * dentist friday too") it may be a second change, so it is left to the usual look at the list.
 */
export function saysOneMoreRepeat(body: string, now: Date, timeZone: string): boolean {
  return /\s(?:too|as well)$/i.test(body) && parseRecurrence(body, now, timeZone) !== undefined;
}
