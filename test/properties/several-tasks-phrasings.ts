import fc from 'fast-check';
import type { Batch, Expectation } from '../intent/blind-batch';

/*
 * Requests that act on several tasks at once (move, push, complete, delete, tag, untag, priority, clear
 * dates over "everything today", "all my work stuff", "the dentist and the plumber ones"), and completes,
 * deletes, reopens and skips of one named task, written from parts with their right answer, labelled as
 * the blind batches are (test/intent/blind-batch.ts judges them end to end through the offline tier).
 *
 * The clock is Wednesday 25 November 2026, 09:00 in New York: today 25th, tomorrow Thursday 26th,
 * Friday 27th, Saturday 28th, next week and Monday the 30th. A selection answers with open tasks only
 * ("everything today" leaves the done "Buy stamps" due today alone) unless it asks for done ones.
 */

type Task = Batch['tasks'][number];
const T = (id: number, title: string, due: string | null, extra: Partial<Task> = {}): Task => ({ id, title, due, ...extra });

export const SEVERAL_TASKS: Batch['tasks'] = [
  T(1, 'Dentist appointment', '2026-11-26T10:00', { tags: ['health'], priority: 3 }),
  T(2, 'Call the plumber', '2026-11-25T15:00', { tags: ['home'] }),
  T(3, 'Buy milk', '2026-11-25', { tags: ['shopping'] }),
  T(4, 'Buy bread', '2026-11-25', { tags: ['shopping'] }),
  T(5, 'Gym', '2026-11-25T18:00', { tags: ['health'], recurrence: 'FREQ=WEEKLY;BYDAY=WE' }),
  T(6, 'Quarterly report', '2026-11-24', { tags: ['work'], priority: 1 }),
  T(7, 'Email Sarah about the budget', '2026-11-23', { tags: ['work'], priority: 2 }),
  T(8, 'Standup notes', '2026-11-25', { tags: ['work'] }),
  T(9, 'Book flights for Christmas', '2026-12-03', { tags: ['travel'], priority: 2 }),
  T(10, 'Renew passport', null, { tags: ['travel'], priority: 3 }),
  T(11, 'Pick up dry cleaning', '2026-11-26', { tags: ['errands'] }),
  T(12, 'Water the plants', '2026-11-26', { tags: ['home'], recurrence: 'FREQ=WEEKLY;BYDAY=TH' }),
  T(13, 'Pay the electricity bill', '2026-11-22', { tags: ['home', 'bills'], priority: 1 }),
  T(14, 'Cupcakes for the school bake sale', '2026-11-27', { tags: ['school'] }),
  T(15, 'Sign the school trip form', '2026-11-26', { tags: ['school'] }),
  T(16, 'Vacuum the car', null),
  T(17, 'Mow the lawn', '2026-11-28', { tags: ['home'] }),
  T(18, 'Call mum', '2026-11-29T11:00', { tags: ['family'], recurrence: 'FREQ=WEEKLY;BYDAY=SU' }),
  T(19, 'Slides for the Monday meeting', '2026-11-30', { tags: ['work'], priority: 1 }),
  T(20, 'Return library books', '2026-11-24', { tags: ['errands'] }),
  T(21, 'Read chapter 4', null, { tags: ['personal'] }),
  T(22, 'Piano lesson', '2026-11-26T16:00', { tags: ['kids'], recurrence: 'FREQ=WEEKLY;BYDAY=TH' }),
  T(23, 'Order birthday cake', '2026-11-27', { tags: ['family'], priority: 2 }),
  T(24, 'Clean the fridge', null, { tags: ['home'] }),
  T(25, 'Update CV', '2026-12-05', { tags: ['personal'] }),
  T(26, 'Finish expense claim', '2026-11-20', { tags: ['work'], completed: true, completedAt: '2026-11-20T17:00' }),
  T(27, 'Buy stamps', '2026-11-25', { completed: true, completedAt: '2026-11-25T08:30' }),
  T(28, 'Walk the dog', '2026-11-25T19:00', { tags: ['home'] }),
  T(29, 'Book the vet for Max', '2026-11-26', { tags: ['pets'] }),
  T(30, 'Yoga class', '2026-11-30T18:00', { tags: ['health'], recurrence: 'FREQ=WEEKLY;BYDAY=MO' }),
];

export const SEVERAL_NOW = '2026-11-25T09:00';
export const SEVERAL_ZONE = 'America/New_York';

/** How a person names each open task (a word or two of its title, as said in chat). */
const NAMES: Record<number, string[]> = {
  1: ['dentist', 'the dentist', 'dentist appointment'],
  2: ['plumber', 'the plumber', 'call the plumber'],
  3: ['milk', 'the milk', 'buy milk'],
  4: ['bread', 'the bread', 'buy bread'],
  5: ['gym', 'the gym'],
  6: ['quarterly report', 'the quarterly report', 'the report'],
  7: ['the email to sarah', 'email sarah', 'the sarah email'],
  8: ['standup notes', 'the standup notes'],
  9: ['flights', 'the flights', 'book flights'],
  10: ['passport', 'the passport', 'renew passport'],
  11: ['dry cleaning', 'the dry cleaning'],
  12: ['the plants', 'water the plants', 'plants'],
  13: ['electricity bill', 'the electricity bill', 'the bill'],
  14: ['the bake sale', 'cupcakes', 'the cupcakes'],
  15: ['the trip form', 'trip form', 'sign the trip form'],
  16: ['vacuum the car', 'the car', 'vacuuming the car'],
  17: ['the lawn', 'mow the lawn', 'lawn'],
  18: ['call mum', 'mum'],
  19: ['the slides', 'slides'],
  20: ['library books', 'the library books'],
  21: ['chapter 4', 'read chapter 4'],
  22: ['piano', 'piano lesson', 'the piano lesson'],
  23: ['birthday cake', 'the birthday cake'],
  24: ['the fridge', 'clean the fridge', 'fridge'],
  25: ['cv', 'the cv', 'update cv'],
  26: ['expense claim', 'the expense claim'],
  27: ['stamps', 'the stamps', 'buy stamps'],
  28: ['walk the dog', 'the dog walk', 'dog'],
  29: ['the vet', 'vet', 'book the vet'],
  30: ['yoga', 'yoga class'],
};
const OPEN = SEVERAL_TASKS.filter((t) => !t.completed).map((t) => t.id);
const DONE = SEVERAL_TASKS.filter((t) => t.completed).map((t) => t.id);

export interface SeveralRequest {
  family: string;
  text: string;
  expect: Expectation;
}

/** A selection: ways to say it, the open task ids it means, and the day they share when they share one. */
interface Selection {
  said: string[];
  /** Said before the change ("today's stuff -> tmrw"). */
  first: string[];
  ids: number[];
  day?: string;
}
const ids = (test: (task: Task) => boolean) =>
  SEVERAL_TASKS.filter((t) => !t.completed && test(t))
    .map((t) => t.id)
    .sort((a, b) => a - b);
const onDay = (day: string) => (t: Task) => (t.due ?? '').slice(0, 10) === day;
const tagged = (tag: string) => (t: Task) => (t.tags ?? []).includes(tag);

const SELECTIONS: Selection[] = [
  {
    said: ['everything today', 'everything due today', "today's tasks", 'all of todays tasks', 'all my tasks for today', 'everything from today'],
    first: ["today's stuff", 'todays tasks', 'everything today', "everything that's due today"],
    ids: ids(onDay('2026-11-25')),
    day: '2026-11-25',
  },
  {
    said: ["tomorrow's tasks", 'everything tomorrow', 'everything due tmrw', 'all my tasks for tomorrow'],
    first: ["tomorrow's stuff", 'tmrw stuff', "tomorrow's tasks"],
    ids: ids(onDay('2026-11-26')),
    day: '2026-11-26',
  },
  {
    said: ['the overdue ones', 'everything overdue', 'all overdue tasks', 'all my overdue stuff'],
    first: ['the overdue ones', 'overdue stuff', 'all the overdue tasks'],
    ids: ids((t) => !!t.due && t.due.slice(0, 10) < '2026-11-25'),
  },
  {
    said: ['all my work stuff', 'all the work ones', 'everything tagged #work', 'my #work tasks', 'all work tasks'],
    first: ['all the work ones', 'work stuff', 'everything tagged work', '#work tasks'],
    ids: ids(tagged('work')),
  },
  {
    said: ['everything tagged #home', 'all the #home tasks', 'all my home stuff'],
    first: ['the #home tasks', 'everything tagged home', 'home stuff'],
    ids: ids(tagged('home')),
  },
  {
    said: ['all p1s', 'all the p1 tasks', 'every p1', 'my p1 tasks'],
    first: ['all p1s', 'the p1 tasks', 'p1 stuff'],
    ids: ids((t) => t.priority === 1),
  },
  {
    said: ['both the school things', 'the school stuff', 'all the school tasks', 'everything tagged #school'],
    first: ['the school stuff', 'both school things', 'school tasks'],
    ids: ids(tagged('school')),
  },
  {
    said: ['everything today except the gym', 'everything due today except gym', "today's tasks except the gym", 'everything today but the gym'],
    first: ['everything today except the gym', "today's stuff apart from the gym"],
    ids: ids(onDay('2026-11-25')).filter((id) => id !== 5),
    day: '2026-11-25',
  },
];

/** Named sets of two or three open tasks, joined as people join them. */
const namedSet = fc
  .uniqueArray(fc.constantFrom(...OPEN), { minLength: 2, maxLength: 3 })
  .chain((chosen) => fc.tuple(fc.constant(chosen), fc.tuple(...chosen.map((id) => fc.constantFrom(...NAMES[id]!))), fc.integer({ min: 0, max: 4 })))
  .map(([chosen, names, joiner]): Selection => {
    const bare = names.map((n) => n.replace(/^the /, ''));
    const last = (list: string[]) => `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
    const forms = [
      last(names),
      `the ${last(bare.map((n) => `${n}`)).replace(/ and /, ' and the ')} ones`,
      bare.join(' & '),
      last(names).replace(/ and /, ' + '),
      chosen.length === 2 ? `both ${names[0]} and ${names[1]}` : last(names),
    ];
    const said = forms[joiner]!;
    return { said: [said], first: [said], ids: [...chosen].sort((a, b) => a - b) };
  });

const selection = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...SELECTIONS) }, { weight: 2, arbitrary: namedSet });

const DAYS: { said: string[]; day: string }[] = [
  { said: ['tomorrow', 'tmrw', 'tomorow'], day: '2026-11-26' },
  { said: ['friday', 'fri', 'Friday'], day: '2026-11-27' },
  { said: ['saturday', 'sat'], day: '2026-11-28' },
  { said: ['monday', 'mon', 'next week'], day: '2026-11-30' },
];

const pick = <A>(list: readonly A[]) => fc.constantFrom(...list);
const TAGS = ['q4', 'admin', 'errands', 'followup'];
const PRIORITIES: { said: string[]; p: 1 | 2 | 3 | 4 }[] = [
  { said: ['p1', 'urgent', 'high priority'], p: 1 },
  { said: ['p2', 'medium priority'], p: 2 },
  { said: ['p3'], p: 3 },
  { said: ['p4', 'low priority'], p: 4 },
];

/** Changes over a selection: [text, expectation] from a selection and the parts. */
const bulkRequest: fc.Arbitrary<SeveralRequest> = fc
  .tuple(selection, fc.nat(), fc.nat(), fc.nat(), pick(DAYS), pick(TAGS), pick(PRIORITIES), fc.integer({ min: 0, max: 7 }))
  .map(([sel, a, b, c, day, tag, prio, action]) => {
    const s = sel.said[a % sel.said.length]!;
    const f = sel.first[b % sel.first.length]!;
    const d = day.said[c % day.said.length]!;
    const bulk = (act: 'reschedule' | 'complete' | 'delete' | 'tag' | 'untag' | 'priority', changes: object = {}): Expectation =>
      ({ kind: 'bulk', ids: sel.ids, action: act, changes }) as Expectation;
    switch (action) {
      case 0:
      case 1: {
        if (sel.day === day.day) return { family: 'bulk', text: `move ${s} to friday`, expect: bulk('reschedule', { due: '2026-11-27' }) };
        const forms =
          sel.day === '2026-11-25' && sel.ids.length > 5
            ? [`move everything from today to ${d}`, `${f} -> ${d}`, `push ${s} to ${d}`, `${f} can wait till ${d}`]
            : [`move ${s} to ${d}`, `${f} -> ${d}`, `push ${s} to ${d}`, `${f} can wait till ${d}`, `reschedule ${s} for ${d}`, `${f} to ${d}`];
        return { family: 'bulk', text: forms[(a + b) % forms.length]!, expect: bulk('reschedule', { due: day.day }) };
      }
      case 2: {
        if (!sel.day) {
          const forms = [`clear the dates on ${s}`, `remove the due dates from ${s}`, `${f}: no due date`];
          return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('reschedule', { due: null }) };
        }
        const next = sel.day === '2026-11-25' ? '2026-11-26' : '2026-11-27';
        const forms = [`push ${s} back a day`, `push ${s} a day later`, `${f} one day later`, `bump ${s} by a day`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('reschedule', { due: next }) };
      }
      case 3: {
        const forms = [`mark ${s} done`, `${f} done ✅`, `complete ${s}`, `tick off ${s}`, `mark ${s} as complete`, `${f} all done`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('complete') };
      }
      case 4: {
        const forms = [`delete ${s}`, `bin ${s}`, `remove ${s}`, `get rid of ${s}`, `${f} can go`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('delete') };
      }
      case 5: {
        const forms = [`tag ${s} #${tag}`, `add #${tag} to ${s}`, `${f} - #${tag}`, `label ${s} ${tag}`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('tag', { addTags: [tag] }) };
      }
      case 6: {
        const p = prio.said[b % prio.said.length]!;
        const forms = [`make ${s} ${p}`, `${f} - ${p}`, `set ${s} to ${p}`, `${f} should be ${p}`, `change ${s} to ${p}`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('priority', { priority: prio.p }) };
      }
      default: {
        // Untag: a tag every chosen task has, or one named tasks share.
        const common = (SEVERAL_TASKS.find((t) => t.id === sel.ids[0])?.tags ?? []).filter((tg) =>
          sel.ids.every((id) => (SEVERAL_TASKS.find((t) => t.id === id)?.tags ?? []).includes(tg)),
        );
        if (common.length === 0) return { family: 'bulk', text: `delete ${s}`, expect: bulk('delete') };
        const tg = common[0]!;
        const forms = [`remove the #${tg} tag from ${s}`, `untag ${s} from ${tg}`, `take #${tg} off ${s}`];
        return { family: 'bulk', text: forms[a % forms.length]!, expect: bulk('untag', { removeTags: [tg] }) };
      }
    }
  });

/** Done tasks cleared out in one go. */
const clearDone: fc.Arbitrary<SeveralRequest> = pick([
  'clear out the done ones',
  'delete all completed tasks',
  'bin the finished ones',
  'remove everything I already did',
  'delete all my done tasks',
]).map((text) => ({ family: 'bulk', text, expect: { kind: 'bulk', ids: DONE, action: 'delete', changes: {} } as Expectation }));

const name = (id: number) => pick(NAMES[id]!);
const REPEATING = SEVERAL_TASKS.filter((t) => t.recurrence && !t.completed).map((t) => t.id);
const WEEKDAY_OF: Record<number, string> = { 5: 'wednesday', 12: 'thursday', 18: 'sunday', 22: 'thursday', 30: 'monday' };
/** How a repeating task is named when one of its days is skipped ("skip this week's piano"). */
const SKIP_NAMES: Record<number, string[]> = {
  5: ['gym'],
  12: ['plant watering', 'watering'],
  18: ['call with mum', 'mum call'],
  22: ['piano', 'piano lesson'],
  30: ['yoga', 'yoga class'],
};

/** One named task completed, deleted, reopened or skipped. */
const singleRequest: fc.Arbitrary<SeveralRequest> = fc.oneof(
  fc.tuple(pick(OPEN), fc.nat()).chain(([id, i]) =>
    name(id).map((n) => {
      const forms = [`done with ${n}`, `${n} done ✅`, `finished ${n}`, `${n} sorted`, `mark ${n} as done`, `tick off ${n}`, `${n} is done`, `i did ${n}`];
      return { family: 'complete', text: forms[i % forms.length]!, expect: { kind: 'complete', ids: [id] } as Expectation };
    }),
  ),
  fc.tuple(pick(OPEN), fc.nat()).chain(([id, i]) =>
    name(id).map((n) => {
      const forms = [`ditch ${n}`, `${n} isn't needed anymore`, `delete ${n}`, `bin ${n}`, `get rid of ${n}`, `scrap ${n}`, `remove ${n}`];
      return { family: 'delete', text: forms[i % forms.length]!, expect: { kind: 'delete', ids: [id] } as Expectation };
    }),
  ),
  fc.tuple(pick(DONE), fc.nat()).chain(([id, i]) =>
    name(id).map((n) => {
      const forms = [`un-tick ${n}`, `${n} isn't done actually`, `reopen ${n}`, `mark ${n} as not done`, `untick ${n}`];
      return { family: 'reopen', text: forms[i % forms.length]!, expect: { kind: 'reopen', ids: [id] } as Expectation };
    }),
  ),
  fc.tuple(pick(REPEATING), fc.nat()).chain(([id, i]) =>
    pick(SKIP_NAMES[id]!).map((bare) => {
      const forms = [`skip this week's ${bare}`, `no ${bare} this ${WEEKDAY_OF[id]}`, `skip the ${bare} this week`, `skip the next ${bare}`];
      return { family: 'skip', text: forms[i % forms.length]!, expect: { kind: 'skip', id } as Expectation };
    }),
  ),
);

/** A one-task verb on a name that fits several tasks, or none: asking back is right, nothing is written. */
const unclearRequest: fc.Arbitrary<SeveralRequest> = fc
  .tuple(pick(['the school one', 'the call', 'the book one', 'the buy one', 'the haircut', 'the tax return', 'the car insurance']), fc.nat())
  .map(([n, i]) => {
    const forms = [`done with ${n}`, `ditch ${n}`, `${n} sorted`, `delete ${n}`, `finished ${n}`];
    return { family: 'unclear', text: forms[i % forms.length]!, expect: { kind: 'none' } as Expectation };
  });

const PREFIXES = ['', '', '', 'pls ', 'please ', 'ok ', 'hey, ', 'can you '];
const SUFFIXES = ['', '', '', ' pls', ' please', ' thanks', ', thanks!', ', cheers', ' 🙏', ', plans changed', ', no time for it', ' since plans changed', ', running late'];

/** Wrappers, case and punctuation as people type them around the request. */
const wrapped = (request: SeveralRequest) =>
  fc.tuple(pick(PREFIXES), pick(SUFFIXES), fc.integer({ min: 0, max: 2 })).map(([pre, post, casing]) => {
    // "can you" reads only before a verb ("can you bin the gym"), not before a selection.
    const verbFirst =
      /^(?:move|push|mark|complete|tick|delete|bin|remove|get|tag|add|label|make|set|change|clear|reschedule|bump|untag|take|ditch|scrap|reopen|skip|un-?tick)\b/.test(
        request.text,
      );
    const prefix = pre === 'can you ' && !verbFirst ? '' : pre;
    let text = `${prefix}${request.text}${post}`;
    if (casing === 1) text = text.charAt(0).toUpperCase() + text.slice(1);
    if (casing === 2) text = text.toLowerCase();
    return { ...request, text };
  });

/** The family: several tasks at once, one named task's complete/delete/reopen/skip, and unclear names. */
export const severalTasksRequest: fc.Arbitrary<SeveralRequest> = fc
  .oneof({ weight: 6, arbitrary: bulkRequest }, { weight: 1, arbitrary: clearDone }, { weight: 4, arbitrary: singleRequest }, { weight: 1, arbitrary: unclearRequest })
  .chain(wrapped);

/** A batch of the generated requests over the task list, for scoreBatch. */
export const severalTasksBatch = (items: SeveralRequest[]): Batch => ({
  now: SEVERAL_NOW,
  timeZone: SEVERAL_ZONE,
  tasks: SEVERAL_TASKS,
  items: items.map((item, index) => ({ id: index + 1, ...item })),
});
