import { findPriority } from './extract-task-fields';
import { ERRAND, MESSAGE_ERRAND } from './match-create';
import type { Intent } from './intent-schema';
import { parseDueDate } from './parse-due-date';
import { parseTarget } from './parse-target';

/**
 * A change said as a statement about a task: "yoga's at 7pm now", "slides are due wed instead",
 * "oil change can be p4", "plumber call -> saturday", "gym tmrw instead of today". The rule is
 * general: a line with no add verb that names something, then a link ("is", "'s", "are", "can be",
 * "moved to", "->", a comma), then nothing but a new value (a day or time, a priority) and words
 * that say it changed ("now", "instead", "not 10:30") is a change to the task it names. The task is
 * looked up like any other name, so when no task matches the person is asked; it is never added
 * as a new task.
 */
const LINK =
  /('s|’s|\s+(?:is|are|was|were|can be|could be|can wait|could wait|will wait|waits|can hold off|should be|will be|needs to be|has to be|goes|go|gets|(?:got |was |is |has been |has |have |been )?(?:moved|pushed|bumped|postponed|rescheduled|changed|shifted)(?: back| out| up)?(?: to| till| until| for)?|(?:is |was |got |been )?set (?:to|for)|now|->|→|=>)|\s*[-–—,:])\s+/gi;
/** A comma or a dash is a link only with a word that says something changed ("dentist, now at 11"). */
const WEAK_LINK = /^\s*[-–—,:]$/;
const CHANGED = /\b(?:now|instead|actually|anymore|moved|pushed|changed|bumped|rather than|not\s+\S+)\b/i;
/** Words around a new value that only say it changed ("this time", "just this once": the coming one of a repeating task). */
const CHANGE_WORDS =
  /\b(?:same time|this time|(?:just\s+)?this once|for now|same as before|permanently|for good|from now on|going forward|sharp|on the dot|till|until|til|now|instead|actually|anymore|then|pls|please|thx|thanks|moved|move|pushed|push|changed|change|bumped|bump|to|due|on|at|by|for|the|it|make|set|be|not\s+(?:on\s+|at\s+)?\S+|instead of\s+\S+|rather than\s+\S+)\b|[.!,;:]+/gi;
/** "make the dentist 4pm", "set the report to friday": a definite task and a value, no add. */
const MAKE_THE = /^(?:make|set)\s+((?:the|my)\s+.+)$/i;
/** "set costume shopping to 1:30", "set call the vet to 10ish": a name without "the", then "to" and a time of day only. */
const SET_TO_TIME = /^set\s+(?!(?:up|out|off|aside|down|about|an?|some|my|the)\b)(.{2,60}?)\s+to\s+((?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midday))(?:\s*-?ish)?$/i;
/** "yoga is cancelled", "the bbq is off": the task will not happen. */
const CALLED_OFF = /^(.{2,60}?)\s+(?:is|are|was|were|got|has been|have been)\s+(?:cancell?ed|called off|off|scrapped|dropped|not happening)(?:\s+(?:now|anymore|after all))?$/i;

/** Whether the words say a day, not just a time ("at 3", "midday" keep the task's own day). */
/**
 * Whether a time said alone keeps the task's own day ("move the dentist to 3pm"): not when a day is said, nor for
 * "midnight", which is the coming 00:00 (the end of the day it is said on), never the start of the task's day.
 */
export function keepsTaskDay(text: string): boolean {
  return !saysDay(text) && !/\bmidnight\b/i.test(text);
}

export function saysDay(text: string): boolean {
  return /\b(?:today|tonight|tomorrow|tmrw|tmr|tmrow|yesterday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?!midday\b)\w+day|week|weekend|month|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}|\d{1,2}\.(?:0?[1-9]|1[0-2])(?!\d)(?!\s*[ap]\.?m\b)|next|in \d+|in an?)\b/i.test(
    text,
  );
}

const NOT_A_NAME =
  /^(?:i|we|you|he|she|they|it|there|that|this|what|who|how|everything|all|my|the)\b(?!\s+\S)|^(?:i|we|you|he|she|they|it|there|that|this|what|who|how|everything|all)\b/i;

/** The change a value says (a day or time, a priority), when the value says nothing else. */
function changesOf(given: string, now: Date, timeZone: string): Extract<Intent, { kind: 'update' }> | undefined {
  // "bins are tomorrow this week": a day, then "this week" saying which time of a repeating task (the coming one).
  let value = given.replace(/(?<=\b(?:today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+)this week\b/i, '');
  // "the oil change isn't urgent", "is not important anymore": no priority.
  if (/^(?:not|no longer)\s+(?:urgent|important|a priority|high priority|top priority|p1|priority 1)(?:\s+(?:now|anymore|any more))?$/i.test(value.trim())) {
    return { kind: 'update', target: { query: '' }, changes: { priority: 4 } };
  }
  // "due on the 25th not end of month": the old day after "not" is not the new one; "8am sharp when the lines open": why.
  const old = /\s+(?:not|instead of|rather than)\s+(.{1,30})$/i.exec(value);
  // "is 8 not 7", "is 7 not 630": two bare clock numbers, the new time and the old one.
  const clock = /^(?:at\s+)?\d{1,2}(?:[:.]?\d{2})?\s*(?:[ap]\.?m\.?)?$/i;
  // "is now 11 not 10": the word that says it changed is no part of the new time.
  if (old) value = value.slice(0, old.index).replace(/^\s*(?:now|actually)\s+|\s+(?:now|actually)\s*$/gi, '') + value.slice(old.index);
  const fresh = old ? /\s+(?:not|instead of|rather than)\s+(.{1,30})$/i.exec(value) : null;
  const clocks = fresh !== null && clock.test(fresh[1]!.trim()) && clock.test(value.slice(0, fresh.index).trim());
  if (fresh && (clocks || parseDueDate(fresh[1]!, now, timeZone))) value = value.slice(0, fresh.index);
  if (clocks && !/^\s*at\b/i.test(value)) value = `at ${value.trim().replace(/^(\d{1,2})(\d{2})$/, '$1:$2')}`;
  value = value.replace(/\s+(?:when|because|cos|cause|since|as soon as)\s+.*$/i, '');
  const priority = findPriority(value);
  const rest = (priority ? priority.rest : value)
    .replace(/\b(?:instead of|rather than|not)\s+\S+/gi, ' ')
    .replace(/\b(?:now|instead|actually|anymore)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const date = parseDueDate(rest, now, timeZone);
  let left = rest;
  for (const span of [...(date?.spans ?? [])].sort((a, b) => b.index - a.index)) left = `${left.slice(0, span.index)} ${left.slice(span.index + span.length)}`;
  if (left.replace(CHANGE_WORDS, ' ').trim()) return undefined;
  const changes = { ...(date ? { dueAt: date.dueAt } : {}), ...(priority ? { priority: priority.priority } : {}) };
  if (!Object.keys(changes).length) return undefined;
  return { kind: 'update', target: { query: '' }, changes, ...(date && date.dueAt.includes('T') && keepsTaskDay(rest) ? { keepDay: true as const } : {}) };
}

const NIGHT_NAMED =
  /^(?:the\s+)?(?!(?:to|this|tomorrow|tmrw|last|every|each|at|on|in|by|for|sat(?:urday)?|fri(?:day)?|sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?)\b)[\p{L}'-]+\s+night$/iu;

/** A day said after a name ("the cafe shift sat"): which of its days, not part of its name. */
const DAY_AFTER_NAME = /\s+(?:today|tonight|tomorrow|tmrw|tmr|(?:this\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day))$/i;

function named(subject: string, now: Date, timeZone: string) {
  // "every tuesday" belongs to a repeat, which is an add.
  if (NOT_A_NAME.test(subject.trim()) || /\b(?:every|each)\s*$/i.test(subject)) return undefined;
  // "make the dentist p1, school trip on monday": a name never holds a priority and a comma.
  if (/[,;]/.test(subject) && findPriority(subject)) return undefined;
  // "call the bank tomorrow, urgent": a task said with its date is being added, not named.
  // "trash night", "game night", "date night": a night named by a noun before it is a name, not tonight.
  if (parseDueDate(subject, now, timeZone) && !NIGHT_NAMED.test(subject.trim())) return undefined;
  // "bin night is at 8": the night is when the task is done; the task is the bins.
  const target = parseTarget(NIGHT_NAMED.test(subject.trim()) ? subject.trim().replace(/\s+night$/i, '') : subject);
  return target && 'query' in target ? target : undefined;
}

export function matchStatementEdit(text: string, now: Date, timeZone: string): Intent | undefined {
  // "isn't urgent" is "is" and "not urgent".
  const said = text
    .trim()
    .replace(/\b(?:isn'?t|is not)\s+(?=(?:urgent|important|a priority)\b)/i, 'is not ')
    .replace(/\b(?:aren'?t|are not)\s+(?=(?:urgent|important)\b)/i, 'are not ')
    // "the MOT doesn't need to be p1 anymore": the priority it had is no longer wanted.
    .replace(
      /\s+(?:doesn'?t|does not|don'?t|do not|no longer)\s+(?:need|have|has|needs)\s+to\s+be\s+(?=(?:urgent|important|a priority|high priority|top priority|p1|priority 1)\b)/i,
      ' is not ',
    );
  const off = CALLED_OFF.exec(said);
  const offTarget = off && named(off[1]!, now, timeZone);
  if (offTarget) return { kind: 'delete', target: offTarget };
  // Every place a link could be, first to last: "bob's party is saturday" links at "is", not at "'s".
  for (const link of said.matchAll(LINK)) {
    // "office hours this week are at 3", "choir this time is at 8": the coming time of the task, the task's own name before it.
    const subject = said.slice(0, link.index).replace(/\s+(?:this|next)\s+(?:week|time)$/i, '');
    const value = said.slice(link.index + link[0].length);
    if (subject.length < 2 || !value) continue;
    if (WEAK_LINK.test(link[1]!) && !CHANGED.test(value)) continue;
    // "buy sun cream for the kids - not important", "ring the council re bins, not important", "research heat pumps, not
    // urgent, p3": an errand said with its priority is a task to add (a task of that name is found later).
    if (
      WEAK_LINK.test(link[1]!) &&
      (ERRAND.test(subject) || MESSAGE_ERRAND.test(subject)) &&
      /^not\s+(?:urgent|important)(?:[\s,;]+(?:p[1-4]|priority\s*[1-4]|(?:low|medium|normal)(?:\s+priority)?))?$/i.test(value.trim())
    )
      continue;
    // "pick up wool from kirsty's on saturday": a place in the possessive ("at mum's"), not "is".
    // "dinner at Tama & Leilani's sat 7pm": two owners of the place, joined.
    if (/^['’]s$/.test(link[1]!) && /\b(?:from|to|at|round|around|near|by|for|with|into|in|over|outside)\s+(?:\S+\s+(?:&|and|n|\+)\s+)?\S+$/i.test(subject)) continue;
    const target = named(subject, now, timeZone);
    const change = target && changesOf(value, now, timeZone);
    if (target && change) return { ...change, target };
    // "the cafe shift sat is 8 not 7", "queen st delivery tmrw is 7 not 630": the day names which one; only a new time is said.
    const dayless = subject.replace(DAY_AFTER_NAME, '');
    const dayTarget = dayless !== subject && !target ? named(dayless, now, timeZone) : undefined;
    const timeOnly = dayTarget && changesOf(value, now, timeZone);
    if (dayTarget && timeOnly && 'keepDay' in timeOnly && timeOnly.keepDay) return { ...timeOnly, target: dayTarget };
  }
  // No link: "gym tmrw instead of today" (a change word says so).
  return CHANGED.test(said) ? nameThenValue(said, now, timeZone) : undefined;
}

/** "make the dentist 4pm", "set the report to friday": a task already there (it says "the") and only a new value. */
export function matchMakeThe(text: string, now: Date, timeZone: string): Intent | undefined {
  const setTo = SET_TO_TIME.exec(text.trim());
  // "to 10": a bare hour is a time of day, read as "at 10".
  if (setTo) return nameThenValue(`${setTo[1]!} ${/^\d{1,2}$/.test(setTo[2]!) ? 'at ' : ''}${setTo[2]!}`, now, timeZone);
  const make = MAKE_THE.exec(text.trim());
  // "make the meeting with accountant 11.30": hours and minutes with a dot, last, minutes past 12 (no month), a time.
  const said = make?.[1]!.replace(/\s+to\s+(?=\S+$)/i, ' ').replace(/\s(\d{1,2})\.(1[3-9]|[2-5]\d)$/, ' at $1:$2');
  return said ? nameThenValue(said, now, timeZone) : undefined;
}

/** A name, then from the first date on only a new value: the change to the named task. */
function nameThenValue(line: string, now: Date, timeZone: string): Intent | undefined {
  const date = parseDueDate(line, now, timeZone);
  const first = date?.spans.reduce((min, span) => Math.min(min, span.index), Infinity);
  if (first !== undefined && first > 1) {
    const target = named(line.slice(0, first), now, timeZone);
    const change = target && changesOf(line.slice(first), now, timeZone);
    if (target && change) return { ...change, target };
  }
  return undefined;
}
