/**
 * The words that name a day, as pattern sources for the parser's other readers: "friday", "fri", "weds",
 * "thurs"; with "today", "tomorrow", "tonight" and a dated day ("the 12th", "3rd"). One table, so that a reader
 * that asks "is a day said here?" (after "tae", before a 24-hour clock, after "latest") knows the same days as
 * every other. Sources only, never global regexps: each reader wraps them in its own context.
 */

/** A weekday, in full or shortened: "wednesday", "wed", "weds", "thu", "thur", "thurs", "tues". */
export const WEEKDAY_NAME = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)`;

/** A day said by its own name: today, tonight, tomorrow ("tmrw"), or a weekday. */
export const DAY_NAME = String.raw`(?:today|tonight|tomorrow|tmrw|${WEEKDAY_NAME})`;

/** A day of the month in figures with its ending: "3rd", "21st" (never "3" alone: a clock or a count). */
export const DATED_DAY = String.raw`\d{1,2}(?:st|nd|rd|th)`;
