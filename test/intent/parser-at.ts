import { parseIntent } from '@/lib/intent';

/** When and where a request is said: the clock its dates are read against, and the user's IANA zone. */
export interface SaidAt {
  now: Date;
  timeZone: string;
}

/**
 * The parser as a file of phrasings uses it: every request read at one moment (an instant, in a zone),
 * or at another passed for one phrase said elsewhere (`parse(text, { now, timeZone })`).
 */
export function parserAt(instant: string, timeZone: string): (text: string, at?: SaidAt) => ReturnType<typeof parseIntent> {
  const moment: SaidAt = { now: new Date(instant), timeZone };
  return (text, at = moment) => parseIntent(text, at);
}
