import type { Intent } from './intent-schema';
import { LIST_PHRASE, stripListSuffix } from './list-phrases';

type ListIntent = Extract<Intent, { kind: 'list' }>;

const LIST_WORD = /(?<![#@])\b(?:todos?|tasks?|lists?|reminders?|agenda|chores|errands|items|things (?:to do|i (?:have|need) to do)|to do|plate)\b/i;
const ASKS_TO_SEE =
  /^(?:show|list|see|view|display|read|tell|what|what's|which|do i have|have i|any|anything|give|go over|go through|go back over|check|repeat|recite|walk|let me|let's|how many|know|hear|say|inform me|describe|i wonder|will|(?:i want|i need|i'd like|i would like|need|want) to (?:see|hear|know|check|go|look)|i wanna (?:see|hear|know)|can i (?:see|hear|have a look|get)|remind me (?:of|what)|open|get|pull up|bring up|iterate|speak|are there|is there|my|on my|whats|rundown|please|are|is|do|does|did|when|at what time|look|confirm|the tasks|print|enumerate|reminders of|instruct me)\b/i;

/** "what do i have to do", "what's left", "what did i want to remember". */
const WHAT_TO_DO =
  /^(?:what|what's|what is|what are|what were|what was|what things|list|tell me|recall|i want to know|let me know|know|instruct me|do you know|(?:can|could) you tell me)\b.*\b(?:to do|left|due|overdue|pending|planned|on my plate|plan for|remember|recall|forget|bear in mind|keep in mind|to accomplish|to get done|lined up|need to do|i have to do|have to do|open|outstanding|what to do|late|behind|reminded|(?:must|should|gotta) i do|(?:things|stuff|anything) (?:that )?i (?:have|got) (?:for|on) (?:today|tonight|tomorrow|this week))\b/i;
/** "my list of reminders is what", "i wanted to remember some things, what were they": the question comes last. */
const QUESTION_LAST =
  /(?:\b(?:is|are)\s+what|[\s,]what\s+(?:was|were|is|are)\s+(?:it|they|those|them)|\b(?:remember|recall|do|add(?:ed)?|put)\s+what(?:\s+(?:again|now|exactly|today|tomorrow))?)$/i;
const ABOUT_LIST_OR_MEMORY = /\b(?:todos?|tasks?|lists?|reminders?|agenda|chores|remember|recall|forget)\b/i;
/** "i need my todo list read", "i'd like the task list read out". */
const LIST_READ = /^(?:i (?:need|want|would like|'d like))\s+(?:my|the)\s+(?:\S+\s+){0,2}?(?:list|todos|tasks|reminders)\s+(?:read|read out|read back|recited|repeated|shown)\b/i;
/** "what's on for this week", "what's on tomorrow". */
const WHATS_ON = /^what(?:'s| is)(?: there)? on(?: for)?\b/i;
/** "show completed", "list the done ones": a status with no list word. */
const STATUS_ONLY =
  /^(?:show|list|see|view|display)(?: me)?(?: (?:my|the|all))*(?: (?:completed|finished|done|pending|open|overdue|late|remaining|outstanding|unfinished))(?: (?:ones|stuff|items|things))?$/i;
/** "do i have anything tomorrow", "anything on for the weekend". */
const ANYTHING_WHEN =
  /^(?:do i have |have i got |is there |are there |got )?(?:anything|something|any (?:tasks?|todos?|things|reminders)) (?:(?:due|on|for|planned|scheduled|coming up|happening|to do) )*(?:today|tonight|tomorrow|this week|(?:this|the) weekend|overdue|late)\b/i;
/** "did i already add groceries", "have i put milk down": asking whether something is on the list. */
const ALREADY_ADDED = /^(?:did|have) i (?:already )?(?:add(?:ed)?|put|create(?:d)?|include(?:d)?|write down|written down|jot(?:ted)? down|set up)\b/i;
const ASKED_IF_ADDED = /^(?:did|have)\s+i\s+(?:already\s+)?(?:remember(?:ed)?\s+to\s+)?(?:add(?:ed)?|put|include(?:d)?|write down|written down|jot(?:ted)? down)\b/i;
const OVERDUE = /\b(?:overdue|late|past due|missed|behind on|behind)\b/i;
/** "what's next", "am i behind on anything", "do i have anything on friday": the list, asked without a list word. */
const ASKED_PLAINLY =
  /^(?:(?:show|list|give|tell)(?: me)? (?:everything|it all|all of it|all)\b|what(?:'s| is| comes)? (?:up )?next|what now|what should i do (?:now|next|first)|am i behind(?: on anything)?|did i miss anything|(?:do i have|have i got|is there|got) (?:anything|something) (?:on|due|planned|scheduled) (?:on |for |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

const QUERY_PATTERNS: readonly RegExp[] = [
  // "did i add to my reminder list that i need to take the car in", "have i set aside a time on my to do list to do my taxes"
  new RegExp(
    String.raw`^(?:did|have)\s+i\s+(?:already\s+)?(?:add(?:ed)?|put|include(?:d)?)\s+(?:to|on|in)\s+${LIST_PHRASE}\s+(?:that\s+)?(?:i\s+(?:need|have|want)\s+to\s+)?(.+)$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:did|have)\s+i\s+(?:already\s+)?(?:set aside|schedule[d]?|plan(?:ned)?|block(?:ed)?(?: out)?|made|make|put aside)\s+(?:a\s+)?(?:time|slot)\s+(?:on\s+${LIST_PHRASE}\s+)?(?:to|for)\s+(.+)$`,
    'i',
  ),
  /^(?:is|are)\s+there\s+(?:a|an|any)?\s*(?:reminder|task|todo|item|anything)?\s*(?:set\s+)?(?:on\s+\S+\s+\S+\s+\S+\s+)?(?:for|to|about)\s+(.+)$/i,
  /^will\s+(.+?)\s+be\s+(?:on|in)\s+(?:my|the)\b/i,
  /^(?:is|are)\s+(.+?)\s+(?:already\s+|still\s+|coming up\s+|listed\s+)?(?:on|in)\s+(?:my|the)\b/i,
  /^(?:do|does)\s+(?:my\s+\S+(?:\s+\S+)?\s+list|my\s+todo list|my\s+list)\s+(?:already\s+)?(?:have|has|include|contain)\s+(.+?)(?:\s+on it|\s+in it)?$/i,
  /^have\s+i\s+(?:already\s+)?(?:added|put|created|included|written down|jotted down|set up)\s+(?:a task\s+(?:to|for|about)\s+|a reminder\s+(?:to|for|about)\s+)?(.+?)(?:\s+(?:down|yet|already))?$/i,
  /^(?:do|did)\s+i\s+(?:already\s+)?(?:have|add|put|include|jot down|write down|create|set up|set|request|make|remember to add)\s+(?:a time\s+to\s+|a note\s+(?:on\s+\S+\s+\S+\s+\S+\s+)?to\s+|a task\s+(?:on\s+\S+\s+\S+\s+\S+\s+)?to\s+|an item\s+(?:on\s+\S+\s+\S+\s+\S+\s+)?(?:to|for|about|related to)\s+|anything\s+(?:on\s+\S+\s+\S+\s+\S+\s+)?(?:for|about|to)\s+|any\s+(?:(?:reminders?|tasks?|items?)\s+(?:to|for|about|related to)\s+)?|an?\s+(?:reminder|task)\s+(?:set\s+)?(?:for|to|about)\s+|a\s+)?(.+)$/i,
  /^(?:check|look)\s+(?:to see\s+)?(?:if|whether)\s+(?:i have\s+)?(.+?)\s+(?:is|are)\s+(?:on|in)\b.*$/i,
  /^(?:check|look at|search|look through)\s+(?:my|the)\s+.*?\b(?:for|to see if)\s+(.+?)(?:\s+is\s+(?:listed|on it|on there))?$/i,
  /^(?:check|confirm|see|let me know|know|tell me|please let me know|can you look to see|look to see|i need to know)\s+(?:if|whether|that)\s+(?:i have\s+)?(.+?)\s+(?:is|are)\s+(?:already\s+)?(?:on|in|listed)\b.*$/i,
  /^(?:check|confirm|see|let me know|know|tell me|i need to know|look to see|can you look to see)\s+(?:if|whether|that)\s+(?:i have\s+)?(.+?)\s+(?:on|in|to)\s+(?:my|the)\b.*$/i,
  /^(?:when|at what time)\s+is\s+(.+?)\s+(?:on|in)\s+(?:my|the)\b.*$/i,
  new RegExp(String.raw`^(?:check|search)\s+${LIST_PHRASE}\s+(?:for|to see if)\s+(.+)$`, 'i'),
];

function queryFrom(text: string): string | undefined {
  for (const pattern of QUERY_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const query = stripListSuffix(match[1]!)
      // "check if i've added an item to X": what was added is X.
      .replace(
        /^(?:i(?:'ve| have)?|we(?:'ve| have)?)\s+(?:already\s+)?(?:added|put|included|written down|jotted down|got|set up|created)\s+(?:(?:an?|the)\s+(?:item|task|todo|reminder|note|entry)\s+(?:to|for|about|saying)\s+)?/i,
        '',
      )
      .replace(/\s+(?:is|are)\s+(?:listed|on it|on there)$/i, '')
      .replace(/\s+(?:scheduled|listed|added|written down|on it|down|yet|already)$/i, '')
      .replace(/^(?:the|my|our|a|an|any)\s+/i, '')
      .replace(/\s+(?:today|tomorrow|right now|currently)$/i, '')
      // "any reminders set for tomorrow": what is left after the day is not a task's name.
      .replace(/(?:\s+(?:set|due|scheduled|planned|coming up|for|on|at))+$/i, '')
      .trim()
      .toLowerCase();
    if (query && !LIST_ONLY.test(query) && !/^(?:there|anything|something)\b/.test(query)) return query;
  }
  return undefined;
}
const LIST_ONLY = /^(?:anything|something|everything|items?|tasks?|todos?|reminders?|things|stuff|list|any|do|to do|done|left|due|pending|planned)$/i;

function dueOf(text: string): ListIntent['due'] {
  if (OVERDUE.test(text)) return 'overdue';
  if (/\b(?:today|tonight|for the day|this evening)\b/i.test(text)) return 'today';
  // "the day after tomorrow" is not tomorrow (list-filters.ts reads that day).
  if (/(?<!\bafter\s)\btomorrow\b/i.test(text)) return 'tomorrow';
  if (/\b(?:this week|the week|for the week|next few days)\b/i.test(text)) return 'this_week';
  return undefined;
}

function statusOf(text: string): ListIntent['status'] {
  if (/\b(?:yet to|not yet|left|still|open|remaining|pending|outstanding|unfinished|undone)\b/i.test(text)) return 'pending';
  if (/\b(?:completed|done|finished)(?:\s+(?:ones|tasks|items|todos))?\s+(?:too|as well|included)\b/i.test(text)) return 'all';
  if (/\b(?:including|incl\.?|with|and)\s+(?:the\s+)?(?:completed|done|finished)\b|\ball\s+(?:of\s+)?(?:my\s+)?(?:tasks|todos)\b|\bevery task\b/i.test(text)) return 'all';
  if (/\b(?:completed|finished|done|checked off|crossed off)\s+(?:tasks|todos|items|ones|things|stuff)\b/i.test(text)) return 'completed';
  if (/\b(?:what|which)\b.*\b(?:(?:have|did|has)\s+i|i'?ve)\s+(?:already\s+)?(?:finished|completed|done|got done|get done|finish|complete|checked off|crossed off)\b/i.test(text))
    return 'completed';
  if (/^(?:show|list|see|view|display)\b.*\b(?:completed|finished|done)\b/i.test(text)) return 'completed';
  return 'pending';
}

/** "tasks", "my todos", "todo list": just the list's name. */
const BARE_LIST = new RegExp(String.raw`^(?:${LIST_PHRASE}|(?:todo )?list|tasks|todos|reminders|agenda)$`, 'i');

/** Asked in a way that reads like a request to add ("on my list of reminders is what", "i need my todo list read"): checked before adding. */
export function matchListQuestion(text: string): Intent | undefined {
  return (QUESTION_LAST.test(text) && ABOUT_LIST_OR_MEMORY.test(text)) || LIST_READ.test(text) ? matchList(text) : undefined;
}

/** A request to see tasks, or undefined. */
export function matchList(text: string): Intent | undefined {
  const asks =
    (LIST_WORD.test(text) && ASKS_TO_SEE.test(text)) ||
    BARE_LIST.test(text) ||
    /^what (?:have|did) i (?:already )?(?:finished|completed|done|get done|got done|finish|complete)\b/i.test(text) ||
    /^(?:show|list|tell|give)(?: me)? what (?:i'?ve|i have|i) (?:already )?(?:finished|completed|done|got done|checked off|crossed off|ticked off)\b/i.test(text) ||
    /^(?:do i have |is there |are there )?(?:anything|something|any tasks?|any todos?) (?:due|overdue|late)\b/i.test(text) ||
    /^(?:show|list|see|view|what(?:'s| is))\b.*\bdue\b/i.test(text) ||
    /^what(?:'s| is)? (?:do|have) i (?:got|have|get)\b|^what (?:do|have) i got\b/i.test(text) ||
    WHAT_TO_DO.test(text) ||
    /^(?:anything|any(?:thing)?\s+(?:due|overdue|late))\b/i.test(text) ||
    /^(?:what(?:'s| is)? due|due (?:today|tomorrow|this week))\b/i.test(text) ||
    WHATS_ON.test(text) ||
    ASKED_PLAINLY.test(text) ||
    STATUS_ONLY.test(text) ||
    ANYTHING_WHEN.test(text) ||
    ALREADY_ADDED.test(text) ||
    (QUESTION_LAST.test(text) && ABOUT_LIST_OR_MEMORY.test(text)) ||
    LIST_READ.test(text);
  if (!asks) return undefined;
  const query = queryFrom(text);
  // "did i (remember to) add X to my list today": the day is when it was added, not when it is due.
  const due = query && ASKED_IF_ADDED.test(text) ? undefined : dueOf(text);
  return { kind: 'list', status: statusOf(text), ...(due ? { due } : {}), ...(query ? { query } : {}) };
}
