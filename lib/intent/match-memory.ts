import { z } from 'zod/mini';
import { statedFact } from './stated-facts';

/** "remember that …", "forget that …", "what do you remember about …": the memory requests of the offline grammar. */
export const memoryIntentSchemas = [
  /** Keep a fact: "remember that my dentist is Dr. Okafor". */
  z.object({ kind: z.literal('remember'), text: z.string().check(z.minLength(1)) }),
  /** Delete a memory: by its number ("forget memory #3") or by words it holds ("forget that my dentist is Dr. Okafor"). */
  z.object({ kind: z.literal('forget'), memory: z.union([z.object({ id: z.int().check(z.positive()) }), z.object({ query: z.string().check(z.minLength(1)) })]) }),
  /** Say what is remembered, about something or in general. */
  z.object({ kind: z.literal('recall'), query: z.optional(z.string().check(z.minLength(1))) }),
] as const;

export type MemoryIntent = z.infer<(typeof memoryIntentSchemas)[number]>;

// "remember to buy milk" is a task, not a fact: only "remember that …", "remember: …" or a statement.
const REMEMBER =
  /^(?:please )?(?:remember|note(?: for later)?|keep in mind|don'?t forget|do not forget|make a note|for (?:the )?record|fyi|heads up|for later)(?: that|:)\s*(.+)$/i;
/**
 * "keep this: the alarm code is 4471", "save this - our vat number is ie 63": a fact handed over to be kept. Only a
 * statement (a verb of being, or a number) is a fact; "save this: call the courier" is left to the tasks.
 */
const KEEP_THIS =
  /^(?:please )?(?:keep|save|store|note|remember|write down|jot down)\s+(?:this|that)(?:\s+(?:for me|for later|down|somewhere))?\s*[:\-–—,]\s*((?=.*(?:\b(?:is|are|was|were|goes|go|has|have|prefers|likes|hates|wants|needs|lives|works|takes|uses|owes)\b|\d{3,})).{4,})$/i;
/** "keep in mind i'm allergic to penicillin", "fyi my locker code is 4412": a fact about the person, said casually. */
const REMEMBER_STATEMENT =
  /^(?:please )?(?:remember|keep in mind|fyi|for (?:the )?record|heads up|note for later|just so you know|so you know)(?:,)? ((?:my|our|i|i'm|i am|im|we|we're|the)\b.+|\p{L}+'s\s.+?\s(?:is|are|was|were)\s.+)$/iu;
/** "…, remember that": a fact first, then the request to keep it. */
const REMEMBER_AFTER =
  /^(?:fyi[\s,:]+)?((?:my|our|i|i'm|i am|im|we|we're)\b.+?)[\s,;.!-]+(?:please )?(?:remember|note|keep in mind|(?:keep|bear) (?:that|this|it) in mind)(?: that| this| it)?$/i;
/** "note for yourself, i prefer morning deadlines", "a note to you: the gate code is 4711": a fact kept for the assistant. */
const NOTE_FOR_YOU = /^(?:please )?(?:(?:a |make a )?note (?:for|to) (?:yourself|urself|you)|for your (?:info|information|notes|records))\s*[,:;-]?\s+(.+)$/i;
/**
 * The verbs a fact about someone or something is said with, in the present or the past: "the gate code is 4471",
 * "the farrier charges $60 a visit", "the vet prefers mornings", "the new intern is called ana".
 */
const FACT_VERB = String.raw`(?:is|are|was|were|has|have|hates|likes|loves|can'?t|cannot|doesn'?t|won'?t|takes|needs|lives|works|prefers|charges|costs|owes|wants|uses|earns|gets paid|speaks|drinks|eats|drives|goes by)`;
/**
 * "remember biscuit is allergic to chicken", "remember jo's on $35 an hour": a statement after "remember" (not
 * "remember to …", a task). A name's "'s" before a state ("on", "off", "allergic") is "is", not a possessive.
 */
const REMEMBER_FACT = new RegExp(
  String.raw`^(?:please )?(?:remember|keep in mind|bear in mind)\s+(?!to\b|that\b|about\b)((?:[\p{L}\p{N}'.-]+\s+){1,7}${FACT_VERB}\s.+|` +
    String.raw`(?:[\p{L}.-]+\s+){0,2}\p{L}+'s\s+(?:on|off|in|at|away|allergic|not|back|still|always|never|only|now)\s.+)$`,
  'iu',
);
/** "don't need to remember morag's address anymore, forget it": a fact no longer wanted. */
const NO_NEED_TO_REMEMBER =
  /^(?:i\s+)?(?:don'?t|do not|no longer|no)\s+(?:need|want)\s+(?:you\s+)?to\s+(?:remember|know|keep)\s+(.+?)(?:\s+any ?more|\s+any longer)?(?:[\s,;.]+(?:so\s+|just\s+)?(?:forget|delete|remove)\s+(?:it|that|them))?$/i;
/** "forget the locker code", "forget what i told you about my landlord": about a fact kept, not a task. */
const FORGET_TOLD =
  /^(?:please )?(?:forget|delete|remove|erase|wipe|clear|scrap|scratch|ditch|bin|get rid of) (?:what i (?:told|said to|gave) you|everything i (?:told|said)(?: to)?(?: you)?|(?:what|everything|anything|whatever) you (?:know|remember|have(?: saved| stored| kept)?|kept|saved|stored)|everything|anything|all) about (?:my |the |our )?(.+)$/i;
/** "delete my staff number from your memory", "wipe the gate code from ur memory": a fact, named, taken out of memory. */
const FORGET_FROM_MEMORY = /^(?:please )?(?:forget|delete|remove|erase|wipe|clear|scrap|take) (?:the |my |our )?(.+?) (?:out of|from|off) (?:your|ur|the) memory$/i;
/** "do you remember my dentist's name?", "what's my kid's shoe size again": asking for a fact about the person. */
const RECALL_FACT =
  /^(?:do you (?:still )?(?:remember|know|recall|have)|have you (?:still )?got|what(?:'s| is| was| were|s)|remind me (?:what|of))\s+((?:my|our)\s+.+?)(?:\s+again|\s+is)?\??$/i;
/** "remind me what siobhan's new number is": what someone or something is, told before. A time or day asks about a task. */
const RECALL_REMIND_WHAT = /^remind me (?:of )?what\s+(?!(?:time|day|date|days|times|i|we|you)\b)(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:is|was|are|were)(?:\s+again)?\??$/i;
/** "what's coach kim's number", "whats aunt jo's address": a fact about someone named, by what kind of fact it is. */
const RECALL_OWNED =
  /^(?:what(?:'s| is| was|s)|do you (?:remember|know)|remind me (?:of|about))\s+(?:the\s+)?((?:[\p{L}.]+\s+){0,2}[\p{L}]+'s\s+(?:[\p{L}]+\s+)?(?:number|phone|phone number|cell|address|email|birthday|bday|name|size|shoe size|code|password|pw|pin|allerg(?:y|ies)|locker|room|extension|ext|username|handle))(?:\s+again)?\??$/iu;
/** "what's the hendersons gate code", "whats the garage door code", "what's the lockbox code for ridgeview": a detail only a fact holds, named by whose it is. */
const RECALL_DETAIL =
  /^(?:what(?:'s| is| was|s)|do you (?:remember|know|recall))\s+(?:the\s+|my\s+|our\s+)?((?:[\p{L}.'-]+\s+){0,3}(?:code|password|passcode|pw|pwd|pin|combo|combination|phone number|number|address|email|birthday|bday|shoe size|username|login|extension)(?:\s+(?:for|at|to)\s+(?:the\s+)?[\p{L}\p{N}'-]+(?:\s+[\p{L}\p{N}'-]+){0,2})?)(?:\s+again)?\??$/iu;
/** "do you remember what size heater the hendersons have", "do you know where i put the spare key": asking what was told. */
const RECALL_WHAT = /^(?:do|did) you (?:remember|know|recall)\s+(?:what|which|where|when|who|whose|how (?:many|much|old|big|long))\s+(.+?)\??$/i;
/**
 * "what's the letting agent called", "what was the farrier's name", "what's the name of the new physio", "who's the
 * letting agent": a name, told before, asked for by what the person or place is to them. A task has no name to ask.
 */
const RECALL_NAME =
  /^(?:what(?:'s| is| was|s)|remind me what)\s+(?:the\s+|my\s+|our\s+|that\s+)?(?:name of (?:the\s+|my\s+|our\s+|that\s+)?(?<of>.+?)|(?<called>.+?)\s+(?:is\s+|was\s+)?(?:called|named)|(?<owner>.+?)'s name)(?:\s+again)?\??$/i;
/** "do you remember the name of the vet?", "do you know the number of the plumber": a detail of someone, told before. */
const RECALL_DETAIL_OF =
  /^(?:do|did) you (?:still )?(?:remember|know|recall)\s+(?:the\s+)?(?:name|number|phone number|address|email|birthday|date|code)\s+of\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:\s+again)?\??$/i;
/** "when was elif's wedding again?": "was", "again" and someone's event ask for something told, not a task's date. */
const RECALL_WHEN_WAS = /^when (?:was|were)\s+(?:my\s+|our\s+)?(\p{L}+(?:'s|s')\s.+?)\s+again\??$/iu;
/** "please don't remember the manager stuff anymore", "stop remembering my address": a fact no longer to keep. */
const DONT_REMEMBER =
  /^(?:(?:don'?t|do not|dont)\s+remember|stop remembering|(?:don'?t|do not|dont) keep)\s+(?!to\b)(?:the\s+|my\s+|that\s+|our\s+)?(.+?)(?:\s+(?:stuff|thing|things|bit|info))?(?:\s+(?:any ?more|any longer|from now on))?$/i;
/** "forget the wifi thing", "forget that stuff about my allergy": a fact named by what it is about. */
const FORGET_THING =
  /^(?:please )?forget (?:the |that |this |my )?(?:(?:thing|stuff|bit|info|information|note|fact|details) about (.+)|(.+?) (?:thing|stuff|bit|info|information|note|fact|details|contact details))$/i;
/** "forget my locker combo", "forget the wifi password": a detail only a fact holds, not a task. */
const FORGET_DETAIL =
  /^(?:please )?forget (?:the |my |our |that )?(.+?\b(?:(?:support|help|phone|contact|customer care|customer service|service|hot|direct|land)\s*line|account number|account|code|password|team name|name|passcode|pw|pwd|pass|pin|combo|combination|phone number|number|email|e-?mail address|mobile|address|birthday|shoe size|size|allerg(?:y|ies)|username|login)(?:\s+(?:for|at|of|to|on)\s+(?:the\s+)?[\p{L}\p{N}'-]+(?:\s+[\p{L}\p{N}'-]+){0,2})?)$/iu;
/**
 * "forget the alarm code we changed it", "forget the wifi password it got reset", "forget dev's email he's got a new one": why a detail is no longer true, said
 * after it with no comma, is not part of what to forget.
 */
const FORGET_REASON =
  /^((?:please )?forget\s+.+?)\s+(?:(?:i|we|they|he|she|it|its|it's|that|they've|we've|i've|she's|he's|they're)\s+(?:(?:just|already|have|has|had|got|gotten|went|was|were|is|been|recently|now)\s+)*(?:(?:a|an)\s+)?(?:changed|reset|closed|moved|switched|replaced|updated|cancell?ed|expired|stopped|gone|new|different|wrong|no longer)\b.*)$/i;
/** "delete the note about the courier's contact", "scrap that memory about my dentist": a kept fact, named by what it is about. */
const NOTE_ABOUT =
  /^(?:please )?(?:delete|remove|forget|scrap|scratch|bin|ditch|drop|clear|erase|get rid of)\s+(?:the|that|this|my|your)\s+(?:note|memory|fact)\s+(?:about|on|re|for|of)\s+(?:the\s+|my\s+)?(.+)$/i;
/** "fyi dad's doctor is dr. lee, remember that": a statement about anyone, then the request to keep it. */
const FACT_THEN_REMEMBER =
  /^(?!(?:what|can|could|remind|tell|do|did)\b)(?:(?:fyi|btw|heads up|for the record)[\s,:]+(.+?'s\s.+?)|(?:(?:fyi|btw|heads up|for the record)[\s,:]+)?(.+?(?:\s(?:is|are|was|were|has|have|likes|prefers|needs|takes|uses|lives|works|goes)|\p{L}'s\s+(?:allergic|afraid|scared|intolerant|vegetarian|vegan|gluten[ -]free|left[ -]handed|diabetic|lactose intolerant))\s.+?))\s*[,;.!-]\s*(?:please )?(?:remember|note|keep in mind|(?:keep|bear) (?:that|this|it) in mind)(?: that| this| it)?(?:\s+(?:for|before|when|at)\s+(?:the\s+|my\s+|our\s+)?[\p{L}\p{N}' -]{1,30})?$/iu;
/** "what's the wifi password again", "who's mom's dentist?": asking for a fact kept. */
const RECALL_AGAIN =
  /^(?:what(?:'s| is| was| were|s)|what'?re)\s+(?:the\s+|my\s+|our\s+)?(?!.*\b(?:i|me|supposed|trying)\b)(.+?)\s+again$|^who(?:'s| is| was|s)\s+((?:my|our)\s+.+|\S+'s\s.+)$/i;
/** "who was the hendersons lender again", "who's the plumber we used again": "again" says it was told. */
const RECALL_WHO_AGAIN =
  /^who(?:'s| is| was|s| were)\s+(?:the\s+)?(.+?)\s+again\??$|^who\s+((?:pays|does|feeds|takes|has|owes|walks|picks up|drops off|brings|buys|cleans|cooks|drives|gets|handles|looks after|covers|owns|keeps)\s+.+?)\s+again\??$/i;
/**
 * "which room is mia in at daycare again", "what bay is the boat in again": which one of a kind a thing or someone is,
 * with "again" saying it was told before. A time ("what day is the dentist again") asks about a task.
 */
const RECALL_WHICH_AGAIN =
  /^(?:which|what)\s+(?!(?:day|days|date|time|times|task|tasks|todo|todos|one|ones|thing|things|stuff|week|month|hour|year)\b)(\p{L}+)\s+(?:is|are|was|were|am|do|does|did)\s+(.+?)\s+again\??$/iu;
/** "what pace am i shooting for in the half", "what weight am i aiming for": a goal told before, never a task. */
const RECALL_GOAL =
  /^what\s+((?:goal\s+|target\s+)?(?:pace|weight|time|target|goal|budget|distance|score|mileage|heart rate|split|size))\s+(?:am i|are we|was i|were we)\s+(?:aiming|shooting|going|training|gunning|targeting)\s+for\b\s*(?:in|at|on|for)?\s*(?:the\s+|my\s+)?(.*?)\??$/i;
/** "what did i say the netball team was called", "what did i tell you the gate code was": asking what was told. */
const RECALL_SAID = /^what (?:did|have) i (?:say|said|tell you|told you)\s+(?:that\s+)?(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:was|is|were|are)(?:\s+(?:called|named))?\??$/i;
/** "how much does dan charge again?", "how old is kirsty's boy again": a detail told before ("again" says it was). */
const RECALL_HOW = /^how (?:much|many|old|long|tall|big|far)\s+(?:does|do|did|is|was|are|were)\s+(.+?)\s+again\??$/i;
/** "did i tell you the car reg?", "have i told you about my allergy": asking whether a fact was told, which recalls it. */
const RECALL_TOLD =
  /^(?:did|have) i (?:ever |already )?(?:(?:tell|told|give|gave|mention(?:ed)?|say|said)(?: to)? (?:you|u)|mention(?:ed)?)\s+(?!to\b|that i\b)(?:about\s+)?(?:the |my |our )?(.+?)\??$/i;
/** "whose weekend is it on the 20th? i told u b4": a question, then that the answer was told before. */
const ASKED_TOLD_BEFORE =
  /^((?:what|what's|whats|whose|who|who's|when|where|which|how)\b.+?)[\s?,.!]+(?:i(?:'ve| have)?|ive)\s+(?:already\s+)?(?:told|said to|mentioned (?:it|this|that) to)\s+(?:you|u)(?:\s+(?:before|already|b4|earlier|last time|the other day|that|this|last|the|other|week|night|month|yesterday|ages ago))*[\s.!]*$|^((?:what|what's|whats|whose|who|who's|when|when's|whens|where|which|how)\b.+?)[\s?,.!]+(?:did|have) i (?:ever |already )?(?:tell|told|give|gave|mention(?:ed)?)(?: (?:you|u))?(?: (?:that|this|it|before|already|b4))*[\s?.!]*$/i;
/**
 * "remember tom's roster: 2 on 1 off", "remember the gate fees: $12 a day": what the fact is about, a colon, then the
 * fact. Kept whole, never a task ("remember to ring nan: sunday" is one, by its "to").
 */
const REMEMBER_LABELLED =
  /^(?:please )?(?:remember|keep in mind|bear in mind)\s+(?!(?:to|that|about|what|when|where|who|how|which|if|whether)\b)((?:[\p{L}\p{N}'.-]+\s+){0,4}[\p{L}\p{N}'.-]+\s*:\s*\S.*)$/iu;
/** "keep in mind anika's allergic to bee stings, for the first aid kit": whatever follows "keep in mind" is a fact to keep. */
const KEEP_IN_MIND = /^(?:please )?(?:keep in mind|bear in mind|make a note)\s+(?!to\b|that\b)(.{6,})$/i;
/**
 * "note to self the gym is on 5th street", "btw marco is vegan": a statement after "note to self", "fyi", "btw" is a fact
 * to keep, never a change to a task ("fyi the dentist is moved to friday" is a change: left to the edits).
 */
const NOTE_TO_SELF = new RegExp(
  String.raw`^(?:note to self|fyi|btw|by the way|heads up)\s*[,:;-]?\s+(?!(?:add|move|push|delete|remove|mark|set|change|make|put|cancel|skip)\b)((?:[\p{L}\p{N}'.-]+\s+){1,5}${FACT_VERB}\s(?!.*\b(?:moved|pushed|postponed|cancell?ed|rescheduled|done|finished|due|tomorrow|tmrw|today|tonight|now|overdue|urgent)\b).+)$`,
  'iu',
);
/** "remember the plumber's number 555-201-3344", "remember gate code 4711": a number kept with what it is for. */
const REMEMBER_NUMBER =
  /^(?:please )?(?:remember|save|keep|note)\s+(?!to\b)((?:the\s+|my\s+|our\s+)?(?:[\p{L}.'-]+\s+){0,3}(?:number|phone|cell|code|pin|password|extension|ext)\b:?\s*(?:is\s+)?[+(]?\d[\d\s().-]{2,}\d.*)$/iu;
/**
 * "remember ciaran's wages go into his aib account 93115522": a statement ending in a long number (an account, a
 * reference) is a fact kept, whatever its verb; "remember to …" is a task.
 */
const REMEMBER_LONG_NUMBER = /^(?:please )?(?:remember|save|keep|note)\s+(?!to\b|that\b)((?:[\p{L}'’.-]+\s+){2,12}[+#]?\d[\d -]{4,}\d)$/iu;
/** Words of a question about the task list, not about a fact. */
const TASK_WORDS =
  /\b(?:tasks?|todos?|list|agenda|schedule|next|plan|day|week|priority|reminders?|stuff|things|items|errands|chores|urgent|important|overdue|due|done|left|work|home)\b/i;
/** "you can forget …", "u can forget about …", with a reason after a comma. */
const YOU_CAN_FORGET = /^(?:(?:you|u) can|feel free to|you're free to)\s+forget\s+(.+?)(?:\s*[,;.-]\s*(?:it|that|they|those|she|he|this)\b.*)?$/i;
const FORGET_ID = /^(?:please )?(?:forget|delete|remove) (?:the )?memory #?0*([1-9]\d{0,8})$/i;
const FORGET = /^(?:please )?forget (?:that|about|what i said about|the (?:fact|memory|note) (?:that|about))\s+(.+)$/i;
const RECALL =
  /^(?:what|which things|what things|what else) (?:do|did) you (?:remember|know|recall)(?: about (.+?))?(?: me)?$|^what (?:did|have) i (?:tell|told) you about (.+)$|^what (?:have you got|do you have|have you)(?: (?:saved|stored|kept|noted|written down|remembered))? (?:about|on) (.+)$|^(?:what have you remembered|show (?:me )?(?:your |my )?memories|list (?:your |my )?memories)(?: about (.+))?$/i;

/** The memory request in a message (politeness already stripped), or undefined when it is none. */
export function matchMemory(message: string): MemoryIntent | undefined {
  // "you can forget the old gym times, they changed": leave to forget, and the reason after it.
  const leave = YOU_CAN_FORGET.exec(message);
  const request = leave ? `forget ${leave[1]!}`.replace(/\s+(?:now|then|too)$/i, '') : message;
  const text = FORGET_REASON.exec(request)?.[1] ?? request;
  const id = FORGET_ID.exec(text);
  if (id) return { kind: 'forget', memory: { id: Number(id[1]) } };
  const thing = FORGET_THING.exec(text);
  if (thing) return { kind: 'forget', memory: { query: (thing[1] ?? thing[2])!.trim().replace(/'s$/i, '') } };
  const forget =
    FORGET.exec(text) ??
    NOTE_ABOUT.exec(text) ??
    FORGET_TOLD.exec(text) ??
    FORGET_FROM_MEMORY.exec(text) ??
    FORGET_DETAIL.exec(text) ??
    NO_NEED_TO_REMEMBER.exec(text) ??
    DONT_REMEMBER.exec(text);
  // "…, i've switched": why it is no longer true is not what it is about.
  const forgotten = forget?.[1]?.replace(/\s*[,;.-]\s*(?:i|i've|ive|i'm|im|we|we've|they|she|he|it|it's|that's|not|no longer)\b.*$/i, '').trim();
  if (forgotten) return { kind: 'forget', memory: { query: forgotten } };
  // "you can forget …" tells the assistant to let go of something it was told, not to delete a task.
  const left = leave?.[1]
    ?.replace(/^(?:about|that)\s+/i, '')
    .replace(/^(?:the|my|our)\s+/i, '')
    .replace(/\s+(?:now|then|too)$/i, '')
    .trim();
  if (left) return { kind: 'forget', memory: { query: left } };
  const recall = RECALL.exec(text);
  if (recall) {
    const words = (recall[1] ?? recall[2] ?? recall[3] ?? recall[4])?.trim();
    // "about me" is everything: no query.
    const query = words && !/^(?:me|myself|us)$/i.test(words) ? words : undefined;
    return { kind: 'recall', ...(query ? { query } : {}) };
  }
  const told = RECALL_TOLD.exec(text);
  if (told && !TASK_WORDS.test(told[1]!)) return { kind: 'recall', query: told[1]!.trim() };
  const toldBefore = ASKED_TOLD_BEFORE.exec(text);
  if (toldBefore) return { kind: 'recall', query: (toldBefore[1] ?? toldBefore[2])!.replace(/[?\s]+$/, '').trim() };
  const name = RECALL_NAME.exec(text)?.groups;
  const named = (name?.of ?? name?.called ?? name?.owner)?.trim();
  // "what's your name" asks the assistant, not a fact.
  if (named && !/^(?:your|ur|you|it|this|that|his|her|their)$/i.test(named) && !TASK_WORDS.test(named)) return { kind: 'recall', query: named };
  const again = RECALL_AGAIN.exec(text);
  const asked = (again?.[1] ?? again?.[2])?.trim();
  // "what's the insurance thing again" asks about a task.
  if (asked && !TASK_WORDS.test(asked) && !/\b(?:thing|one|appointment|meeting|call)$/i.test(asked)) return { kind: 'recall', query: asked };
  const who = RECALL_WHO_AGAIN.exec(text);
  const whoAsked = who?.[1] ?? who?.[2];
  if (whoAsked && !TASK_WORDS.test(whoAsked)) return { kind: 'recall', query: whoAsked.trim() };
  const which = RECALL_WHICH_AGAIN.exec(text);
  if (which && !TASK_WORDS.test(which[2]!)) {
    // "mia in at daycare" → "mia daycare room": the words that name it, then the kind asked for.
    const about = which[2]!.replace(/\bmine\b/i, 'my').replace(/\b(?:the|a|an|in|at|on|to|for|of|from|with)\b/gi, ' ');
    return { kind: 'recall', query: `${about} ${which[1]}`.replace(/\s+/g, ' ').trim() };
  }
  const goal = RECALL_GOAL.exec(text);
  if (goal) return { kind: 'recall', query: `${goal[2] ? `${goal[2]} ` : ''}${goal[1]}`.trim() };
  const owned = RECALL_OWNED.exec(text);
  if (owned && !TASK_WORDS.test(owned[1]!)) return { kind: 'recall', query: owned[1]!.trim() };
  const detail = RECALL_DETAIL.exec(text);
  if (detail && !TASK_WORDS.test(detail[1]!)) return { kind: 'recall', query: detail[1]!.trim() };
  const detailOf = RECALL_DETAIL_OF.exec(text) ?? RECALL_WHEN_WAS.exec(text);
  if (detailOf && !TASK_WORDS.test(detailOf[1]!)) return { kind: 'recall', query: detailOf[1]!.trim() };
  const what = RECALL_WHAT.exec(text);
  if (what && !TASK_WORDS.test(what[1]!)) return { kind: 'recall', query: what[1]!.trim() };
  const said = RECALL_SAID.exec(text) ?? RECALL_HOW.exec(text);
  if (said && !TASK_WORDS.test(said[1]!)) return { kind: 'recall', query: said[1]!.trim() };
  const reminded = RECALL_REMIND_WHAT.exec(text);
  if (reminded && !TASK_WORDS.test(reminded[1]!)) return { kind: 'recall', query: reminded[1]!.trim() };
  const fact = RECALL_FACT.exec(text);
  // A fact about the person ("my dentist's name"), not a task question ("what's my next task").
  if (fact && !TASK_WORDS.test(fact[1]!)) {
    return { kind: 'recall', query: fact[1]!.replace(/^(?:my|our)\s+/i, '').trim() };
  }
  const remember =
    REMEMBER_AFTER.exec(text) ??
    NOTE_FOR_YOU.exec(text) ??
    REMEMBER.exec(text) ??
    FACT_THEN_REMEMBER.exec(text) ??
    REMEMBER_STATEMENT.exec(text) ??
    REMEMBER_FACT.exec(text) ??
    REMEMBER_LABELLED.exec(text) ??
    REMEMBER_NUMBER.exec(text) ??
    KEEP_THIS.exec(text) ??
    REMEMBER_LONG_NUMBER.exec(text) ??
    NOTE_TO_SELF.exec(text) ??
    KEEP_IN_MIND.exec(text);
  const kept = (remember?.[1] ?? remember?.[2])?.trim() ?? statedFact(text);
  if (kept) return { kind: 'remember', text: kept };
  return undefined;
}
