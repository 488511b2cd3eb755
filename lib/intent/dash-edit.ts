import type { Changes, Intent } from './intent-schema';
import { parseDueDate, leftOverLength } from './parse-due-date';
import { changeNamed, priorityByName } from './match-edits';
import { FORGETTING_LEAD } from './forgetting-lead';
import { saysDay } from './match-statement';

/*
 * "q2 review - add tag hr, remove work tag", "maid salary - due 11th this time, she asked",
 * "insurance - set priority 2": a task named first, a dash, then its changes one clause each.
 * Every clause up to the first one not read must be a change; what follows may only be a reason.
 */

/** The task's name, then a dash (spaced, so "x-ray" stays a word) or a colon, then the changes. */
const NAME_DASH =
  /^(.{2,60}?)(?:\s+[-–—]|:|,(?=\s+(?:(?:change|move|push|switch)\s+(?:it\s+)?to|do\s+it\s+(?:earlier|sooner|later))\b)|(?<!\s(?:and|&|then))(?=\s+make\s+it\s+due\s))\s+(.+)$/;
/**
 * "groceries → sunday noon, tag it costco", "the sd card backup -> tomorrow morning, too fried", "decorator call ->
 * rename to 'Call the decorator'": an arrow after the name says the change as a dash does, and may point at the bare
 * new value (a day, a priority). Names of several ("both …", "A and B") are read elsewhere.
 */
const NAME_ARROW =
  /^(?!(?:all|every|everything|anything|both|the (?:two|three|2|3))\b)((?:(?!\s(?:and|\+)\s).){2,60}?)\s*(?<!\b(?:stuff|things|ones|tasks|jobs|todos|items|bits)\s*)(?:->|→|=>)\s*(.+)$/i;
/** "rename to 'X'", "rename it X", "call it X": the new name, after an arrow. */
const RENAME_IT = /^(?:rename(?:\s+it)?(?:\s+(?:to|as))?|call\s+it|change\s+(?:the\s+)?(?:name|title)\s+to)\s+(.+)$/i;

/** "make it tomorrow", "push it to friday", "doing them at 5pm today", "get it done by the 19th": the task's new day. */
const MOVE_IT =
  /^(?:make it|move it(?:\s+to)?|push it(?:\s+to)?|push to|move to|change it to|change to|switch it to|switch to|do it|doing (?:it|them|that)|get it done(?:\s+by)?|have it done(?:\s+by)?|needs? (?:doing|done)(?:\s+by)?)\s+(.+)$/i;
/** "still urgent", "now p1", "keep it top priority": the priority said again with the change. */
const STILL_RANKED = /^(?:still|now|it'?s|keep it|keep it at)\s+(.+)$/i;
const WORD = String.raw`#?(\p{L}[\p{L}\p{N}_-]*)`;
const ADD_TAG = new RegExp(
  String.raw`^(?:(?:add|put|give it|attach)\s+(?:a\s+|the\s+)?(?:(?:tag|label)\s+${WORD}|${WORD}\s+(?:tag|label)|#(\p{L}[\p{L}\p{N}_-]*))|(?:tag|label)\s+(?:it\s+)?(?:as\s+|with\s+)?${WORD})(?:\s+(?:to|on)\s+(?:it|them|both))?$`,
  'iu',
);
const REMOVE_TAG = new RegExp(
  String.raw`^(?:(?:remove|drop|delete|clear|take off)\s+(?:the\s+)?(?:(?:tag|label)\s+${WORD}|${WORD}\s+(?:tag|label)|#(\p{L}[\p{L}\p{N}_-]*))|untag\s+${WORD})(?:\s+(?:from|off)\s+(?:it|them))?$`,
  'iu',
);
const PRIORITY_VERB = /^(?:(?:set|make|change|put|mark|bump|raise|lower|drop)\s+(?:it\s+|them\s+|the\s+)?(?:to\s+|as\s+)?)/i;
/** "due 11th", "due on friday this time", "need to buy by 15th", "by the 20th": a new day for the task. */
const NEW_DAY =
  /^(?:(?:set\s+|make\s+it\s+)?due\s+(?:on\s+|by\s+)?|(?:need|needs|have|has|got)\s+to\s+(?:be\s+)?\w+(?:\s+(?:it|them))?\s+(?:by|before|on)\s+|by\s+)(.+?)(?:\s+this\s+time)?$/i;
/** A name that starts with a verb of doing is a task to do, perhaps a new one: "renew passport", "buy diyas". */
const TODO_FIRST =
  /^(?:renew|buy|call|ring|phone|pay|book|get|send|email|mail|order|fix|pick|text|take|make|do|write|clean|finish|submit|file|ask|go|visit|meet|bring|collect|return|cancel|print|post|prepare|plan|sign|add|put|remind|remember|need|have|i|we)\b/i;
/** "i keep forgetting to", "lemme not forget to": what follows is a task the person wants kept, not one named. */
const FORGETTING = new RegExp(String.raw`^(?:${FORGETTING_LEAD})\s+(?:to|about)\b`, 'i');
/** Words that say a change of a task: a clause with one of them is never read as a reason. */
const CHANGE_WORD = /\b(?:tag|tags|untag|label|priority|prio|p[1-4]|due|date|deadline|remind|reminder|move|push|postpone|prepone|reschedule|rename|title)\b/i;

/** "give it a date, …", "put a due date on it: …", "set a deadline of …", "date it …": a new date said with the words for one. */
const GIVE_IT_A_DATE =
  /^(?:(?:give\s+it|give\s+that|set|put|add|slap)\s+(?:a\s+|the\s+)?(?:due\s+)?(?:date|deadline)(?:\s+on\s+it)?|date\s+it)(?:\s+(?:of|for|as|to))?\s*(?:[,:;–—-]\s*|\s+)(?=\S)/i;

const NO_DATE = /^(?:no|remove the|clear the|take off the|drop the)\s+(?:due\s+)?(?:date|deadline)(?:\s+(?:now|any ?more))?$/i;

/** The bare value an arrow points at ("sunday noon", "priority high", "p2"), or a new name ("rename to 'X'"). */
function arrowValue(clause: string, now: Date, timeZone: string): Changes | undefined {
  const said = clause.trim().replace(/\s+(?:please|pls)$/i, '');
  const renamed = RENAME_IT.exec(said);
  const title = renamed ? renamed[1]!.trim().replace(/^(['"‘“])(.+)(['"’”])$/u, '$2') : undefined;
  if (title) return { title };
  const priority = priorityByName(said);
  if (priority) return { priority };
  // "-> 2pm instead": a time alone keeps the task's own day, which the statement reader says (match-statement.ts).
  const due = saysDay(said) ? parseDueDate(said, now, timeZone) : undefined;
  return due && leftOverLength(said, due) <= 3 ? { dueAt: due.dueAt } : undefined;
}

function clauseChanges(clause: string, now: Date, timeZone: string): Changes | undefined {
  // "…, and p2", "…, also tag it admin": the word joining the clause is no part of it.
  const said = clause
    .trim()
    .replace(/\s+(?:please|pls)$/i, '')
    .replace(/^(?:and|also|plus|then)\s+/i, '');
  const added = ADD_TAG.exec(said);
  // "add #admin", "remove #home": a tag said with its "#" needs no "tag" word.
  if (added) return { addTags: [(added[1] ?? added[2] ?? added[3] ?? added[4])!.toLowerCase()] };
  const removed = REMOVE_TAG.exec(said);
  if (removed) return { removeTags: [(removed[1] ?? removed[2] ?? removed[3] ?? removed[4])!.toLowerCase()] };
  // "no date", "no due date", "no deadline": the date taken away.
  if (NO_DATE.test(said)) return { dueAt: null };
  const verb = PRIORITY_VERB.exec(said);
  const ranked = said.slice(verb?.[0].length ?? 0).replace(/\bprio\b/i, 'priority');
  // A bare "high" is no change; "set high", "priority 2", "p2", "high priority" are.
  if (verb || /\bpriority\b|^p[1-4]$/i.test(ranked)) {
    const priority = priorityByName(ranked);
    if (priority) return { priority };
  }
  const moved = MOVE_IT.exec(said);
  if (moved) {
    // "monday 10pm after close": when the work ends says why the hour, not another time.
    // "do it earlier - wed", "make it later, friday": the direction only says how the day moves.
    // "thursday at 4 so I can see the site first": what the new day is for is no part of it.
    const when = `due ${moved[1]!
      .replace(/\s+so\s+(?:that\s+)?\S.*$/i, '')
      .replace(/^(?:earlier|sooner|later)\s*(?:[-–—,:]\s*|\s)(?=\S)/i, '')
      .replace(/^(?:by|on)\s+/i, '')
      .replace(/\s+(?:after|once)\s+(?:close|closing|service|work|school|lunch|dinner|the kids are down)$/i, '')}`;
    const due = parseDueDate(when, now, timeZone);
    if (due && leftOverLength(when, due) <= 4) return { dueAt: due.dueAt };
  }
  const still = STILL_RANKED.exec(said);
  const again = still ? priorityByName(still[1]!) : undefined;
  if (again) return { priority: again };
  const day = NEW_DAY.exec(said);
  // "due 11th" reads a bare day of the month that "11th" alone does not; nothing but "due" may be left over.
  const when = day ? `due ${day[1]!.replace(/^(?:by|on)\s+/i, '')}` : '';
  const due = day ? parseDueDate(when, now, timeZone) : undefined;
  if (day && due && leftOverLength(when, due) <= 4) return { dueAt: due.dueAt };
  return undefined;
}

/**
 * The changes after "<task> - ", or undefined when the first clause is no change this reads. A later
 * clause that is no change but names one ("…, and the reminder too") is asked about: it is not all read.
 */
export function matchDashEdit(body: string, now: Date, timeZone: string): Intent | undefined {
  const arrow = NAME_ARROW.exec(body);
  const named = arrow ?? NAME_DASH.exec(body);
  // "renew passport — top priority, …" may be a task to add with its priority: asked about elsewhere.
  // "all uni tasks - p2": tasks named by a filter are read elsewhere.
  if (!named || /^(?:all|every|everything|anything)\b/i.test(named[1]!)) return undefined;
  // "I keep forgetting to water the ficus - do it friday": a task to add with its day, read with the adds.
  if (FORGETTING.test(named[1]!)) return undefined;
  // "give it a date, 31 may", "set a deadline: friday", "date it the 20th": the day after is the task's new date.
  const changesSaid = named[2]!.replace(GIVE_IT_A_DATE, 'due ');
  // A new name after an arrow is the rest of the words ("rename to 'Call the decorator, florist'").
  const renamed = arrow ? RENAME_IT.exec(changesSaid.trim()) : null;
  const clauses = renamed ? [changesSaid] : changesSaid.split(/\s*[,;]\s*|\s+(?:and|&)\s+(?=(?:add|remove|drop|set|make|tag|untag|due|priority)\b)/i);
  const changes: Changes = {};
  for (const [index, clause] of clauses.entries()) {
    const read = clauseChanges(clause, now, timeZone) ?? (arrow && index === 0 ? arrowValue(clause, now, timeZone) : undefined);
    if (read) {
      for (const [key, value] of Object.entries(read) as [keyof Changes, never][]) {
        const had = changes[key];
        changes[key] = (Array.isArray(had) ? [...had, ...(value as string[])] : value) as never;
      }
      continue;
    }
    if (index === 0) return undefined;
    if (clauses.slice(index).some((rest) => CHANGE_WORD.test(rest))) return { kind: 'unknown' };
    break;
  }
  // A name that starts with a verb of doing may be a new task with its date or priority ("renew passport -
  // top priority"); a tag added or taken off, or the date taken away ("clean the oven: remove #home"), is
  // only ever said of a task that exists.
  // "cancel bell - give it a date, monday": "it" says the task is there already.
  const saysIt = GIVE_IT_A_DATE.test(named[2]!) || /^(?:make|move|push|change|switch|get|have|do|doing)\s+(?:it|them)\b/i.test(named[2]!);
  if (!saysIt && TODO_FIRST.test(named[1]!) && (changes.priority !== undefined || (changes.dueAt !== undefined && changes.dueAt !== null))) return undefined;
  return changeNamed(named[1]!, changes);
}
