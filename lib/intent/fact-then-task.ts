import type { Intent } from './intent-schema';
import { ERRAND, matchExplicitCreate, matchImplicitCreate } from './match-create';
import { leftOverLength, parseDueDate } from './parse-due-date';

/**
 * A fact said before the task it calls for: "payday is the 28th, transfer money to savings then",
 * "bake sale at school on the 14th, drop the cakes off", "the essay is due 3rd june so i want to
 * start it end of the month", "festival tickets go on sale friday 9am". The fact gives the day (or
 * the task's object); the task is what is added. Only a task read as an add is taken: a change
 * after the fact ("dentist is friday, move it to monday") is left to the readers of changes.
 */

/** "payday is the 28th", "bin day's tuesday", "the fete is on saturday": a name, a link, then only a day. */
const FACT_IS = /^(.{2,50}?)\s+(?:is|are|'s|falls on|lands on)\s+(?:on\s+)?([^,;]{2,40}?)(?:\s*(?:[,;]|\s[-–—])\s*(?:so\s+)?|\s+so\s+)(.{3,})$/i;
/** "uniform swap at school on the 14th": an event (no verb of its own), "on"/"this"/"next", then only a day. */
const EVENT_ON = /^(.{2,50}?)\s+((?:on|this|next)\s+[^,;]{2,30}?)\s*(?:[,;]|\s[-–—])\s*(?:so\s+)?(.{3,})$/i;
/** A verb the task after an event may start with; the event itself must not start with one. */
const TASK_VERB =
  /^(?:put(?!\s+(?:it|them|that|this|those|these)\b)|drop|take|bring|send|book|call|ring|phone|text|email|transfer|move money|buy|get|grab|pick|pay|order|pack|fill|check|ask|tell|give|collect|return|wrap|print|sign|post|label|iron|wash|sort|find|dig|look|make sure|remember|set aside|put aside|save|withdraw|top up|renew|apply|register|cancel|chase)\b/i;
/** "drop the cakes off", "take the raffle prizes", "ask about reading": things taken (or said) to the event, which names where. */
const TAKEN_THERE = /^(?:drop|take|bring|hand|give|ask|mention|raise)\b/i;
/** "X is due 3rd june so i want to start it end of the month": the task's verb, said with "it" after the fact. */
const DUE_SO_I =
  /^(.{2,50}?)\s+(?:is|are|'s)\s+due\s+([^,;]{2,30}?)\s*,?\s+so\s+(?:i\s+(?:want|need|have|will|should|would like|wanna|gotta|plan|'d like)\s+(?:to\s+)?|i'?ll\s+|i'?d\s+like\s+to\s+)(\w+)\s+(?:it|them|that)\s+(.{2,})$/i;
/** "the tickets go on sale friday 9am": buying them is the task. */
const ON_SALE = /^(.{3,60}?)\s+(?:go|goes|are going|is going|come|comes)\s+on\s+(?:general\s+)?sale\s+(.{2,})$/i;

const onlyADay = (words: string, now: Date, timeZone: string) => {
  const date = parseDueDate(words, now, timeZone);
  return date && leftOverLength(words.replace(/^(?:on\s+)?(?:the\s+)?/i, ''), date) <= 3 ? date : undefined;
};

function addOf(words: string, now: Date, timeZone: string): Intent | undefined {
  const request = matchExplicitCreate(words, now, timeZone) ?? matchImplicitCreate(words, now, timeZone);
  return request?.kind === 'create' ? request : undefined;
}

export function matchFactThenTask(text: string, now: Date, timeZone: string): Intent | undefined {
  const due = DUE_SO_I.exec(text);
  if (due && onlyADay(due[2]!, now, timeZone) && !/^(?:it|that|this|they|he|she)$/i.test(due[1]!)) {
    return addOf(`${due[3]} ${due[1]} ${due[4]}`, now, timeZone);
  }
  const sale = ON_SALE.exec(text);
  if (sale && parseDueDate(sale[2]!, now, timeZone) && !/^(?:they|it|those|these)$/i.test(sale[1]!)) return addOf(`buy ${sale[1]} ${sale[2]}`, now, timeZone);
  const fact = FACT_IS.exec(text);
  const event = fact ? undefined : EVENT_ON.exec(text);
  const [name, when, task] = fact ? [fact[1]!, fact[2]!, fact[3]!] : event ? [event[1]!, event[2]!, event[3]!] : [];
  if (!name || !when || !task || !onlyADay(when, now, timeZone)) return undefined;
  // "call mum on friday, buy milk": a task first is no fact; the event names a thing, the task starts with a verb.
  if (/^(?:i|we|you|it|this|that|there)\b/i.test(name) || TASK_VERB.test(name) || !(TASK_VERB.test(task) || ERRAND.test(task))) return undefined;
  // "clean the car on friday, …" is a task, "bake sale on friday" an event: a verb is followed by its object's article.
  if (!fact && /^\S+\s+(?:(?:up|out|off|in)\s+)?(?:a|an|the|my|your|his|her|our|their|some|this|that|it|them|\w+'s)\b/i.test(name)) return undefined;
  // "…, transfer money then": the day is the fact's; a day of the task's own wins.
  const own = parseDueDate(task, now, timeZone);
  const done = task.replace(/\s+(?:then|that day|on the day)$/i, '');
  // "bake sale at school on the 14th, drop the cakes off": what is taken there goes to the event.
  const taken = event && TAKEN_THERE.exec(done);
  const place = taken && !/'s\b|\b(?:at|to|with)\b/i.test(done.slice(taken[0].length)) ? name.replace(/^the\s+/i, '').replace(/\s+at\s+.+$/i, '') : undefined;
  // "hogmanay", "christmas": an event of one word is a name, said without "the".
  const the = place && /\s/.test(place) ? 'the ' : '';
  const said = place && !/'s\b/i.test(place) ? `${done} ${/^(?:take|bring)/i.test(taken![0]) ? 'to' : 'at'} ${the}${place}` : done;
  return addOf(own ? task : `${said} ${/^(?:on|this|next)\b/i.test(when) ? '' : 'on '}${when}`, now, timeZone);
}
