import type { Parser, ParsedResult, Refiner } from 'chrono-node';

/**
 * "14h", "9h30", "à 18h", "at 10h": a clock time written the French and Quebec way (the hour, an "h", then the
 * minutes), which chrono reads as hours from now ("to 15h" was 15 hours away). A bare hour of 0 to 23 with an "h" is
 * a time of day; only a duration's words make it hours: "in 2h", "for 2h", "within 3h", "every 4h", "2h from now",
 * "1h before", "a 3h drive", "takes 2h".
 */
const CLOCK_H = /(?<![\p{L}\p{N}:.,$£€/-])(?:(?:at|à|@|vers|around|about)\s*)?(1[0-9]|2[0-3]|0?[0-9])h([0-5][0-9])?(?![\p{L}\p{N}:.'’-])/iu;

/** The words before an hour that make it a duration: "in 2h", "for 2h", "a 3h", "another 2h". */
const DURATION_BEFORE =
  /\b(?:in|for|within|every|each|per|over|under|than|another|extra|an?|takes?|took|taking|spend|spent|lasts?|nearly|almost|up to|at least|at most)\s*$|[+~]\s*$|\d\s*(?:-|to|or)\s*$/i;
/** The words after an hour that make it a duration: "2h from now", "1h before", "2h long", "3h drive". */
const DURATION_AFTER =
  /^\s*(?:from now|later|ago|before|after|early|earlier|late|ahead|prior|long|of|left|max|min|tops|each|a day|per|drive|flight|ride|trip|walk|shift|shifts|session|sessions|block|blocks|meeting|class|course|window|delay|wait|nap|break|total|straight|in a row|or so|ish)\b/i;

/** The results this parser made, so the refiner below knows them from chrono's "hours from now". */
const clockResults = new WeakSet<ParsedResult>();

export const clockHParser: Parser = {
  pattern: () => new RegExp(CLOCK_H.source, 'iu'),
  extract(context, match) {
    const hour = Number(match[1]);
    const minute = match[2] === undefined ? 0 : Number(match[2]);
    const index = match.index ?? 0;
    const before = context.text.slice(0, index);
    const after = context.text.slice(index + match[0].length);
    const prefixed = /^\D/.test(match[0]);
    if (!prefixed && DURATION_BEFORE.test(before)) return null;
    if (DURATION_AFTER.test(after)) return null;
    // "12h" with no minutes after "at"-less words could be a 12-hour stretch; 0h is midnight only as "0h00".
    if (hour === 0 && match[2] === undefined) return null;
    const result = context.createParsingResult(index, match[0], { hour, minute });
    result.start.assign('meridiem', hour >= 12 ? 1 : 0);
    clockResults.add(result);
    return result;
  },
};

/** Drops what chrono read as hours from now where the same words are a clock time ("to 15h"). */
export const clockOverDurationRefiner: Refiner = {
  refine(_context, results) {
    const clocks = results.filter((result) => clockResults.has(result));
    if (clocks.length === 0) return results;
    return results.filter(
      (result) => clockResults.has(result) || !clocks.some((clock) => result.index < clock.index + clock.text.length && clock.index < result.index + result.text.length),
    );
  },
};
