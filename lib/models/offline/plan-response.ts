import { z } from 'zod/mini';
import type { ModelToolName } from '../../tools';
import { asksToAdd, matchConfirm, parseIntent, parseQuickAdd, type ConfirmAction, type ConfirmReply, type Intent, type Target } from '../../intent';
import { parseTarget } from '../../intent/parse-target';
import { saysDay } from '../../intent/match-statement';
import { saysBareHour } from '../../intent/bare-hour';
import { namesThenDay } from '../../intent/name-then-day';
import { placeChangeIn } from '../../intent/place-change';
import { nameFixIn, type NameFix } from '../../intent/name-correction';
import { itemForListIn, LIST_TITLE } from '../../intent/list-item';
import { doneAsNews, nameBeforeDue } from '../../intent/said-as-news';
import { NEW_DATE_WORDS } from '../../intent/word-account';
import { keepDayOf, keepTimeOfDay } from '../../time/keep-time-of-day';
import { taskThatIs } from './head-noun';
import { sharesAWord } from './closest-task';
import { stemMatcher } from '../../todos/query-stems';
import { saidAsGroup, tasksOnTopic } from './topic-tasks';
import { timedForReminder } from './timed-for-reminder';
import { topicInsteadOfTag } from './topic-change';
import { tripTopic } from './trip-topic';
import { addDays, isoDate, wallTimeOf, zonedIso } from '../../time/zoned-time';
import { closestTask, namesWithSlips } from './closest-task';
import { taskByVerbAndTag } from './verb-and-tag';
import { noNextTimeReply } from './no-next-time';
import { sameTasks, termCount } from './same-task';
import { saysBegun, taskDoneByItsVerb } from './done-by-its-verb';
import { leavesVerbAndHeadUnsaid, newTimeForTask } from './verb-and-head-unsaid';
import { titleThenWords } from './title-then-words';
import { putOnDaySaid, taskPutOnDay } from './put-on-day';
import { holdsAsWord, initialsSaid, tasksByInitials } from './initials';
import { dueAtTimeSaidWrong, dueOnDaySaid, dueWhenSaidWrong, namedOnDaySaid } from './day-said';
import { unfoundAdd } from './unfound-add';
import type { Plan, PlanOptions } from './plan';
import { memoryStep } from './memory-plan';
import { readRequest } from './read-once';
import { pageTask, siteListing } from './page-plan';
import { answerToOffer } from './offers';
import { listOutputSchema, shownTaskSchema, type ShownTask, type ToolStep, type TurnView } from './read-prompt';
import { BULK_REPLY, HELP_TEXT, NOTHING_PENDING_REPLY, notFoundReply, offerToAdd, replyToStep, unknownReply } from './write-reply';

export type { Plan, PlanOptions };

type TargetIntent = Extract<Intent, { kind: 'get' | 'complete' | 'reopen' | 'delete' | 'update' | 'skip' }>;

const TOOL_OF: Record<TargetIntent['kind'], ModelToolName> = {
  skip: 'skip_occurrence',
  get: 'get_task',
  complete: 'complete_task',
  reopen: 'reopen_task',
  delete: 'delete_task',
  update: 'update_task',
};

const TOOL_OF_ACTION: Record<ConfirmAction, ModelToolName> = {
  create: 'add_task',
  complete: 'complete_task',
  delete: 'delete_task',
  update: 'update_task',
};

/** Whether a yes names only the call it would answer (its action, its task). */
function namesOnly(reply: ConfirmReply, step: ToolStep | undefined): boolean {
  if (!step) return false;
  const input = typeof step.input === 'object' && step.input !== null ? (step.input as Record<string, unknown>) : {};
  return reply.taskIds.every((id) => input.task_id === id) && reply.actions.every((action) => TOOL_OF_ACTION[action] === step.toolName);
}

const say = (text: string): Plan => ({ type: 'text', text });
const call = (toolName: ModelToolName, input: Record<string, unknown>): Plan => ({ type: 'tool-call', toolName, input });

/**
 * The call for one task. A new day said without a time keeps the time of day the task
 * had ("move pay rent to next monday" keeps its 9:00), when the task is known.
 */
function callFor(intent: TargetIntent, taskId: number, options?: PlanOptions, task?: ShownTask): Plan {
  // "skip pottery tomorrow" for a task that happens once: there is no next time to skip to, so say what can be done.
  if (intent.kind === 'skip' && task && (!task.repeats || !task.dueAt) && task.status !== 'completed') return say(noNextTimeReply(task));
  if (intent.kind !== 'update') return call(TOOL_OF[intent.kind], { task_id: taskId });
  if (intent.shiftDays !== undefined) {
    // "push X back a day": from the task's own date, its time of day kept.
    if (!task?.dueAt || !options) return say(`“${task?.title ?? `#${taskId}`}” has no due date to move from. Say the day, like "move #${taskId} to friday".`);
    return call('update_task', { task_id: taskId, ...intent.changes, dueAt: shiftDue(fromTodayIfLate(task.dueAt, intent.shiftDays, options), intent.shiftDays, options.timeZone) });
  }
  const said = intent.changes.dueAt;
  const dueAt =
    said && options ? (intent.keepDay ? keepDayOf(said, task?.dueAt, options.timeZone, intent.nearTaskTime === true) : keepTimeOfDay(said, task?.dueAt, options.timeZone)) : said;
  return call('update_task', { task_id: taskId, ...intent.changes, ...(dueAt ? { dueAt } : {}) });
}

/** "the party starts at 9 now": a new time without a day, its hour said without am or pm, is read near the task's own time. */
function nearTaskTime(intent: Intent, text: string): Intent {
  return intent.kind === 'update' && intent.keepDay && saysBareHour(text) ? { ...intent, nearTaskTime: true } : intent;
}

/**
 * "the library books: give me 3 more days" of books already overdue: more time for a late task counts from today, not
 * from the day it was due (three days after a day gone by may still be gone by). Its time of day is kept.
 */
function fromTodayIfLate(dueAt: string, days: number, options: PlanOptions): string {
  if (days <= 0) return dueAt;
  const today = wallTimeOf(options.now, options.timeZone);
  const todayIso = isoDate(today);
  const date = /^(\d{4}-\d{2}-\d{2})$/.exec(dueAt);
  if (date) return date[1]! < todayIso ? todayIso : dueAt;
  const wall = wallTimeOf(new Date(dueAt), options.timeZone);
  return isoDate(wall) < todayIso ? zonedIso({ ...wall, year: today.year, month: today.month, day: today.day }, options.timeZone) : dueAt;
}

/** A due date moved by whole days, as the file writes it: a date stays a date, a time keeps its wall-clock hour. */
function shiftDue(dueAt: string, days: number, timeZone: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueAt);
  if (date) return isoDate(addDays({ year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) }, days));
  const wall = wallTimeOf(new Date(dueAt), timeZone);
  return zonedIso({ ...wall, ...addDays(wall, days) }, timeZone);
}

/** A new day without a time for a task not looked at yet: read it first, to keep its time of day. */
const needsTaskFirst = (intent: TargetIntent) =>
  intent.kind === 'skip' ||
  (intent.kind === 'update' && intent.shiftDays !== undefined) ||
  (intent.kind === 'update' && typeof intent.changes.dueAt === 'string' && (intent.keepDay === true || /^\d{4}-\d{2}-\d{2}$/.test(intent.changes.dueAt)));
const byId = (intent: TargetIntent, taskId: number, options: PlanOptions): Plan =>
  needsTaskFirst(intent) ? call('get_task', { task_id: taskId }) : callFor(intent, taskId, options);

/**
 * The intent of this turn. A bare "#3" or "the first one" right after the
 * assistant asked "Which one…?" finishes the previous request.
 */
function intentOf(turn: TurnView, options: PlanOptions): Intent {
  const intent = readRequest(turn.userText, options);
  // "yes delete task 2" that reached the model answered nothing (the agent
  // passed the approval over, or none was pending): it is the request itself.
  // A no is never turned into a request.
  if (intent.kind === 'confirm') {
    const reply = matchConfirm(turn.userText);
    if (reply?.answer && reply.request && !namesOnly(reply, turn.unansweredStep)) {
      // "yes add it" after "Add “Buy milk” as a task?" names no task of its own: it stays a yes.
      const request = parseIntent(reply.request, options);
      if (request.kind !== 'unknown') return request;
    }
  }
  const askedWhich = /\bWhich (?:one|task) do you mean\?/.test(turn.previousAssistantText ?? '') && turn.previousUserText;
  if (askedWhich && (intent.kind === 'unknown' || intent.kind === 'get')) {
    const target = parseTarget(turn.userText.replace(/^(?:the\s+one\s+)?(?:number\s+)?/i, ''));
    const previous = parseIntent(turn.previousUserText!, options);
    // A name is an answer too ("call mom"), where it is not a request of its own.
    if (target && (!('query' in target) || intent.kind === 'unknown') && 'target' in previous) return { ...previous, target } as Intent;
  }
  return intent;
}

function resolveOrdinal(target: Extract<Target, { ordinal: number }>, list: ShownTask[] | undefined): ShownTask | undefined {
  if (!list?.length) return undefined;
  return target.ordinal < 0 ? list[list.length + target.ordinal] : list[target.ordinal - 1];
}

/** The one task the assistant's last turn was about (a change it made, or a "#5" it said), for "push it to friday". */
function mentionedTaskId(turn: TurnView): number | undefined {
  const ids = new Set([...(turn.previousAssistantText ?? '').matchAll(/#(\d+)\b/g)].map((match) => Number(match[1])));
  for (const id of turn.previousTaskIds ?? []) ids.add(id);
  return ids.size === 1 ? [...ids][0] : undefined;
}

export const WHICH_TASK_REPLY = 'Which task do you mean? Say its number, like "#3", or its name.';

function firstStep(intent: Intent, turn: TurnView, options: PlanOptions): Plan {
  const { timeZone, now } = options;
  switch (intent.kind) {
    case 'create':
      // A line that is only a task and its fields ("oil change in 3 days") may name a task already there: look first.
      if (!asksToAdd(turn.userText, options)) return call('list_tasks', { status: 'pending' });
      return addCall(intent);
    case 'list':
      // "urgent or overdue": each filter read on its own, the first now.
      if (intent.either) return call('list_tasks', { status: intent.status, ...eitherFilter(intent.either[0]!) });
      return call('list_tasks', {
        status: intent.status,
        ...(intent.day ? { due: intent.day } : intent.span ? { due: intent.span } : intent.due ? { due: intent.due } : {}),
        ...(intent.query ? { query: intent.query } : {}),
        ...(intent.priority ? { priority: intent.priority } : {}),
        ...(intent.tags ? { tags: intent.tags } : {}),
        ...(intent.completed ? { completed: intent.completed } : {}),
        ...(intent.repeating ? { repeating: true } : {}),
        ...(intent.tagged !== undefined ? { tagged: intent.tagged } : {}),
      });
    case 'chat':
      return say(intent.reply);
    case 'clarify':
      // "put the fridge clean on sat": the list is read first, for a task the words name whole.
      if (putOnDaySaid(turn.userText)) return call('list_tasks', { status: 'pending' });
      return say(intent.question);
    case 'bulk':
      return bulkStep(intent, turn, options);
    case 'confirm': {
      // The typed answer already settled an approval: report how it went.
      if (turn.unansweredStep) return say(replyToStep(turn.unansweredStep, timeZone, now));
      // Or it answers a question the assistant asked ("Would you like to see your current tasks?").
      const answer = answerToOffer(intent.answer, turn, options);
      return answer ?? say(NOTHING_PENDING_REPLY);
    }
    case 'help':
      return say(HELP_TEXT);
    case 'undo':
      // The tool finds the change: the newest of this conversation not undone yet.
      return call('undo_last_change', {});
    case 'unknown': {
      if (intent.reason === 'bulk') return say(BULK_REPLY);
      const offer = offerToAdd(turn.userText, parseQuickAdd(turn.userText, options).title);
      return say(offer ?? unknownReply(turn.userText));
    }
    case 'remember':
    case 'forget':
    case 'recall':
      return memoryStep(intent, turn.memories ?? []);
    default: {
      const { target } = intent;
      if ('id' in target) return byId(intent, target.id, options);
      if ('mentioned' in target) {
        const id = mentionedTaskId(turn);
        return id === undefined ? say(WHICH_TASK_REPLY) : byId(intent, id, options);
      }
      if ('ordinal' in target) {
        const task = resolveOrdinal(target, turn.lastList);
        if (task) return callFor(intent, task.id, options, task);
        return say(
          turn.lastList
            ? `That list has only ${turn.lastList.length} task${turn.lastList.length === 1 ? '' : 's'}. Which one do you mean? You can say its number, like "#3".`
            : 'Which task do you mean? Say "show my tasks" first, or use its number, like "#3".',
        );
      }
      const status = intent.kind === 'complete' || intent.kind === 'skip' ? 'pending' : intent.kind === 'reopen' ? 'completed' : 'all';
      return call('list_tasks', { status, query: target.query });
    }
  }
}

type CreateIntent = Extract<Intent, { kind: 'create' }>;

const addCall = (intent: CreateIntent): Plan =>
  call('add_task', {
    title: intent.title,
    ...(intent.dueAt ? { dueAt: intent.dueAt } : {}),
    ...(intent.priority ? { priority: intent.priority } : {}),
    ...(intent.tags ? { tags: intent.tags } : {}),
    ...(intent.recurrence ? { recurrence: intent.recurrence } : {}),
    ...(intent.remindBefore !== undefined ? { remindBefore: intent.remindBefore } : {}),
  });

/**
 * After the pending tasks were read for an add said without an add verb: a title that names one of
 * them ("plumbing license p1" and "Renew plumbing license") changes that task with the other words
 * (a date, a priority, tags); a title that names some of a task's words, or several tasks, or with no
 * change, is asked about. Only a title that names no pending task is added.
 */
function addOrChange(said: CreateIntent, text: string, value: unknown, options: PlanOptions): Plan {
  const list = listOutputSchema.safeParse(value);
  const tasks = list.success ? list.data.tasks : [];
  // "tender forms new deadline monday", "X due end of month", "X set for thurs": a name, then the words of its new date.
  // "get a new drill bit set, low priority": with no day said, a closing "set" names a thing (a set), not a date set.
  const dateWords = NEW_DATE_WORDS.exec(said.title);
  const newDate = dateWords && !(/^[\s,;:-]*set$/i.test(dateWords[0]) && !said.dueAt) ? dateWords : null;
  const intent = newDate ? { ...said, title: said.title.slice(0, newDate.index) } : said;
  if (newDate && (!said.dueAt || !sameTasks(intent.title, tasks).some((match) => match.whole))) {
    return say(
      `That sounds like a new date for a task, but I couldn't tell which one. I haven't changed or added anything. Name the task and the day, like "move #${tasks[0]?.id ?? 1} to friday", or say "add ${text.trim()}" to add it as a new task.`,
    );
  }
  // "make call mum at 11am", "set the vet for biscuit p2": a verb of setting before a task's name changes that task.
  const setting = /^(?:make|set|have)\s+(.+)$/i.exec(intent.title);
  const named = sameTasks(intent.title, tasks);
  const same = named.length || !setting ? named : sameTasks(setting[1]!, tasks);
  // "make denitst for ella at 9": a task's name misspelt after such a verb is that task, asked about.
  const near = !same.length && setting ? tasks.find((task) => task.status !== 'completed' && namesWithSlips(setting[1]!, task.title)) : undefined;
  if (near) {
    return say(
      `Did you mean “${near.title}” (#${near.id})? I haven't changed or added anything. Say what to change, like "move #${near.id} to friday", or say "add ${text.trim()}" to add a new task.`,
    );
  }
  // "clear the vet for biscuit this weekend": a removing verb before a task's name, with a day, is no chore to add.
  const removing = !same.length ? /^(?:clear|empty|wipe)(?:\s+(?:out|down))?\s+(.+)$/i.exec(intent.title) : null;
  const removed = removing ? sameTasks(removing[1]!, tasks).filter((match) => match.whole) : [];
  if (removed.length) {
    const { task } = removed[0]!;
    return say(
      `That sounds like it's about “${task.title}” (#${task.id}), but I couldn't tell what to change. I haven't changed or added anything. Say what to change, like "move #${task.id} to friday" or "delete #${task.id}"; to add a new task anyway, say "add ${text.trim()}".`,
    );
  }
  // "the gym, the vet and the bill - #errands": a list whose every piece names a task already there is
  // about those tasks, never one new task made of their names.
  // "both chapter 4 and the bill - #q4": "both" says several, no word of a name.
  const pieces = intent.title
    .replace(/^(?:both|all of|all)\s+/i, '')
    .split(/\s*(?:,|&|\+|\band\b)\s*/i)
    .filter((piece) => piece.trim());
  if (!same.length && pieces.length >= 2 && pieces.every((piece) => sameTasks(piece, tasks).length > 0)) {
    return say(
      `Those sound like tasks you already have. I haven't changed or added anything. To change several, name them and the change, like "tag the gym and the vet #errands"; to add a new task anyway, say "add ${text.trim()}".`,
    );
  }
  // "clean the fridge sorted", "water the plants - not sure": a task's whole title, then words about it (its own verb read as an add's).
  const about = same.length ? undefined : titleThenWords(intent.title, tasks);
  if (about?.meant === 'done') return call('complete_task', { task_id: about.task.id });
  if (about) {
    return say(
      `That sounds like it's about “${about.task.title}” (#${about.task.id}), but I couldn't tell what to change. I haven't changed or added anything. Say what to change, like "move #${about.task.id} to friday" or "mark #${about.task.id} done"; to add a new task anyway, say "add ${text.trim()}".`,
    );
  }
  // "mot - book a service" beside "Book MOT": what comes before the dash names a task, so the rest is about it; asked.
  const head = same.length ? undefined : /^(.+?)\s+[-–—]\s+\S/.exec(intent.title)?.[1];
  const headTask = head ? sameTasks(head, tasks)[0]?.task : undefined;
  if (headTask) {
    return say(
      `That sounds like it's about “${headTask.title}” (#${headTask.id}), but I couldn't tell what to change. I haven't changed or added anything. Say what to change, like "move #${headTask.id} to friday" or "mark #${headTask.id} done"; to add a new task anyway, say "add ${text.trim()}".`,
    );
  }
  // "make piano lesson at 4" with no such task: a new time for a task, said with no day, is asked about, never added as "Make piano lesson".
  if (!same.length && setting && intent.dueAt?.includes('T') && !saysDay(text)) {
    return say(
      `That sounds like a new time for a task, but none is called “${setting[1]}”. I haven't changed or added anything. Name the task, like "make #${tasks[0]?.id ?? 1} at 4pm", or say "add ${text.trim()}" to add it as a new task.`,
    );
  }
  // "dentist: thurs" naming no task: a day jotted for a task the person has elsewhere, never a task titled "Dentist".
  if (!same.length && namesThenDay(text, options.now, options.timeZone)) {
    // "jos card: tues" for "Birthday card for Jo": a name that only loosely fits one task is asked about by that task's name.
    const loose = tasks.filter((task) => task.status !== 'completed' && namesWithSlips(intent.title, task.title));
    if (loose.length === 1) {
      const [task] = loose;
      return say(
        `Did you mean “${task!.title}” (#${task!.id})? I haven't changed or added anything. Say what to change, like "move #${task!.id} to friday", or say "add ${text.trim()}" to add a new task.`,
      );
    }
    return say(
      `That sounds like a new day for a task, but no task of yours is called that. I haven't changed or added anything. Say "add ${text.trim()}" to add it as a new task, or name the task to move.`,
    );
  }
  if (!same.length) {
    const news = statementAbout(text, intent, tasks);
    if (news) return news;
    return addCall(intent);
  }
  const whole = same.filter((match) => match.whole);
  const changes = {
    ...(intent.dueAt ? { dueAt: intent.dueAt } : {}),
    ...(intent.priority ? { priority: intent.priority } : {}),
    ...(intent.tags ? { addTags: intent.tags } : {}),
    ...(intent.remindBefore !== undefined ? { remindBefore: intent.remindBefore } : {}),
  };
  // "physio claim p1" beside "Submit medical aid claim for physio": a name of two words or more that only one task has,
  // with a priority alone, is that task's new priority (nobody adds a second task of the same name just to rank it).
  const rankedByName = !whole.length && same.length === 1 && Object.keys(changes).length === 1 && intent.priority && !intent.recurrence && termCount(intent.title) >= 2;
  // "coaching w/ leo fri 3am" beside "Prepare coaching notes for Leo" (due friday, no time): neither its verb nor its
  // thing said, and a time it lacks: maybe a new coaching session, so asked, never that task moved.
  const besideIt = whole.length === 1 && leavesVerbAndHeadUnsaid(intent.title, whole[0]!.task.title) && newTimeForTask(intent.dueAt, whole[0]!.task);
  if (((whole.length === 1 && same.length === 1 && !besideIt) || rankedByName) && Object.keys(changes).length && !intent.recurrence) {
    const { task } = (whole[0] ?? same[0])!;
    // "make X at 11am": a time without a day keeps the task's own day.
    const keepDay = intent.dueAt?.includes('T') && !saysDay(text) ? { keepDay: true as const } : {};
    return callFor({ kind: 'update', target: { id: task.id }, changes, ...keepDay }, task.id, options, task);
  }
  // "choir practice every thursday 7pm" beside "Print the choir practice sheets": a new repeating thing whose name leaves
  // each such task's verb and head unsaid, none of them repeating, is a new task (the sheets are not the practice).
  if (intent.recurrence && same.every(({ task }) => !task.repeats && leavesVerbAndHeadUnsaid(intent.title, task.title))) return addCall(intent);
  const titles = same.slice(0, 5).map(({ task }) => `“${task.title}” (#${task.id})`);
  const example = same[0]!.task.id;
  return say(
    `You already have ${titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`}. I haven't changed or added anything. To change ${same.length === 1 ? 'it' : 'one'}, say what to change, like "move #${example} to friday" or "make #${example} p1"; to add a new task anyway, say "add ${text.trim()}".`,
  );
}

/**
 * An add that is news about a task already there: "the march statements went out last night" ticks it off,
 * "the lasagna needs to be done friday" and "superstore run tonight" move it. One pending task named is acted
 * on; several, or none where the words can only mean a task already there, are asked about, never added.
 */
function statementAbout(text: string, intent: CreateIntent, tasks: readonly ShownTask[]): Plan | undefined {
  const done = doneAsNews(text);
  if (done) {
    const named = sameTasks(done.name, tasks);
    if (named.length === 1) return call('complete_task', { task_id: named[0]!.task.id });
    if (named.length || done.gone) {
      return say(
        `That sounds like something already done${
          named.length
            ? `, but it could be ${named
                .slice(0, 3)
                .map(({ task }) => `“${task.title}” (#${task.id})`)
                .join(' or ')}`
            : ', but no task of yours is called that'
        }. I haven't changed or added anything. Say "done #" and its number to tick it off.`,
      );
    }
    return undefined;
  }
  const due = intent.dueAt ? nameBeforeDue(intent.title) : undefined;
  if (!due) return undefined;
  const named = sameTasks(due.name, tasks);
  if (named.length === 1) {
    const { task } = named[0]!;
    return call('update_task', { task_id: task.id, dueAt: intent.dueAt });
  }
  if (!named.length && !due.must) return undefined;
  return say(
    `That sounds like a new day for a task you have, but I couldn't tell which one. I haven't changed or added anything. Name the task and the day, like "move #${named[0]?.task.id ?? tasks[0]?.id ?? 1} to friday", or say "add ${text.trim()}" to add it as a new task.`,
  );
}

/** Lower case, no apostrophes or punctuation, one space between words. */
const plainWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * "rename talk to dad to Talk to Dad about Easter": the first "to" was a word of the task's name ("Talk to Dad"),
 * so the new title is what follows the next "to". Undefined unless one task's whole name is said that way.
 */
function renamedAfterOwnName(query: string, renamed: string, tasks: readonly ShownTask[]): { task: ShownTask; title: string } | undefined {
  const words = renamed.trim().split(/\s+/);
  const found = tasks.flatMap((task) => {
    const extra = plainWords(task.title).trim().split(' ').length - plainWords(query).trim().split(' ').length - 1;
    if (extra < 1 || words.length <= extra + 1 || words[extra]!.toLowerCase() !== 'to') return [];
    if (plainWords(`${query} to ${words.slice(0, extra).join(' ')}`) !== plainWords(task.title)) return [];
    return [{ task, title: words.slice(extra + 1).join(' ') }];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** A name corrected: "from" swapped for "to" in the one open task whose title holds it; else asked, nothing changed. */
function swapInTitle(update: Extract<Intent, { kind: 'update' }>, fix: NameFix, tasks: ShownTask[], options: PlanOptions): Plan {
  const holding = tasks.filter((task) => task.status !== 'completed' && task.title.toLowerCase().includes(fix.from.toLowerCase()));
  if (holding.length !== 1) {
    const where = holding.length === 0 ? `No task I found has “${fix.from}” in its name` : `Several tasks have “${fix.from}” in their names`;
    return say(`${where}, so I haven't changed anything. Which task should say “${fix.to}”? Say it like "rename #${(holding[0] ?? tasks[0])?.id ?? 1} to" and the whole new name.`);
  }
  const [task] = holding;
  const at = task!.title.toLowerCase().indexOf(fix.from.toLowerCase());
  const title = task!.title.slice(0, at) + fix.to + task!.title.slice(at + fix.from.length);
  return callFor({ ...update, changes: { ...update.changes, title } }, task!.id, options, task);
}

/**
 * "i started the tomato seeds": a beginning is news of a task done only when beginning is that task's own verb
 * ("Start tomato seeds indoors"); "started the VAT report" of "Write the VAT report" is asked about, never ticked.
 * The completion of the task begun, the question, or undefined when the request is no completion said as a beginning.
 */
function begunOrAsked(intent: TargetIntent, said: string, tasks: readonly ShownTask[], options: PlanOptions): Plan | undefined {
  if (intent.kind !== 'complete' || !saysBegun(said) || !tasks.length) return undefined;
  const begun = taskDoneByItsVerb(said, tasks);
  if (begun) return callFor(intent, begun.id, options, begun);
  const open = tasks.find((task) => task.status !== 'completed') ?? tasks[0]!;
  return say(`Is “${open.title}” (#${open.id}) done, or only started? I haven't changed anything. Say "done #${open.id}" to tick it off.`);
}

/** After looking a task up by words: act on the one match, ask about several, or say none matched. */
function afterLookup(intent: TargetIntent, query: string, value: unknown, options: PlanOptions, said = ''): Plan {
  const list = listOutputSchema.safeParse(value);
  const tasks = list.success ? list.data.tasks : [];
  const exact = tasks.filter((task) => task.title.toLowerCase() === query.toLowerCase());
  // "the book club book": of "Finish book club book" and "Book club at Lerato's", the one title that holds all the
  // words said, in their order (two words or more: "mum" alone may be "Call mum" or "Mum's birthday").
  const verbatim = /\s/.test(query.trim()) ? tasks.filter((task) => plainWords(task.title).includes(plainWords(query))) : [];
  const matches = exact.length === 1 ? exact : verbatim.length === 1 ? verbatim : tasks;
  const added = matches.length === 0 ? unfoundAdd(intent, said, options) : undefined;
  if (added) return addCall(added);
  if (matches.length === 0) return say(notFoundReply(`a task matching "${query}"`));
  // "change reply to priya": "to" may be a word of the task's own name ("Reply to Priya"), not the start of a new one.
  const update = intent.kind === 'update' ? intent : undefined;
  const renamed = update?.changes.title;
  // "put eggs on the woolies one too": the item goes on the list in the one open title that lists items; else asked.
  const item = update?.changes.title ? itemForListIn(said) : undefined;
  if (item && update) {
    const lists = matches.filter((task) => task.status !== 'completed' && LIST_TITLE.test(task.title));
    if (lists.length !== 1)
      return say(`Which list should “${item.item}” go on? I haven't changed or added anything. Name the task, like "add ${item.item} to #${matches[0]!.id}".`);
    const [task] = lists;
    return callFor({ ...update, changes: { ...update.changes, title: `${task!.title.replace(/[\s.]+$/, '')}, ${item.item}` } }, task!.id, options, task);
  }
  const named = renamed ? matches.find((task) => plainWords(task.title).includes(plainWords(`${query} to ${renamed}`))) : undefined;
  const rest = renamed && !named ? renamedAfterOwnName(query, renamed, matches) : undefined;
  if (rest && update) return callFor({ ...update, changes: { ...update.changes, title: rest.title } }, rest.task.id, options, rest.task);
  // "fix the name on the invoice task, it's Dupont not Dupond": the wrong words swapped inside the one title that holds them.
  const fix = update?.changes.title ? nameFixIn(said) : undefined;
  if (fix && update) return swapInTitle(update, fix, tasks, options);
  // "book club at Lerato's is now at Zanele's": the place changes inside the one open task's own title, the rest kept.
  const place = update?.changes.title ? placeChangeIn(said) : undefined;
  const holding = place ? matches.filter((task) => task.status !== 'completed' && task.title.toLowerCase().includes(place.from.toLowerCase())) : [];
  if (place && update && holding.length === 1) {
    const [task] = holding;
    const at = task!.title.toLowerCase().lastIndexOf(place.from.toLowerCase());
    const title = task!.title.slice(0, at) + place.to + task!.title.slice(at + place.from.length);
    return callFor({ ...update, changes: { ...update.changes, title } }, task!.id, options, task);
  }
  if (named) {
    return say(
      `Did you mean to rename “${named.title}” (#${named.id}) to “${renamed}”, or to change something else about it? I haven't changed anything. To rename it, say "rename #${named.id} to" and the new name; or say what to change, like "move #${named.id} to friday".`,
    );
  }
  // "murphy's groomer is actually at 10:15" finding only the finished "Book Murphy's groomer": a new time or day
  // is for a task still to do, so the one done is asked about, never changed.
  const finished = matches.length === 1 && matches[0]!.status === 'completed' ? matches[0] : undefined;
  if (finished && update && (update.changes.dueAt || update.keepDay)) {
    return say(
      `“${finished.title}” (#${finished.id}) is already done, so I haven't changed anything. If you meant another task, name it; to change this one anyway, say "move #${finished.id}" and the new time.`,
    );
  }
  const begun = begunOrAsked(intent, said, matches, options);
  if (begun) return begun;
  if (matches.length === 1) return callFor(intent, matches[0]!.id, options, matches[0]);
  // "skip softball sunday": of "Softball game" (weekly) and "Pay softball dues", only a repeating task has a time to skip.
  const repeating = intent.kind === 'skip' ? matches.filter((task) => task.status !== 'completed' && task.repeats) : [];
  if (repeating.length === 1) return callFor(intent, repeating[0]!.id, options, repeating[0]);
  // "make the statistics assignment urgent": a change is for the one still to do, not one finished under the same name.
  const open = matches.filter((task) => task.status !== 'completed');
  if (intent.kind === 'update' && open.length === 1) return callFor(intent, open[0]!.id, options, open[0]);
  // "remind me 15 min before climbing": a reminder before is for the one task with a time of day.
  const timed = intent.kind === 'update' && intent.changes.remindBefore !== undefined && Object.keys(intent.changes).length === 1 ? timedForReminder(query, open) : undefined;
  if (timed) return callFor(intent, timed.id, options, timed);
  // "book club is at 19:30 not 19:00", "the lake trip is june 14 now not the 12th": the one due when the words say is wrong.
  const was = intent.kind === 'update' && intent.changes.dueAt ? dueWhenSaidWrong(said, open, options) : undefined;
  if (was) return callFor(intent, was.id, options, was);
  // "cancel climbing tmrw": of the open tasks the name found, the one due on the day said (a day said with a
  // completion is when it was done: "did the laundry today" picks none by it).
  const onDay = intent.kind === 'delete' || intent.kind === 'skip' ? dueOnDaySaid(said, open, options) : [];
  if (onDay.length === 1) return callFor(intent, onDay[0]!.id, options, onDay[0]);
  // "remind me before the party": of "Halloween party at Jess's" and "Buy costume stuff for Halloween party", the party itself.
  // Only for a change: a task gone or ticked off by a guess is worse than a question.
  // One word said bare ("make practice p1") is still asked about; "the party" or "halloween party" names one thing.
  const definite = /\s/.test(query.trim()) || new RegExp(String.raw`\bthe\s+${query.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(said);
  const itself = intent.kind === 'update' && definite ? taskThatIs(query, open) : undefined;
  if (itself) return callFor(intent, itself.id, options, itself);
  // "walked choco already": of the tasks "choco" names, the one whose own verb was said done ("Walk Choco").
  const byVerb = intent.kind === 'complete' ? taskDoneByItsVerb(said, open) : undefined;
  if (byVerb) return callFor(intent, byVerb.id, options, byVerb);
  const lines = matches.slice(0, 10).map((task, index) => `${index + 1}. #${task.id} ${task.title}${task.status === 'completed' ? ' ✓' : ''}`);
  return say(`Which one do you mean?\n${lines.join('\n')}\n\nSay its number, like "#${matches[0]!.id}".`);
}

/**
 * A list question whose words no title holds as said: the same filters without the words, then the
 * tasks whose words the topic names (or the one closest to it), answered as the list would be.
 */
function looseLookup(intent: Extract<Intent, { kind: 'list' }>, turn: TurnView, options: PlanOptions): Plan | undefined {
  const [first, second] = turn.steps;
  if (!first || first.toolName !== 'list_tasks' || tasksOf(first).length > 0) return undefined;
  const { query, ...rest } = intent;
  if (!second) return firstStep(rest, turn, options);
  if (second.toolName !== 'list_tasks' || second.output.type !== 'json' || turn.steps.length !== 2) return undefined;
  const tasks = tasksOf(second);
  const named = tasks.filter((task) => namesTask(query!, task.title));
  // "sss philhealth pagibig stuff", "the lisbon trip": several names listed, or an occasion's tasks (topic-tasks.ts).
  const topical = named.length ? undefined : tasksOnTopic(query!, tasks, { group: saidAsGroup(turn.userText) });
  // "the footy trip", "supplier orders": a word no task has is left out, the tasks the others name (title or tag) kept.
  const known = named.length || topical ? undefined : wordsSomeTaskHas(query!, tasks);
  const partly = topical ?? (known ? tasks.filter((task) => namesTask(known, `${task.title} ${(task.tags ?? []).join(' ')}`)) : []);
  const closest = named.length || partly.length ? undefined : closestTask(query!, tasks);
  const found = named.length ? named : partly.length ? partly : closest ? [closest] : [];
  if (!found.length) return say(replyToStep(first, options.timeZone, options.now));
  const list = listOutputSchema.parse(second.output.value);
  return say(replyToStep({ ...second, output: { type: 'json', value: { ...list, count: found.length, tasks: found } } }, options.timeZone, options.now));
}

/** A topic read as a tag no task has ("tax stuff" with no #tax): the tasks that hold it as a word, when some do. */
function tagAsWords(intent: Extract<Intent, { kind: 'list' }>, turn: TurnView, options: PlanOptions): Plan | undefined {
  const [first, second] = turn.steps;
  if (!first || first.toolName !== 'list_tasks' || tasksOf(first).length > 0) return undefined;
  const { tags, ...rest } = intent;
  if (!second) return firstStep({ ...rest, query: tags![0]!.replace(/^#/, '') }, turn, options);
  if (second.toolName !== 'list_tasks' || turn.steps.length !== 2) return undefined;
  const found = tasksOf(second).length > 0 ? (wholeWordsOnly(tags![0]!.replace(/^#/, ''), second) ?? second) : first;
  return say(replyToStep(found, options.timeZone, options.now));
}

/** The words of a topic some task holds (title or tag), when some but not all are: the topic without the others. */
function wordsSomeTaskHas(query: string, tasks: readonly ShownTask[]): string | undefined {
  const terms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !/^(?:the|a|an|my|to|for|of|and)$/.test(word));
  const kept = terms.filter((term) => term.length >= 3 && tasks.some((task) => namesTask(term, `${task.title} ${(task.tags ?? []).join(' ')}`)));
  return kept.length > 0 && kept.length < terms.length ? kept.join(' ') : undefined;
}

type BulkIntent = Extract<Intent, { kind: 'bulk' }>;

const SINGLE_OF: Record<BulkIntent['action'], ModelToolName> = {
  reschedule: 'update_task',
  complete: 'complete_task',
  delete: 'delete_task',
  tag: 'update_task',
  untag: 'update_task',
  priority: 'update_task',
};

/** The fields a change_tasks call (or the one-task call it comes down to) takes from the request's changes. */
function bulkFields(intent: BulkIntent, single: boolean): Record<string, unknown> {
  const { changes } = intent;
  switch (intent.action) {
    case 'reschedule':
      return { dueAt: changes.dueAt ?? null };
    case 'tag':
      return single ? { addTags: changes.addTags } : { tags: changes.addTags };
    case 'untag':
      return single ? { removeTags: changes.removeTags } : { tags: changes.removeTags };
    case 'priority':
      return { priority: changes.priority };
    default:
      return {};
  }
}

/** The verb said just before a name ("called hemi" in "done: called hemi, …"), with the name, or the name alone. */
function verbBefore(said: string, name: string): string {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = new RegExp(String.raw`(\p{L}+)\s+(?:the\s+|my\s+|our\s+)?${escaped}\b`, 'iu').exec(said);
  return before ? `${before[1]} ${name}` : name;
}

/**
 * Several tasks at once. A filter goes to change_tasks as it is; names are looked up one
 * by one first (one list_tasks each), then the tasks found change in one call. Names
 * that find nothing, or several tasks, are asked about, and nothing is changed.
 */
function bulkStep(intent: BulkIntent, turn: TurnView, options: PlanOptions): Plan {
  const { selection } = intent;
  if ('filter' in selection && selection.filter.query) return namedSeveralStep(intent, selection.filter.query, turn, options);
  if ('filter' in selection && intent.except) return exceptStep(intent, intent.except, selection.filter, turn, options);
  if ('filter' in selection) {
    const last = turn.steps[turn.steps.length - 1];
    // "make all the lisbon stuff p1" with no #lisbon: the word as a topic (topic-change.ts).
    const topical = last ? topicInsteadOfTag(intent, turn, bulkFields(intent, false)) : undefined;
    if (topical) return topical;
    if (last) return say(replyToStep(last, options.timeZone, options.now));
    return call('change_tasks', { filter: selection.filter, action: intent.action, ...bulkFields(intent, false) });
  }
  const queries = selection.targets.filter((target): target is { query: string } => 'query' in target);
  if (selection.targets.some((target) => 'mentioned' in target || 'ordinal' in target)) return say(WHICH_TASK_REPLY);
  const looked = turn.steps.filter((step) => step.toolName === 'list_tasks');
  const acted = turn.steps.find((step) => step.toolName !== 'list_tasks');
  if (acted) return say(replyToStep(acted, options.timeZone, options.now));
  const status = intent.action === 'complete' ? 'pending' : 'all';
  const byName = looked.filter((step) => typeof (step.input as { query?: unknown } | undefined)?.query === 'string');
  // A name not in any title as said ("the plumber call"): every task is listed once, and the closest one is taken.
  const everyStep = looked.find((step) => !byName.includes(step));
  const everyTask = everyStep ? tasksOf(everyStep) : undefined;
  // Each name is looked up by its words until one finds nothing; then the whole list, read once, answers
  // the rest, so that four names fit in the steps one message may take.
  if (!everyTask && byName.length < queries.length) {
    if (byName.length > 0 && tasksOf(byName[byName.length - 1]).length === 0) return call('list_tasks', { status });
    return call('list_tasks', { status, query: queries[byName.length]!.query });
  }
  const ids = new Set(selection.targets.flatMap((target) => ('id' in target ? [target.id] : [])));
  for (const [index, query] of queries.entries()) {
    const lookup = byName[index];
    const words = query.query.toLowerCase();
    const tasks = lookup ? tasksOf(lookup) : (everyTask ?? []).filter((task) => task.title.toLowerCase().includes(words) || (task.tags ?? []).includes(words));
    const exact = tasks.filter((task) => task.title.toLowerCase() === query.query.toLowerCase());
    // A change to dates, tags or priority is for a task still to do ("stats assignment": not the finished one of that name).
    const pool = everyTask && intent.action !== 'delete' ? everyTask.filter((task) => task.status !== 'completed') : everyTask;
    // A removal is named by all of its words, as for one task ("clashes with a shift" removes no shift swap).
    const closest = tasks.length === 0 && pool ? closestTask(query.query, pool, { every: intent.action === 'delete' }) : undefined;
    const found = exact.length === 1 ? exact : closest ? [closest] : tasks;
    // "done: called hemi, called the insurance people": of the tasks "hemi" names, the one whose own verb was said done.
    const byVerb = intent.action === 'complete' && found.length > 1 ? taskDoneByItsVerb(verbBefore(turn.userText, query.query), found) : undefined;
    const matches = byVerb ? [byVerb] : found;
    if (matches.length === 0 && !everyTask) return call('list_tasks', { status });
    if (matches.length === 0) return say(`${notFoundReply(`a task matching "${query.query}"`)} Nothing was changed.`);
    if (matches.length > 1) {
      const lines = matches.slice(0, 10).map((task) => `#${task.id} ${task.title}`);
      return say(
        `"${query.query}" matches more than one task:\n${lines.join('\n')}\nSay which ones by number, like "#${matches[0]!.id} and #${matches[1]!.id}". Nothing was changed.`,
      );
    }
    ids.add(matches[0]!.id);
  }
  if (ids.size === 1) {
    const [id] = [...ids];
    return call(SINGLE_OF[intent.action], { task_id: id, ...(intent.action === 'complete' || intent.action === 'delete' ? {} : bulkFields(intent, true)) });
  }
  return call('change_tasks', { ids: [...ids], action: intent.action, ...bulkFields(intent, false) });
}

/**
 * "clear the dates of all wedding tasks except the flights": the tasks the filter finds are read first,
 * the ones the words name are left out, and the rest change in one call (its card lists them).
 */
function exceptStep(intent: BulkIntent, except: string, filter: Record<string, unknown>, turn: TurnView, options: PlanOptions): Plan {
  const acted = turn.steps.find((step) => step.toolName !== 'list_tasks');
  if (acted) return say(replyToStep(acted, options.timeZone, options.now));
  const looked = turn.steps.find((step) => step.toolName === 'list_tasks');
  if (!looked) return call('list_tasks', { status: 'pending', ...filter });
  const found = tasksOf(looked);
  const kept = found.filter((task) => !namesTask(except, `${task.title} ${(task.tags ?? []).join(' ')}`));
  if (found.length === 0) return say(`${notFoundReply('tasks like that')} Nothing was changed.`);
  if (kept.length === found.length) return say(`None of those tasks is “${except}”, so I haven't changed anything. Say it again without "except", or name the one to leave out.`);
  if (kept.length === 0) return say(`Every one of those tasks is “${except}”, so there is nothing else to change.`);
  return call('change_tasks', { ids: kept.map((task) => task.id), action: intent.action, ...bulkFields(intent, false) });
}

/** The list step with only the tasks that hold every word of the query as a word (title or tag), when some do and some do not. */
function wholeWordsOnly(query: string, step: ToolStep): ToolStep | undefined {
  const list = listOutputSchema.safeParse(step.toolName === 'list_tasks' && step.output.type === 'json' ? step.output.value : undefined);
  const matches = stemMatcher(query);
  if (!list.success || !matches || list.data.truncated) return undefined;
  // "food bank" is also the tag #foodbank: a tag written as one word, said apart (as list_tasks reads it).
  const joined = /\s/.test(query.trim()) ? query.toLowerCase().replace(/[\s_-]+/g, '') : undefined;
  const tasks = list.data.tasks.filter(
    (task) =>
      matches(`${task.title} ${(task.tags ?? []).join(' ')}`.toLowerCase()) ||
      (joined !== undefined && (task.tags ?? []).some((tag) => tag.toLowerCase().replace(/[\s_-]+/g, '') === joined)),
  );
  if (tasks.length === 0 || tasks.length === list.data.tasks.length) return undefined;
  return { ...step, output: { type: 'json', value: { ...list.data, count: tasks.length, tasks } } };
}

/** One filter of an "either" question as list_tasks reads it: a day asked is the day it is due. */
function eitherFilter(filter: NonNullable<Extract<Intent, { kind: 'list' }>['either']>[number]): Record<string, unknown> {
  const { day, ...rest } = filter;
  return { ...rest, ...(day ? { due: day } : {}) };
}

/** "everything that's urgent or overdue": one list per filter, then the tasks of all of them, each once, by due date. */
function eitherStep(intent: Extract<Intent, { kind: 'list' }>, turn: TurnView, options: PlanOptions): Plan {
  const looked = turn.steps.filter((step) => step.toolName === 'list_tasks');
  const next = intent.either![looked.length];
  if (next && looked.length === turn.steps.length) return call('list_tasks', { status: intent.status, ...eitherFilter(next) });
  const seen = new Set<number>();
  // "van n ute stuff": each topic's tasks that hold it as a word ("van", not "Order vanity units").
  const wholeWords = looked.map((step, index) => {
    const query = intent.either![index]?.query;
    return query ? (wholeWordsOnly(query, step) ?? step) : step;
  });
  const tasks = wholeWords.flatMap(tasksOf).filter((task) => !seen.has(task.id) && Boolean(seen.add(task.id)));
  // "boat n trailer stuff" with neither on the list: the topics were not found (the list is not empty).
  const topics = intent.either!.map((filter) => filter.query).filter(Boolean);
  if (tasks.length === 0 && topics.length > 0) return say(notFoundReply(`${topics.map((topic) => `"${topic}"`).join(' or ')} in your ${intent.status} tasks`));
  const by = (task: ShownTask) => task.dueAt ?? '\uffff';
  tasks.sort((a, b) => (by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : 0));
  const truncated = looked.some((step) => listOutputSchema.safeParse(step.output.type === 'json' ? step.output.value : undefined).data?.truncated);
  const merged: ToolStep = {
    toolName: 'list_tasks',
    input: { status: intent.status },
    output: { type: 'json', value: { count: tasks.length, tasks, ...(truncated ? { truncated } : {}) } },
  };
  return say(replyToStep(merged, options.timeZone, options.now));
}

function tasksOf(step: ToolStep | undefined): ShownTask[] {
  const list = listOutputSchema.safeParse(step?.output.type === 'json' ? step.output.value : undefined);
  return list.success ? list.data.tasks : [];
}

/** Each word of the name starts a word of the title (or two of them said as one), or the other way round ("replies" and "reply"). */
function namesTask(name: string, title: string): boolean {
  const stem = (word: string) => word.slice(0, Math.max(3, Math.min(word.length, 4)));
  const said = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // "the lab setups" for "Set up … lab": two words of the title said as one.
  const words = [...said, ...said.slice(1).map((word, index) => `${said[index]}${word}`)];
  const terms = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !/^(?:the|a|an|my|to|for|of|and)$/.test(word));
  return terms.length > 0 && terms.every((term) => words.some((word) => stem(word) === stem(term)));
}

/** "both X", "the two X": how many tasks the request says it means (2 or 3), or undefined. */
function saidCount(text: string): number | undefined {
  if (/\b(?:both|the (?:two|2)|all (?:two|2))\b/i.test(text)) return 2;
  if (/\b(?:the (?:three|3)|all (?:three|3))\b/i.test(text)) return 3;
  return undefined;
}

/**
 * "both quote replies", "the two catering ones": the tasks under one name. The name is looked up as
 * said; when no title holds it, every task is listed once and those whose words it names are taken.
 */
function namedSeveralStep(intent: BulkIntent, name: string, turn: TurnView, options: PlanOptions): Plan {
  const acted = turn.steps.find((step) => step.toolName !== 'list_tasks');
  if (acted) return say(replyToStep(acted, options.timeZone, options.now));
  const looked = turn.steps.filter((step) => step.toolName === 'list_tasks');
  const status = intent.action === 'complete' ? 'pending' : 'all';
  if (looked.length === 0) return call('list_tasks', { status, query: name });
  let tasks = tasksOf(looked[0]);
  if (tasks.length === 0 && looked.length === 1) return call('list_tasks', { status });
  // "both wedding bookings": a word may be the tasks' tag ("Book hotel in Istanbul" #wedding).
  if (tasks.length === 0) tasks = tasksOf(looked[1]).filter((task) => namesTask(name, `${task.title} ${(task.tags ?? []).join(' ')}`));
  if (tasks.length === 0) return say(`${notFoundReply(`tasks matching "${name}"`)} Nothing was changed.`);
  // "tag the two assignments": the ones still to do, not one finished long ago under the same name.
  const pending = tasks.filter((task) => task.status !== 'completed');
  if (pending.length > 0 && intent.action !== 'complete') tasks = pending;
  // "both orders", "the three quotes": a number of tasks said, so a name that holds more (or fewer) is asked about.
  const counted = saidCount(turn.userText);
  // "both orders" beside two tasks tagged #orders and an "Order rentals": the tasks the name is the tag of, when they are as many as said.
  const tagged = counted ? tasks.filter((task) => (task.tags ?? []).some((tag) => tag.toLowerCase() === name.trim().toLowerCase().replace(/^#/, ''))) : [];
  if (counted && tagged.length === counted) tasks = tagged;
  if (counted && tasks.length !== counted) {
    const lines = tasks.slice(0, 10).map((task, index) => `${index + 1}. #${task.id} ${task.title}`);
    return say(
      `${tasks.length === 1 ? 'Only one task matches' : `${tasks.length} tasks match`} "${name}", not ${counted}:\n${lines.join('\n')}\n\nWhich do you mean? Say their numbers, like "#${tasks[0]!.id}". Nothing was changed.`,
    );
  }
  if (tasks.length === 1)
    return call(SINGLE_OF[intent.action], { task_id: tasks[0]!.id, ...(intent.action === 'complete' || intent.action === 'delete' ? {} : bulkFields(intent, true)) });
  return call('change_tasks', { ids: tasks.map((task) => task.id), action: intent.action, ...bulkFields(intent, false) });
}

/** The question for a "cancel X" that a task may mean: the tasks holding X's words, named, and how to go on. */
function cancelAsked(sharing: readonly ShownTask[], said: string): string {
  const named = sharing.slice(0, 3).map((task) => `“${task.title}” (#${task.id})`);
  const first = sharing[0]!.id;
  return `Did you mean ${named.join(' or ')}? I haven't changed or added anything. Say "delete #${first}" to remove it, or "add ${said.trim()}" to add a new task.`;
}

/** Decides the offline model's next step from the prompt it was given. */
export function planResponse(turn: TurnView, options: PlanOptions): Plan {
  if (!turn.userText) return say(HELP_TEXT);
  const last = turn.steps[turn.steps.length - 1];
  // Tasks from a site, or a message about the page the person is on (the agent gave the turn its title and address).
  const aboutPage = last ? undefined : (siteListing(turn.userText, turn.page) ?? (turn.page ? pageTask(turn.userText, turn.page, options) : undefined));
  if (aboutPage) return aboutPage;
  const intent = nearTaskTime(intentOf(turn, options), turn.userText);
  if (intent.kind === 'bulk') return bulkStep(intent, turn, options);
  if (!last) return firstStep(intent, turn, options);

  // The pending tasks were read for an add without an add verb: change the task it names, ask, or add.
  if (intent.kind === 'create' && turn.steps.length === 1 && last.toolName === 'list_tasks' && last.output.type === 'json') {
    return addOrChange(intent, turn.userText, last.output.value, options);
  }
  // The pending tasks were read for "put X on <day>": move the one task X names whole, or ask as the parser did.
  if (intent.kind === 'clarify' && turn.steps.length === 1 && last.toolName === 'list_tasks' && last.output.type === 'json') {
    const list = listOutputSchema.safeParse(last.output.value);
    const put = list.success ? taskPutOnDay(turn.userText, list.data.tasks, options) : undefined;
    if (!put) return say(intent.question);
    return callFor(
      { kind: 'update', target: { id: put.task.id }, changes: { dueAt: put.dueAt }, ...(put.keepDay ? { keepDay: put.keepDay } : {}) },
      put.task.id,
      options,
      put.task,
    );
  }
  if (intent.kind === 'list' && intent.either) return eitherStep(intent, turn, options);
  // "fishing trip stuff": every task for the trip, not only those that say "trip" (trip-topic.ts).
  const trip = intent.kind === 'list' ? tripTopic(intent, turn, options) : undefined;
  if (trip) return trip;
  // "car stuff?": the tasks that have the topic as a word (title or tag), not only inside one ("Call frail care").
  const whole = intent.kind === 'list' && intent.query && turn.steps.length === 1 ? wholeWordsOnly(intent.query, last) : undefined;
  if (whole) return say(replyToStep(whole, options.timeZone, options.now));
  // "any tax stuff i need to deal with" with no task tagged #tax: the word looked up in the titles instead.
  if (intent.kind === 'list' && intent.tags?.length === 1 && !intent.query && !intent.either && !turn.userText.includes('#')) {
    const untagged = tagAsWords(intent, turn, options);
    if (untagged) return untagged;
  }
  // A question about a topic no title holds as said ("when's mrs li's leak" for "Mrs. Li's leak …"): read the list once more without the words.
  if (intent.kind === 'list' && intent.query) {
    const looked = looseLookup(intent, turn, options);
    if (looked) return looked;
  }
  // The first step looked a task up by words: now act on what it found.
  if (turn.steps.length === 1 && last.toolName === 'list_tasks' && last.output.type === 'json' && 'target' in intent && 'query' in intent.target) {
    const found = listOutputSchema.safeParse(last.output.value);
    // No title holds the words as said ("the plumber call"): read the list once, to find the closest.
    // "PT moved to 2:15": capitals typed that no title found holds as a word ("appt" holds "pt") are first letters: read the list.
    const initials = initialsSaid(intent.target.query, turn.userText);
    const inWords = initials && found.success && !found.data.tasks.some((task) => holdsAsWord(task.title, initials));
    if (found.success && (found.data.tasks.length === 0 || inWords)) {
      const status = intent.kind === 'complete' || intent.kind === 'skip' ? 'pending' : intent.kind === 'reopen' ? 'completed' : 'all';
      return call('list_tasks', { status });
    }
    return afterLookup(intent, intent.target.query, last.output.value, options, turn.userText);
  }
  // The second look read the whole list: act on the one closest task, or say none matched.
  if (turn.steps.length === 2 && last.toolName === 'list_tasks' && last.output.type === 'json' && 'target' in intent && 'query' in intent.target) {
    const list = listOutputSchema.safeParse(last.output.value);
    // A name corrected is swapped only in a title that holds the wrong words, never set whole from them.
    const fix = intent.kind === 'update' && intent.changes.title ? nameFixIn(turn.userText) : undefined;
    if (fix && intent.kind === 'update' && list.success) return swapInTitle(intent, fix, list.data.tasks, options);
    const initials = initialsSaid(intent.target.query, turn.userText);
    const byInitials = initials && list.success && intent.kind !== 'delete' ? tasksByInitials(initials, list.data.tasks) : [];
    // "wormed the dog" for "Worm Biscuit" (tagged dog): a task done or skipped, named by its verb and a tag.
    const byTag = list.success && (intent.kind === 'complete' || intent.kind === 'skip') ? taskByVerbAndTag(intent.target.query, list.data.tasks) : undefined;
    const closest =
      byInitials.length === 1
        ? byInitials[0]
        : list.success
          ? (closestTask(intent.target.query, list.data.tasks, { every: intent.kind === 'delete', head: true }) ?? byTag)
          : undefined;
    // "trash night is at 8 not 7": of the open tasks that share a word with the name, the one due at the time said to be wrong.
    const query = intent.target.query;
    const sharing = list.success ? list.data.tasks.filter((task) => task.status !== 'completed' && sharesAWord(query, task.title)) : [];
    const wasAt = !closest && intent.kind === 'update' && intent.changes.dueAt ? dueAtTimeSaidWrong(turn.userText, sharing, options) : undefined;
    // "gran's this sunday, make it 1300": a name said with its task's day, the day word also in other titles.
    const onDay = closest || wasAt || (intent.kind !== 'update' && intent.kind !== 'skip') || !list.success ? undefined : namedOnDaySaid(query, list.data.tasks, options);
    const task = closest ?? wasAt ?? onDay;
    // "descale the coffee machine, not important", "cancel the gym membership" with no such task: an add (unfound-add.ts).
    const added = task ? undefined : unfoundAdd(intent, turn.userText, options);
    // "cancel the phone plan" beside "Pay the phone contract": a task holds some of its words, so it is asked about, never added.
    if (added && intent.kind === 'delete' && sharing.length) return say(cancelAsked(sharing, turn.userText));
    if (added) return addCall(added);
    const begun = task ? begunOrAsked(intent as TargetIntent, turn.userText, [task], options) : undefined;
    if (begun) return begun;
    return task ? callFor(intent as TargetIntent, task.id, options, task) : say(notFoundReply(`a task matching "${intent.target.query}"`));
  }
  // The first step read the task whose day changes: now change it, keeping its time of day.
  if (turn.steps.length === 1 && last.toolName === 'get_task' && (intent.kind === 'update' || intent.kind === 'skip') && last.output.type === 'json') {
    const read = z.object({ task: shownTaskSchema }).safeParse(last.output.value);
    if (read.success) return callFor(intent, read.data.task.id, options, read.data.task);
  }
  return say(replyToStep(last, options.timeZone, options.now));
}
