/**
 * Whether a message refers to the page the person is on ("remind me to read
 * this tonight", "add this page", "what did I save from this site?"), so the
 * turn may be given that page's title and address. Pure and cheap: it runs on
 * every message, and only a message it matches makes the extension look at
 * the tab.
 *
 * - "this page", "this site", "this article", "the current page"… always;
 * - a bare "this" ("read this", "add this to my shopping list"), but not
 *   "this week", "this morning", "this task", "this one", "this is…", nor a
 *   "this" that points ahead to words after a colon ("keep this in mind: the
 *   report needs charts", "remember this: door code 4512");
 * - "it" only after a verb of keeping something ("save it", "remind me about
 *   it") and only when no task was just named: after "Created task #4" or in
 *   "move #4 and make it p1", "it" is that task.
 */
export interface PageReferenceContext {
  /** The assistant's last message, or this message, named a task ("#4"). */
  taskJustNamed: boolean;
}

const PAGE_NOUNS =
  'page|site|website|web\\s*page|article|post|link|tab|url|video|email|e-mail|mail|thread|product|item\\s+here|recipe|story|doc|document|repo|issue|pr|pull\\s+request';
const NAMED_PAGE = new RegExp(`\\b(?:this|that|the\\s+current|the\\s+open|current)\\s+(?:${PAGE_NOUNS})\\b`, 'i');
/** Words after "this" that make it something other than the page. */
const NOT_THE_PAGE =
  /^(?:week(?:end)?|morning|afternoon|evening|night|month|year|time|one|ones|task|tasks|todo|todos|reminder|list|conversation|chat|is|was|'s|will|would|should|could|can|does|did|has|had|monday|tuesday|wednesday|thursday|friday|saturday|sunday|quarter|summer|winter|spring|autumn|fall|season|semester|term|sprint|project|memory|fact|assistant)\b/i;
const BARE_THIS = /\bthis\b\s*(\S+)?/gi;
/** After "this": at most three words, then a colon and the words it stands for. */
const POINTS_AHEAD = /^(?:\s+[\w'’]+){0,3}\s*:\s*\w/;
const KEEP_IT = /\b(?:add|save|keep|read|watch|buy|bookmark|check|review|share|finish|file|remind\s+me\s+(?:about|of|to\s+\w+))\s+it\b/i;
export const NAMES_A_TASK = /#\d+\b|\btask\s+\d+\b/i;

export function refersToPage(text: string, context: PageReferenceContext): boolean {
  if (NAMED_PAGE.test(text)) return true;
  for (const match of text.matchAll(BARE_THIS)) {
    const next = match[1]?.replace(/[.,!?;:)"”']+$/, '') ?? '';
    if (POINTS_AHEAD.test(text.slice(match.index + 'this'.length))) continue;
    if (!next || !NOT_THE_PAGE.test(next)) return true;
  }
  return !context.taskJustNamed && !NAMES_A_TASK.test(text) && KEEP_IT.test(text);
}
