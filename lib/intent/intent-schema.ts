import { z } from 'zod';
import { memoryIntentSchemas } from './match-memory';

/**
 * Which task a request is about: an id the user typed ("#3", "task 3"), a
 * position in the last list shown ("the third one"; -1 is "the last one"),
 * words to search for ("the gym task"), or "it"/"that", the task the
 * assistant just named ("Created task #5: ..." then "push it to friday").
 */
export const targetSchema = z.union([
  z.object({ id: z.number().int().positive() }),
  z.object({ ordinal: z.number().int() }),
  z.object({ query: z.string().min(1) }),
  z.object({ mentioned: z.literal(true) }),
]);
export type Target = z.infer<typeof targetSchema>;

export const listDueSchema = z.enum(['today', 'tomorrow', 'this_week', 'overdue', 'none']);

export const priorityValueSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** How a task repeats: an RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); the task's due time is the first occurrence. */
export const recurrenceSchema = z.string().regex(/^FREQ=[A-Z]+(;[A-Z]+=[^;]+)*$/);

export const changesSchema = z.object({
  title: z.string().min(1).optional(),
  /** `null` clears the due date. */
  dueAt: z.string().nullable().optional(),
  priority: priorityValueSchema.optional(),
  tags: z.array(z.string()).optional(),
  description: z.string().optional(),
  recurrence: recurrenceSchema.optional(),
  addTags: z.array(z.string()).optional(),
  removeTags: z.array(z.string()).optional(),
  /** Minutes before the due time. */
  remindBefore: z.number().int().min(0).optional(),
});

const dayFilterSchema = z.union([z.enum(['today', 'yesterday', 'this_week']), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

/** Which tasks a request about several means: by a list filter (list_tasks' fields), or by names and ids. */
export const selectionSchema = z.union([
  z.object({
    filter: z.object({
      status: z.enum(['all', 'pending', 'completed']).optional(),
      due: z
        .union([
          listDueSchema,
          z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          /** "the weekend stuff": a range of days, `to` exclusive. */
          z.object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
          /** "everything from before today": the days before one, `to` exclusive. */
          z.object({ to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
        ])
        .optional(),
      tags: z.array(z.string()).optional(),
      priority: z.array(priorityValueSchema).optional(),
      completed: dayFilterSchema.optional(),
      /** "all the repeating ones". */
      repeating: z.boolean().optional(),
      /** "both quote replies", "the two catering ones": one name for several tasks. */
      query: z.string().min(1).optional(),
    }),
  }),
  z.object({ targets: z.array(targetSchema).min(2) }),
]);
export type Selection = z.infer<typeof selectionSchema>;

export const intentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create'),
    title: z.string().min(1),
    remindBefore: z.number().int().min(0).optional(),
    dueAt: z.string().optional(),
    priority: priorityValueSchema.optional(),
    tags: z.array(z.string()).optional(),
    recurrence: recurrenceSchema.optional(),
  }),
  z.object({
    kind: z.literal('list'),
    status: z.enum(['all', 'pending', 'completed']),
    due: listDueSchema.optional(),
    /** "is vacuuming on my list" looks for one thing. */
    query: z.string().min(1).optional(),
    /** "what's due on wednesday": one day. */
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** "what's coming up next week": a range of days, `to` exclusive; "after next week" has no end, "today + overdue" no start. */
    span: z.object({ from: z.string().optional(), to: z.string().optional() }).optional(),
    /** "my urgent stuff". */
    priority: z.array(priorityValueSchema).optional(),
    /** "anything tagged home". */
    tags: z.array(z.string()).optional(),
    /** "what did i get done yesterday": completed on a day; "last weekend": in a range, `to` exclusive. */
    completed: z.union([dayFilterSchema, z.object({ from: z.string(), to: z.string() })]).optional(),
    /** "show my recurring tasks", "which ones repeat". */
    repeating: z.literal(true).optional(),
    /** "which tasks have no tag": only the tasks without one (true: only those with one). */
    tagged: z.boolean().optional(),
    /**
     * "everything that's urgent or overdue", "van n ute stuff", "monday or wednesday": the tasks any one of these filters
     * names (with the fields above), each read on its own.
     */
    either: z
      .array(
        z.object({
          due: listDueSchema.optional(),
          priority: z.array(priorityValueSchema).optional(),
          tags: z.array(z.string()).optional(),
          query: z.string().min(1).optional(),
          day: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
      )
      .min(2)
      .optional(),
  }),
  /** Several tasks at once: "move everything due today to tomorrow", "delete the dentist and the plumber ones". */
  z.object({
    kind: z.literal('bulk'),
    action: z.enum(['reschedule', 'complete', 'delete', 'tag', 'untag', 'priority']),
    selection: selectionSchema,
    changes: changesSchema,
    /** "… all wedding tasks except the flights": the tasks the filter finds, less those these words name. */
    except: z.string().min(1).optional(),
  }),
  /** Skip one occurrence of a repeating task: "skip next week's yoga". */
  z.object({ kind: z.literal('skip'), target: targetSchema }),
  /** Thanks, hello, ok: a short friendly reply, no help. */
  z.object({ kind: z.literal('chat'), reply: z.string().min(1) }),
  /** Read, but not with confidence: ask, and write nothing. */
  z.object({ kind: z.literal('clarify'), question: z.string().min(1) }),
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
    keepDay: z.literal(true).optional(),
    /** "the party starts at 9 now": an hour said without am or pm, the reading nearer the task's own time of day (21:00 for 20:00); set by the offline planner from the words. */
    nearTaskTime: z.literal(true).optional(),
    /** "push X back a day", "X a week later": the due day moves by this many days from the task's own (its time kept). */
    shiftDays: z.number().int().optional(),
  }),
  z.object({ kind: z.literal('confirm'), answer: z.boolean() }),
  /** "undo that", "put it back": reverse the last change of the conversation. */
  z.object({ kind: z.literal('undo') }),
  z.object({ kind: z.literal('help') }),
  /** `reason` says why, when the request was understood but cannot be done (e.g. clearing the whole list). */
  z.object({ kind: z.literal('unknown'), reason: z.enum(['bulk']).optional() }),
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
