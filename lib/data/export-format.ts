import { z } from 'zod';
import { ENGINES, type Approval, type AuditEntry, type Conversation, type Memory, type StoredMessage, type Todo } from '../db';
import { DESCRIPTION_MAX, descriptionSchema, remindBeforeSchema, dueAtSchema, isValidIsoDate, prioritySchema, tagsSchema, titleSchema } from '../todos';

/**
 * The export file: one JSON object, `{ format, version, exportedAt, ... }`.
 * The export is written as this schema's type and the import reads it back
 * through the same schema, so the two cannot drift.
 *
 * Versions (the `version` field; a file from a newer extension is refused):
 * - 1: tasks, conversations, messages, audit and approvals (what database
 *   versions 1 and 2 held).
 * - 2: adds `memories` (database version 3) and `settings` (without the API key).
 * An older file is upgraded step by step to the current version (upgrade-export.ts).
 */
export const EXPORT_FORMAT = 'todo-assistant-export';
export const EXPORT_VERSION = 2;

/** Refused above these: a backup of years of use fits far below, a hostile file does not. */
export const LIMITS = {
  fileBytes: 200 * 1024 * 1024,
  tasks: 200_000,
  conversations: 100_000,
  messages: 1_000_000,
  audit: 1_000_000,
  approvals: 100_000,
  memories: 200_000,
  text: 20_000,
  vector: 8192,
} as const;

const timestamp = z
  .string({ error: 'must be an ISO 8601 date and time' })
  .refine(isValidIsoDate, { message: 'must be an ISO 8601 date and time, like 2026-03-10T09:30:00.000Z' });
/**
 * The largest row id a file may carry: 2^52. IndexedDB numbers each new row after the
 * largest id in its table and stops at 2^53, so an id near that would leave no number
 * for the next task, message or audit entry; 2^52 leaves 4.5 × 10^15 of them.
 */
export const ROW_ID_MAX = 2 ** 52;
const rowId = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be a positive number').max(ROW_ID_MAX, 'must be at most 2^52 (4503599627370496)');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string({ error: 'must be a conversation id (a UUID)' }).regex(UUID, 'must be a conversation id (a UUID)');
const shortText = z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters');
const text = z.string({ error: 'must be text' }).max(LIMITS.text, `must be at most ${LIMITS.text} characters`);
const engine = z.enum(ENGINES, { error: `must be one of ${ENGINES.join(', ')}` });
const risk = z.enum(['low', 'medium', 'high'], { error: 'must be low, medium or high' });
/** Any JSON value; hostile keys and depth were refused before (hostile-keys.ts). */
const json = z.unknown();
const record = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be an object');

export const taskSchema = z.object({
  id: rowId,
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
  // reminderState is machine state of this browser's reminders: not exported, so an imported task rings again only for a new reminder time.
});

export const conversationSchema = z.object({ id: uuid, title: shortText, createdAt: timestamp, updatedAt: timestamp });

export const messageSchema = z.object({
  id: rowId,
  conversationId: uuid,
  role: z.enum(['system', 'user', 'assistant', 'tool'], { error: 'must be system, user, assistant or tool' }),
  content: z.custom<StoredMessage['content']>((value) => typeof value === 'string' || Array.isArray(value), 'must be text or a list of parts'),
  createdAt: timestamp,
  engine: engine.optional(),
  note: text.optional(),
});

/** Snapshots in the audit log keep whatever shape the task had when it was written. */
const snapshot = z.custom<Todo>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be a task object');

export const auditSchema = z.object({
  id: rowId,
  at: timestamp,
  conversationId: z.string({ error: 'must be text' }).max(200).optional(),
  toolName: z.string({ error: 'must be text' }).min(1, 'cannot be empty').max(100, 'must be at most 100 characters'),
  toolCallId: z.string({ error: 'must be text' }).max(200).optional(),
  input: json,
  risk,
  approval: z
    .object({ required: z.boolean({ error: 'must be true or false' }), decision: z.enum(['approved', 'denied', 'expired']).optional(), decidedAt: timestamp.optional() })
    .optional(),
  status: z.enum(['ok', 'error', 'denied', 'expired'], { error: 'must be ok, error, denied or expired' }),
  output: json.optional(),
  error: text.optional(),
  before: snapshot.optional(),
  after: snapshot.optional(),
  /** The next occurrence that completing a repeating task created (undo removes it). */
  created: snapshot.optional(),
  engine,
  undoOf: rowId.optional(),
});

export const approvalSchema = z.object({
  id: z.string({ error: 'must be text' }).min(1, 'cannot be empty').max(200),
  conversationId: uuid,
  toolCallId: z.string({ error: 'must be text' }).max(200),
  toolName: z.string({ error: 'must be text' }).min(1).max(100),
  input: json,
  createdAt: timestamp,
  expiresAt: timestamp,
  status: z.enum(['pending', 'approved', 'denied', 'expired'], { error: 'must be pending, approved, denied or expired' }),
  engine: engine.optional(),
  decidedAt: timestamp.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});

/** The largest 32-bit float: vectors are kept as 32-bit floats, so a larger number would become Infinity. */
const FLOAT32_MAX = 3.4028234663852886e38;
const FLOAT32_RANGE = 'must be numbers between -3.4e38 and 3.4e38';

export const memorySchema = z.object({
  id: rowId,
  kind: z.enum(['summary', 'fact'], { error: 'must be summary or fact' }),
  text,
  conversationId: uuid.optional(),
  fromMessageId: rowId.optional(),
  toMessageId: rowId.optional(),
  createdAt: timestamp,
  engine,
  embedding: z
    .object({ model: shortText, vector: z.array(z.number({ error: 'must be numbers' }).finite().min(-FLOAT32_MAX, FLOAT32_RANGE).max(FLOAT32_MAX, FLOAT32_RANGE)).max(LIMITS.vector, `must have at most ${LIMITS.vector} numbers`) })
    .optional(),
});

const rows = <T extends z.ZodType>(schema: T, max: number) => z.array(schema, { error: 'must be a list' }).max(max, `must have at most ${max.toLocaleString('en')} rows`);

/** The fields every version shares. */
const envelope = {
  format: z.literal(EXPORT_FORMAT, { error: `must be "${EXPORT_FORMAT}"` }),
  exportedAt: timestamp,
  tasks: rows(taskSchema, LIMITS.tasks),
  conversations: rows(conversationSchema, LIMITS.conversations),
  messages: rows(messageSchema, LIMITS.messages),
  audit: rows(auditSchema, LIMITS.audit),
  approvals: rows(approvalSchema, LIMITS.approvals),
};

/** Version 1: no memories, no settings. */
export const exportV1Schema = z.object({ ...envelope, version: z.literal(1) });

/** The current version. `settings` never holds the API key (export-settings.ts). */
export const exportSchema = z.object({
  ...envelope,
  version: z.literal(EXPORT_VERSION),
  memories: rows(memorySchema, LIMITS.memories),
  settings: record.optional(),
});

export type ExportFile = z.output<typeof exportSchema>;
export type ExportV1File = z.output<typeof exportV1Schema>;

/** The rows of an export, typed as the database stores them. */
export interface ExportRows {
  tasks: Todo[];
  conversations: Conversation[];
  messages: StoredMessage[];
  audit: AuditEntry[];
  approvals: Approval[];
  memories: Memory[];
}

/** The tables an export holds, in the order a preview lists them. */
export const TABLES = ['tasks', 'conversations', 'messages', 'audit', 'approvals', 'memories'] as const;
export type TableName = (typeof TABLES)[number];

export { DESCRIPTION_MAX };
