import fc from 'fast-check';
import type { Todo } from '../../lib/db';
import type { Batch, Expectation, Run } from '../intent/blind-batch';

/*
 * Requests that change one existing task, however they are phrased, each with the outcome the blind
 * batches' labelling rules give it (see round14-common.md): an edit of exactly the named task with
 * exactly the fields said, or nothing written when the name fits two tasks or none, or the change
 * cannot be read. Built from parts: a task list, ways to name a task, changes, the shapes people
 * put them in, and what they tack on (fillers, a reason, emoji, lower case).
 */

/** Wednesday 25 November 2026, 09:00 in London: "fri" is the 27th, "next week" Monday the 30th. */
export const NOW = '2026-11-25T09:00';
export const TIME_ZONE = 'Europe/London';

interface TaskPart {
  id: number;
  title: string;
  due: string | null;
  priority: 1 | 2 | 3 | 4;
  tags: string[];
  /** How people name it: full or partial titles, lower case, without apostrophes, reordered. */
  names: string[];
  /** New titles someone might give it. */
  renames?: string[];
}

const TASKS: TaskPart[] = [
  { id: 1, title: 'Pay Sam back', due: '2026-11-26', priority: 4, tags: [], names: ['pay sam back', 'Pay Sam back', 'sam'], renames: ['Pay Sam back £20'] },
  { id: 2, title: 'Book MOT', due: null, priority: 3, tags: ['car'], names: ['mot', 'MOT', 'book mot', 'the MOT'] },
  {
    id: 3,
    title: 'Dentist for Ella',
    due: '2026-11-27T10:30',
    priority: 4,
    tags: ['health'],
    names: ['dentist', 'dentist for ella', 'ellas dentist', "Ella's dentist"],
    renames: ['Dentist for Ella and Max'],
  },
  { id: 4, title: 'Q3 report', due: '2026-11-30', priority: 2, tags: ['work'], names: ['q3 report', 'Q3 report', 'q3'], renames: ['Q3 report draft'] },
  { id: 5, title: 'Call mum', due: '2026-11-25T18:00', priority: 4, tags: [], names: ['call mum', 'mum', 'Call Mum'], renames: ['Call mum about Xmas'] },
  { id: 6, title: 'Renew passport', due: null, priority: 4, tags: [], names: ['renew passport', 'passport', 'the passport'] },
  {
    id: 7,
    title: 'Birthday card for Jo',
    due: '2026-11-28',
    priority: 4,
    tags: [],
    names: ['birthday card', 'jos card', 'card for jo', 'birthday card for jo'],
    renames: ['Birthday card and gift for Jo'],
  },
  { id: 8, title: 'Take the bins out', due: '2026-11-26T07:00', priority: 4, tags: ['home'], names: ['bins', 'the bins', 'take the bins out'] },
  { id: 9, title: 'Water the plants', due: '2026-11-25', priority: 4, tags: ['home'], names: ['plants', 'water the plants', 'watering the plants'] },
  { id: 10, title: 'Email landlord', due: null, priority: 2, tags: [], names: ['email landlord', 'landlord', 'the landlord email'], renames: ['Email landlord about the boiler'] },
  { id: 11, title: 'Pick up dry cleaning', due: '2026-11-27', priority: 4, tags: [], names: ['dry cleaning', 'pick up dry cleaning', 'drycleaning'] },
  { id: 12, title: 'Gym session', due: '2026-11-26T18:30', priority: 4, tags: ['health'], names: ['gym', 'gym session', 'the gym'] },
  {
    id: 13,
    title: "Tom's leaving drinks",
    due: '2026-11-27T17:00',
    priority: 4,
    tags: ['social'],
    names: ['toms leaving drinks', "Tom's drinks", 'leaving drinks', 'toms drinks'],
  },
  { id: 14, title: 'Cancel Netflix', due: null, priority: 4, tags: [], names: ['netflix', 'cancel netflix'] },
  { id: 15, title: 'Fix bike puncture', due: null, priority: 4, tags: [], names: ['bike puncture', 'puncture', 'fix bike puncture', 'the bike'] },
  {
    id: 16,
    title: 'Vet for Biscuit',
    due: '2026-12-01T09:15',
    priority: 3,
    tags: [],
    names: ['vet', 'biscuit', 'vet for biscuit', 'biscuits vet'],
    renames: ['Vet for Biscuit (jabs)'],
  },
  { id: 17, title: 'Submit expenses', due: '2026-11-30', priority: 2, tags: ['work'], names: ['expenses', 'submit expenses', 'my expenses'] },
  { id: 18, title: 'Order contact lenses', due: null, priority: 4, tags: [], names: ['contact lenses', 'lenses', 'order contacts'] },
  { id: 19, title: 'Haircut', due: '2026-11-28T11:00', priority: 4, tags: [], names: ['haircut', 'my haircut', 'hair cut'] },
  { id: 20, title: 'Call the bank', due: null, priority: 3, tags: [], names: ['bank', 'call the bank', 'the bank'] },
  { id: 21, title: 'Book flights to Lisbon', due: null, priority: 2, tags: ['travel'], names: ['flights', 'lisbon flights', 'book flights to lisbon', 'lisbon'] },
  { id: 22, title: 'Sort car insurance', due: '2026-12-03', priority: 4, tags: ['car'], names: ['car insurance', 'insurance', 'sort car insurance'] },
  {
    id: 23,
    title: "Grandma's 90th present",
    due: null,
    priority: 4,
    tags: [],
    names: ['grandmas present', "grandma's present", '90th present', 'grandmas 90th'],
    renames: ["Grandma's 90th present + card"],
  },
  { id: 24, title: 'Clean the oven', due: null, priority: 4, tags: ['home'], names: ['oven', 'clean the oven', 'the oven'] },
  { id: 25, title: 'Reply to Priya', due: '2026-11-25T14:00', priority: 4, tags: [], names: ['priya', 'reply to priya', 'priyas reply'] },
];

/** Names that fit two tasks ("call": mum and the bank; "book": the MOT and the flights) or none. */
const AMBIGUOUS = ['call', 'the call one', 'book', 'the book one', 'the call thing'];
const UNKNOWN = ['the plumber', 'piano lesson', 'council tax', 'the car wash', 'tax return', 'school forms'];

export const BATCH_BASE: Omit<Batch, 'items'> = {
  now: NOW,
  timeZone: TIME_ZONE,
  tasks: TASKS.map(({ id, title, due, priority, tags }) => ({ id, title, due, priority, tags, completed: false, completedAt: null, recurrence: null })),
};

// ---- dates --------------------------------------------------------------------------------------

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Days as said, with the date each is (a weekday alone is the next one; "next week" is Monday). */
const DAYS: Array<{ words: string[]; date: string; bare?: boolean }> = [
  { words: ['tomorrow', 'tmrw', 'tmr', 'thursday', 'thurs', 'thu'], date: '2026-11-26' },
  { words: ['friday', 'fri', 'Friday'], date: '2026-11-27' },
  { words: ['saturday', 'sat'], date: '2026-11-28' },
  { words: ['sunday', 'sun'], date: '2026-11-29' },
  { words: ['monday', 'mon', 'Monday', 'next week'], date: '2026-11-30' },
  { words: ['tuesday', 'tues', 'tue'], date: '2026-12-01' },
  { words: ['the 4th', '4th dec', 'dec 4', '4 december', 'December 4th'], date: '2026-12-04' },
];
const day = fc.constantFrom(...DAYS).chain((d) => fc.constantFrom(...d.words).map((word) => ({ word, date: d.date })));

/** Times as said: 1–6 without am/pm is pm. */
const TIMES: Array<{ words: string[]; time: string }> = [
  { words: ['3pm', '3 pm', '3', '15:00'], time: '15:00' },
  { words: ['5pm', '5', '5 p.m.'], time: '17:00' },
  { words: ['10am', '10 am', '10:00am'], time: '10:00' },
  { words: ['9:15am', '9.15am'], time: '09:15' },
  { words: ['5:30pm', '5.30pm', '5:30'], time: '17:30' },
  { words: ['noon', '12pm', 'midday'], time: '12:00' },
  { words: ['11am'], time: '11:00' },
  { words: ['4', '4pm'], time: '16:00' },
];
const time = fc.constantFrom(...TIMES).chain((t) => fc.constantFrom(...t.words).map((word) => ({ word, time: t.time })));

const PRIORITIES: Array<{ words: string[]; priority: 1 | 2 | 3 | 4 }> = [
  { words: ['p1', 'urgent', 'high priority', 'top priority', 'priority 1', 'asap'], priority: 1 },
  { words: ['p2', 'medium priority', 'priority 2'], priority: 2 },
  { words: ['p3', 'priority 3'], priority: 3 },
  { words: ['p4', 'low priority', 'priority 4'], priority: 4 },
];
const priority = fc.constantFrom(...PRIORITIES).chain((p) => fc.constantFrom(...p.words).map((word) => ({ word, priority: p.priority })));

const REMINDERS: Array<{ words: string[]; minutes: number }> = [
  { words: ['30 mins', '30 minutes', 'half an hour'], minutes: 30 },
  { words: ['10 min', '10 minutes'], minutes: 10 },
  { words: ['15 mins', '15 minutes'], minutes: 15 },
  { words: ['an hour', '1 hour', '1hr', '60 minutes'], minutes: 60 },
  { words: ['2 hours', '2hrs', 'two hours'], minutes: 120 },
  { words: ['a day', '1 day'], minutes: 1440 },
];
const reminder = fc.constantFrom(...REMINDERS).chain((r) => fc.constantFrom(...r.words).map((word) => ({ word, minutes: r.minutes })));

const NEW_TAGS = ['errands', 'family', 'admin', 'weekend', 'money'];

// ---- naming a task ------------------------------------------------------------------------------

/** One letter swapped with the next in a word of six letters or more ("pasport" is a drop, "passprot" a swap). */
function misspell(name: string, at: number): string | undefined {
  const words = name.split(' ');
  const long = words.findIndex((word) => word.length >= 6 && /^[a-z]+$/i.test(word));
  if (long < 0) return undefined;
  const word = words[long]!;
  const i = 2 + (at % (word.length - 3));
  words[long] = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return words.join(' ');
}

/** A way of naming a task: as listed, "the X one", "the X thing", "X task", lower case, misspelt. */
const nameOf = (names: string[]) =>
  fc.tuple(fc.constantFrom(...names), fc.nat(99), fc.nat(20)).map(([name, pick, at]) => {
    const short = name.split(' ').length <= 2 && !/^the\b/i.test(name);
    if (pick < 12 && short) return `the ${name} one`;
    if (pick < 20 && short) return `the ${name} thing`;
    if (pick < 28 && short) return `${name} task`;
    if (pick < 34) return misspell(name, at) ?? name;
    if (pick < 50) return name.toLowerCase();
    return name;
  });

// ---- changes and shapes -------------------------------------------------------------------------

type Changes = Extract<Expectation, { kind: 'edit' }>['changes'];
interface Change {
  /** Verb-first shapes ("move X to fri"), which a request wrapper ("can you") may go in front of. */
  verb: string[];
  /** Target-first shapes ("X -> fri"). */
  target: string[];
  changes: Changes;
}

const dateOf = (due: string | null) => due?.slice(0, 10) ?? null;
const timed = (task: TaskPart) => task.due !== null && task.due.length > 10;

/** The changes that make sense for a task, with their shapes; `{n}` is where the name goes. */
function changesFor(task: TaskPart): fc.Arbitrary<Change>[] {
  const out: fc.Arbitrary<Change>[] = [
    day.map(({ word: to, date }) => {
      return {
        verb: [
          `move {n} to ${to}`,
          `push {n} to ${to}`,
          `push {n} back to ${to}`,
          `reschedule {n} to ${to}`,
          `bump {n} to ${to}`,
          `change {n} to ${to}`,
          `move {n} to ${to} instead`,
        ],
        target: [`{n} -> ${to}`, `{n}: ${to}`, `{n} to ${to} pls`, `{n} needs to be ${to}`, `{n} is now ${to}`, `{n} should be ${to}`, `{n} - make it ${to}`, `{n} moved to ${to}`],
        changes: { due: date },
      };
    }),
    priority.map(({ word, priority: p }) => ({
      verb: [`make {n} ${word}`, `change {n} to ${word}`, `set {n} to ${word}`, `mark {n} as ${word}`, `bump {n} to ${word}`],
      target: [`{n} -> ${word}`, `{n} should be ${word}`, `{n} is ${word} now`, `{n}: ${word}`, `{n} needs to be ${word}`],
      changes: { priority: p },
    })),
    fc.constantFrom(...NEW_TAGS.filter((tag) => !task.tags.includes(tag))).map((tag) => ({
      verb: [`tag {n} with ${tag}`, `tag {n} as ${tag}`, `add #${tag} to {n}`, `add the ${tag} tag to {n}`, `put {n} under ${tag}`, `label {n} ${tag}`],
      target: [`{n} - tag it ${tag}`, `{n} should be tagged ${tag}`, `{n}: add #${tag}`],
      changes: { addTags: [tag] },
    })),
  ];
  if (task.due) {
    const moveBy = fc.constantFrom(
      { words: ['a day later', 'back a day', 'back by a day', 'back 1 day'], days: 1 },
      { words: ['back two days', 'back 2 days', 'by 2 days', '2 days later'], days: 2 },
      { words: ['back a week', 'a week later', 'back by a week'], days: 7 },
    );
    out.push(
      moveBy.chain(({ words, days }) =>
        fc.constantFrom(...words).map((word) => ({
          verb: [`push {n} ${word}`, `move {n} ${word}`, `shift {n} ${word}`],
          target: [`{n} ${word} pls`, `{n} - ${word}`, `{n} needs to go ${word}`],
          changes: { due: addDays(dateOf(task.due)!, days) },
        })),
      ),
      fc.constant({
        verb: ['remove the date from {n}', 'clear the due date on {n}', 'take the date off {n}', 'unschedule {n}', 'clear the date for {n}'],
        target: ['{n} - no date', '{n}: no due date', "{n} doesn't need a date", '{n} has no deadline now'],
        changes: { due: null },
      }),
    );
  }
  if (timed(task)) {
    const date = dateOf(task.due)!;
    out.push(
      time.map(({ word, time: t }) => ({
        verb: [`move {n} to ${word}`, `change {n} to ${word}`, `push {n} to ${word}`, `make {n} ${word} instead`, `make {n} at ${word}`],
        target: [`{n} - make it ${word}`, `{n} moved to ${word}`, `{n} is now at ${word}`, `{n} -> ${word}`, `{n} should be at ${word}`],
        changes: { due: `${date}T${t}` },
      })),
      reminder.map(({ word, minutes }) => ({
        verb: [`remind me ${word} before {n}`, `set a reminder ${word} before {n}`, `remind me about {n} ${word} before`],
        target: [`{n} - remind me ${word} before`, `{n}: reminder ${word} before`, `{n} remind me ${word} beforehand`],
        changes: { remindBefore: minutes },
      })),
    );
  }
  out.push(
    fc.tuple(day, time).map(([d, t]) => ({
      verb: [`move {n} to ${d.word} at ${t.word}`, `change {n} to ${d.word} ${t.word}`, `reschedule {n} for ${d.word} at ${t.word}`],
      target: [`{n} -> ${d.word} ${t.word}`, `{n}: ${d.word} at ${t.word}`, `{n} is now ${d.word} at ${t.word}`],
      changes: { due: `${d.date}T${t.time}` },
    })),
  );
  if (task.tags.length > 0) {
    out.push(
      fc.constantFrom(...task.tags).map((tag) => ({
        verb: [`remove the ${tag} tag from {n}`, `untag ${tag} from {n}`, `take #${tag} off {n}`, `remove #${tag} from {n}`],
        target: [`{n}: remove #${tag}`, `{n} - drop the ${tag} tag`],
        changes: { removeTags: [tag] },
      })),
    );
  }
  if (task.renames) {
    out.push(
      fc.constantFrom(...task.renames).map((title) => ({
        verb: [`rename {n} to ${title}`, `change the name of {n} to ${title}`, `retitle {n} to ${title}`, `rename {n} as ${title}`],
        target: [`{n} should be called ${title}`, `{n} - rename it to ${title}`],
        changes: { title },
      })),
    );
  }
  return out;
}

/** Changes that cannot be read: asking back is right. */
const UNREADABLE = {
  verb: ['change {n}', 'move {n} somewhere', 'change {n} pls'],
  target: ['{n} -> ???', '{n} needs changing', '{n} - hmm not sure'],
};

// ---- what people put round it -------------------------------------------------------------------

const REQUESTS = ['', '', '', 'can you ', 'could u ', 'pls ', 'ok so ', 'actually ', 'hey can you ', 'oh and ', 'quick one - '];
const LEADS = ['', '', '', 'ok so ', 'actually ', 'oh and ', 'hmm '];
const TAILS = ['', '', '', '', ' pls', ' please', ' thx', ' thanks', '!', ' 🙏', ' 👍', ' ta'];
const REASONS = ['', '', '', '', ", she's away", ' since the shop is shut', ' bc traffic', ', got a clash', " cos i'm working late", ' - long day'];

export interface EditRequest {
  text: string;
  expect: Expectation;
  /** The named task, for judging junk on an edit (undefined when the name fits two tasks or none). */
  taskId?: number;
}

const shaped = (shapes: { verb: string[]; target: string[] }, name: string) =>
  fc
    .tuple(fc.boolean(), fc.nat(99), fc.constantFrom(...REQUESTS), fc.constantFrom(...LEADS), fc.constantFrom(...REASONS), fc.constantFrom(...TAILS), fc.nat(9))
    .map(([verbFirst, pick, request, lead, reason, tail, lower]) => {
      const list = verbFirst ? shapes.verb : shapes.target;
      const core = list[pick % list.length]!.replace('{n}', name);
      const text = `${verbFirst ? request : lead}${core}${reason}${tail}`;
      return lower === 0 ? text.toLowerCase() : text;
    });

const NONE: Expectation = { kind: 'none' };

/** A request to change one named task, with its expected outcome. */
export const editRequest: fc.Arbitrary<EditRequest> = fc.oneof(
  // A task named once, changed as said (most of what people type).
  {
    weight: 14,
    arbitrary: fc
      .constantFrom(...TASKS)
      .chain((task) =>
        fc
          .tuple(nameOf(task.names), fc.oneof(...changesFor(task)))
          .chain(([name, change]) =>
            shaped(change, name).map((text) => ({ text, expect: { kind: 'edit', id: task.id, changes: change.changes } as Expectation, taskId: task.id })),
          ),
      ),
  },
  // A name that fits two tasks or none: nothing written.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...AMBIGUOUS, ...UNKNOWN), fc.constantFrom(...TASKS))
      .chain(([name, any]) => fc.oneof(...changesFor({ ...any, tags: [], renames: undefined })).chain((change) => shaped(change, name)))
      .map((text) => ({ text, expect: NONE })),
  },
  // A change that cannot be read: nothing written.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...TASKS)
      .chain((task) => nameOf(task.names).chain((name) => shaped(UNREADABLE, name)))
      .map((text) => ({ text, expect: NONE })),
  },
);

/**
 * A junk write for this family: a new task, a deleted one, a change to any task but the named one, or a
 * change to a field of the named task that the request did not ask about. (A wrong value in a field that
 * was asked about is a miss, not junk.)
 */
export function junkOf(request: EditRequest, run: Run): string | undefined {
  const created = run.after.filter((todo) => !run.before.has(todo.id));
  if (created.length) return `created “${created.map((todo) => todo.title).join('”, “')}”`;
  const gone = [...run.before.keys()].filter((id) => !run.after.some((todo) => todo.id === id));
  if (gone.length) return `deleted #${gone.join(', #')}`;
  if (run.memories.length) return 'kept a memory';
  const changes = request.expect.kind === 'edit' ? request.expect.changes : undefined;
  for (const todo of run.after) {
    const was = run.before.get(todo.id)!;
    const problems = fieldsChanged(was, todo);
    if (problems.length === 0) continue;
    if (todo.id !== request.taskId || !changes) return `changed #${todo.id} (${problems.join(', ')})`;
    const unasked = problems.filter((field) => {
      if (field === 'title') return changes.title === undefined;
      if (field === 'due') return changes.due === undefined;
      if (field === 'priority') return changes.priority === undefined;
      if (field === 'remindBefore') return changes.remindBefore === undefined;
      if (field === 'tags') {
        const added = todo.tags.filter((tag) => !was.tags.includes(tag));
        const removed = was.tags.filter((tag) => !todo.tags.includes(tag));
        return added.some((tag) => !(changes.addTags ?? []).includes(tag)) || removed.some((tag) => !(changes.removeTags ?? []).includes(tag));
      }
      return true;
    });
    if (unasked.length) return `changed ${unasked.join(', ')} of #${todo.id}, not asked`;
  }
  return undefined;
}

function fieldsChanged(was: Todo, now: Todo): string[] {
  const fields: string[] = [];
  if (was.title !== now.title) fields.push('title');
  if (was.dueAt !== now.dueAt) fields.push('due');
  if (was.priority !== now.priority) fields.push('priority');
  if (was.tags.join() !== now.tags.join()) fields.push('tags');
  if ((was.remindBefore ?? null) !== (now.remindBefore ?? null)) fields.push('remindBefore');
  if (was.status !== now.status) fields.push('status');
  if ((was.recurrence ?? null) !== (now.recurrence ?? null)) fields.push('recurrence');
  if ((was.description ?? '') !== (now.description ?? '')) fields.push('description');
  return fields;
}
