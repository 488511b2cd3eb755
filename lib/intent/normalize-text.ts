/**
 * Common typos and shorthands, fixed before anything else reads the text.
 * Each replacement keeps word boundaries, so titles keep their other words.
 */
import { withHalvesAsMinutes } from './hour-and-a-half';
import { withoutPidginWords } from './pidgin-words';
import { withScotsWordsPlain } from './scots-words';
import { withHindiDayWordsPlain } from './hindi-words';
import { withoutTagalogParticles } from './tagalog-particles';
import { numberFromWord } from './number-words';
import { withSpokenClockTimes } from './spoken-clock';
import { clock24, DAY_WORD, TWENTY_FOUR_HOUR, withClockOfChange } from './four-digit-clock';

/** "at 330 saturday", "by 745": three digits after "at"/"by" and before a day or the end, an hour and its minutes ("at 412 elm st" is a house). */
const THREE_DIGIT_CLOCK = new RegExp(String.raw`(?<=(?:\b(?:at|by)\s|@\s?))([1-9])([0-5]\d)(?=\s*(?:$|[,;.!?]|(?:on\s+|this\s+|next\s+)?${DAY_WORD}\b))`, 'gi');
/** "sat 5 - take anika for haircut": a weekday first, a bare hour, then a dash or a colon and the task; the hour is its time. */
const DAY_HOUR_FIRST =
  /^((?:today|tomorrow|tonight|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s+((?:1[0-2]|[1-9])(?::[0-5]\d)?)(?=\s*[-–—:]\s)/i;
/** "saturday 2ish", "at 9ish": an hour said roughly, the hour itself (after a day word, said with "at"). */
const HOUR_ISH_AFTER_DAY = new RegExp(String.raw`(?<=\b${DAY_WORD}\s)((?:1[0-2]|[1-9])(?::[0-5]\d)?)\s*-?ish\b`, 'gi');
const HOUR_ISH = /(?<=\b(?:at|around|about|by)\s)((?:1[0-2]|[1-9])(?::[0-5]\d)?)\s*-?ish\b/gi;

const FIXES: ReadonlyArray<readonly [RegExp, string | ((match: string) => string)]> = [
  [/[\u2018\u2019]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\b(?:tommorow|tommorrow|tomorow|tomorro|tomrrow|tmrw|tmrow|tmr|2moro|2morrow|2mrw|2mrow|2mro|tomoz|tomozz|tmoz|tomorra|tomorrah)\b/gi, 'tomorrow'],
  // "all of tmrws stuff": the short form's possessive, said without its apostrophe.
  [/\b(?:tmrw|tmrow|tmr|2moro)'?s\b/gi, "tomorrow's"],
  [/\b(?:tonite|2nite|2night|tnite|tonyt)\b/gi, 'tonight'],
  // "tmrw nite", "fri nite": night.
  [/\bnite\b/gi, 'night'],
  // "3:15 p.m.", "at 9 a.m. Karen has a meeting": the dotted am/pm as one word (its last dot kept where a sentence ends).
  [/\b([ap])\.m\.(?=\s+\p{Lu})/gu, '$1m.'],
  [/(?<=\d\s?)([ap])\.m\b\.?/gi, '$1m'],
  // "next week what's due", "friday whats on?": the day first, then the list question, as "what's due next week".
  [
    /^((?:(?:this|next)\s+)?(?:today|tomorrow|tonight|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day))[\s,:-]+(what'?s|what is|anything)\s+(due|on|left|happening|planned)\s*(\??)$/i,
    '$2 $3 $1$4',
  ],
  // "tues 3pm", "thurs at 2": short weekdays the date reader does not know.
  [/\btues\b/gi, 'tuesday'],
  [/\bweds\b/gi, 'wednesday'],
  [/\bthu(?:rs?)\b/gi, 'thursday'],
  // "on sat", "by sun", "sat 10am": the short weekend days, only where a day is meant ("sat down", "the sun" stay).
  [/\b(on|by|for|this|next|due|until|till|from|to|til) sat\b(?!')/gi, '$1 saturday'],
  [/\b(on|by|for|this|next|due|until|till|from|to|til) sun\b(?!')/gi, '$1 sunday'],
  // "add sat X", "X sat 10am", "X sat #home", "sat - X": the short Saturday beside an add's fields ("sat nav", "sat down" stay).
  [
    /(?<=^(?:(?:please|pls)\s+)?(?:add|todo:?|note to self:?|remind me to)\s+)sat\b(?!'|\s+(?:nav|phone|down|on|in|with|there|by|at\s+(?:the|my|a)\b))|^sat(?=\s*[-:–]|\s+(?:p[1-4]\b|#|\d)|\s+(?!(?:nav|phone|down|on|in|with|there|by|next|around|the|my|an?|through|for|up|out|and|here|at)\b)\p{L})|(?<=\s)sat(?=\s*$|\s+(?:p[1-4]\b|#|\d|at\s+\d|(?:morning|afternoon|evening|night)\b|(?:urgent|asap|high|medium|low)\b))/giu,
    'saturday',
  ],
  // "wed 23rd", "tuesday 22nd": a weekday, then its day of the month, as "wed the 23rd" the date reader knows.
  [/\b((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?) (\d{1,2}(?:st|nd|rd|th))\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/gi, '$1 the $2'],
  // "the 13th jan", "15th jan": a day, then its month, as "13th of jan".
  [/\b(\d{1,2}(?:st|nd|rd|th)) (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b)/gi, '$1 of '],
  // "tomorrow's meeting", "tonights game": the day, not a possessive.
  [/\b(today|tomorrow|tonight)'?s\b/gi, '$1'],
  [/\b2day\b/gi, 'today'],
  // "ring dad at half 6 tn", "tn: wash the wetsuit": "tn" is tonight, last in the line or before a colon or a comma.
  [/(?<![\w'])tn(?=\s*(?:$|[:,;.!?]))/gi, 'tonight'],
  // "prepone X to 9:30", "X prepone to monday" (Indian English): a move to an earlier day or time said.
  [/\bprepone(d?)\b(?=.*\bto\b)/gi, 'move$1'],
  // "today itself", "by 15th itself", "make it tomorrow itself": Indian English emphasis on a day, not part of a title.
  [/\b((?:today|tomorrow|tonight|now|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)|eod)) itself\b/gi, '$1'],
  // "pay rent for 5th", "done by 26th": a bare day of the month ending the request, as "the 5th" ("for 5th birthday" stays).
  [/\b(for|by|on|before)\s+(\d{1,2}(?:st|nd|rd|th))(?=\s*$|\s*[,;]|\s+(?:at|@|\d|p[1-4]\b|#))/gi, '$1 the $2'],
  // "X, medium priority, 18th", "X, 18th": a bare day of the month as a field of its own after a comma, "on the 18th".
  [/(?<=\S\s*,\s*)(\d{1,2}(?:st|nd|rd|th))(?=\s*$|\s*[,;])/gi, 'on the $1'],
  // "by 18-06", "due on 5-07": a day and a month with a dash after a word of when, as "18/06".
  [/\b(by|on|due|before|till|until|for)\s+(0?[1-9]|[12]\d|3[01])-(0?[1-9]|1[0-2])\b(?![-/.]\d)/gi, '$1 $2/$3'],
  // "10a", "9p", "7:30a": an hour with the meridiem's first letter, as "10am" the date reader knows.
  [/(?<![\w:/.-])((?:1[0-2]|0?[1-9])(?::[0-5]\d)?)([ap])\b(?![-'.]\w)/gi, '$1$2m'],
  // "0700", "1930", "at 2100 hrs": a 24-hour time, as the date reader knows it ("7:00am", "19:30").
  [TWENTY_FOUR_HOUR, clock24],
  [THREE_DIGIT_CLOCK, '$1:$2'],
  [HOUR_ISH_AFTER_DAY, 'at $1'],
  [HOUR_ISH, '$1'],
  [DAY_HOUR_FIRST, '$1 at $2'],
  // "eish everything for today move to tmrw", "ag just add X" (South African): a sigh before a request is no part of it.
  // Only before a request's own words: "eish load shedding again" stays a sigh.
  [
    /^(?:eish|ag|agh|aag|haai|hayi|yoh|yho|sjoe|jislaaik)(?:\s+man)?[\s,!.]+(?=(?:just\s+|please\s+|can you\s+)?(?:add|put|move|push|delete|remove|mark|tick|make|change|set|show|remind|cancel|skip|reopen|rename|tag|untag|everything|all)\b)/i,
    '',
  ],
  // "gym monday at 18:00 rather", "X by the 20th rather" (South African, British): a closing "rather" says "instead"
  // ("i'd rather", "or rather" stay).
  [/(?<!\b(?:would|had|or|i'd|you'd|we'd|they'd|much|i)\s)(?<=\S\s+)rather(?=[\s.!?,;]*$)/gi, 'instead'],
  // "the wk 8 lecture": a numbered week, as the title says it ("week 8").
  [/\bwk(?=\s+\d{1,2}\b)/gi, 'week'],
  // "next wk", "this wk": a week.
  [/\b(next|this|last|per|a|each|every|1|one)\s+wks?\b/gi, '$1 week'],
  // ("friday week", Australian and British, is read by the date reader: week-day-words.ts.)
  // "next week tuesday", "next week on friday" (Nigerian, Indian English): that weekday of next week, as "tuesday next week".
  [/\bnext week,?\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi, '$1 next week'],
  // "this arvo", "thurs arvo": the afternoon said in Australia, the day only (as "this evening").
  [/\barvo\b/gi, 'evening'],
  // "9 tmrw", "at 10 tomorrow": a bare hour right before the day is a time.
  // Only after a few words of title ("pick up 3 tomorrow" may be a count).
  [/(?<=\S+\s+\S+\s+\S+\s+)(?<![\w:/.$#-])(?<!\b(?:quarter|half)\s+(?:to|past|after|till|til|of)\s+|\bhalf\s+)(1[0-2]|[1-9])(?=\s+(?:tomorrow|today|tonight)\b)/gi, 'at $1'],
  // "9.30", "4.15pm": a time said with a dot, after a word that places a time or before am/pm ("$4.15" stays money).
  [
    /(?<=\b(?:at|to|by|from|till|until|around|about|@|today|tomorrow|tonight|mon|tue|wed|thu|fri|sat|sun|\w+day)\s+)(1[0-9]|2[0-3]|0?[0-9])\.([0-5][0-9])(?![\d.]|\s+(?:at\s+)?\d{1,2}[:.]\d{2})|(?<![\d$£€.])\b(1[0-9]|2[0-3]|0?[0-9])\.([0-5][0-9])(?=\s*[ap]\.?m\b)/gi,
    (said: string) => said.replace('.', ':'),
  ],
  // "a fortnight", "in a fortnight": two weeks.
  [/\b(?:a |one )?fortnight\b/gi, '2 weeks'],
  // Dictation fillers: "um", "uhh", "erm" are dropped, and "like" before a time ("at like 7").
  [/(?:^|\s)(?:u+m+|u+h+m*|e+r+m+|h+m{2,})(?!\s*huh)(?:[\s,.]+|$)/gi, ' '],
  [/\b(at|around|by|for|about|in) like (?=\d|an?\b|noon|half)/gi, '$1 '],
  [/\b(?:pls|plz|pleas|plese)\b/gi, 'please'],
  // Texting: "2 hrs b4", "the day b4" (only after an amount of time: "b4 bed" stays as typed in a title).
  [/\b(mins?|minutes?|hrs?|hours?|days?|wks?|weeks?|\d+\s*[mhd])\s+b4\b/gi, '$1 before'],
  // "take the priority off X", "remove the priority from X": no priority (p4), said as the words the priority readers know.
  [/^(?:please\s+)?(?:take|remove|clear|drop|strip)\s+(?:the\s+)?(?:priority|prio)\s+(?:off(?: of)?|from|on)\s+(.+)$/i, 'make $1 no priority'],
  // Texting "u" for "you" after a verb that takes it ("can u", "how are u", "thank u").
  [/(?<=\b(?:can|could|will|would|are|r|do|did|have|thank|thanks|told|tell|help|love|miss|see|hear|know)\s)u\b(?![-'’])/gi, 'you'],
  [/\bhow r you\b/gi, 'how are you'],
  // "in 2 wks": weeks.
  [/\b(\d+|a|an|one|two|three|four|six)\s*wks\b/gi, '$1 weeks'],
  // "tag X w/ Y", "done w/ X": texting "w/" is "with" where it names the tag or the finished task.
  [/^(.*\btag\b.*?)\s+w\/\s*(?=[#@]?[\p{L}\p{N}_-]+$)/iu, '$1 with '],
  // "done w the report", "done na w the scores" (Taglish "na": already): "w" alone is "with" there too.
  [/^((?:i'?m\s+)?(?:all\s+)?(?:done|finished|through))(?:\s+na)?\s+w(?:\/\s*|\s+)(?=\S)/i, '$1 with '],
  [/\b(?:delte|delet|dlete|deleet)\b/gi, 'delete'],
  [/\b(?:remvoe|rmove|remov)\b/gi, 'remove'],
  [/\b(?:shwo|shw|sho)\b/gi, 'show'],
  [/\blsit\b/gi, 'list'],
  // "email teh venue", "adn the form": the commonest swapped letters.
  [/\b(?:teh|hte)\b/gi, 'the'],
  [/\badn\b/gi, 'and'],
  // "chg X to Y": texting short for "change".
  [/^chg\b/gi, 'change'],
  [/\b(?:taks|tsks|tasjs|takss)\b/gi, 'tasks'],
  [/\b(?:taks|tsk|tak)\b/gi, 'task'],
  [/\b(?:compelte|complet|complte|compleet)\b/gi, 'complete'],
  [/\b(?:remnd|remidn|rmind|rmeind|remnid|reimnd|remined)\b/gi, 'remind'],
  [/\b(?:remeber|rember|remmber|remembr|rememebr|remmeber|remebmer)\b/gi, 'remember'],
  [/\baddd+\b/gi, 'add'],
  [/\b(?:dont|dnt)\b/gi, "don't"],
  [/\b(?:cant)\b/gi, "can't"],
  [/\b(?:isnt)\b/gi, "isn't"],
  [/\b(?:ive)\b/gi, "i've"],
  // "while im away", "when im back": "im" after a word that opens a clause is "i'm" ("im" alone may be German: "Termin im Büro").
  [/(?<=\b(?:while|when|if|as|since|before|after|until|till|so|and|but|where|because|cause|cuz|coz|cos|once|whenever|that)\s)im\b(?=\s+\p{L})/giu, "i'm"],
  [/\b(?:appointmnt|apointment|appointmet|appoinment|appointement|apointmnt|appointmen)\b/gi, 'appointment'],
  // "remind me 2 call the dentist": "2" for "to" before a word.
  [/\b(me|need|want|have|got|going|forget|able) 2 (?=[a-z]{2,})(?!(?:mins?|minutes?|hours?|hrs?|days?|weeks?|wks?)\b)/gi, '$1 to '],
  [/\b(?:wat|wht|waht)\b/gi, 'what'],
  [/\b(?:wats|whts)\b/gi, "what's"],
  [/\bwhats\b/gi, "what's"],
  [/\bwhat'?ve\b/gi, 'what have'],
  [/\bto-do\b/gi, 'todo'],
  [/\bto do(?=\s*(?:list|lists|'s|s)\b)/gi, 'todo'],
  [/^to do(?=\s*[:\-–])/gi, 'todo'],
  [/\btodo'?s\b/gi, 'todos'],
];

const HOURS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const hourOf = (word: string) => HOURS[word.toLowerCase()] ?? Number(word);
/** "half past five", "quarter to six", "five o'clock": clock times in words, as digits the date reader knows. */
const CLOCK_WORDS: ReadonlyArray<readonly [RegExp, (match: string, hour: string) => string]> = [
  [new RegExp(String.raw`\bhalf (?:past|after) ${HOUR}\b`, 'gi'), (_m, hour) => `${hourOf(hour)}:30`],
  [new RegExp(String.raw`\b(?:a )?quarter (?:past|after) ${HOUR}\b`, 'gi'), (_m, hour) => `${hourOf(hour)}:15`],
  [new RegExp(String.raw`\b(?:a )?quarter (?:to|till|til|of) ${HOUR}\b`, 'gi'), (_m, hour) => `${hourOf(hour) === 1 ? 12 : hourOf(hour) - 1}:45`],
  [new RegExp(String.raw`\b${HOUR} o'?clock\b`, 'gi'), (_m, hour) => `${hourOf(hour)}:00`],
  // "twenty past six", "ten to eight", "10 past 7": minutes before or after the hour ("5 to 7" with figures is a
  // range, left alone).
  [
    new RegExp(
      String.raw`\b(?:(five|ten|twenty(?:[- ]five)?)|(\d{1,2})(?=\s+(?:minutes?\s+|mins?\s+)?(?:past|after)\b))\s+(?:minutes?\s+|mins?\s+)?(past|after|to|till|til)\s+(?:at\s+)?${HOUR}\b(?!\s*(?:[:.]\d|people|of|or|and|times|days|weeks)|\s+(?:i|i'?ll|i'?m|you|he|she|they|we|it|that|the|there)\b)`,
      'gi',
    ),
    (said: string, ...groups: string[]) => {
      const [word, digits, way = '', hour = ''] = groups;
      // "twenty-five": twenty, then five.
      const minutes = word ? word.split(/[- ]/).reduce((sum, part) => sum + (numberFromWord(part) ?? 0), 0) : Number(digits);
      const clock = hourOf(hour);
      if (!(minutes > 0 && minutes < 60) || !(clock >= 1 && clock <= 12)) return said;
      if (/^(?:past|after)$/i.test(way)) return `${clock}:${String(minutes).padStart(2, '0')}`;
      return `${clock === 1 ? 12 : clock - 1}:${String(60 - minutes).padStart(2, '0')}`;
    },
  ],
  // "half 7", "at half six": British for half past.
  [
    new RegExp(String.raw`\bhalf ${HOUR}\b(?!\s*(?:hours?|hrs?|of|dozen|days?|weeks?|mins?|minutes?|months?|years?|times?|price|cups?|[%:]))`, 'gi'),
    (_m, hour) => `${hourOf(hour)}:30`,
  ],
];

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Edits (insert, delete, substitute, swap two neighbours) that turn one word into the other. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** "wednesdy", "thrusday", "tuesdy": a weekday misspelt by one edit (two in the long ones), with its first two letters right. */
function fixWeekday(word: string): string {
  const lower = word.toLowerCase();
  const day = WEEKDAYS.find((name) => name.startsWith(lower.slice(0, 2)) && (lower[1] !== 'u' || name[1] === 'u'));
  if (!day || lower.startsWith(day) || lower.length < 5) return word;
  return distance(lower, day) <= (day.length >= 8 ? 2 : 1) ? day : word;
}

/** Trims, collapses spaces, drops closing punctuation and fixes typos. */
export function normalizeText(raw: string): string {
  let text = withHalvesAsMinutes(withHindiDayWordsPlain(withScotsWordsPlain(withoutPidginWords(withoutTagalogParticles(raw.replace(/\s+/g, ' ').trim())))));
  for (const [pattern, replacement] of FIXES) text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  // "move the standup to 0830", "make it 1300": a change's new time in 24-hour digits (four-digit-clock.ts).
  text = withClockOfChange(text);
  text = text.replace(/\b(?:mo|tu|we|th|fr|sa|su)[a-z]{3,8}\b/gi, fixWeekday);
  for (const [pattern, replacement] of CLOCK_WORDS) text = text.replace(pattern, replacement);
  // "at ten thirty", "at nine", "at for": clock times dictated as words (spoken-clock.ts).
  text = withSpokenClockTimes(text);
  // "by 15.4.": the closing dot of a day-first date stays, so "12.04." is not read as 12:04.
  const dotted = /(?<![\d.])\d{1,2}\.\d{1,2}\.(?=[\s.!?,;]*$)/u.exec(text);
  text = dotted ? text.slice(0, dotted.index + dotted[0].length) : text.replace(/[\s.!?,;]+$/u, '');
  return text.replace(/^[\s,]+/, '');
}
