import { z } from 'zod';
import type { Todo } from '../db';
import { descriptionSchema, dueAtSchema, isValidIsoDate, prioritySchema, remindBeforeSchema, tagsSchema, titleSchema, urlSchema, urlTitleSchema } from './schemas';

/**
 * The largest row id accepted from outside (an import, an audit snapshot):
 * 2^31 − 1. IndexedDB's key generator numbers new rows above the largest key,
 * up to 2^53; a row with an id near that would leave no room for the next
 * task or audit entry, so every later add would fail.
 */
export const MAX_ROW_ID = 2_147_483_647;

export const rowIdSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(MAX_ROW_ID, `must be at most ${MAX_ROW_ID.toLocaleString('en')}`);

const timestamp = z.string({ error: 'must be an ISO 8601 date and time' }).refine(isValidIsoDate, { message: 'must be an ISO 8601 date and time, like 2026-03-10T09:30:00.000Z' });

/**
 * A task as stored, checked as strictly as a task written here: what an
 * import brings in and what Undo may put back. Fields it does not know are
 * dropped (machine state such as reminderState is this browser's own).
 */
export const todoSnapshotSchema = z.object({
  id: rowIdSchema,
  /** The task's global id (export version 4, database version 6): kept, so a restored or imported task is the same task on a CalDAV server. */
  uid: z.string({ error: 'must be text' }).trim().min(1, 'cannot be empty').max(255, 'must be at most 255 characters').optional(),
  title: titleSchema,
  description: descriptionSchema.optional(),
  status: z.enum(['pending', 'completed'], { error: 'must be pending or completed' }),
  priority: prioritySchema,
  dueAt: dueAtSchema.optional(),
  tags: tagsSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
  completedAt: timestamp.optional(),
  /** RFC 5545 RRULE without DTSTART, for repeating tasks. */
  recurrence: z.string({ error: 'must be text' }).max(500, 'must be at most 500 characters').optional(),
  /** The IANA time zone the recurrence is read in. */
  timeZone: z.string({ error: 'must be text' }).max(100, 'must be at most 100 characters').optional(),
  /** Minutes before the due time to remind. */
  remindBefore: remindBeforeSchema.optional(),
  /** The page the task came from (export version 3): http(s) only, at most 2,048 characters. */
  url: urlSchema.optional(),
  urlTitle: urlTitleSchema.optional(),
});

/** A snapshot as a task to write, or undefined when it is not one (damaged, hand-edited, from elsewhere). */
export function parseTodoSnapshot(value: unknown): Todo | undefined {
  const parsed = todoSnapshotSchema.safeParse(value);
  return parsed.success ? (parsed.data as Todo) : undefined;
}
