/**
 * Questions about the assistant itself ("what can i ask you", "how do i add a
 * task?") and greetings. A greeting is help when it is all there is; before
 * anything else it is only an opening ("good morning, how are you"), and the
 * rest is read on its own, so "morning" never becomes a due date.
 */
const SUBJECT = String.raw`(?:this|it|you|this thing|this app|this extension|the assistant|this assistant|the app)`;
const TASK_WORDS = String.raw`(?:tasks?|todos?|to ?dos?|reminders?|items?|due dates?|dates?|priority|priorities|tags?|list|things)`;
const TASK_VERBS = String.raw`(?:add|create|make|delete|remove|complete|finish|edit|change|rename|move|reschedule|list|see|view|mark|tag|set|check off|update)`;

const HELP_PATTERNS: readonly RegExp[] = [
  /^(?:help|help me|help please|please help|i need help|need help|(?:can|could) you help(?: me)?|h[ae]lp|\?+|commands|menu|instructions|examples?|start|get started|getting started|tutorial)(?: out)?(?: here| please)?$/,
  /^(?:show|give|tell) me (?:the |some |your |a few )?(?:commands|examples|options|help|what you can do|how (?:it|this) works)$/,
  new RegExp(String.raw`^what (?:can|could|should|do|may) i (?:say|ask|type|do|write|tell you)(?: (?:you|here|to you|with you|with ${SUBJECT}))?$`),
  /^what (?:can|could|do) you (?:do|help(?: me)? with|understand|handle|support)(?: for me)?$/,
  /^what are you (?:able to (?:do|help(?: me)? with)|capable of|good (?:for|at)|for|here for)$/,
  /^(?:what|which) (?:are )?(?:the |your )?(?:commands|features|options)(?: (?:are there|do you (?:have|know|understand|support)|can i use|are available|you have))?$/,
  new RegExp(String.raw`^how (?:does|do|can) ${SUBJECT} work$`),
  new RegExp(String.raw`^how (?:do|can|should) i (?:use|talk to|work with|get started with) ${SUBJECT}$`),
  new RegExp(String.raw`^how (?:do|can|should|would) i (?:${TASK_VERBS}) (?:a |an |my |the |some )?(?:new )?${TASK_WORDS}(?: (?:here|with you|as done|done|complete))?$`),
  /^(?:what|how) (?:do|should) i (?:say|type|phrase)\b/,
  /^what(?:'s| is) this(?: thing| app)?$/,
  /^what do you do$|^who are you$|^what are you$/,
];

/** "hi", "hey there", "good morning", "morning": a greeting and nothing more. */
const GREETING = String.raw`(?:hi|hello|hey|heya|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening|day)|morning|evening)(?: there| assistant| again| everyone| friend| buddy)?`;
const GREETING_ONLY = new RegExp(String.raw`^(?:${GREETING}[\s,!.]*)+$`);
/**
 * "good morning, ...", "hi there ..." and "hey - ..." (a bare "hi"/"hey" before a request is stripped as politeness
 * elsewhere; set off by a dash it is a greeting too).
 */
const GREETING_OPENING = new RegExp(
  String.raw`^(?:(?:good (?:morning|afternoon|evening|day)|(?:morning|evening)(?=[,!])|(?:hi|hello|hey|howdy) there|(?:hi|hello|hey|heya|hiya|howdy)(?=\s*[-–—]\s))[\s,!.\-–—]*)+`,
);

export function isHelpRequest(text: string): boolean {
  const lower = text.toLowerCase().trim();
  return GREETING_ONLY.test(lower) || HELP_PATTERNS.some((pattern) => pattern.test(lower));
}

/** The text after an opening greeting; the text itself when it does not open with one. */
export function stripGreeting(text: string): string {
  return text.replace(GREETING_OPENING, '').trim() || text;
}

/** Chat rather than a task: a greeting first, thanks, praise or a laugh ("good morning how are you", "thanks!", "lol"). */
const CHAT = new RegExp(
  String.raw`^(?:${GREETING}\b|(?:thanks|thank you|thx|ty|cheers|lol|haha+|cool|nice|great|awesome|wow|you'?re|you are|i love|i like|bye|goodbye|see you|good night)\b)`,
);

export function isChat(text: string): boolean {
  return CHAT.test(text.toLowerCase().trim());
}
