import { z } from 'zod/mini';
import { memoryIntentSchemas } from './match-memory';

/**
 * Which task a request is about: an id the user typed ("#3", "task 3"), a
 * position in the last list shown ("the third one"; -1 is "the last one"),
 * words to search for ("the gym task"), or "it"/"that", the task the
 * assistant just named ("Created task #5: ..." then "push it to friday").
 */
export const targetSchema = z.union([
  z.object({ id: z.int().check(z.positive()) }),
  z.object({ ordinal: z.int() }),
  z.object({ query: z.string().check(z.minLength(1)) }),
  z.object({ mentioned: z.literal(true) }),
]);
export type Target = z.infer<typeof targetSchema>;

export const listDueSchema = z.enum(['today', 'tomorrow', 'this_week', 'overdue', 'none']);

export const priorityValueSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** How a task repeats: an RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); the task's due time is the first occurrence. */
export const recurrenceSchema = z.string().check(z.regex(/^FREQ=[A-Z]+(;[A-Z]+=[^;]+)*$/));

/** A day as "YYYY-MM-DD". */
const daySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const wordsSchema = z.string().check(z.minLength(1));
const tagsSchema = z.array(z.string());

export const changesSchema = z.object({
  title: z.optional(wordsSchema),
  /** `null` clears the due date. */
  dueAt: z.optional(z.nullable(z.string())),
  priority: z.optional(priorityValueSchema),
  tags: z.optional(tagsSchema),
  description: z.optional(z.string()),
  recurrence: z.optional(recurrenceSchema),
  addTags: z.optional(tagsSchema),
  removeTags: z.optional(tagsSchema),
  /** Minutes before the due time. */
  remindBefore: z.optional(z.int().check(z.minimum(0))),
});

const dayFilterSchema = z.union([z.enum(['today', 'yesterday', 'this_week']), daySchema]);

/** Which tasks a request about several means: by a list filter (list_tasks' fields), or by names and ids. */
export const selectionSchema = z.union([
  z.object({
    filter: z.object({
      status: z.optional(z.enum(['all', 'pending', 'completed'])),
      due: z.optional(
        z.union([
          listDueSchema,
          daySchema,
          /** "the weekend stuff": a range of days, `to` exclusive. */
          z.object({ from: daySchema, to: daySchema }),
          /** "everything from before today": the days before one, `to` exclusive. */
          z.object({ to: daySchema }),
        ]),
      ),
      tags: z.optional(tagsSchema),
      priority: z.optional(z.array(priorityValueSchema)),
      completed: z.optional(dayFilterSchema),
      /** "all the repeating ones". */
      repeating: z.optional(z.boolean()),
      /** "both quote replies", "the two catering ones": one name for several tasks. */
      query: z.optional(wordsSchema),
    }),
  }),
  z.object({ targets: z.array(targetSchema).check(z.minLength(2)) }),
]);
export type Selection = z.infer<typeof selectionSchema>;

export const intentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create'),
    title: wordsSchema,
    remindBefore: z.optional(z.int().check(z.minimum(0))),
    dueAt: z.optional(z.string()),
    priority: z.optional(priorityValueSchema),
    tags: z.optional(tagsSchema),
    recurrence: z.optional(recurrenceSchema),
  }),
  z.object({
    kind: z.literal('list'),
    status: z.enum(['all', 'pending', 'completed']),
    due: z.optional(listDueSchema),
    /** "is vacuuming on my list" looks for one thing. */
    query: z.optional(wordsSchema),
    /** "what's due on wednesday": one day. */
    day: z.optional(daySchema),
    /** "what's coming up next week": a range of days, `to` exclusive; "after next week" has no end, "today + overdue" no start. */
    span: z.optional(z.object({ from: z.optional(z.string()), to: z.optional(z.string()) })),
    /** "my urgent stuff". */
    priority: z.optional(z.array(priorityValueSchema)),
    /** "anything tagged home". */
    tags: z.optional(tagsSchema),
    /** "what did i get done yesterday": completed on a day; "last weekend": in a range, `to` exclusive. */
    completed: z.optional(z.union([dayFilterSchema, z.object({ from: z.string(), to: z.string() })])),
    /** "show my recurring tasks", "which ones repeat". */
    repeating: z.optional(z.literal(true)),
    /** "which tasks have no tag": only the tasks without one (true: only those with one). */
    tagged: z.optional(z.boolean()),
    /**
     * "everything that's urgent or overdue", "van n ute stuff", "monday or wednesday": the tasks any one of these filters
     * names (with the fields above), each read on its own.
     */
    either: z.optional(
      z
        .array(
          z.object({
            due: z.optional(listDueSchema),
            priority: z.optional(z.array(priorityValueSchema)),
            tags: z.optional(tagsSchema),
            query: z.optional(wordsSchema),
            day: z.optional(daySchema),
          }),
        )
        .check(z.minLength(2)),
    ),
  }),
  /** Several tasks at once: "move everything due today to tomorrow", "delete the dentist and the plumber ones". */
  z.object({
    kind: z.literal('bulk'),
    action: z.enum(['reschedule', 'complete', 'delete', 'tag', 'untag', 'priority']),
    selection: selectionSchema,
    changes: changesSchema,
    /** "… all wedding tasks except the flights": the tasks the filter finds, less those these words name. */
    except: z.optional(wordsSchema),
  }),
  /** Skip one occurrence of a repeating task: "skip next week's yoga". */
  z.object({ kind: z.literal('skip'), target: targetSchema }),
  /** Thanks, hello, ok: a short friendly reply, no help. */
  z.object({ kind: z.literal('chat'), reply: wordsSchema }),
  /** Read, but not with confidence: ask, and write nothing. */
  z.object({ kind: z.literal('clarify'), question: wordsSchema }),
  z.object({ kind: z.literal('get'), target: targetSchema }),
  z.object({ kind: z.literal('complete'), target: targetSchema }),
  z.object({ kind: z.literal('delete'), target: targetSchema }),
  /** "reopen eggs and milk", "mark #3 as not done": a completed task back on the list. */
  z.object({ kind: z.literal('reopen'), target: targetSchema }),
  z.object({
    kind: z.literal('update'),
    target: targetSchema,
    changes: changesSchema,
    /** A time said without a day ("the dentist is at 11 now"): the task keeps its own day. */
    keepDay: z.optional(z.literal(true)),
    /** "the party starts at 9 now": an hour said without am or pm, the reading nearer the task's own time of day (21:00 for 20:00); set by the offline planner from the words. */
    nearTaskTime: z.optional(z.literal(true)),
    /** "push X back a day", "X a week later": the due day moves by this many days from the task's own (its time kept). */
    shiftDays: z.optional(z.int()),
  }),
  z.object({ kind: z.literal('confirm'), answer: z.boolean() }),
  /** "undo that", "put it back": reverse the last change of the conversation. */
  z.object({ kind: z.literal('undo') }),
  z.object({ kind: z.literal('help') }),
  /** `reason` says why, when the request was understood but cannot be done (e.g. clearing the whole list). */
  z.object({ kind: z.literal('unknown'), reason: z.optional(z.enum(['bulk'])) }),
  ...memoryIntentSchemas,
]);
export type Intent = z.infer<typeof intentSchema>;
export type IntentKind = Intent['kind'];
/** Kinds that change or act on tasks already there. */
export const EDIT_KINDS: ReadonlySet<IntentKind> = new Set<IntentKind>(['update', 'complete', 'reopen', 'delete', 'skip', 'bulk']);
export type TaskFields = Omit<Extract<Intent, { kind: 'create' }>, 'kind'>;
export type Changes = z.infer<typeof changesSchema>;

export interface ParseOptions {
  /** The moment relative dates are resolved against; defaults to now. */
  now?: Date;
  /** IANA time zone of the user; defaults to the system's. */
  timeZone?: string;
}
