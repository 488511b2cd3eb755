import { z } from 'zod';
import { assistantModelMessageSchema, toolModelMessageSchema, userModelMessageSchema } from 'ai';
import { ENGINES, type Approval, type AuditEntry, type Conversation, type Memory, type StoredMessage, type Todo } from '../db';
import { DESCRIPTION_MAX, isValidIsoDate, MAX_ROW_ID, rowIdSchema, todoSnapshotSchema } from '../todos';
import { isRecord } from '../util';

/**
 * The export file: one JSON object, `{ format, version, exportedAt, ... }`.
 * The export is written as this schema's type and the import reads it back
 * through the same schema, so the two cannot drift.
 *
 * Versions (the `version` field; a file from a newer extension is refused):
 * - 1: tasks, conversations, messages, audit and approvals (what database
 *   versions 1 and 2 held).
 * - 2: adds `memories` (database version 3) and `settings` (without the API key).
 * - 3: a task may hold `url` (an http(s) link) and `urlTitle` (database version 4).
 * - 4: a task carries its `uid` (database version 6, CalDAV sync), kept on import. The sync
 *   account (server, user name, password) is never exported.
 * An older file is upgraded step by step to the current version (upgrade-export.ts).
 */
export const EXPORT_FORMAT = 'todo-assistant-export';
export const EXPORT_VERSION = 4;

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

const timestamp = z.string({ error: 'must be an ISO 8601 date and time' }).refine(isValidIsoDate, { message: 'must be an ISO 8601 date and time, like 2026-03-10T09:30:00.000Z' });
/** The largest row id a file may carry (2^31 − 1, lib/todos/todo-snapshot.ts): a larger one would leave IndexedDB's key generator no room for the next row. */
export const ROW_ID_MAX = MAX_ROW_ID;
const rowId = rowIdSchema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string({ error: 'must be a conversation id (a UUID)' }).regex(UUID, 'must be a conversation id (a UUID)');
const shortText = z.string({ error: 'must be text' }).max(200, 'must be at most 200 characters');
const text = z.string({ error: 'must be text' }).max(LIMITS.text, `must be at most ${LIMITS.text} characters`);
const engine = z.enum(ENGINES, { error: `must be one of ${ENGINES.join(', ')}` });
const risk = z.enum(['low', 'medium', 'high'], { error: 'must be low, medium or high' });
/** Any JSON value; hostile keys and depth were refused before (hostile-keys.ts). */
const json = z.unknown();
const record = z.custom<Record<string, unknown>>((value) => isRecord(value), 'must be an object');

/** A task, checked as strictly as one written here (lib/todos/todo-snapshot.ts). reminderState is this browser's machine state: not exported. */
export const taskSchema = todoSnapshotSchema;

export const conversationSchema = z.object({ id: uuid, title: shortText, createdAt: timestamp, updatedAt: timestamp });

const MESSAGE_SCHEMAS = { user: userModelMessageSchema, assistant: assistantModelMessageSchema, tool: toolModelMessageSchema } as const;

export const messageSchema = z
  .object({
    id: rowId,
    conversationId: uuid,
    // The conversation's own messages only: a system message would be read as the assistant's instructions.
    role: z.enum(['user', 'assistant', 'tool'], { error: 'must be user, assistant or tool' }),
    content: z.custom<StoredMessage['content']>((value) => typeof value === 'string' || Array.isArray(value), 'must be text or a list of parts'),
    createdAt: timestamp,
    engine: engine.optional(),
    note: text.optional(),
  })
  .superRefine((message, ctx) => {
    // Each part as the AI SDK itself defines it for that role, so what the chat and the model read has the shape they expect.
    const schema = MESSAGE_SCHEMAS[message.role];
    if (!schema.safeParse({ role: message.role, content: message.content }).success) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: `is not a valid ${message.role} message (its parts do not have the shape the assistant writes)` });
    }
  });

/** Snapshots in the audit log are what Undo writes back: checked as tasks. */
const snapshot = todoSnapshotSchema;

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
    .object({
      model: shortText,
      vector: z
        .array(z.number({ error: 'must be numbers' }).finite().min(-FLOAT32_MAX, FLOAT32_RANGE).max(FLOAT32_MAX, FLOAT32_RANGE))
        .max(LIMITS.vector, `must have at most ${LIMITS.vector} numbers`),
    })
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

/** Version 2 adds memories and settings; `settings` never holds the API key (export-settings.ts). */
const versionTwo = { memories: rows(memorySchema, LIMITS.memories), settings: record.optional() };
export const exportV2Schema = z.object({ ...envelope, ...versionTwo, version: z.literal(2) });

/** Version 3: tasks may hold links. */
export const exportV3Schema = z.object({ ...envelope, ...versionTwo, version: z.literal(3) });

/** The current version: tasks carry their uid. */
export const exportSchema = z.object({ ...envelope, ...versionTwo, version: z.literal(EXPORT_VERSION) });

export type ExportFile = z.output<typeof exportSchema>;
export type ExportV1File = z.output<typeof exportV1Schema>;
export type ExportV2File = z.output<typeof exportV2Schema>;

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
