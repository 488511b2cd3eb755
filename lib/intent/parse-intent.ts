import { extractTaskFields, findPriority, readTaskFields } from './extract-task-fields';
import { EDIT_KINDS, intentSchema, type Intent, type ParseOptions } from './intent-schema';
import { matchComplete, matchDelete, matchGet, matchReopen, matchUpdate } from './match-actions';
import { matchConfirm } from './match-confirm';
import { matchExplicitCreate, matchImplicitCreate, sureOrAsk } from './match-create';
import { wrappedAdd } from './wrapped-request';
import { taskAfterChatter } from './chatter-before-task';
import { requestAfterEvent } from './event-first';
import { saysOneMoreRepeat } from './one-more';
import { matchFactThenTask } from './fact-then-task';
import { matchDashEdit } from './dash-edit';
import { nameThenChangeIt, nameThenNewName } from './name-then-change-it';
import { reminderAfterChange } from './reminder-after-change';
import { insteadThenWhy } from './instead-then-why';
import { theyMovedIt } from './they-moved-it';
import { matchPlaceChange } from './place-change';
import { matchNameCorrection } from './name-correction';
import { matchItemForList } from './list-item';
import { isHelpRequest, stripGreeting } from './match-help';
import { matchList, matchListQuestion } from './match-list';
import { matchUndo } from './match-undo';
import { giveThemADay, moreTimeFor } from './give-them-a-day';
import { ALL_THEN_PRIORITY, matchEdits, priorityByName, selectionOf } from './match-edits';
import { listFiltersOf, matchEitherFilter, matchFilteredQuestion, matchTodayWithOverdue, matchTopicQuestion } from './list-filters';
import { EMOJI_BETWEEN, matchChat } from './match-chat';
import { toneAtEnd } from './tone-at-end';
import { matchDayPlan, matchDoneQuestion } from './brief-questions';
import { boundedList } from './list-bounds';
import { withoutAskedLeadIn } from './asked-lead-in';
import { matchAskedTopic, matchStillNeeded } from './short-topic-question';
import { matchTopicAskedAs } from './topic-asked-as';
import { matchBareTopicStuff, matchTopicListQuestion, withoutStillToDo } from './topic-list-question';
import { membersInBrackets } from './members-in-brackets';
import { matchSeveralDone } from './several-done';
import { groupArrowPriority, groupTaggedBare, severalByTopic, taggedWithItsName } from './several-by-topic';
import { matchTwoTopicsOrDays } from './two-topics-or-days';
import { restOfWeekQuestion } from './rest-of-week';
import { dayThenQuestion } from './day-then-question';
import { doneThenReaction } from './done-then-reaction';
import { looseMemory } from './loose-memory';
import { matchBeyondReach } from './beyond-reach';
import { needsDoneAsTask } from './needs-done';
import { errandWhen } from './errand-when';
import { matchMemory } from './match-memory';
import { listQuestionForm } from './list-question-forms';
import { tickedAfterNews } from './tick-them-after';
import { matchMakeThe, matchStatementEdit, keepsTaskDay } from './match-statement';
import { normalizeText } from './normalize-text';
import { withoutCorrectionWords } from './correction';
import { quotedAdd } from './quoted-add';
import { askedBy } from './asked-by';
import { requestAfterStory } from './story-then-add';
import { withoutAside } from './story-aside';
import { dateFieldSaid } from './date-field-said';
import { newsThenChange } from './news-then-change';
import { whyThenSo } from './why-then-so';
import { factThenChange } from './fact-then-change';
import { levelSaidLast } from './level-is-fine';
import { matchRenameItAfter } from './rename-it-after';
import { reasonsAfter, type ReasonAfter } from './reasons-after';
import { isReason, saysValue } from './reason-after-comma';
import { moveBeforeReason } from './why-after-change';
import { newDaySaid } from './new-day-said';
import { notSoThenChange } from './not-so-then-change';
import { parseDueDate, leftOverLength, withDueDateMemo } from './parse-due-date';
import { numberFromWord } from './number-words';
import { isWholeList, parseTarget } from './parse-target';
import { FORGETTING_LEAD } from './forgetting-lead';
import { matchNewsOfDone } from './news-of-done';
import { matchPastVerbNews } from './past-verb-news';
import { matchNotThisTime } from './not-this-time';
import { matchUndoneNews } from './undone-news';
import { matchQuotedRename } from './quoted-rename';
import { matchNotTagged } from './not-tagged';
import { defaultTimeZone } from '../time/zoned-time';
import { removalBeforeNotNeeded } from './not-needed-until';
import { timeSetAfterName } from './set-time-after-name';
import { putOnDayWithoutWhen } from './when-clause';

const VERBS =
  'reopen|add|put|create|make|include|remove|delete|erase|mark|complete|rename|change|move|see|know|hear|check|set|get|clear|take|place|cross|finish|show|list|read|go|say';
/** Politeness and filler before the request itself. */
const POLITE = new RegExp(
  String.raw`^(?:(?:hey|hi|hello|ok|okay|yes|yeah|yep|sure|so|um|uh|yo|alright|actually|please|pls|plz|kindly|go ahead and|just|also|now|then|and|can you|could you|would you|will you|can u|could u|would you kindly|would you please|can you please|could you please|i'?d like you to|i would like you to|i want you to|i need you to|let'?s|lets|you can|hurry up and|assistant|todo assistant|bonjour|salut|allo|allô|coucou)(?:[\s,!]+|$))+|^(?:i need to|i want to|i'?d like to|i would like to|i wanna|let me|help me|be sure to|make sure to)\s+(?=(?:${VERBS})\b)`,
  'i',
);

/** "if you could ..., i would appreciate it", "would you mind adding ...": a request wrapped in courtesy. */
const POLITE_WRAPPER =
  /^(?:(?:i(?:'d| would)(?: really)? (?:appreciate it|love it|be (?:very |so )?grateful|like it) )?(?:if|when|whenever) you (?:could|can|would|get a chance|get the chance|have (?:a |the )?(?:minute|moment|sec(?:ond)?|time))|would you mind|do you mind|(?:would|could|will) you be able to|are you able to|would it be possible to|is it possible to|(?:could|can|would) you be so kind as to|be so kind as to|be a (?:dear|pal) and)(?:[\s,]+|$)/i;
const POLITE_TAIL =
  /[\s,]+(?:(?:that|it|this)(?:'d| would)(?: really)? be (?:great|lovely|awesome|nice|helpful|amazing|perfect|wonderful|appreciated)|(?:and\s+)?i(?:'d| would)(?: really)? (?:appreciate it|appreciate that|be (?:very |so )?grateful|love (?:it|that))|if you (?:could|can|would|don'?t mind|please)|(?:when|if) you (?:get|have) a (?:chance|minute|moment|sec(?:ond)?))$/i;
/** A "hmm", "oh and" or "quick one -" before the request says nothing about it. Anchored, so cheap on every request. */
const FILLER_LEAD = /^(?:hmm+|oh and|oh|and also|quick one|one more thing|one more)(?:\s*[-–—:,]\s*|\s+)(?=\S)/i;
/**
 * "ugh forgot - X", "oops, X", "argh: X": a sigh (and "forgot") before the request, set off by a mark, says nothing about it;
 * nor does a word that owns up to a slip ("wait, the dentist is the 20th", "my bad: …", "correction -").
 */
const SIGH_LEAD =
  /^(?:(?:ugh+|argh+|oops|whoops|dang|shoot|omg|(?:oh\s+)?wait|hang on|hold on|my bad|correction)(?:[\s,!.]+(?:i\s+)?(?:totally\s+)?forgot)?|(?:i\s+)?(?:totally\s+)?forgot)\s*[-–—:,!.]+\s*(?=\S)/i;
/** After "would you mind": the gerund as a command ("adding milk" is "add milk"). */
const GERUNDS: Record<string, string> = {
  adding: 'add',
  putting: 'put',
  creating: 'create',
  making: 'make',
  setting: 'set',
  reminding: 'remind',
  removing: 'remove',
  deleting: 'delete',
  taking: 'take',
  marking: 'mark',
  checking: 'check',
  crossing: 'cross',
  showing: 'show',
  listing: 'list',
  telling: 'tell',
  reading: 'read',
  moving: 'move',
  changing: 'change',
  renaming: 'rename',
  including: 'include',
  writing: 'write',
  noting: 'note',
  scheduling: 'schedule',
  pushing: 'push',
  erasing: 'erase',
  clearing: 'clear',
  finishing: 'finish',
  completing: 'complete',
};

/** The request without greeting and politeness; "add: X", "todo: X", "add to list: X": the colon only marks the task. */
function requestBody(text: string): string {
  return (
    stripPolite(stripGreeting(text))
      // "put 'print boarding pass' for 26th": the quotes only mark the task's name.
      .replace(/^(?:put|add|note|write)\s+(['"])([^'"]{2,80})\1(?=\s+(?:for|on|by|at|due|today|tomorrow|tonight|#|p[1-4]\b))/i, 'add $2')
      .replace(/^(add|todo|task|new task|remind me)(?:\s+(?:to|on(?:to)?)\s+(?:my\s+|the\s+)?(?:list|to-?do(?: list)?|todos|tasks))?\s*:\s*/i, '$1 ')
      // "put X on my list for friday", "stick X on the list": an add, the list words are not the task's
      // ("put X back on my list" reopens X; "get rid of X on my list" removes; "… on my list of things to
      // do" is read whole by match-create.ts).
      .replace(
        /^(?:put|stick|pop|get(?!\s+rid\b))\s+(.+?)(?<!\sback)\s+on(?:to)?\s+(?:my|the)\s+(?:todo\s+|to-do\s+|to do\s+)?(?:list|todos)(?:\s+for(?=\s+(?:today|tonight|tomorrow|next|this|the\s+\d|\d|(?:mon|tue|wed|thu|fri|sat|sun)))|(?=\s+(?!of\b)|$))/i,
        'add $1',
      )
      // "got much on tmrw", "i got a lot on friday?": asks what is on, like "got anything on".
      .replace(/^(?:have i |i )?got (?:much|a lot|lots|loads) on\b/i, 'got anything on')
  );
}

function stripPolite(text: string): string {
  let body = text;
  let previous;
  do {
    previous = body;
    const wrapper = POLITE_WRAPPER.exec(body);
    if (wrapper) body = body.slice(wrapper[0].length).replace(/^(\w+ing)\b/i, (word: string) => GERUNDS[word.toLowerCase()] ?? word);
    body = body
      .replace(POLITE, '')
      .replace(POLITE_TAIL, '')
      .replace(/[\s,]+(?:please|thanks|thank you|for me)$/i, '')
      // "gas bill paid, well done", "…, nice one": praise after a comma is thanks (Nigerian English's "well done" too).
      .replace(/\s*[,;.!–—]\s*(?:well done|nice one|good job|great job|good work|bless you|god bless(?: you)?|you'?re a (?:star|gem|legend)|legend|much appreciated|cheers)$/i, '');
    // "friday? 👀", "home tasks 🙏", "… thx": a tone at the end, like "pls", is never part of the request.
    body = toneAtEnd(body).body.replace(FILLER_LEAD, '').replace(SIGH_LEAD, '').trim();
  } while (body !== previous && body);
  return body || text;
}

/**
 * What the user wants, read from one message without any model: add, list,
 * show, complete, delete or change a task, undo the last change, answer yes or no, ask for help,
 * or something it does not understand. Pure: the same text, `now` and time
 * zone give the same intent.
 */
export function parseIntent(text: string, options: ParseOptions = {}): Intent {
  // The message is read several ways (its parts, its rewordings): each date in it is read once.
  return withDueDateMemo(() => {
    // "make the kiln stuff p2": a group's name is several tasks (several-by-topic.ts).
    const read = reasonNotAName(readIntent(text, options), text, options);
    // "tag all ruby's stuff family as well": a group tagged with a bare word (several-by-topic.ts).
    const intent = taggedWithItsName(read.kind === 'unknown' ? (groupTaggedBare(normalizeText(text)) ?? read) : severalByTopic(read));
    // "after 4 today", "mon thru fri", "no tag": bounds a question about the list sets beyond its plain filters.
    const bounded = boundedList(intent, normalizeText(text), options.now ?? new Date(), options.timeZone ?? defaultTimeZone());
    return doneNotGone(bounded, text);
  });
}

/** "job fell through", "party's off", "it got cancelled", "someone else is doing it": what happened, not a name. */
const WHAT_HAPPENED_TO_IT =
  /\b(?:fell through|fell apart|(?:is|are|'s|'re|was|were|got|been|has been)\s+(?:off|cancell?ed|called off|postponed|scrapped|dropped)|called off|not happening|isn'?t happening|no longer|not needed|didn'?t happen|won'?t happen|(?:is|are|'s|'re)\s+doing\s+(?:it|that|them)|does\s+(?:it|that|them)\s+now|changed\s+(?:my|our|their|his|her)\s+mind|all\s+(?:sorted|done))\b/i;

/**
 * "remove the boiler quote, job fell through", "tick off the van and the bins, all sorted": several tasks read from names
 * said with commas, whose last is a reason ("job fell through"), not a name. The request without it, when that reads as
 * the same kind of change; a reason never names a task that would be changed too.
 */
function reasonNotAName(read: Intent, text: string, options: ParseOptions): Intent {
  if (read.kind !== 'bulk' || !('targets' in read.selection) || read.selection.targets.length < 2) return read;
  const cut = /^(.*\S)\s*[,;]\s*([^,;]+)$/.exec(normalizeText(text));
  if (!cut || !(isReason(cut[2]!.trim()) || WHAT_HAPPENED_TO_IT.test(cut[2]!))) return read;
  const head = parseIntent(cut[1]!, options);
  const same = head.kind === read.action || (head.kind === 'bulk' && head.action === read.action);
  return same ? head : read;
}

/**
 * "clear out the admin ones, i did them ages ago", "bin the gas bill, already paid it": a removal whose
 * reason says the work was done ("I sorted it myself" may mean it is not needed: that stays a removal). Done is what the person would notice missing, so it is ticked off, never deleted.
 */
const SAYS_DONE =
  /[,;.–—-]\s*(?:(?:i|we)(?:'ve| have)?\s+(?:already\s+|just\s+)?(?:did|done|finished|paid)\b|(?:(?:they'?re|it'?s|that'?s|all|both)\s+)?(?:already\s+)?(?:done|finished)(?!\s+with)(?:\s+already)?\b|already\s+(?:did|done|paid|sent|finished)\b|did\s+(?:it|them|that|those|both)\b)/i;

function doneNotGone(intent: Intent, text: string): Intent {
  if (!SAYS_DONE.test(text)) return intent;
  if (intent.kind === 'delete') return { kind: 'complete', target: intent.target };
  if (intent.kind === 'bulk' && intent.action === 'delete') return { ...intent, action: 'complete' };
  return intent;
}

/**
 * Changes said with the task's name first or a clause after them, which read as adds otherwise: "cancel X, not needed
 * till next year" (not-needed-until.ts), "X, set time 12 noon" (set-time-after-name.ts), "put the X on tuesday when I
 * volunteer" (when-clause.ts), "pay the rent on the 25th instead, the 28th is too late" (instead-then-why.ts), "the garage rang and they moved my
 * mot to tuesday" (they-moved-it.ts). Each is the change alone, or undefined when it reads as none.
 */
function namedChange(body: string, options: ParseOptions): Intent | undefined {
  const removal = removalBeforeNotNeeded(body);
  const removed = removal === undefined ? undefined : parseIntent(removal, options);
  if (removed?.kind === 'delete') return removed;
  const timed = timeSetAfterName(body);
  const moved = timed ? parseIntent(`move ${timed.name} to ${timed.time}`, options) : undefined;
  if (moved?.kind === 'update' && moved.changes.dueAt && Object.keys(moved.changes).length === 1) return moved;
  const movedByThem = theyMovedIt(body, (request) => parseIntent(request, options));
  if (movedByThem) return movedByThem;
  const instead = insteadThenWhy(body);
  const insteadRead = instead === undefined ? undefined : parseIntent(instead, options);
  if (insteadRead?.kind === 'update' && insteadRead.changes.dueAt !== undefined && insteadRead.changes.title === undefined) return insteadRead;
  // "the bookkeeper wants the VAT figures by friday not monday", "the quote is due earlier, the 12th": a new day as news.
  const newDay = newDaySaid(body);
  const newDayRead = newDay === undefined ? undefined : parseIntent(newDay, options);
  if (newDayRead?.kind === 'update' && newDayRead.changes.dueAt && Object.keys(newDayRead.changes).length === 1) return newDayRead;
  // "sanding isn't even p3, lower it to p4": what the task is not, then the change said of "it".
  const notSo = notSoThenChange(body);
  const notSoRead = notSo === undefined ? undefined : parseIntent(notSo, options);
  if (notSoRead?.kind === 'update' && 'query' in notSoRead.target) return notSoRead;
  // "move the tyre fitting to the 9th, garage is full": the move before why.
  const moveHead = moveBeforeReason(body, saysValue);
  const moveRead = moveHead === undefined ? undefined : parseIntent(moveHead, options);
  // "bump the flu jabs up to p1, there's a bug going round": a priority raised, then why.
  if (moveRead?.kind === 'update' && Object.keys(moveRead.changes).every((key) => key === 'dueAt' || key === 'priority') && Object.keys(moveRead.changes).length > 0)
    return moveRead;
  if (moveRead?.kind === 'bulk' && moveRead.action === 'reschedule') return moveRead;
  const put = putOnDayWithoutWhen(body);
  const putRead = put === undefined ? undefined : parseIntent(put, options);
  if (putRead?.kind === 'clarify' || putRead?.kind === 'update') return putRead;
  return undefined;
}

function readIntent(text: string, options: ParseOptions): Intent {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? defaultTimeZone();
  const normalized = normalizeText(text);
  if (!normalized) return /\?/.test(text) ? { kind: 'help' } : { kind: 'unknown' };

  const trailing = normalized.replace(/[\s,]+(?:please|thanks|thank you)$/i, '');
  const reply = matchConfirm(trailing);
  if (reply) return { kind: 'confirm', answer: reply.answer };
  const chat = matchChat(normalized) ?? matchChat(stripGreeting(normalized));
  if (chat) return chat;
  if (isHelpRequest(trailing)) return { kind: 'help' };
  const beyond = matchBeyondReach(stripGreeting(normalized), now, timeZone);
  if (beyond) return beyond;

  // A closing emoji ("… this week 🙏") is tone, never part of a task's name; a tick or a cheer ("car tax ✅") says done.
  const body = requestBody(toneAtEnd(normalized, true).body.trim() || normalized);
  if (isHelpRequest(body)) return { kind: 'help' };
  const named = namedChange(body, options);
  if (named) return named;
  // "hay, nearly forgot. collect the suit tmrw", "oof i need to X", "X? lol. add it anyway": the request in the talk.
  const wrapped = wrappedAdd(body, now, timeZone, (piece) => parseIntent(piece, options));
  if (wrapped) return wrapped;
  // "new job: X", "i keep forgetting this, X", "ink's nearly out, order X": talk that only introduces the task.
  const chatterless = taskAfterChatter(body);
  const chatterRequest = chatterless === undefined ? undefined : parseIntent(chatterless, options);
  if (chatterRequest?.kind === 'create') return chatterRequest;
  // "after the client call tmrw send recap email": the event only says when; the request after its day is the task.
  const afterEvent = requestAfterEvent(body);
  const eventRequest = afterEvent === undefined ? undefined : parseIntent(afterEvent, options);
  if (eventRequest?.kind === 'create') return eventRequest;
  // "…, can you add 'X' for tmrw pls": the quoted name is the task, whatever is said before the request.
  const quotedName = quotedAdd(body);
  const quotedRequest = quotedName === undefined ? undefined : parseIntent(quotedName, options);
  if (quotedRequest?.kind === 'create') return quotedRequest;
  // "X tmrw, Noé got sunburnt today", "X friday 🎂 joyeux anniversaire": a story or a wish after an add is not its name.
  const asideless = withoutAside(body);
  const asideRequest = asideless === undefined ? undefined : parseIntent(asideless, options);
  if (asideRequest?.kind === 'create') return asideRequest;
  // "Mr Roy asked me to water his plants": the task is what was asked, under the asker's name.
  const askedFor = askedBy(body);
  const askedRequest = askedFor === undefined ? undefined : parseIntent(askedFor, options);
  if (askedRequest?.kind === 'create') return askedRequest;
  // "the birthday card needs posted by thurs": the task is the doing, "post the birthday card".
  const needsDone = needsDoneAsTask(body);
  const needsRequest = needsDone === undefined ? undefined : parseIntent(needsDone, options);
  if (needsRequest?.kind === 'create') return needsRequest;
  // "grab bread from the bakery on the way home", "pick up the suit when it's ready": when, but no day.
  const errand = errandWhen(body);
  const errandRequest = errand === undefined ? undefined : parseIntent(errand.rest, options);
  if (errandRequest?.kind === 'create') return errand?.way ? { ...errandRequest, title: `${errandRequest.title} ${errand.way}` } : errandRequest;
  // "ugh my back is killing me since the drill on sat, need to book a physio for it": the story (its day too) is why.
  const afterStory = requestAfterStory(body);
  const storyRequest = afterStory === undefined ? undefined : (matchExplicitCreate(afterStory, now, timeZone) ?? matchImplicitCreate(afterStory, now, timeZone));
  if (storyRequest?.kind === 'create') return storyRequest;
  if (matchUndo(body)) return { kind: 'undo' };
  // "you can forget X": said to the assistant, before the politeness is taken off ("can you …").
  const memory = (/^(?:you|u) can forget\b/i.test(normalized) ? matchMemory(normalized) : undefined) ?? matchMemory(body);
  // A fact is kept as it was typed: the typo and clock fixes are for reading requests ("0161 496 0321" is a phone number, not 3:21).
  if (memory?.kind === 'remember') {
    const typed = matchMemory(
      requestBody(
        text
          .replace(/\s+/g, ' ')
          .replace(/[\s.!?,;]+$/u, '')
          .trim(),
      ),
    );
    return typed?.kind === 'remember' ? typed : memory;
  }
  if (memory) return memory;
  // "what's dad allergic to?", "which garage did i say for the van", "scrap the thing about X, …" (loose-memory.ts).
  const loose = looseMemory(body, /\?\s*$/.test(text));
  if (loose && !(loose.kind === 'recall' && LIST_WORDS.test(loose.query))) return loose;
  // "i swept the yard and fed the hens so tick both": the news before the tail names the tasks ticked off.
  for (const news of tickedAfterNews(body) ?? []) {
    const ticked = parseIntent(news, options);
    if (ticked.kind === 'bulk' && ticked.action === 'complete') return ticked;
  }
  // "which bills do i have", "what time is the vet today": a question about the list said in another form.
  const questionForm = listQuestionForm(body);
  const formAsked = questionForm === undefined ? undefined : parseIntent(questionForm, options);
  if (formAsked?.kind === 'list') return formAsked;
  // "lmk what's due mon", "hey, quick one before i head in - what's on sun": the lead-in only announces the question.
  // (Read before the politeness is taken off: "quick one" may be taken as a polite opening.)
  const leadless = withoutAskedLeadIn(body) ?? withoutAskedLeadIn(normalized);
  const leadlessQuestion = leadless === undefined ? undefined : parseIntent(leadless, options);
  if (leadlessQuestion?.kind === 'list') return leadlessQuestion;
  // "friday - what have i got due", "sunday looking busy?": the day said first, then the question (day-then-question.ts).
  const dayFirst = dayThenQuestion(body, now, timeZone);
  const dayFirstAsked = dayFirst === undefined ? undefined : parseIntent(dayFirst, options);
  if (dayFirstAsked?.kind === 'list') return dayFirstAsked;
  // "rest of the week till sunday, what's lined up": the question about this week (its last day bounded in boundedList).
  const restOfWeek = restOfWeekQuestion(body);
  const restOfWeekAsked = restOfWeek === undefined ? undefined : parseIntent(restOfWeek, options);
  if (restOfWeekAsked?.kind === 'list') return restOfWeekAsked;
  // "book club at Lerato's is now at Zanele's": the task's place (or company) changed, a new title.
  const placeChange = matchPlaceChange(body);
  if (placeChange) return intentSchema.parse(placeChange);
  // "the dentist isn't work stuff, untag it": the tag the task should not have, taken off.
  const notTagged = matchNotTagged(body);
  if (notTagged) return intentSchema.parse(notTagged);
  // "walk dog -> 'walk dog and feed cat'", "make 'A' say 'B'": the quoted words are the task's whole new name.
  const quotedRename = matchQuotedRename(body);
  if (quotedRename) return intentSchema.parse(quotedRename);
  // "fix the name on the invoice task, it's Dupont not Dupond": a task's name corrected, never a task to add.
  const nameFix = matchNameCorrection(body);
  if (nameFix) return intentSchema.parse(nameFix);
  // "put eggs on the woolies one too": an item for the task whose title lists them.
  const itemForList = matchItemForList(body);
  if (itemForList) return intentSchema.parse(itemForList);
  // "tuesday looks like what", "the weekend look like what?": the question said back to front.
  const backwards = /^(.+?)\s+(?:looks?|looking)\s+like\s+what$/i.exec(body.replace(/[?!.\s]+$/, ''));
  if (backwards) {
    const question = parseIntent(`what does ${backwards[1]} look like`, options);
    return question.kind === 'list' ? question : { kind: 'list', status: 'pending' };
  }
  // A question is never a task to add by itself, whatever date it mentions ("is it going to rain tomorrow?").
  const asked = /\?\s*$/.test(text);
  if (/^remind me (?:of )?(?:what|the things)\b|^remind me of (?:the |my |all )?(?:tasks|things|items|list|reminders|todos)\b/i.test(body)) {
    return matchList(`what ${body}`) ?? { kind: 'list', status: 'pending' };
  }

  // "everything for mom -> p1": a group, an arrow, a priority (several-by-topic.ts).
  const groupArrow = groupArrowPriority(body);
  if (groupArrow) return intentSchema.parse(groupArrow);
  // "all gov stuff (sss philhealth pagibig) priority 2": the members of the group named in brackets are the tasks changed.
  const members = membersInBrackets(body, (outside) => parseIntent(outside, options));
  if (members) return intentSchema.parse(members);
  // "move the vet to friday (they're closed thursday)": a change, then why in brackets.
  const bracketed = /^(.+?)\s*\(([^()]{2,80})\)\s*[.!]*$/.exec(body);
  const unbracketed = bracketed ? parseIntent(bracketed[1]!, options) : undefined;
  // A new name may hold brackets ("change X to X (2 pairs)"): those stay in it.
  if (unbracketed && EDIT_KINDS.has(unbracketed.kind) && !(unbracketed.kind === 'update' && unbracketed.changes.title)) return unbracketed;
  // "sort the references by the 17th, urgent (harvard ffs)": brackets after an add's day or priority are an aside, as
  // after a change; brackets before them ("follow up Aaron (2nd shooter) tmrw") or after the name stay in it.
  const lastWord = bracketed?.[1]!.trim().split(/\s+/).at(-1)?.toLowerCase();
  if (unbracketed?.kind === 'create' && (unbracketed.dueAt || unbracketed.priority) && lastWord && !unbracketed.title.toLowerCase().endsWith(lastWord)) return unbracketed;
  // "recycling not going out this week, bin's half empty": one time of a repeating task left out, with why.
  const notThisTime = matchNotThisTime(body);
  if (notThisTime) return intentSchema.parse(notThisTime);
  // "delete 'chase the club fees' - the treasurer does that now": the quoted words are the task's whole name; what
  // follows them is why.
  const quotedTarget = QUOTED_TARGET.exec(body);
  const quotedRead = quotedTarget ? parseIntent(`${quotedTarget[1]} ${quotedTarget[3]}`, options) : undefined;
  if (quotedRead && EDIT_KINDS.has(quotedRead.kind) && quotedRead.kind !== 'update' && quotedRead.kind !== 'bulk') return quotedRead;
  // "mark the essay not done, need to reread it": the reopen, then why (never a second task named after the comma).
  const reopenWhy = REOPEN_THEN_WHY.exec(body);
  const reopened = reopenWhy ? parseIntent(`${reopenWhy[1]} as not done`, options) : undefined;
  if (reopened?.kind === 'reopen') return reopened;
  // "didn't actually post the card, no stamps", "X didn't go through, put it back": a finished task wanted again.
  const undone = matchUndoneNews(body);
  if (undone) return intentSchema.parse(undone);
  // "paid the dog walker and did the woolies run": two clauses said in the past, each one task done.
  const doneClauses = doneOneByOne(body, options);
  if (doneClauses) return doneClauses;
  // "paid the gas and the water both": one verb in the past, then the names of several tasks done.
  const severalDone = matchSeveralDone(body);
  if (severalDone) return intentSchema.parse(severalDone);
  // "boiler serviced, grand", "mot done! sailed through", "report - done", "bill ho gaya": the news of done, then a remark.
  for (const reading of doneThenReaction(body)) {
    const news = parseIntent(reading.news, options);
    if (news.kind !== 'complete') continue;
    const remark = reading.remark === undefined ? undefined : parseIntent(reading.remark, options);
    if (remark === undefined || !ASKS_FOR_MORE.has(remark.kind)) return news;
  }
  // "make the van and the rent both urgent": names joined by "and", "both", then a priority said by its word.
  const bothRanked = NAMES_BOTH_RANKED.exec(body);
  const bothLevel = bothRanked ? priorityByName(bothRanked[3]!) : undefined;
  if (bothRanked && bothLevel) {
    const request = parseIntent(`${bothRanked[1]} ${bothRanked[2]} both p${bothLevel}`, options);
    if (request.kind === 'bulk' && request.action === 'priority') return request;
  }
  // "everything with no date, give it 20/12": the tasks, then a day given to them.
  // "the library books: give me 3 more days": a shift of the task's own day.
  const moreTime = moreTimeFor(body);
  const shifted = moreTime === undefined ? undefined : parseIntent(moreTime, options);
  if (shifted?.kind === 'update' && shifted.shiftDays !== undefined) return shifted;
  const given = giveThemADay(body);
  if (given) {
    const request = parseIntent(given, options);
    if ((request.kind === 'bulk' && request.action === 'reschedule') || (request.kind === 'update' && Object.keys(request.changes).join() === 'dueAt')) return request;
  }
  // "all overdue ones make urgent", "everything tagged work move to friday": the tasks a filter names, then the verb.
  const filterFirst = FILTER_THEN_VERB.exec(body);
  if (filterFirst) {
    const request = parseIntent(`${filterFirst[2]} ${filterFirst[1]}${filterFirst[3] ? ` ${filterFirst[3]}` : ''}`, options);
    if (request.kind === 'bulk' && 'filter' in request.selection) return request;
  }
  // "the rota check, it's three of them now. rename it Check rota of …": the task first, its new title last.
  const renamedAfter = matchRenameItAfter(body);
  if (renamedAfter) return intentSchema.parse(renamedAfter);
  // "set tax papers due date to feb 20", "put a due date of 2/12 on the tires task": the date named as a field.
  const fieldDate = dateFieldSaid(body, (request) => parseIntent(request, options));
  if (fieldDate) return intentSchema.parse(fieldDate);
  // "the client said ok to send the scores by 11pm, change it": news, the request, then "change it".
  const newsChange = newsThenChange(body, (request) => parseIntent(request, options));
  if (newsChange) return intentSchema.parse(newsChange);
  // "the coach is off sick monday so skip this week's training": why, "so", then the change (why-then-so.ts).
  const afterSo = whyThenSo(body, (request) => parseIntent(request, options));
  if (afterSo) return afterSo;
  // "double booking on friday, move all of friday's stuff to saturday": news, then a change naming its own tasks.
  const afterNews = factThenChange(body, (request) => parseIntent(request, options));
  if (afterNews) return afterNews;
  // "X isn't urgent anymore, they're away. medium is fine": the level said last (level-is-fine.ts).
  const settled = levelSaidLast(body, (request) => parseIntent(request, options));
  if (settled) return settled;
  // "call mum friday, promised i would", "bin the yoga class, it's been cancelled": a reason after the request.
  // The words before a reason are read once, whichever reasons cut there.
  const heads = new Map<string, Intent>();
  const headOf = (head: string) => heads.get(head) ?? heads.set(head, parseIntent(head, options)).get(head)!;
  const keptHead = (reasons: ReasonAfter[]) => {
    for (const reason of reasons) if (reason.keeps(headOf(reason.head))) return headOf(reason.head);
    return undefined;
  };
  const reasons = reasonsAfter(body, asked);
  // "renew insurance p1 because it keeps slipping": why the task is wanted, before anything reads the end of the line.
  const wanted = keptHead(reasons.filter((reason) => reason.first));
  if (wanted) return wanted;
  // "tag the vanity quote admin as well", "tag anika's dentist 'anika'": the tag said with "too" or in quotes.
  if (/^(?:tag|label|re-?tag)\b|,\s*tag (?:it|them|those)\b/i.test(body)) {
    const plain = body.replace(/\s+(?:as well|too|also)\s*[!.]*$/i, '').replace(/\s(['"])([\p{L}\p{N}_-]+)\1\s*$/u, ' $2');
    // The last word is the tag: "tag X as Y" says where the name ends.
    const named = /^(tag|label)\s+(.+?)\s+(?:as\s+|with\s+)?#?([\p{L}\p{N}_-]+)$/iu.exec(plain);
    if (named && plain !== body) {
      const request = parseIntent(`${named[1]} ${named[2]} as ${named[3]}`, options);
      if (EDIT_KINDS.has(request.kind)) return request;
    }
    // "tag the ferry thing travel": "the X thing" says where the name ends, the word after it is the tag.
    const thing = /^(tag|label)\s+((?:the|my)\s+.+?\s+(?:thing|one|task))\s+#?([\p{L}\p{N}_-]+)$/iu.exec(plain);
    if (thing) {
      const request = parseIntent(`${thing[1]} ${thing[2]} as ${thing[3]}`, options);
      if (request.kind === 'update') return request;
    }
    // "tag the bach booking easter": after "the" and a name of two words or more, the last word is the tag.
    const last = plain === body ? /^(tag|label)\s+((?:the|my)\s+[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){1,3})\s+#?([\p{L}\p{N}_-]+)$/iu.exec(body) : null;
    if (last && !/\b(?:as|with)$/i.test(last[2]!)) {
      const request = parseIntent(`${last[1]} ${last[2]} as ${last[3]}`, options);
      if (request.kind === 'update') return request;
    }
    if (plain !== body) {
      const request = parseIntent(plain, options);
      if (EDIT_KINDS.has(request.kind)) return request;
    }
  }
  // "q2 review - add tag hr, remove work tag", "X - set priority 2": the task, a dash, then changes without a pronoun.
  // "move the tasting to 3pm and remind me 20 mins before": a change, then a reminder before the new time.
  const reminded = reminderAfterChange(body, (request) => parseIntent(request, options));
  if (reminded) return intentSchema.parse(reminded);
  const dashEdit = matchDashEdit(body, now, timeZone);
  if (dashEdit) return intentSchema.parse(dashEdit);
  // "van lease: bring it forward to thursday", "diesel - set it for 3pm": the name, then a change said of "it".
  const changeOfIt = nameThenChangeIt(body, (request) => parseIntent(request, options));
  if (changeOfIt) return changeOfIt;
  const newName = nameThenNewName(body, (request) => parseIntent(request, options));
  if (newName) return newName;
  // "check off everything tagged errands, did them all", "push the vet back a day bc traffic", "skip the next yoga since plans changed".
  const kept = keptHead(reasons.filter((reason) => !reason.first));
  if (kept) return kept;
  // "make all the course stuff p1, assessment week", "move X to sunday, rain forecast sat": a whole change, then an aside.
  const aside = ASIDE.exec(body);
  // "pushed back an hour" moves from the task's own time, which the words before the comma alone cannot say.
  if (aside && isAside(aside[2]!, now, timeZone) && !/\b(?:an?|half an?|one|two|\d+)\s+(?:hours?|hrs?|minutes?|mins?)\b/i.test(aside[1]!)) {
    const head = headOf(aside[1]!);
    const changed =
      head.kind === 'update'
        ? head.changes.dueAt !== undefined || head.changes.priority !== undefined
        : // Tasks named by a filter ("everything overdue") leave no room for a second name after the comma.
          head.kind === 'bulk' && (/^(?:reschedule|priority)$/.test(head.action) || 'filter' in head.selection);
    if (changed) return head;
  }
  // "finish the slides until monday", "cancel the gym trial by 7.4.": a deadline says it is a task to do, not one done or gone.
  // "cancel netflix should be p4", "finish the tax form is now due monday": a task's own title (its verb too), then its change.
  const deadline = DEADLINE_TASK.exec(body);
  const due = deadline ? parseDueDate(deadline[2]!, now, timeZone) : undefined;
  if (deadline && due && leftOverLength(deadline[2]!, due) <= 1 && !SAID_AS_CHANGE.test(deadline[1]!)) {
    const reading = readTaskFields(body, now, timeZone);
    if (reading.fields.title && reading.fields.dueAt) return sureOrAsk(reading, true);
  }
  // "cancel the gym membership low priority": a priority says it is a task to do, not one gone.
  const ranked = RANKED_TASK.exec(body);
  if (ranked && !due && !SAID_AS_CHANGE.test(ranked[1]!)) {
    const reading = readTaskFields(body, now, timeZone);
    if (reading.fields.title && reading.fields.priority) return sureOrAsk(reading, true);
  }
  // "the tax forms aren't done, reopen", "no piano next week, skip it": the request, then its verb said again.
  // "X doesn't need a date, remove it", "X has no deadline now - clear it": "it" is the date, never the task.
  // "got rained out lol delete all the hiking stuff": what happened, a laugh or a sigh, then the request itself.
  const afterLaugh = REQUEST_AFTER_LAUGH.exec(body);
  if (afterLaugh) {
    const request = parseIntent(afterLaugh[1]!, options);
    // "got the quote, ugh. mark it done": "it" is the thing said before, left to the readings of the whole line.
    if (EDIT_KINDS.has(request.kind) && !('target' in request && 'mentioned' in request.target)) return request;
  }
  // "put the plumber visit on the 9th": the task named with "the", put on a day of the month ("put the heating on
  // tomorrow" is a task to add).
  const putOn = PUT_ON_DAY.exec(body);
  if (putOn && !/\b(?:out|away|up|back|down|in|off)$/i.test(putOn[1]!)) {
    const request = parseIntent(`move ${putOn[1]} to ${putOn[2]}`, options);
    if (request.kind === 'update' && request.changes.dueAt && Object.keys(request.changes).length === 1) return request;
  }
  // "the recital starts at 6 now": a new time for the task, said with its verb of starting.
  const starts = STARTS_AT.exec(body);
  if (starts) {
    const request = parseIntent(`${starts[1]} is ${starts[2] ?? `${starts[3]} now`}`, options);
    if (request.kind === 'update') return request;
  }
  // "all the school stuff is urgent now": a priority said of a filter as a statement, a change of them all.
  const rankedAll = RANKED_ALL.exec(body);
  if (rankedAll) {
    const request = parseIntent(`make ${rankedAll[1]} ${rankedAll[2]}`, options);
    if (request.kind === 'bulk') return request;
  }
  // "no date for the shelves, whenever": the date taken off the task named.
  const noDateFor = NO_DATE_FOR.exec(body);
  if (noDateFor) {
    const request = parseIntent(`take the date off ${noDateFor[1]}`, options);
    if (request.kind === 'update') return request;
  }
  const dateless = DATE_NOT_NEEDED.exec(body);
  if (dateless) {
    const request = parseIntent(`take the date off ${dateless[1]}`, options);
    if (request.kind === 'update') return request;
  }
  // "ruan agreed to swap 🙌 tick it", "the payment bounced 😩 mark it not done": an emoji between two clauses ends the first, as a comma would.
  // "the X got cancelled by the shop so that's not done": "so that's not done" asks the same as ", mark it not done".
  const clauses = body.replace(EMOJI_BETWEEN, ', ').replace(SO_NOT_DONE, ', mark it not done');
  const echo = ECHO_TAIL.exec(clauses) ?? ECHO_BARE.exec(clauses);
  // "X got bounced back, undo that": an undo of X's completion only where the words say it did not go through.
  if (echo && /^undo/i.test(echo[1]!) && !WENT_WRONG.test(clauses.slice(0, echo.index))) return { kind: 'undo' };
  if (echo) {
    const kind = echoKind(echo[1]!);
    const head = clauses.slice(0, echo.index);
    // "oops i didnt actually finish X, reopen it": a sigh before the request is not part of it.
    const said = parseIntent(head.replace(/^(?:oops|whoops|ugh|argh|damn)[\s,!.]+/i, ''), options);
    // "A and B aren't happening, delete both": two names read as one are read again below, one by one.
    const joined = said.kind === kind && 'target' in said && 'query' in said.target && /\s(?:and|&)\s/.test(said.target.query) && /\b(?:them|both|those)\b/i.test(echo[0]);
    // "clear out the finished ones, delete them": several tasks at once, the same verb.
    if ((said.kind === kind && !joined) || (said.kind === 'bulk' && said.action === kind)) return said;
    // "i did all the overdue stuff at the weekend, mark it all done": the tasks a filter names inside the story.
    const several = kind === 'complete' ? SEVERAL_IN.exec(head) : null;
    const selection = several ? selectionOf(several[1]!, now, timeZone) : undefined;
    if (selection && 'filter' in selection && Object.keys(selection.filter).length) return { kind: 'bulk', action: 'complete', selection, changes: {} };
    // "no need for the X anymore, delete it": the X, without the words that say it is not needed.
    const named = head
      .replace(/^(?:actually|so|oh|ok|okay|um+|uh+|hmm+|wait|oops|whoops|ugh|argh|damn)[\s,!.]+/i, '')
      // "the water bill didnt go through": what went wrong is not part of the name.
      .replace(
        /^(?!(?:i|we|you|he|she|they)\s)(.+?)\s+(?:didn'?t|did not|isn'?t|wasn'?t|aren'?t|weren'?t|hasn'?t|haven'?t|doesn'?t|don'?t|never|fell through|(?:got |was |has been )?(?:bounced|failed|rejected|sent back|returned|cancell?ed|called off)|broke|broken|cracked|snapped|ripped|tore|leaked|died|stopped working|fell apart|went missing|got lost|needs? (?:redoing|doing again|to be redone)|(?:was |is |got |came (?:out|back) )?(?:corrupt(?:ed)?|faulty|damaged|blank|wrong|bad|botched|messed up|incomplete)|(?:is|are|was|were|'s)\s+(?:already\s+)?(?:prepaid|paid up|covered|taken care of))\b.*$/i,
        '$1',
      )
      // "didnt actually drop off the bibs": what was not done, as the task says it.
      .replace(/^(?:i\s+)?(?:didn'?t|did not|haven'?t|have not|never)\s+(?:actually|really)\s+/i, '')
      // "X - still have section b to do": a reason after a dash is no part of the name.
      .replace(/\s+[-–—]\s+(.+)$/, (dash: string, tail: string) => (isReason(tail) ? '' : dash))
      // "my sister's handling both X and Y": someone else doing them is why, not a word of their names.
      .replace(SOMEONE_ELSE_DOING, '')
      // "both X and Y": the two names are the tasks ("both wedding edits" alone is one name for several).
      .replace(/^both\s+(?=.+\s(?:and|&)\s)/i, '')
      .replace(/^(?:no|not)\s+(?:need|use)\s+(?:for|of)\s+/i, '')
      .replace(/^(?:no|not)\s+/i, '')
      .replace(/\s+(?:anymore|any more|any longer|after all)$/i, '');
    // "X, tick it": "tick", "check" and "cross" alone are no verb of a request; the task is done.
    // "…, take them off my list": a removal.
    const verb = kind === 'reopen' ? 'reopen' : kind === 'complete' ? 'complete' : kind === 'delete' ? 'delete' : echo[1]!.split(/\s+/)[0]!;
    const request = parseIntent(`${verb} ${named}`, options);
    // "X and Y, take them off my list": both named, each a task.
    if (request.kind === kind || (request.kind === 'bulk' && request.action === kind && 'targets' in request.selection)) return request;
    if (joined) return said;
  }
  // "the deworming tablet - mochi spit it out, put it back on the list": the task first, what happened, then "put it back".
  const putBack = PUT_IT_BACK.exec(body);
  if (putBack) {
    const request = parseIntent(`reopen ${putBack[1]!.split(/\s+[-–—]\s+|[,;:]\s+/)[0]!}`, options);
    if (request.kind === 'reopen') return request;
  }
  // "cancel gym membership doesnt have to be today, next week is fine": the task named whole (its own verb too), then its new day.
  const notToday = NOT_TODAY.exec(body);
  const laterDay = notToday ? parseDueDate(notToday[2]!, now, timeZone) : undefined;
  const laterTarget = notToday && laterDay && leftOverLength(notToday[2]!, laterDay) <= 3 ? parseTarget(notToday[1]!) : undefined;
  if (laterTarget && laterDay) return intentSchema.parse({ kind: 'update', target: laterTarget, changes: { dueAt: laterDay.dueAt } });
  // "move X to friday, it's urgent": the change, and the priority said after it.
  const urgent = PRIORITY_TAIL.exec(body);
  if (urgent) {
    const head = headOf(body.slice(0, urgent.index));
    const priority = findPriority(urgent[1]!)?.priority;
    if (priority && head.kind === 'update' && head.changes.priority === undefined) return intentSchema.parse({ ...head, changes: { ...head.changes, priority } });
    // "the X isn't that pressing, p3": the name without the words that say how urgent it is.
    const said = body.slice(0, urgent.index);
    const name = said.replace(NO_RUSH_BEFORE, '').replace(NO_RUSH_AFTER, '');
    const made = priority && name !== said ? parseIntent(`make ${name} p${priority}`, options) : undefined;
    if (made?.kind === 'update') return made;
  }
  // "can everything on friday go to monday instead": a move said as a question about the tasks.
  const goTo = GO_TO.exec(body);
  if (goTo) {
    const request = parseIntent(`move ${goTo[1]} ${goTo[2]} to ${goTo[3]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "put a time on the cat litter, 9am tmrw": a date given to a task there, never a task named "Put a time on …".
  // "rowing dues, change to friday", "the bank email: set to 1600 today": the task, a mark, then its new day or time.
  const changeTo = CHANGE_TO.exec(body);
  const changedTo = changeTo ? parseIntent(`move ${changeTo[1]} to ${changeTo[2]}`, options) : undefined;
  if (changedTo?.kind === 'update' && changedTo.changes.dueAt !== undefined && changedTo.changes.title === undefined) return changedTo;
  // "the bank email lower to p3", "gate fix drop to p4": the task, then its new priority said with the verb of moving it.
  const lowered = LOWER_TO.exec(body);
  const loweredTo = lowered ? (findPriority(`, ${lowered[2]!}`)?.priority ?? findPriority(lowered[2]!)?.priority) : undefined;
  const made = lowered && loweredTo ? parseIntent(`make ${lowered[1]} p${loweredTo}`, options) : undefined;
  if (made?.kind === 'update' && made.changes.priority === loweredTo) return made;
  // "give the gate a date, sunday", "give X a deadline - the 20th": the same, the task said before the date word.
  const putDate = PUT_DATE_ON.exec(body) ?? GIVE_A_DATE.exec(body);
  if (putDate) {
    // GIVE_A_DATE says the name first or before a comma ("library books, give them a date, the 27th").
    const [name, day] = putDate.length > 3 ? [putDate[1] ?? putDate[2], putDate[3]] : [putDate[1], putDate[2]];
    const request = day ? parseIntent(`move ${name} to ${day}`, options) : undefined;
    return request?.kind === 'update' ? request : { kind: 'unknown' };
  }
  // "move the tiles to fri and make it urgent, the tiler needs them": a change, then a priority for the same task.
  const andPriority = AND_MAKE_IT.exec(body);
  const tailPriority = andPriority ? findPriority(`, ${andPriority[2]!}`)?.priority : undefined;
  if (andPriority && tailPriority) {
    const head = headOf(andPriority[1]!);
    if (head.kind === 'update' && head.changes.priority === undefined) return intentSchema.parse({ ...head, changes: { ...head.changes, priority: tailPriority } });
  }
  // "make the webinar p1 and move it to next tues": a change, then a new day for the same task.
  const andMove = AND_MOVE_IT.exec(body);
  const movedTo = andMove ? onlyADay(andMove[2]!, now, timeZone) : undefined;
  const movedDue = movedTo ? parseDueDate(movedTo, now, timeZone) : undefined;
  if (andMove && movedDue) {
    const head = headOf(andMove[1]!);
    if (head.kind === 'update' && head.changes.dueAt === undefined) return intentSchema.parse({ ...head, changes: { ...head.changes, dueAt: movedDue.dueAt } });
  }
  // "change X to 'Y' and make it due end of month": a new name, then a new day for the same task.
  const tailDay = andPriority && !tailPriority ? onlyADay(andPriority[2]!.replace(/^due\s+(?:on\s+|by\s+)?/i, ''), now, timeZone) : undefined;
  if (andPriority && tailDay) {
    const head = headOf(andPriority[1]!);
    const due = parseDueDate(tailDay, now, timeZone);
    if (head.kind === 'update' && head.changes.dueAt === undefined && due) return intentSchema.parse({ ...head, changes: { ...head.changes, dueAt: due.dueAt } });
  }
  // "make both wedding edits p1": several tasks under one name, one priority.
  const bothPriority = BOTH_PRIORITY.exec(body);
  const severalPriority = bothPriority ? (findPriority(`, ${bothPriority[2]!}`)?.priority ?? findPriority(bothPriority[2]!)?.priority) : undefined;
  const several = bothPriority && severalPriority ? selectionOf(bothPriority[1]!, now, timeZone) : undefined;
  if (several) return { kind: 'bulk', action: 'priority', selection: several, changes: { priority: severalPriority! } };
  // "all uni tasks p2": a filter, then only a priority, said as an order (with a "?" it is a question).
  if (!asked && ALL_THEN_PRIORITY.test(body)) {
    const request = matchEdits(body, now, timeZone);
    if (request?.kind === 'bulk') return request;
  }
  // "everything due in march can be low priority": a priority said as what the tasks can be.
  const canBe = CAN_BE.exec(body);
  if (canBe && (findPriority(`, ${canBe[2]!}`) ?? findPriority(canBe[2]!))) {
    const request = parseIntent(`make ${canBe[1]} ${canBe[2]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "lodge BAS - no rush on that": the task, then that it can wait (low priority).
  const noRush = NO_RUSH_TAIL.exec(body);
  if (noRush) {
    const request = parseIntent(`make ${noRush[1]} low priority`, options);
    if (request.kind === 'update') return request;
  }
  // "rename X to 'Y', had the wrong event": the new name ends at its closing quote.
  const quoted = QUOTED_RENAME.exec(body);
  if (quoted) {
    const request = parseIntent(`${quoted[1]} ${quoted[2]} to ${quoted[4]}`, options);
    if (request.kind === 'update') return request;
  }
  // "make the plumber call important": a priority word for a task there, never a task named "… important".
  const makeWord = MAKE_PRIORITY_WORD.exec(body);
  const wordPriority = makeWord ? findPriority(`, ${makeWord[2]!}`)?.priority : undefined;
  const makeTarget = makeWord && wordPriority ? parseTarget(makeWord[1]!) : undefined;
  if (makeTarget) return { kind: 'update', target: makeTarget, changes: { priority: wordPriority! } };
  // "the shoot pushed back an hour, light's better later": a change said as what happened to the task.
  const happened = CHANGE_HAPPENED.exec(body);
  if (happened) {
    const verb = { pushed: 'push', moved: 'move', bumped: 'bump', brought: 'bring' }[happened[2]!.toLowerCase() as 'pushed'];
    const request = parseIntent(`${verb} ${happened[1]} ${happened[3]}${happened[4]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "the ML assignment deadline was extended to friday": a new date said as what happened to the deadline.
  const extended = DEADLINE_CHANGED.exec(body);
  if (extended) {
    const request = parseIntent(`move ${extended[1]} to ${extended[2]}`, options);
    if (request.kind === 'update') return request;
  }
  // "make the tutor email high priority and tag it placement": a change, then a tag for the same task.
  const andTag = AND_TAG_IT.exec(body);
  if (andTag) {
    const head = headOf(andTag[1]!);
    if (head.kind === 'update') return intentSchema.parse({ ...head, changes: { ...head.changes, addTags: [...(head.changes.addTags ?? []), andTag[2]!.toLowerCase()] } });
  }
  // "todays stuff can go to tmrw", "tonight's things should move to friday": tasks named by a filter, then where they go.
  const filterGoTo = FILTER_GO_TO.exec(body);
  if (filterGoTo) {
    const request = parseIntent(`move ${filterGoTo[1]} to ${filterGoTo[2]}`, options);
    if (request.kind === 'bulk') return request;
  }
  // "tag the vet one pets": a name that ends on "one(s)"/"task(s)", then the tag as a bare word.
  const bareTag = BARE_TAG.exec(body);
  // "tag the dad things family": the tasks a filter names ("the dad things": tagged dad), tagged at once.
  const tagged = bareTag && /^tag$/i.test(bareTag[1]!) && /\b(?:things|stuff|ones|tasks)$/i.test(bareTag[2]!) ? selectionOf(bareTag[2]!, now, timeZone) : undefined;
  if (bareTag && tagged) return { kind: 'bulk', action: 'tag', selection: tagged, changes: { addTags: [bareTag[3]!.toLowerCase()] } };
  if (bareTag) {
    const request = parseIntent(`${bareTag[1]} ${bareTag[2]} as ${bareTag[3]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "everything due tomorrow, make it p2", "the landlord email, mark it not done": the task first, then what to do with it.
  // "X isn't that low priority lol make it 2": a laugh between the task and "make it" ends the first clause, as a comma would.
  const thenDo = TASK_THEN_DO.exec(body) ?? TASK_THEN_DO.exec(body.replace(LAUGH_BEFORE_IT, ', '));
  // "X - do it tonight", "X, put it on sunday": these verbs say a new day only ("bread - put it in the freezer" is a task).
  // "X - tick it off" is done; "gym - check it out" is a task.
  const ticked = !/^(?:tick|check|cross)$/i.test(thenDo?.[2] ?? '') || /^\s*off\b/i.test(thenDo?.[3] ?? '');
  if (thenDo && ticked && (!/^(?:do|put|stick|shift)$/i.test(thenDo[2]!) || onlyADay(thenDo[3] ?? '', now, timeZone))) {
    // "no rush on the X, make it low priority", "the X isn't urgent anymore, drop it to p3": the reason is not the name.
    // "noah's present - tomorrow's no good, do it sat": what is said after a dash is a reason, not the name.
    const name = thenDo[1]!
      .split(/\s+[-–—]\s+/)[0]!
      .replace(NO_RUSH_BEFORE, '')
      .replace(NO_RUSH_AFTER, '');
    const rest = thenDo[3] ?? '';
    // "X - make it sat 15th", "X - do it tonight", "X, put it on sunday": only a new day is a move of X.
    const day = /^(?:make|set|do|put|stick|shift)$/i.test(thenDo[2]!) ? onlyADay(rest, now, timeZone) : undefined;
    // "i always forget to X, put it on the 9th": X is a task to add with that day, never a move of one like it.
    const forgotten = day ? FORGOTTEN.exec(name) : null;
    if (forgotten) {
      const added = parseIntent(`remind me to ${name.slice(forgotten[0].length)} ${rest.trim()}`, options);
      if (added.kind === 'create') return added;
    }
    const moved = day ? parseIntent(`move ${name} to ${day}`, options) : undefined;
    if (moved && EDIT_KINDS.has(moved.kind)) return moved;
    const priority = findPriority(rest.replace(/^\s*(?:to|down to|up to)\s+/i, ''));
    // "X - set it for the 27th": a new day; "X, drop it to p3", "X - give it medium priority": a new priority (never a removal).
    const verb = /^(?:drop|lower|raise|bump|give)$/i.test(thenDo[2]!) && priority ? 'make' : /^set$/i.test(thenDo[2]!) && /^\s*(?:for|to)\s/i.test(rest) ? 'move' : thenDo[2]!;
    // "X isn't that low priority, make it 2": a bare 1 to 4 after a name said with its priority is the new priority.
    const level = /^make$/i.test(verb) && /\b(?:priority|prio|urgent|important|low|high)\b/i.test(thenDo[1]!) ? /^\s*([1-4])\s*[.!]*$/.exec(rest) : null;
    const said = level ? ` p${level[1]}` : verb === 'make' && priority && !/^make$/i.test(thenDo[2]!) ? ` p${priority.priority}` : rest;
    // "X - make that high priority and friday": a priority and a new day, both for X.
    const both = /^(?:make|set|mark|put)$/i.test(thenDo[2]!) ? priorityAndDay(rest, now, timeZone) : undefined;
    const made = both ? parseIntent(`make ${name} p${both.priority}`, options) : undefined;
    if (both && made?.kind === 'update' && made.changes.dueAt === undefined) return intentSchema.parse({ ...made, changes: { ...made.changes, dueAt: both.dueAt } });
    const request = parseIntent(`${verb} ${name}${said}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
    // "order lens: make it p1, my 35 just died": the clause after the comma is the reason.
    const reasonless = said.split(/\s*[,;]\s*/)[0]!;
    const shorter = reasonless !== said ? parseIntent(`${verb} ${name}${reasonless}`, options) : undefined;
    if (shorter && EDIT_KINDS.has(shorter.kind)) return shorter;
  }

  // "timesheet - skip tomorrow's, no shifts this pay period": the task named first, then a change verb with no pronoun.
  // "period 3 quizzes, push to tmrw": after a comma only a move with its new day ("call mom, skip dinner" is no change).
  const verbMatch = TASK_THEN_VERB.exec(body);
  const thenVerb = verbMatch ? [verbMatch[0], verbMatch[1]!, (verbMatch[2] ?? verbMatch[4])!, (verbMatch[3] ?? verbMatch[5])!] : undefined;
  if (thenVerb) {
    const said = thenVerb[3]!.split(/\s*[,;]\s*/)[0]!;
    // "morag's scarf - untag shop": the tag comes off the task named first.
    // "the restaurant: move to the 12th": the task goes between the verb and where it goes.
    const words =
      /^untag$/i.test(thenVerb[2]!) && /^#?\p{L}[\p{L}\p{N}_-]*$/u.test(said)
        ? `untag ${said} from ${thenVerb[1]}`
        : /^(?:to|till|until|for|back|forward|out)\b/i.test(said)
          ? `${thenVerb[2]} ${thenVerb[1]} ${said}`
          : `${thenVerb[2]} ${said} ${thenVerb[1]}`;
    const request = parseIntent(words.replace(/\s+/g, ' ').trim(), options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }

  // "groceries - no rush, clear the date": the task named first, then its date taken off.
  const undated = CLEAR_DATE_AFTER.exec(body);
  if (undated) {
    const request = parseIntent(`clear the date on ${undated[1]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "gutters — add reno tag": the task named first, then a tag for it.
  const addTag = NAME_THEN_ADD_TAG.exec(body);
  if (addTag) {
    const request = parseIntent(`tag ${addTag[1]} as ${addTag[2] ?? addTag[3]}`, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "so I've just realised X is due monday not last week, can you change that": the change alone.
  const corrected = withoutCorrectionWords(body);
  if (corrected) {
    const request = parseIntent(corrected, options);
    if (request.kind === 'update') return request;
  }
  // "no swimming this saturday", "no piano next week": one occurrence skipped.
  const none = NO_ONE_TIME.exec(body) ?? NOT_ON_ONE_TIME.exec(body);
  if (none) {
    const request = parseIntent(`skip ${none[1]} ${none[2]}`, options);
    if (request.kind === 'skip') return request;
  }
  // "mom fell im at the ER push all of today's stuff to tomorrow": what happened, then the request.
  const context = CONTEXT_FIRST.exec(body);
  if (context && SAYS_WHAT_HAPPENED.test(context[1]!)) {
    const request = parseIntent(context[2]!, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "push the oil change back a day", "the dentist a week later": a move by days from the task's own date.
  const shift = matchShift(body);
  if (shift) return shift;
  // "jersey order change to tomorrow", "the ferguson call make it half past 3": the task named first, then the change.
  const targetFirst = targetFirstRequest(body, now, timeZone);
  if (targetFirst) {
    const request = parseIntent(targetFirst, options);
    if (EDIT_KINDS.has(request.kind)) return request;
  }
  // "skip practice tomorrow gym is closed", "scratch X another parent did it": a reason after the request, no comma.
  const reasonTail = REASON_TAIL.exec(body);
  if (reasonTail && reasonTail.index > 0) {
    const head = headOf(body.slice(0, reasonTail.index));
    if (EDIT_KINDS.has(head.kind)) return head;
  }

  // "whats on my list for mom", "what's overdue for the truck": a list question, then the topic it is about.
  const forTopic = FOR_TOPIC.exec(body);
  if (forTopic && !TIME_TOPIC.test(forTopic[2]!)) {
    const head = parseIntent(forTopic[1]!, options);
    if (head.kind === 'list' && !head.query) return intentSchema.parse({ ...head, query: forTopic[2]!.toLowerCase().replace(/'s$/, '') });
  }
  // "urgent things for work", "overdue stuff for uni": only filter words, then the topic they are for.
  const bareFor = BARE_FILTER_FOR.exec(body);
  const bareHead = bareFor ? matchBareFilter(bareFor[1]!, now, timeZone) : undefined;
  // A word before "things" may be a tag or a verb ("buy things for mochi" is a task): only a priority or a day is a filter here.
  const bareFiltered = bareHead?.kind === 'list' && !bareHead.tags && (bareHead.priority || bareHead.due || bareHead.day || bareHead.span);
  if (bareFor && bareHead && bareFiltered && !TIME_TOPIC.test(bareFor[2]!)) return intentSchema.parse({ ...bareHead, query: bareFor[2]!.toLowerCase().replace(/'s$/, '') });
  // "mrs li's leak when is that": the task named first, then the question.
  // "home loan emi when?": the same, said short; only as a question ("call mom when" may be a task).
  const whenAfter =
    /^(.{3,60}?)[\s,]+(?:when|what time|what day)(?:'s|s| is| was)\s+(?:that|it)$/i.exec(body) ??
    (asked ? /^(.{3,60}?)[\s,-]+(?:when|what time|what day|by when)$/i.exec(body) : null);
  if (whenAfter) return parseIntent(`when is ${whenAfter[1]}`, options);

  // "payday is the 28th, transfer money to savings then": a fact, then the task it calls for.
  const factTask = asked ? undefined : matchFactThenTask(body, now, timeZone);
  if (factTask) return intentSchema.parse(factTask);

  // "home tasks at the weekend", "#pets stuff next week": a tag or topic and a time, asked, never a task named "Home tasks".
  if (TOPIC_THEN_TIME.test(body)) {
    const question = parseIntent(`any ${body}`, options);
    if (question.kind === 'list') return question;
  }
  // "anything for the recital i haven't done": the topic question, said with that it is still to do.
  const stillToDo = withoutStillToDo(body);
  const stillQuestion = stillToDo === undefined ? undefined : parseIntent(stillToDo, options);
  if (stillQuestion?.kind === 'list' && stillQuestion.query) return stillQuestion;
  const intent =
    matchEitherFilter(body, now, timeZone) ??
    // "van n ute stuff?", "anything thurs or mon": two topics or two days, the tasks of either.
    matchTwoTopicsOrDays(body, now, timeZone) ??
    matchDoneQuestion(body) ??
    matchTodayWithOverdue(body, now, timeZone) ??
    matchDayPlan(body, asked, now, timeZone) ??
    matchStillNeeded(body) ??
    // "which invoices do i still have to send", "kiln glaze stuff still open", "whats tmrw": a topic or a day, asked.
    matchTopicListQuestion(body, (question) => parseIntent(question, options)) ??
    // "anything i need from the chemist", "is the gas bill on here", "which tasks mention mia": a topic, asked.
    matchTopicAskedAs(body) ??
    matchTopicQuestion(body, now, timeZone, asked) ??
    withFilters(matchListQuestion(body), body, now, timeZone) ??
    matchFilteredQuestion(body, now, timeZone) ??
    matchEdits(body, now, timeZone) ??
    matchUpdate(body, now, timeZone) ??
    matchReopen(body) ??
    matchComplete(body, now, timeZone) ??
    matchNewsOfDone(body) ??
    matchPastVerbNews(body) ??
    matchDelete(body) ??
    matchMakeThe(body, now, timeZone) ??
    matchExplicitCreate(body, now, timeZone) ??
    matchGet(body) ??
    withFilters(matchList(body), body, now, timeZone) ??
    matchBareFilter(body, now, timeZone) ??
    // "bills?", "lab setups?": one or two words asked about.
    matchAskedTopic(body, asked) ??
    (asked ? undefined : (matchStatementEdit(body, now, timeZone) ?? matchImplicitCreate(body, now, timeZone))) ??
    // "fishing trip stuff": a topic and "stuff", no verb.
    matchBareTopicStuff(body) ??
    ({ kind: 'unknown' } as const);
  // "cv, milk and the car to friday, plans changed": words after the last comma never make a request that is asked about without them an add.
  if (intent.kind === 'create' && aside) {
    const head = headOf(aside[1]!);
    if (head.kind === 'clarify') return head;
  }
  // "label passport, the car and cv q4", "tag jars, boxes and bags": the word after the verb is a name of a list, never the
  // tag of a new task made of the rest: asked which tasks and which tag.
  const lead = /^(?:tag|label)\s+#?([\p{L}\p{N}_-]+)\s*,/iu.exec(body);
  if (intent.kind === 'create' && lead && intent.tags?.includes(lead[1]!.toLowerCase())) {
    return {
      kind: 'clarify',
      question: `Which tasks should I tag, and with which tag? I haven't changed or added anything. Say it like "tag the van and the bill #admin", or "add ${body}" to add it as a task.`,
    };
  }
  // "water the plants back two days": a move by days from a task's own date, said with no verb, is no new task.
  if (intent.kind === 'create' && MOVED_BY.test(body) && !matchExplicitCreate(body, now, timeZone)) return { kind: 'unknown' };
  // "move the dentist to 3pm": a new time without a day keeps the task's own day.
  if (intent.kind === 'update' && intent.changes.dueAt?.includes('T') && keepsTaskDay(saidAfterTarget(body, intent.target))) {
    return intentSchema.parse({ ...intent, keepDay: true });
  }
  return intentSchema.parse(intent);
}

/** Words of the list, not of a kept fact: "which tasks did i pick" asks about the list. */
const LIST_WORDS = /\b(?:tasks?|todos?|list|agenda|schedule|reminders?|stuff|things|items|errands|chores|jobs|ones)\b/i;
/** What a remark after news of done may not be: a request of its own (an add, a change, a question, a fact to keep). */
const ASKS_FOR_MORE = new Set<Intent['kind']>(['create', 'update', 'delete', 'reopen', 'skip', 'bulk', 'list', 'remember', 'forget', 'recall', 'get', 'undo']);

/** "all the overdue stuff", "everything tagged work": several tasks named by a filter, inside a longer sentence. */
const SEVERAL_IN = /\b((?:all|everything)\b(?:\s+(?:of\s+)?(?:the|my))?(?:\s+[\p{L}#'-]+){0,3}?\s+(?:stuff|things|tasks|ones|jobs))\b/iu;
/** "X - no rush, clear the date", "X: take the date off it": the date taken off the task named first. */
const CLEAR_DATE_AFTER =
  /^(.{2,60}?)\s*[-–—,:;]\s*(?:(?:there'?s\s+)?no\s+(?:rush|hurry)\s*[,;:-]?\s*)?(?:clear|remove|drop|take off|take|get rid of)\s+(?:the\s+|its\s+)?(?:due\s+)?(?:date|deadline)(?:\s+off)?(?:\s+(?:on|from|for|off)\s+(?:it|that))?$/i;
/** "X — add reno tag", "X: put the tag school on it": a tag for the task named before the dash. */
const NAME_THEN_ADD_TAG =
  /^(.{2,60}?)\s*[-–—:;]\s*(?:add|put|stick)\s+(?:a\s+|the\s+)?(?:#?(\p{L}[\p{L}\p{N}_-]*)\s+tag|tag\s+#?(\p{L}[\p{L}\p{N}_-]*))(?:\s+(?:on|to)\s+(?:it|that|them))?$/iu;
/** The words after the last comma. */
const ASIDE = /^(.{4,}?)(?:\s*[,;]|\s+[-–—])\s*([^,;–—]{3,40})$/;
/**
 * A few words after a whole change that add nothing to it ("assessment week", "rain forecast sat 🌧"): no
 * priority, tag or pronoun, no link to more tasks ("the vet too"), and no day unless other words say more.
 */
function isAside(tail: string, now: Date, timeZone: string): boolean {
  const words = tail.trim().split(/\s+/);
  if (
    words.length > 4 ||
    /[#@]|\b(?:and|or|also|too|as well|both|then|plus|it|them|that|this|the|my|p[1-4]|priority|urgent|important|morning|afternoon|evening|night|noon|midday|lunch(?:time)?|first thing|am|pm|instead)\b/i.test(
      tail,
    )
  )
    return false;
  if (findPriority(tail)) return false;
  const date = parseDueDate(tail, now, timeZone);
  return !date || leftOverLength(tail, date) >= 5;
}

/** "high priority and friday", "due sat & p1": a priority and a day, nothing else. */
function priorityAndDay(value: string, now: Date, timeZone: string): { priority: number; dueAt: string | null } | undefined {
  const parts = value
    .trim()
    .replace(/[!.]+$/, '')
    .split(/\s+(?:and|&|\+)\s+|\s*,\s*/);
  if (parts.length !== 2) return undefined;
  for (const [ranked, dated] of [parts, [...parts].reverse()]) {
    const priority = findPriority(ranked!.replace(/^(?:as|to)\s+/i, ''));
    if (!priority || priority.rest.trim()) continue;
    const day = onlyADay(dated!.replace(/^due\s+(?:on\s+|by\s+)?/i, ''), now, timeZone);
    const due = day ? parseDueDate(day, now, timeZone) : undefined;
    if (due) return { priority: priority.priority, dueAt: due.dueAt };
  }
  return undefined;
}

/** The day a value says and nothing else ("sat 15th", "for the weekend", "on sunday"), or undefined. */
function onlyADay(value: string, now: Date, timeZone: string): string | undefined {
  const said = value
    .trim()
    .replace(/^(?:for|to|on|till|until)\s+/i, '')
    .replace(/^the\s+(?=weekend$)/i, '');
  const date = said ? parseDueDate(said, now, timeZone) : undefined;
  return date && leftOverLength(said, date) <= 4 ? said : undefined;
}

/**
 * "urgent stuff that's overdue", "p1 things due today": only the words of a list filter, said bare. A
 * question about those tasks, never a task to add.
 */
function matchBareFilter(body: string, now: Date, timeZone: string): Intent | undefined {
  // "which overdue ones are from before today", "show late stuff from …": the word of asking is no filter's.
  const selection = selectionOf(body.replace(/^(?:which|show(?:\s+me)?|list)\s+(?=\S)/i, ''), now, timeZone);
  if (!selection || !('filter' in selection) || selection.filter.query) return undefined;
  const { status, due, tags, priority } = selection.filter;
  // "all done", "tasks done": a statement that names nothing, not a question about finished tasks.
  if (!due && !tags && !priority) return undefined;
  const day = typeof due === 'object' ? { span: due } : due && /^\d{4}-/.test(due) ? { day: due } : due ? { due: due as Extract<Intent, { kind: 'list' }>['due'] } : {};
  return { kind: 'list', status: status ?? 'pending', ...day, ...(priority ? { priority } : {}), ...(tags ? { tags } : {}) };
}

/** ", it's urgent", "; this one is high priority": a priority said after the request, as a comment. */
const PRIORITY_TAIL =
  /[,;]\s*(?:(?:it'?s|its|it is|this is|that'?s|this one is|which is)\s+)?(?:really\s+|super\s+|very\s+|kinda\s+)?((?:urgent|important|high priority|top priority|low priority|asap|p[1-4]))\s*[!.]*$/i;
const GO_TO =
  /^(?:(?:can|could|should)\s+)?(everything|all (?:my |the )?(?:tasks|stuff|things|ones)|(?:the|my)\s+.+?\s+ones)\s+((?:on|due|for|from)\s+.+?)\s+(?:go|be moved|move|get moved|shift|slide)\s+(?:over\s+)?to\s+(.+?)(?:\s+instead)?$/i;
const PUT_DATE_ON =
  /^(?:put|set|stick|give(?: it)?)\s+(?:a|the)\s+(?:time|date|day|deadline|due date)\s+(?:on|to|for)\s+(.+?)(?:(?:\s*[,;:]\s*|\s+-\s+|\s+(?=(?:for|at|on|to|by)\s))(?:(?:for|at|on|to|by)\s+)?(.+))?$/i;
const CHANGE_TO = /^(.{2,80}?)\s*(?:[,;:]|\s[-–—])\s*(?:change|move|push|set|switch|bump|reschedule)\s+(?:it\s+|that\s+)?(?:to|for)\s+(.+)$/i;
const LOWER_TO = /^([^,;:]{2,80}?)\s+(?:lower|drop|raise|bump|move)(?:\s+(?:down|up))?\s+to\s+(p[1-4]|priority\s+[1-4]|(?:low|high|medium|normal|top)(?:\s+priority)?)[\s.!]*$/i;
const GIVE_A_DATE =
  /^(?:give\s+(.+?)|(.+?)\s*[,;:]\s*give\s+(?:it|them|that))\s+(?:a|the)\s+(?:time|date|day|deadline|due date)(?:(?:\s*[,;:]\s*|\s+-\s+|\s+(?=(?:for|at|on|of|by)\s))(?:(?:for|at|on|of|by)\s+)?(.+))?$/i;
const AND_TAG_IT = /^(.+?)\s+(?:and|&)\s+(?:tag|label)\s+(?:it|that)\s+(?:as\s+|with\s+)?#?(\p{L}[\p{L}\p{N}_-]*)(?:\s+(?:instead|too|as well|also))?$/iu;
const FILTER_GO_TO =
  /^(.+?\b(?:stuff|tasks|things|ones|todos|items))\s+(?:can|could|should|will|may)\s+(?:all\s+)?(?:go|be moved|move|get moved|shift|slide|wait)\s+(?:over\s+)?(?:to|till|until)\s+(.+?)(?:\s+instead)?$/i;
const BARE_TAG = /^(tag|label)\s+((?:the|my|both|both the|all the)\s+.+?\s+(?:one|ones|task|tasks|things|stuff)|both\s+\S+)\s+#?(\p{L}[\p{L}\p{N}_-]*)$/iu;
/** One word of topic or a tag, a list word, then only a time: "work tasks at the weekend", "#home stuff tomorrow". */
const TOPIC_THEN_TIME =
  /^#?\p{L}[\p{L}\p{N}_-]*\s+(?:tasks|stuff|things|todos|items|jobs)\s+(?:(?:due|for|on|at|this|the|next|coming|over)\s+)*(?:today|tonight|tomorrow|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/iu;
/** A verb of finishing or ending, a task, then a deadline: "finish X by friday", "cancel X until 7.4." (a priority may follow). */
const DEADLINE_TASK =
  /^(?:finish|cancel|complete|terminate|end|quit|close)\s+(.+?)\s+(?:by|until|till|til|before|due)\s+([^,;]+?)(?:\s*[,;]\s*(?:(?:it'?s|it is)\s+)?(?:very\s+|really\s+)?(?:important|urgent|high priority|top priority|p[1-4]))?(?:\s+[#@][\w-]+)*$/i;
/** Words that end a task's name and say its change follows ("… should be", "… needs to be", "… is now", "… ->"): no new task. */
const SAID_AS_CHANGE = /(?:\b(?:is|are|be|now|moved|needs?|wants?)|\s[-–—:>→]+|->)$/i;
/** A verb of finishing or ending, a task, then only a priority: "cancel the gym membership low priority". */
const RANKED_TASK =
  /^(?:finish|cancel|complete|terminate|end|quit|close)\s+(?!(?:it|them|that|this|those|these|all|everything)\b)(.+?)[\s,]+(?:(?:very |really )?(?:low|high|top|medium|normal|urgent) pri(?:ority|o)?|p[1-4])$/i;
/** "back two days", "back by a week", "a day later": a move from the date a task has. */
const MOVED_BY = /\b(?:back\s+(?:by\s+)?(?:a|an|one|two|three|\d+)\s+(?:days?|weeks?)|(?:a|one|two|three|\d+)\s+(?:days?|weeks?)\s+later)\b/i;
/** After a comma, only a verb that says again what the words before it ask: "…, reopen", "…, skip it", "…, mark it undone". */
const ECHO_TAIL =
  /(?:[,;]|[.!](?=\s))\s*(?:so\s+|pls\s+|please\s+|just\s+|you can\s+)?(reopen|re-open|uncheck|unmark|undo (?:that|it)(?= *$)|mark (?:it|them|that) (?:as )?(?:not done|undone|incomplete|open)|delete|remove|cancel|bin|scrap|ditch|skip|take (?:it|them|that|those|both) off(?: (?:my|the) (?:to-?do |todo )?list)?|(?:(?:can|could|you can|u can)\s+)?(?:check|cross|tick) (?:it|them|em|'em|that|those|both)(?: all)?(?: off)?|mark (?:it|them|em|'em|that|those|both)(?: all)? (?:as )?(?:done|complete|completed))(?:\s+(?:(?:that|this|the|next)\s+(?:occurrence|instance|time|month|week|one)|it|them|that one|this one|that|this|those|both|one|too))?(?:\s+(?:pls|please|thanks))?$/i;
/** "delete 'X' - why", "tick off 'X', finally": a verb of removing, ticking or reopening, a quoted name, then why. */
const QUOTED_TARGET =
  /^(delete|remove|cancel|bin|scrap|ditch|drop|complete|tick off|cross off|check off|finish|reopen|uncheck|skip)\s+(['"‘“])([^'"‘’“”]{2,80})['"’”]\s*(?:[-–—,;:.!]|\s(?:bc|because|cos|since|as)\s)\s*\S.*$/i;
/** "mark X as not done, need to redo it", "set X to undone - wrong file": a reopen, then why after a mark. */
const REOPEN_THEN_WHY =
  /^((?:mark|set|put)\s+.{2,80}?)\s+(?:as\s+|to\s+|back\s+to\s+)?(?:not\s+done|undone|incomplete|not\s+complete(?:d)?|unfinished|open|not\s+finished)\s*(?:[,;.!]|\s[-–—]\s)\s*\S.*$/i;
/** "… so that's not done", ", so it's not done after all": the thing said before is not done. */
const SO_NOT_DONE =
  /(?:\s*[,;.!–—-])?\s+so\s+(?:that'?s|thats|it'?s|its|that is|it is|they'?re|theyre|those are|that one'?s)\s+not\s+(?:done|finished|complete|completed)(?:\s+(?:after all|anymore|any more|now|then|yet))?\s*[!.]*$/i;
/** The same, said with no comma but with its pronoun: "… didnt go through reopen it". */
const ECHO_BARE =
  /\s+(reopen|re-open|uncheck|unmark|delete|remove|cancel|skip|mark (?:it|them) (?:as )?(?:not done|undone|incomplete|open|done|complete)|check (?:it|them) off|cross (?:it|them) off)(?:\s+(?:it|them))(?:\s+(?:pls|please|thanks))?$/i;
/** "X doesn't have to be today, next week is fine": X, then the day it can move to. */
const NOT_TODAY =
  /^(.{2,80}?)\s+(?:doesn'?t|does not|dont|needn'?t|need not)\s+(?:have to|need to|gotta)\s+(?:be(?:\s+done)?|happen)\s+(?:today|tonight|tomorrow|now|this week)\s*[,;.-]+\s*(.+?)\s+(?:is|would be|'s|works)(?:\s+(?:fine|ok|okay|good|enough|too))?\s*[!.]*$/i;
/** "…, put it back on the list": a finished task wanted again, named before the comma. */
const PUT_IT_BACK =
  /^(.{2,80}?)\s*[,;.!]\s*(?:so\s+|pls\s+|please\s+|just\s+)?(?:put|add|bring|stick)\s+(?:it|them|that)\s+back\s+(?:on|onto|in|into|to)\s+(?:my|the)\s+(?:\S+\s+)?(?:list|todos?|tasks?)\b.*$/i;
/** Words that say a finished task did not go through: "bounced back", "failed", "got rejected". */
const WENT_WRONG =
  /\b(?:bounced|failed|rejected|sent back|returned to me|(?:didn'?t|did not|didnt) go (?:through|thru|thro)|came back|(?:didn'?t|did not|haven'?t|never|wasn'?t|weren'?t|isn'?t|aren'?t|was not|were not|not) actually)\b/i;
/** A verb said in the past, starting a clause: "paid", "did", "dropped off", "i sent", "venmo'd". */
const PAST_START = String.raw`(?:i\s+(?:also\s+|just\s+|finally\s+)?)?(?:\p{L}{2,}ed|(?!(?:he|we|you|she|they|who|that|there|it)'d\b)\p{L}{2,}'d|did|paid|sent|bought|got|took|went|made|rang|put|brought|gave|wrote|sold|left|found|caught|met|read|ran|swam)\b`;
/** Where one clause said in the past ends and the next begins: "… and did …", "…, sent …", "… then rang …". */
const NEXT_DONE_CLAUSE = new RegExp(String.raw`\s*(?:,\s*(?:and\s+|then\s+|also\s+)?|\s+(?:and|&|\+|then|and then|and also|also|plus)\s+)(?=${PAST_START})`, 'iu');

/**
 * "paid the dog walker and did the woolies run", "rang the vet, sent the invoice": clauses said in the past,
 * each naming one task done, complete them all at once. Undefined unless every clause reads as one task done.
 */
function doneOneByOne(body: string, options: ParseOptions): Intent | undefined {
  if (!new RegExp(`^${PAST_START}`, 'iu').test(body)) return undefined;
  const clauses = body.split(new RegExp(NEXT_DONE_CLAUSE.source, 'giu')).map((clause) => clause.trim());
  if (clauses.length < 2 || clauses.length > 4 || clauses.some((clause) => !clause)) return undefined;
  const targets = [];
  for (const clause of clauses) {
    // "ordered the seeds this morning": the verb kept with its thing ("Order seeds", not "Start tomato seeds") when the
    // clause reads as news with it, so each name finds its own task among several that share a word.
    const news = matchPastVerbNews(clause);
    const done = news?.kind === 'complete' ? news : parseIntent(clause, options);
    // "booked flights and paid for them": a clause about the one before names no task of its own.
    if (done.kind !== 'complete' || !('query' in done.target) || /\b(?:it|them|that|those|this|these)$/i.test(done.target.query)) return undefined;
    targets.push(done.target);
  }
  return { kind: 'bulk', action: 'complete', selection: { targets }, changes: {} };
}

/** "all overdue ones make urgent": several tasks named by a filter, then the verb and what it changes. */
const FILTER_THEN_VERB =
  /^((?:all|every one|everything)\b.{0,60}?\b(?:stuff|things|tasks|ones|jobs|items|todos)|everything\s+(?:overdue|late|(?:tagged|due)\s+[\p{L}\p{N}#_-]+))\s*[,:;-]?\s+(make|mark|set|move|push|shift|bump|tag|untag|delete|remove|bin|complete|tick off|check off|reschedule)\b\s*(.*)$/iu;

function echoKind(verb: string): Intent['kind'] {
  if (/^(?:reopen|re-open|uncheck|unmark|undo)|not done|undone|incomplete|open$/i.test(verb)) return 'reopen';
  if (/^(?:delete|remove|cancel|bin|scrap|ditch|take)/i.test(verb)) return 'delete';
  if (/^skip/i.test(verb)) return 'skip';
  return 'complete';
}
/** "my roommate's doing", "omar is handling", "jo has got", "sam took care of": someone else doing the tasks named next. */
const SOMEONE_ELSE_DOING =
  /^(?:(?:my|our)\s+)?\p{L}+(?:(?:'s|\s+is|\s+are|'re|\s+has|\s+has got|'s got)\s+(?:(?:already|now|just)\s+)?(?:doing|handling|covering|taking care of|taking over|grabbing|picking up|sorting|dealing with|got)|\s+(?:already\s+|just\s+)?(?:took care of|handled|covered|grabbed|picked up|sorted|dealt with))\s+/iu;
/** "X doesn't need a date, remove it": the task, that it needs no date, then "remove it". */
const REQUEST_AFTER_LAUGH = /^.{3,80}?\s+(?:lol|lmao|haha+|smh|ugh|ffs|sigh|oh well)[\s,.!]+((?:delete|remove|move|push|mark|skip|cancel|clear|make|put|tick|check off)\b.+)$/i;
const PUT_ON_DAY = /^(?:put|stick|slot|pencil)\s+((?:the|my)\s+.{2,60}?)\s+(?:on|for)\s+(the\s+\d{1,2}(?:st|nd|rd|th))[\s.!]*$/i;
/** "the recital starts at 6 now", "jo's party actually starts at 6:30": "actually" says it is a correction as "now" does. */
const STARTS_AT =
  /^(.{3,60}?)\s+(?:(?:starts|begins|kicks off)\s+((?:at\s+)?\d.*?\s+(?:now|instead))|actually\s+(?:starts?|begins?|kicks? off|is on|is)\s+((?:at\s+)?\d[\d:.]*\s*(?:[ap]\.?m\.?)?))$/i;
const RANKED_ALL =
  /^((?:all|everything|both)\b.{2,60}?\b(?:stuff|things|tasks|ones|jobs))\s+(?:is|are|'s|should be|can be)\s+(?:now\s+)?(urgent|p[1-4]|(?:high|low|top|medium)\s+priority|priority\s+[1-4])(?:\s+now)?[\s!.]*$/i;
const NO_DATE_FOR =
  /^(?:no|without a|without|remove the|drop the)\s+(?:due\s+)?(?:date|deadline)\s+(?:for|on)\s+(.{2,60}?)(?:\s*[,;.–—-]\s*(?:whenever|any ?time|no rush|sometime|it can wait)(?:\s+\p{L}+)?)?[\s.!]*$/iu;
const DATE_NOT_NEEDED =
  /^(.{2,80}?)\s+(?:(?:does ?n'?t|don'?t|do not|won'?t)\s+need\s+(?:a|any|the)\s+|(?:has|have|has got)\s+no\s+)(?:deadline|due date|date|due)(?:\s+(?:any ?more|now|after all))?\s*[,;.–—-]+\s*(?:so\s+|just\s+|please\s+)?(?:remove|clear|drop|delete|take|scrap|ditch)\s+(?:it|that)(?:\s+off)?$/i;
/** "i keep forgetting to", "lemme not forget to", "i need to": a task the person wants kept, said before a day for it. */
const FORGOTTEN = new RegExp(String.raw`^(?:${FORGETTING_LEAD}|i\s+(?:really\s+)?(?:need|have|gotta|got)|need|remind me)\s+(?:to\s+|about\s+)`, 'i');
/** "X, make it p2", "X, mark it not done", "X — move it to friday": the verb moved in front of the task. */
const TASK_THEN_DO =
  /^(.{2,80}?)\s*[,;:\-–—]\s*(?:(?:can|could)\s+(?:you|u)\s+|please\s+|pls\s+|just\s+)?((?:make|mark|set|move|push|shift|do|put|stick|tag|label|reopen|complete|delete|remove|reschedule|bump|change|drop|lower|raise|give|skip|tick|check|cross|bin|scrap|ditch))\s+(?:it|them|those|these|that|both)\b(?!['’])(.*)$/i;
/** "make X p1 and move it to tuesday": the second change is a new day. */
const AND_MOVE_IT = /^(.{4,120}?)\s+(?:and|&|\+)\s+(?:move|push|shift|bump|put|reschedule)\s+(?:it|that)\s+((?:to|till|until|for|on)\s+[^,;]+?)\s*(?:[,;.!].*)?$/i;
/** "move X to fri and make it urgent, <reason>": the second change is a priority. */
const AND_MAKE_IT = /^(.{4,120}?)\s+(?:and|&|\+)\s+(?:make|set|mark)\s+(?:it|them|that)\s+(?:as\s+|to\s+)?([^,;]+?)\s*(?:[,;.!].*)?$/i;
const NAMES_BOTH_RANKED = /^(make|set|mark)\s+(.{2,80}?\s(?:and|&)\s.{2,80}?)\s+both\s+((?:urgent|important|high|top|low|lowest|medium|normal)(?:\s+priority)?)\s*[!.]*$/i;
const BOTH_PRIORITY =
  /^(?:make|set|mark)\s+((?:both|the two|all(?: of)?)\s+.{2,60}?)\s+((?:a\s+)?(?:p[1-4]|priority\s*[1-4]|urgent|important|(?:top|high|low|medium)\s+priority))\s*[!.]*$/i;
const CAN_BE =
  /^(.{3,80}?)\s+(?:can|could|should|may|might as well)\s+(?:all\s+)?be\s+(?:made\s+)?((?:a\s+)?(?:p[1-4]|urgent|important|(?:top|high|low|medium|lower|higher)\s+priority))\s*[!.]*$/i;
/** "X - no rush on that": "on that" points at a task there ("order prints, no rush" adds a low-priority task). */
const NO_RUSH_TAIL = /^(.{2,60}?)\s*[-–—,:;]\s*(?:there'?s\s+)?no\s+(?:rush|hurry)\s+(?:on|with|for)\s+(?:that|it|this|them)\s*[!.]*$/i;
const QUOTED_RENAME = /^(rename|retitle|change)\s+(.{2,60}?)\s+to\s+(['"])(.+?)\3\s*[,;.]\s*\S.*$/i;
/** "make the plumber call important", "mark the board meeting as important", "flag X as urgent": a priority by its word. */
const MAKE_PRIORITY_WORD =
  /^(?:make|mark|flag|set)\s+(?!it\b|them\b|that\b|everything\b|all\b)(.{2,60}?)\s+(?:as\s+|to\s+)?((?:really\s+|very\s+|super\s+)?(?:urgent|important|critical|a priority|top priority|high priority|not urgent))\s*[!.]*$/i;
/** "the shoot pushed back an hour", "dentist moved to the 12th, <reason>": the change as what happened. */
const CHANGE_HAPPENED =
  /^(?:the\s+)?(.{2,60}?)\s+(?:has\s+been\s+|'s\s+been\s+|got\s+|was\s+|is\s+|been\s+)?(pushed|moved|bumped|brought)\s+((?:back|forward|up|out|to)\b)([^,;]*)(?:[,;].*)?$/i;
/** "X deadline was extended to friday", "the X got postponed till the 12th": X and its new day. */
const DEADLINE_CHANGED =
  /^(?:the\s+)?(.{2,60}?)(?:'s)?(?:\s+(?:deadline|due date|date))?\s+(?:was|got|has been|have been|'s been|is|are)\s+(?:extended|postponed|moved|changed|shifted|rescheduled)\s+(?:to|till|until)\s+(.+)$/i;
/** "no rush on the X", "not urgent: the X": a reason said before the task's name. */
const LAUGH_BEFORE_IT = /\s+(?:lol|lmao|haha+|tbh)\s+(?=(?:make|set|move|push|bump|drop|raise|lower|mark|put)\s+(?:it|that)\b)/i;
const NO_RUSH_BEFORE = /^(?:there'?s\s+)?(?:no\s+(?:rush|hurry)|not\s+urgent|less\s+urgent|more\s+urgent)\s+(?:on|with|for|about)?\s*/i;
/** "the X isn't urgent anymore", "the X is more urgent now": the same, after it. */
const NO_RUSH_AFTER =
  /\s+(?:is|isn'?t|is not|'s)\s+(?:not\s+)?(?:that\s+|so\s+|too\s+|very\s+)?(?:urgent|important|a priority|pressing|in a rush|(?:low|high)(?:[- ]prio(?:rity)?)?)(?:\s+(?:any ?more|now|after all))?(?:\s+(?:tbh|tbf|to be honest|honestly|really))?$/i;

/** "no swimming this saturday": the task, then the one time it is not on. */
/** "no swimming this saturday", "the kids have got no swimming next tue, coach is sick": one occurrence skipped. */
const NO_ONE_TIME =
  /^(?:(?:[\p{L}']+\s+){1,2}(?:(?:has|have|'ve|'s)\s+)?got\s+)?no\s+(?:more\s+)?(.{2,40}?)\s+((?:this|next)\s+(?:week|time|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)|(?:today|tonight|tomorrow))(?:\s*[,;:.!-]+\s*(?!.*\b(?:move|push|change|shift|delete|remove|cancel|make|set|add|put|resched\w*|\d+|\w+day|tomorrow|week)\b)[^,;]{2,50})?$/iu;
/** "swimming isn't on this week", "piano's off next tuesday": the same, said of the task. */
const NOT_ON_ONE_TIME =
  /^(.{2,40}?)(?:\s+(?:isn'?t|is not|is off)|'s not|'s off)(?:\s+on)?\s+((?:this|next)\s+(?:week|time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:today|tonight|tomorrow))$/i;

/** "X - skip tomorrow's", "X: reschedule to friday": a dash or colon, then a change verb. */
const TASK_THEN_VERB =
  /^(.{2,60}?)(?:\s*[-–—:;]\s*(skip|reschedule|postpone|push|move|bump|tag|untag|reopen)\b\s*(.*)|\s*,\s*(reschedule|postpone|push|move|bump)\s+((?:back\s+|out\s+)?(?:to|till|until)\s+.*))$/i;

const SHIFT_AMOUNT = String.raw`(?:by\s+)?(a couple(?: of)?|a few|a|an|one|two|three|four|five|six|seven|\d{1,2})\s+(days?|weeks?)`;
const SHIFT_VERB_FIRST = new RegExp(
  String.raw`^(push|move|bump|shift|slide|put off|delay|postpone|pull|bring)\s+(.+?)\s+(back|out|forward|up|ahead|later|earlier)?\s*${SHIFT_AMOUNT}(?:\s+(later|earlier|back|forward|out|sooner))?$`,
  'i',
);
const SHIFT_NAME_FIRST = new RegExp(
  String.raw`^(.{2,60}?)\s+(?:(?:push|move|bump|shift|slide)\s+(?:it\s+)?(back|out|forward|up)\s+)?${SHIFT_AMOUNT}(?:\s+(later|earlier|back|forward|out|sooner))?$`,
  'i',
);

/** "push X back a day", "move X forward two days", "X a week later": the task and how many days it moves. */
function matchShift(body: string): Intent | undefined {
  const first = SHIFT_VERB_FIRST.exec(body);
  const named = first ? undefined : SHIFT_NAME_FIRST.exec(body);
  if (!first && !named) return undefined;
  const [verb, name, direction, count, unit, after] = first
    ? [first[1]!, first[2]!, first[3], first[4]!, first[5]!, first[6]]
    : ['', named![1]!, named![2], named![3]!, named![4]!, named![5]];
  if (named && (NOT_A_NAME_FIRST.test(name) || !(direction || after))) return undefined;
  const pronoun = /^(?:it|that|this|that one|this one)$/i.test(name.trim());
  if (!pronoun && (isWholeList(name) || /^(?:everything|all)\b/i.test(name))) return undefined;
  const amount = (numberFromWord(count) ?? Number(count)) * (/^w/i.test(unit) ? 7 : 1);
  const earlier = /^(?:forward|up|earlier|sooner)$/i.test(after ?? direction ?? '') || /^(?:pull|bring)$/i.test(verb);
  const target = pronoun ? ({ mentioned: true } as const) : parseTarget(name);
  if (!amount || !target) return undefined;
  return { kind: 'update', target, changes: {}, shiftDays: earlier ? -amount : amount };
}

/** A sentence about what happened, then a change verb and the rest: the request is from the verb on. */
const CONTEXT_FIRST = /^(.{4,120}?)[\s,;.-]+((?:push|move|reschedule|postpone|delete|remove|clear|cancel|mark|complete|skip|tag|make|bump)\s.+)$/i;
/** A subject and a verb of something that happened ("mom fell", "im at the ER", "league canceled the season"). */
const SAYS_WHAT_HAPPENED =
  /\b(?:i'?m|im|i am|i was|i got|we'?re|we are|he'?s|she'?s|they'?re|(?:is|are|was|were)\s+\w+ing|(?:fell|canceled|cancelled|called off|postponed|closed|broke|died|crashed|got sick|is sick|came up|moved))\b/i;

/** A day or a time after "for", which is a filter, not a topic. */
const TIME_TOPIC =
  /^(?:today|tonight|tomorrow|now|later|next|this|week|weekend|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thurs|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)$/i;
/** "urgent things for work": a bare filter on the tasks, then "for" and one word. */
const BARE_FILTER_FOR = /^(.+?\b(?:things|stuff|tasks|todos|items|ones))\s+for\s+(?:the\s+|my\s+)?(\p{L}[\p{L}\p{N}_'-]*)$/iu;
/** "… for mom", "… for the truck": the topic a list question ends on. */
const FOR_TOPIC = /^((?:what|whats|what's|anything|any|show|list|is there|do i have)\b.+?)\s+for\s+(?:the\s+|my\s+)?(\p{L}[\p{L}\p{N}_'-]*)$/iu;

/** "X change to friday", "X push to fri", "X make it p1", "X and Y both p1": a change said after the task's name. */
const TARGET_THEN_CHANGE =
  /^(.{2,80}?)\s+(?:(change|push|move|bump|reschedule|postpone|shift|set)\s+(?:it\s+|them\s+|both\s+)?(?:back\s+|out\s+|over\s+)?(?:to|till|until)\s+(.+)|make\s+(?:it|them|both|that)\s+(.+)|(?:are\s+|is\s+)?(?:both|all(?: of them)?)\s+(.+))$/i;

const NOT_A_NAME_FIRST =
  /^(?:i|we|you|please|anything|something|nothing|add|remind|put|can|could|would|will|to|and|so|what|when|how|which|who|is|are|do|does|show|list|push|move|change|make|set|bump|reschedule|postpone|shift|mark|delete|remove|complete|finish|clear|take|drop|tag|untag|skip)\b|^[^,;–—]*?(?:[,;–—]|(?<!\d):|\s-\s)/i;

/** "X to 1pm", "X sat instead", "X to friday instead": a task's name, then its new day or time alone. */
/** Words that make what comes before "to" more than a task's name: a verb, a modal, a link. */
const NOT_ONLY_A_NAME =
  /\b(?:to|need|want|gotta|should|must|have|has|had|will|and|or|go|goes|going|get|gets|got|drive|walk|talk|listen|reply|write|send|wait|back|is|are|was|were|be|been|can|could|change|changed|push|pushed|move|moved|bump|bumped|shift|shifted|reschedule|rescheduled|postpone|postponed|set|make|made|put|switch|switched)$|\b(?:is|are|was|were|been|change|changed|push|pushed|move|moved|bump|bumped|shift|shifted|rescheduled|postponed)\b/i;
const NAME_TO_WHEN = /^(.{2,60}?)\s+to\s+(.{2,30}?)(?:\s+instead)?$/i;
const NAME_WHEN_INSTEAD = /^(.{2,60}?)\s+(?:on\s+)?(\S+)\s+instead$/i;
const NAME_WHEN_INSTEAD_2 = /^(.{2,60}?)\s+(?:on\s+)?(\S+\s+\S+)\s+instead$/i;

/** "X has no deadline anymore", "X doesn't need a date", "X take the date off": the date cleared, the task named first. */
const NO_DATE_AFTER =
  /^(.{2,80}?)\s+(?:((?:has|have|has got|have got)\s+no\s+(?:deadline|due date|date)|(?:does ?n'?t|dont|don't|do not)\s+need\s+a\s+(?:deadline|due date|date))(?:\s+any ?more)?)?[\s,;-]*((?:take|remove|clear|drop|get rid of)\s+(?:the\s+|its\s+|their\s+)?(?:due\s+)?(?:date|deadline)(?:\s+off)?(?:\s+(?:it|them))?)?$/i;

/** The request said verb first, for a change said after the task's name; undefined when there is none. */
function targetFirstRequest(body: string, now: Date, timeZone: string): string | undefined {
  // Only a name may come first: not a verb, a question word or a clause ("groceries - no rush, clear the date" is read elsewhere).
  if (NOT_A_NAME_FIRST.test(body)) return undefined;
  const undated = NO_DATE_AFTER.exec(body);
  if (undated && (undated[2] || undated[3])) return `take the date off ${undated[1]}`;
  // "study group call to 1pm", "the rota check sat instead": a name, then only a new day or time.
  for (const bare of [NAME_TO_WHEN.exec(body), NAME_WHEN_INSTEAD_2.exec(body), NAME_WHEN_INSTEAD.exec(body)]) {
    if (!bare || NOT_ONLY_A_NAME.test(bare[1]!) || parseDueDate(bare[1]!, now, timeZone)) continue;
    const value = bare[2]!;
    const date = parseDueDate(value, now, timeZone);
    if (date && leftOverLength(value.replace(/^(?:on|at|for)\s+/i, ''), date) <= 3) return `move ${bare[1]} to ${value}`;
  }
  const match = TARGET_THEN_CHANGE.exec(body);
  if (!match || /\b(?:to|need|want|gotta|should|must|have|has|will|and|or)$/i.test(match[1]!)) return undefined;
  const [, name, verb, moved, made, both] = match;
  if (verb) return `${verb} ${name} to ${moved}`;
  const value = (made ?? both)!;
  const priority = findPriority(value);
  // "p1 work tasks make them p2": "them" and "tasks" say several tasks, named by a filter.
  const several =
    made &&
    /^them\b/i.test(
      match[0]
        .slice(name!.length)
        .trim()
        .replace(/^make\s+/i, ''),
    ) &&
    /\b(?:tasks|stuff|things|ones|todos|items)$/i.test(name!);
  if (priority && !priority.rest.trim()) return `make ${several && !/^(?:all|every)\b/i.test(name!) ? 'all ' : ''}${name} ${value}`;
  const date = parseDueDate(value, now, timeZone);
  // The value must be only the date ("make it half past 3", "both tomorrow"), not a clause that holds one.
  const spanned = date ? leftOverLength(value.replace(/^(?:on|at|by|for)\s+/i, ''), date) <= 3 : false;
  return spanned ? `move ${name} to ${value}` : undefined;
}

/**
 * A reason after a request with no comma before it: "… gym is closed", "… she's at my sisters",
 * "… another parent did it", "… theyre clogged again". Only taken off when what is left is a change.
 */
const REASON_TAIL =
  /\s+(?:(?:he|she|they|we|someone|somebody|another\s+\w+|theyre|they'?re|shes|she'?s|hes|he'?s|i'?m|im|i was|i'?ve|i already)\b|(?:(?:the|my|our|his|her|their)\s+)?\w+\s+(?:is|are|was|were|got)\s+(?:closed|canceled|cancelled|off|done|over|sick|away|out|shut|booked|full|postponed)\b).*$/i;

/** A list question with the filters its words name ("show my tasks tagged home", "what's on for wednesday"). */
function withFilters(intent: Intent | undefined, text: string, now: Date, timeZone: string): Intent | undefined {
  if (intent?.kind !== 'list') return intent;
  const { status, ...filters } = listFiltersOf(text, now, timeZone);
  const merged = { ...intent, ...filters, ...(filters.completed ? { status: status ?? 'completed' } : {}) };
  // A query that is only the filter's words ("tagged home") is the filter.
  if (merged.query && (filters.tags?.some((tag) => merged.query!.includes(tag)) || filters.day)) delete merged.query;
  // "show me everything p2": "everything" names the whole list, not a word to look for.
  if (merged.query && /^(?:everything|anything|all|all of it|stuff|things|planned|scheduled|happening|coming up|on)$/i.test(merged.query)) delete merged.query;
  return merged;
}

/**
 * Whether the words ask to add ("add …", "remind me to …", "put … on my list"), so a new task is
 * wanted even when one of that name exists. A line that is only a task and its fields ("oil change
 * in 3 days") says no such thing: it may be about a task already there.
 */
export function asksToAdd(text: string, options: ParseOptions = {}): boolean {
  const body = stripPolite(stripGreeting(normalizeText(text))).replace(/^(add|todo|task|new task|remind me)\s*:\s*/i, '$1 ');
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? defaultTimeZone();
  return matchExplicitCreate(body, now, timeZone) !== undefined || saysOneMoreRepeat(body, now, timeZone);
}

/** The task fields of a line typed in quick-add: no command words, just the task. */
export function parseQuickAdd(text: string, options: ParseOptions = {}) {
  return extractTaskFields(normalizeText(text), options.now ?? new Date(), options.timeZone ?? defaultTimeZone());
}

/**
 * The words said after the task's name: "move babysitting saturday to 5:30" names the one on saturday, and its new
 * time keeps that day; a day said in the name is no day of the change.
 */
function saidAfterTarget(body: string, target: Extract<Intent, { kind: 'update' }>['target']): string {
  const query = 'query' in target ? target.query.trim().toLowerCase() : '';
  const at = query.length >= 3 ? body.toLowerCase().indexOf(query) : -1;
  return at >= 0 ? body.slice(at + query.length) : body;
}
