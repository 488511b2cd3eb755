import fc from 'fast-check';
import type { Batch, Expectation } from '../intent/blind-batch';

/*
 * Generated phrasings of two families, each with its right answer, judged end to end like the blind
 * batches (test/intent/blind-batch.ts):
 *  (a) questions about the list: answered with exactly the tasks asked about, never a write;
 *  (b) adds: the title is the person's task words, and the fields said are read right.
 * The clock is Wednesday 2 December 2026, 10:00 in London.
 */

type Task = Batch['tasks'][number];
const TODAY = '2026-12-02';
/** Days of the scenario, by name: this Friday is the 4th, next Monday the 7th. */
const DAY = {
  mon: '2026-11-30',
  tue: '2026-12-01',
  wed: TODAY,
  thu: '2026-12-03',
  fri: '2026-12-04',
  sat: '2026-12-05',
  sun: '2026-12-06',
  nextMon: '2026-12-07',
  nextSun: '2026-12-13',
};

const t = (id: number, title: string, due: string | null, priority: 1 | 2 | 3 | 4, tags: string[], completedAt?: string): Task => ({
  id,
  title,
  due,
  priority,
  tags,
  ...(completedAt ? { completed: true, completedAt } : {}),
});

export const TASKS: Task[] = [
  t(1, 'Pay council tax', '2026-11-30', 1, ['bills']),
  t(2, 'Return library books', '2026-12-01', 4, ['errands']),
  t(3, 'Call the dentist', TODAY, 2, ['health']),
  t(4, 'Email Sam the budget', `${TODAY}T14:00`, 1, ['work']),
  t(5, 'Water the plants', TODAY, 4, ['home']),
  t(6, 'Book car service', '2026-12-03', 4, ['car']),
  t(7, 'Team standup notes', '2026-12-03T09:30', 4, ['work']),
  t(8, 'Buy birthday card for Gran', '2026-12-03', 2, ['family']),
  t(9, 'Submit expense report', '2026-12-04', 1, ['work']),
  t(10, 'Clean the gutters', '2026-12-05', 4, ['home']),
  t(11, 'Swim lesson for Leo', '2026-12-05T10:00', 4, ['family']),
  t(12, 'Meal prep', '2026-12-06', 4, ['home']),
  t(13, 'Quarterly review slides', '2026-12-07', 1, ['work']),
  t(14, 'Renew passport', '2026-12-08', 2, []),
  t(15, 'Fix the bathroom tap', '2026-12-09', 4, ['home']),
  t(16, 'Vet check for Biscuit', '2026-12-10T16:00', 4, ['pets']),
  t(17, 'Christmas shopping', '2026-12-12', 4, ['family']),
  t(18, 'Pay electricity bill', '2026-12-18', 4, ['bills']),
  t(19, 'Plan team offsite', '2026-12-22', 2, ['work']),
  t(20, 'Cancel gym membership', '2027-01-05', 4, []),
  t(21, 'Sort the garage', null, 4, ['home']),
  t(22, 'Learn Spanish verbs', null, 4, []),
  t(23, 'Read the lease', null, 4, ['home']),
  t(24, 'Update CV', null, 3, ['work']),
  t(25, 'Order dog food', '2026-12-04', 4, ['pets']),
  t(26, 'Fix bike puncture', '2026-12-01', 3, []),
  t(27, 'Buy milk', null, 4, ['errands'], `${TODAY}T08:00`),
  t(28, 'Send invoice to Acme', '2026-12-01', 4, ['work'], '2026-12-01T17:00'),
  t(29, 'Mow the lawn', null, 4, ['home'], '2026-11-30T12:00'),
  t(30, 'Post parcel', null, 4, ['errands'], '2026-11-27T12:00'),
];

export const SCENE = { now: `${TODAY}T10:00`, timeZone: 'Europe/London', tasks: TASKS };

export interface Generated {
  text: string;
  expect: Expectation;
}

const day = (task: Task) => task.due?.slice(0, 10) ?? null;
const open = TASKS.filter((task) => !task.completed);
const ids = (tasks: Task[]) => tasks.map((task) => task.id);

/* ------------------------------------------------------------------ (a) questions */

/** A filter: which tasks it keeps, and how people say it alone and inside a longer question. */
interface Filter {
  keep: (task: Task) => boolean;
  /** Whole questions with only this filter. */
  alone: string[];
  /** How it reads as the time part of a combined question ("this week", "on friday"). */
  when?: string[];
  /** How it reads as the "what" part of a combined question ("home", "urgent", "#work"). */
  what?: string[];
  kind: 'time' | 'what';
}

const between = (from: string, to: string) => (task: Task) => day(task) !== null && day(task)! >= from && day(task)! <= to;

const TIME_FILTERS: Filter[] = [
  {
    kind: 'time',
    keep: (task) => day(task) === DAY.fri,
    alone: ["what's on friday", 'friday?', 'anything on fri', 'what do i have on friday', 'whats due friday', 'fri?'],
    when: ['on friday', 'friday', 'for friday'],
  },
  {
    kind: 'time',
    keep: (task) => day(task) === DAY.sat,
    alone: ["what's on saturday", 'saturday?', 'anything on sat'],
    when: ['on saturday', 'for saturday'],
  },
  {
    kind: 'time',
    keep: (task) => day(task) === TODAY,
    alone: ['whats left today', "what's on today", 'today?', 'anything due today', 'what do i have today', "what's on my plate today"],
    when: ['today', 'for today', 'due today'],
  },
  {
    kind: 'time',
    keep: (task) => day(task) === DAY.thu,
    alone: ['got much on tmrw', "what's on tomorrow", 'tmrw?', 'anything due tomorrow', 'what have i got tomorrow'],
    when: ['tomorrow', 'tmrw', 'for tomorrow'],
  },
  {
    kind: 'time',
    keep: between(TODAY, DAY.sun),
    alone: ["what's due this week", 'anything this week?', 'what have i got this week', 'this week?'],
    when: ['this week', 'due this week'],
  },
  {
    kind: 'time',
    keep: between(DAY.nextMon, DAY.nextSun),
    alone: ["what's on next week", 'anything next week?', 'what do i have next week', 'next week?'],
    when: ['next week', 'for next week'],
  },
  {
    kind: 'time',
    keep: between(DAY.sat, DAY.sun),
    alone: ['whats on this weekend', 'anything for the weekend?', 'what have i got at the weekend', 'weekend?'],
    when: ['this weekend', 'for the weekend', 'at the weekend'],
  },
  {
    kind: 'time',
    keep: (task) => day(task) !== null && day(task)! < TODAY,
    alone: ['any overdue?', "what's overdue", 'anything late?', 'overdue?', 'what have i missed'],
    when: ['overdue', 'thats overdue'],
  },
  {
    kind: 'time',
    keep: (task) => task.due === null,
    alone: ['what has no date', 'tasks with no due date', 'anything without a date?', 'which ones have no date'],
    when: ['with no date', 'without a date'],
  },
  {
    kind: 'time',
    keep: between(TODAY, '2026-12-08'),
    alone: ["what's due before the 9th", 'anything before the 9th?'],
  },
  {
    kind: 'time',
    keep: between('2026-12-07', '2026-12-10'),
    alone: ['anything between the 7th and the 10th', "what's due between the 7th and 10th"],
  },
  {
    kind: 'time',
    keep: (task) => day(task) !== null && day(task)! <= TODAY,
    alone: ['today + overdue', 'overdue and today', "today's stuff and anything overdue"],
  },
];

const tagFilter = (tag: string, extra: string[] = []): Filter => ({
  kind: 'what',
  keep: (task) => task.tags!.includes(tag),
  alone: [`anything tagged ${tag}?`, `show me the ${tag} stuff`, `#${tag} tasks`, `${tag} tasks`, `what's tagged ${tag}`, `list my ${tag} tasks`, ...extra],
  what: [tag, `#${tag}`],
});

const WHAT_FILTERS: Filter[] = [
  tagFilter('home'),
  tagFilter('work'),
  tagFilter('family'),
  tagFilter('bills'),
  tagFilter('pets'),
  {
    kind: 'what',
    keep: (task) => task.priority === 1,
    alone: ['list p1s', 'anything urgent?', "what's high priority", 'show me the p1 tasks', 'whats urgent', 'p1?'],
    what: ['urgent', 'high priority', 'p1'],
  },
  {
    kind: 'what',
    keep: (task) => task.priority === 2,
    alone: ['list p2s', 'show me the p2 tasks', "what's p2", 'which ones are medium priority'],
    what: ['p2', 'medium priority'],
  },
  {
    kind: 'what',
    keep: (task) => task.priority === 3,
    alone: ['p3 tasks?', "what's marked p3", 'list p3s'],
  },
  {
    kind: 'what',
    keep: (task) => /dentist/i.test(task.title),
    alone: ['anything about the dentist', 'dentist stuff?', 'when is the dentist thing'],
  },
  {
    kind: 'what',
    keep: (task) => /passport/i.test(task.title),
    alone: ['anything about my passport', 'passport stuff?'],
  },
  {
    kind: 'what',
    keep: (task) => /\bteam\b/i.test(task.title),
    alone: ['anything about the team', 'team stuff?', 'show me everything about the team'],
  },
];

const DONE: Array<{ keep: (task: Task) => boolean; alone: string[] }> = [
  { keep: (task) => task.completedAt!.startsWith(TODAY), alone: ['what did i finish today', 'what have i done today', 'what did i get done today'] },
  { keep: (task) => task.completedAt!.startsWith('2026-12-01'), alone: ['what did i finish yesterday', 'what did i tick off yesterday', 'what did i get done yesterday'] },
  {
    keep: (task) => task.completedAt! >= DAY.mon,
    alone: ['what have i done this week', 'what did i finish this week', 'what have i ticked off this week'],
  },
];

/** "home tasks for the weekend?", "do i have anything urgent this week", "any overdue work stuff". */
function combined(what: Filter, when: Filter): fc.Arbitrary<Generated> {
  const keep = open.filter((task) => what.keep(task) && when.keep(task));
  return fc.record({ w: fc.constantFrom(...what.what!), d: fc.constantFrom(...when.when!), shape: fc.integer({ min: 0, max: 4 }) }).map(({ w, d, shape }) => {
    const text = [`${w} tasks ${d}?`, `do i have anything ${w} ${d}`, `any ${w} stuff ${d}`, `show me the ${w} stuff ${d}`, `what ${w} things have i got ${d}`][shape]!;
    return { text, expect: { kind: 'list' as const, ids: ids(keep) } };
  });
}

const decorate = (text: string) =>
  fc
    .record({
      ending: fc.constantFrom('', '', '?', ' pls', ' please', ' 🙏', ' 👀', '??'),
      capital: fc.boolean(),
    })
    .map(({ ending, capital }) => {
      const bare = ending && /[?]$/.test(text) ? text.slice(0, -1) : text;
      const out = `${bare}${ending}`;
      return capital ? out.charAt(0).toUpperCase() + out.slice(1) : out;
    });

const single = (filter: { keep: (task: Task) => boolean; alone: string[] }, pool: Task[]) =>
  fc.constantFrom(...filter.alone).chain((text) => decorate(text).map((said) => ({ text: said, expect: { kind: 'list' as const, ids: ids(pool.filter(filter.keep)) } })));

const COMBINABLE_WHAT = WHAT_FILTERS.filter((filter) => filter.what);
const COMBINABLE_WHEN = TIME_FILTERS.filter((filter) => filter.when);

export const questionArb: fc.Arbitrary<Generated> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TIME_FILTERS).chain((filter) => single(filter, open)) },
  { weight: 3, arbitrary: fc.constantFrom(...WHAT_FILTERS).chain((filter) => single(filter, open)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...DONE).chain((filter) =>
      single(
        filter,
        TASKS.filter((task) => task.completed),
      ),
    ),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ what: fc.constantFrom(...COMBINABLE_WHAT), when: fc.constantFrom(...COMBINABLE_WHEN) })
      .chain(({ what, when }) => combined(what, when))
      .chain(({ text, expect }) => decorate(text).map((said) => ({ text: said, expect }))),
  },
);

/* ------------------------------------------------------------------ (b) adds */

/** Task words people type, some that look like dates, numbers or commands but are not. */
const TITLES = [
  'pick up the dry cleaning',
  'renew car insurance',
  'call mum',
  'book flu jab',
  'order printer ink',
  '7-eleven run',
  'buy a 3 pack of batteries',
  "Friday's agenda draft",
  'book the May half-term club',
  'move the sofa',
  'change the bed sheets',
  'push mower blades sharpened',
  'tag sale prep',
  'email the landlord about the boiler',
  'take the bins out',
  "sign Leo's permission slip",
  'return the Amazon parcel',
  'check the March invoices',
  'buy 2 bags of compost',
  'clean out the fridge',
  'get Mark a birthday present',
  'fill in the school survey',
  'reply to Priya',
  'set up the new router',
  'cancel the Netflix trial',
  'print boarding passes',
  'defrost the freezer',
  'ring the council about the bins',
];

interface When {
  said: string[];
  due: string | null;
  /** Whether the words carry an hour, so a reminder before it makes sense. */
  timed: boolean;
  recurrence?: string;
}
const WHEN: When[] = [
  { said: [''], due: null, timed: false },
  { said: ['tomorrow', 'tmrw', 'tomoz'.replace('tomoz', 'tomorrow')], due: '2026-12-03', timed: false },
  { said: ['on friday', 'friday', 'fri', 'this friday'], due: DAY.fri, timed: false },
  { said: ['on saturday', 'sat'], due: DAY.sat, timed: false },
  { said: ['next week'], due: DAY.nextMon, timed: false },
  { said: ['on the 15th', 'on 15 dec', 'dec 15', '15th december'], due: '2026-12-15', timed: false },
  { said: ['in 3 days'], due: DAY.sat, timed: false },
  { said: ['tonight'], due: `${TODAY}T20:00`, timed: true },
  { said: ['tomorrow at 3', 'tmrw at 3pm', 'tomorrow 3pm'], due: '2026-12-03T15:00', timed: true },
  { said: ['friday at 9am', 'fri 9am', 'friday morning'], due: `${DAY.fri}T09:00`, timed: true },
  { said: ['tomorrow evening', 'tomorrow afternoon'], due: '2026-12-03', timed: false },
  { said: ['monday at 10:30', 'mon 10:30am'], due: `${DAY.nextMon}T10:30`, timed: true },
  { said: ['every monday'], due: DAY.nextMon, timed: false, recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
  { said: ['every saturday', 'every sat'], due: DAY.sat, timed: false, recurrence: 'FREQ=WEEKLY;BYDAY=SA' },
  { said: ['every month on the 15th'], due: '2026-12-15', timed: false, recurrence: 'FREQ=MONTHLY;BYMONTHDAY=15' },
];

const PRIORITY: Array<{ said: string[]; priority: 1 | 2 | 3 | 4 | null }> = [
  { said: [''], priority: null },
  { said: ['urgent', 'p1', 'high priority', 'asap'], priority: 1 },
  { said: ['p2', 'medium priority'], priority: 2 },
  { said: ['p3'], priority: 3 },
  { said: ['low priority', 'p4'], priority: 4 },
];
const TAGS: Array<{ said: string; tags: string[] }> = [
  { said: '', tags: [] },
  { said: '#home', tags: ['home'] },
  { said: '#errands', tags: ['errands'] },
  { said: '#work', tags: ['work'] },
];
const REMIND = [
  { said: '', before: null },
  { said: 'remind me 30 min before', before: 30 },
  { said: 'remind me an hour before', before: 60 },
  { said: 'with a reminder 15 minutes before', before: 15 },
];
const WRAPPERS = ['', '', 'add ', 'remind me to ', "don't let me forget to ", 'dont let me forget to ', 'i need to ', 'todo: ', 'note to self: ', 'pls add '];
const REASONS = ['', '', '', ', since the old one broke', ' because it keeps slipping', ', need it before the holidays', ', promised i would'];

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export const addArb: fc.Arbitrary<Generated> = fc
  .record({
    title: fc.constantFrom(...TITLES),
    when: fc.constantFrom(...WHEN),
    whenIndex: fc.nat(),
    priority: fc.constantFrom(...PRIORITY),
    priorityIndex: fc.nat(),
    tag: fc.constantFrom(...TAGS),
    remind: fc.constantFrom(...REMIND),
    wrapper: fc.constantFrom(...WRAPPERS),
    reason: fc.constantFrom(...REASONS),
    order: fc.constantFrom('after', 'after', 'before', 'around'),
    put: fc.boolean(),
    lower: fc.boolean(),
  })
  .map(({ title, when, whenIndex, priority, priorityIndex, tag, remind, wrapper, reason, order, put, lower }) => {
    const date = when.said[whenIndex % when.said.length]!;
    const prio = priority.said[priorityIndex % priority.said.length]!;
    const reminder = when.timed ? remind : REMIND[0]!;
    const fields = [date, prio, tag.said].filter(Boolean);
    // A reminder goes after the words and fields, before any reason: "…, remind me 30 min before, since …".
    const tail = `${reminder.said ? `, ${reminder.said}` : ''}${reason}`;
    const words = lower ? title.toLowerCase() : title;
    let text: string;
    if (put && date && !wrapper && !when.recurrence) {
      // "put X on my list for friday"
      text = `put ${words} on my list for ${date.replace(/^on /, '')}${prio ? ` ${prio}` : ''}${tag.said ? ` ${tag.said}` : ''}${tail}`;
    } else if (order === 'before' && fields.length > 0 && !wrapper.trim().endsWith('to')) {
      // "tomorrow p1: X", "friday - X #home"
      text = `${wrapper}${fields.join(' ')}${fields.length === 1 && date ? ' -' : ':'} ${words}${tail}`;
    } else if (order === 'around' && date && (prio || tag.said) && !wrapper.trim().endsWith('to')) {
      text = `${wrapper}${date} ${words} ${[prio, tag.said].filter(Boolean).join(' ')}${tail}`;
    } else {
      text = `${wrapper}${words}${fields.length ? ` ${fields.join(' ')}` : ''}${tail}`;
    }
    return {
      text: text.replace(/\s+/g, ' ').trim(),
      expect: {
        kind: 'add' as const,
        title: capitalise(title),
        due: when.due,
        priority: priority.priority,
        tags: tag.tags,
        recurrence: when.recurrence ?? null,
        remindBefore: reminder.before,
      },
    };
  });
