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

export const listDueSchema = z.enum(['today', 'tomorrow', 'this_week', 'overdue']);

export const priorityValueSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** How a task repeats: an RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); the task's due time is the first occurrence. */
export const recurrenceSchema = z.string().regex(/^FREQ=[A-Z]+(;[A-Z]+=[^;]+)*$/);

export const changesSchema = z.object({
  title: z.string().min(1).optional(),
  dueAt: z.string().optional(),
  priority: priorityValueSchema.optional(),
  tags: z.array(z.string()).optional(),
  description: z.string().optional(),
  recurrence: recurrenceSchema.optional(),
});

export const intentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create'),
    title: z.string().min(1),
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
  }),
  z.object({ kind: z.literal('get'), target: targetSchema }),
  z.object({ kind: z.literal('complete'), target: targetSchema }),
  z.object({ kind: z.literal('delete'), target: targetSchema }),
  /** "reopen eggs and milk", "mark #3 as not done": a completed task back on the list. */
  z.object({ kind: z.literal('reopen'), target: targetSchema }),
  z.object({ kind: z.literal('update'), target: targetSchema, changes: changesSchema }),
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
export type TaskFields = Omit<Extract<Intent, { kind: 'create' }>, 'kind'>;
export type Changes = z.infer<typeof changesSchema>;

export interface ParseOptions {
  /** The moment relative dates are resolved against; defaults to now. */
  now?: Date;
  /** IANA time zone of the user; defaults to the system's. */
  timeZone?: string;
}
