import type { Intent } from './intent-schema';
import { parseDueDate } from './parse-due-date';
import { toneAtEnd } from './tone-at-end';

/**
 * "write my ML assignment for me pls", "can you do my tax return for me", "order dog food on zooplus
 * for me", "email my tutor for me and say i'm ill": work the person asks the assistant itself to do, which a todo list cannot. A plain "I can't
 * do that" and the way to keep it as a task instead; never a task added from the words.
 */
const DO_IT_FOR_ME =
  /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*(write|rewrite|do|redo|finish|complete|solve|draft|code|program|translate|summari[sz]e|answer|compose|proofread|correct|edit|format|research|calculate|study for|prepare|plan|update|review|mark|design|organi[sz]e|order|book|buy|send|post|share|upload|pay|make|find|call|ring|phone|email|text|message|fill out|fill in|clean|tidy|wash|iron|cook|fix|repair|sort|sort out|pick up|collect|drop off|walk|feed|water|mow|hoover|vacuum|print|scan|sign|renew|cancel|return|reply to|get|grab|fetch|bring|take|deliver|check|look up|google|search|read)\s+(?!.*\b(?:remember|note|keep in mind|save|remind)\b)(.+?)\s+for (?:me|us)(?:[\s,]+(?:and\s+)?(?:say|tell|ask|let|mention|explain|saying|telling)\b.*?)?(?:[\s,]+(?:pls|please|plz|thanks|thx))?(?:\s*,\s*(?:size|colou?r|brand|model|qty|quantity|the)\s+[^,;]{1,30})?\s*[.!?]*$/i;

/**
 * "email dr byrne for me and say im sick", "text jo for me saying i'm late": a message for the assistant
 * to send, with what it should say. Never a task made of the words; the way to keep it as one is given.
 */
const SEND_FOR_ME =
  /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*(email|e-mail|text|message|msg|dm|whatsapp|call|ring|phone|write to|reply to|contact)\s+(.+?)\s+for (?:me|us),?\s+(?:and\s+)?(?:say|tell|ask|let|saying|telling|asking|letting|explain|explaining)\b.+$/i;

/**
 * "can you text dad to remind him about his appt", "could you email the landlord the photos", "will u ring the garage":
 * a message or a call asked of the assistant itself ("can you …"), which it cannot send. Said without "can you" ("text dad
 * …") it is an errand to keep, read elsewhere; "can you call it X" names a task, "can you tell me …" asks about the list.
 */
const YOU_SEND =
  /^(?:(?:can|could|would|will) (?:you|u)|(?:can|could) (?:you|u) (?:please|pls|plz|just|quickly))\s+(text|email|e-mail|message|msg|dm|whatsapp|call|ring|phone|contact|write to|reply to|tell|ping|remind)\s+(?!(?:me|us|myself|it|that|this|them|those|these|back|in)\b)(\p{L}.+)$/iu;

/**
 * "can u make me a reservation at the thai place fri 7pm", "could you book us a table for six", "will you get me an
 * appointment with the GP": a booking asked of the assistant itself, which it cannot make. Said as a note to self ("book
 * a table at the thai place fri") it is an errand to keep, read elsewhere.
 */
const YOU_BOOK =
  /^(?:(?:can|could|would|will) (?:you|u)|(?:can|could) (?:you|u) (?:please|pls|plz|just|quickly))\s+(make|book|get|reserve|arrange|schedule)\s+(?:me|us)\s+((?:an?|the)\s+(?:reservation|booking|table|appointment|appt|slot|spot|ticket|tickets|ride|taxi|cab|uber)\b.*)$/iu;

/**
 * "write my reflective essay on compassionate leadership", "draft my cover letter": a piece of writing
 * that people also ask a chatbot for. With no day it may be either, so it is asked about, never added;
 * with a day ("write my essay by friday") it is a task, read elsewhere.
 */
const WRITE_MY =
  /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*((?:write|draft|compose)\s+(?:up\s+)?my\s+(?:[\p{L}\p{N}'-]+\s+){0,3}?(?:essay|assignment|dissertation|diss|thesis|conclusion|introduction|intro|abstract|literature review|lit review|chapter|report|cover letter|personal statement|speech|poem|story|cv|resume|reflection|blog post|caption|bio|eulogy|toast|homework|coursework)\b.*?)\s*[.!?]*$/iu;

/**
 * "calculate my EMI for a 5 lakh loan at 10%", "convert 250 dollars to euros": a sum with its numbers, which a calculator
 * does. With no day it is asked about, never added; "calculate the quarterly VAT by friday" is a task, read elsewhere.
 */
const CALCULATE = /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*((?:calculate|calc|compute|convert)\s+(?=.*\d).+)$/iu;

/**
 * "set alarm to 7", "set a timer for 10 mins", "wake me up at 6": a clock the phone keeps, which a todo list cannot.
 * Only when nothing but a time follows ("set an alarm to call mom at 5" is a task to call mom, read elsewhere).
 */
const ALARM =
  /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*(?:(?:set|put|make|start|create)(?:\s+up)?\s+(?:me\s+)?(?:an?\s+|my\s+|the\s+)?(alarm|timer|wake[- ]?up(?:\s+call)?)|(wake)\s+me(?:\s+up)?)\s+(?:for|to|at|in|on)?\s*((?:\d{1,2}(?::\d{2})?|\d{3,4})\s*(?:am|pm|a\.m\.|p\.m\.|h|hrs|o'?clock)?|noon|midnight|\d+\s*(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?))(?:\s+(?:tomorrow|tmrw|tmr|today|tonight|(?:in\s+the|this)\s+(?:morning|evening)))?(?:[\s,]+(?:pls|please|plz|thanks|thx))?\s*[.!?]*$/i;

/**
 * "write my essay for me 😂", "do my tax return for me lol", "… for me haha jk": a laugh or an emoji at the end says the
 * ask is half a joke; the ask is the same, and still not a task.
 */
const LAUGH_AT_END = /(?:[\s,!.]+(?:lol|lmao|lmfao|rofl|ha(?:ha)+|he(?:he)+|jk|jks|xd|x+)|\s*[.!?]+)+$/iu;

function withoutLaugh(text: string): string {
  let body = text.trim();
  for (let previous = ''; previous !== body;) {
    previous = body;
    body = toneAtEnd(body, true).body.replace(LAUGH_AT_END, '').trim();
  }
  return body || text.trim();
}

export function matchBeyondReach(said: string, now?: Date, timeZone?: string): Extract<Intent, { kind: 'chat' | 'clarify' }> | undefined {
  const text = withoutLaugh(said);
  const alarm = ALARM.exec(text.trim());
  if (alarm) {
    const clock = /timer/i.test(alarm[1] ?? '') ? 'timers' : 'alarms';
    const when = /[a-z]$/i.test(alarm[3]!) && !/(?:am|pm|m\.|o'?clock|noon|midnight)$/i.test(alarm[3]!) ? `in ${alarm[3]!}` : `at ${alarm[3]!}`;
    return { kind: 'chat', reply: `I can't set ${clock}: I keep your todo list. To be reminded, say "remind me ${when} to …" with what it is for.` };
  }
  const asked =
    DO_IT_FOR_ME.exec(text.trim()) ?? SEND_FOR_ME.exec(text.trim()) ?? YOU_SEND.exec(text.trim().replace(/[\s?.!]+$/, '')) ?? YOU_BOOK.exec(text.trim().replace(/[\s?.!]+$/, ''));
  const writing = asked ? undefined : (WRITE_MY.exec(text.trim()) ?? CALCULATE.exec(text.trim()));
  if (writing && !(now && timeZone && parseDueDate(writing[1]!, now, timeZone))) {
    const task = writing[1]!.replace(/^\p{L}/u, (first) => first.toUpperCase());
    return {
      kind: 'clarify',
      question: `Do you want “${task}” on your list? I can't ${/^(?:calc|compute|convert)/i.test(task) ? 'work it out' : 'write it'} for you, but I can keep it as a task: say "add ${writing[1]!.toLowerCase()}" to add it.`,
    };
  }
  if (!asked) return undefined;
  const task = `${asked[1]!.toLowerCase()} ${asked[2]!}`;
  return { kind: 'chat', reply: `I can't do that: I keep your todo list, but I can't do the work itself. To keep it as a task, say "add ${task}".` };
}
