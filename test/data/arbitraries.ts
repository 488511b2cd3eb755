import fc from 'fast-check';
import type { Approval, AuditEntry, Conversation, Memory, StoredMessage, Todo, TodoDatabase } from '@/lib/db';
import { findHostileValue, ROW_ID_MAX } from '@/lib/data';

/** Text as people type it: any graphemes (emoji, accents, CJK), and the empty string. */
const text = (maxLength: number) =>
  fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 40) }), fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 20) }));
const MIN_TIME = new Date('0001-01-01T00:00:00.000Z');
const MAX_TIME = new Date('9999-12-31T23:59:59.999Z');
const time = fc.date({ min: MIN_TIME, max: MAX_TIME, noInvalidDate: true }).map((date) => date.toISOString());
const dueAt = fc.oneof(
  time,
  time.map((iso) => iso.slice(0, 10)),
);
const engine = fc.constantFrom('remote', 'webllm', 'offline', 'quick-add', 'manual' as const);
/** Stored ids, boundaries included. */
const id = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(1, ROW_ID_MAX));
// A JSON file cannot hold -0 (JSON.stringify writes 0), so values are taken as a file would carry them.
const json = fc
  .jsonValue({ maxDepth: 3 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown)
  .filter((value) => findHostileValue(value) === undefined);

/** A title as the database holds it: trimmed, 1 to 200 characters (200 included). */
const title = fc.oneof(
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 200),
  fc.constant('x'.repeat(200)),
  fc.constant('👨‍👩‍👧‍👦'.repeat(18)),
);
/** A description as stored: trimmed, possibly empty, up to 2,000. */
const description = fc.oneof(
  text(200).map((value) => value.trim()),
  fc.constant('d'.repeat(2000)),
);
/** Tags as stored: lower case, no `#`, 1 to 40 characters, each once. */
const tag = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .map((value) => value.trim().replace(/^#+/, '').trim().toLowerCase())
  .filter((value) => value.length >= 1 && value.length <= 40 && value === value.trim() && !value.startsWith('#') && value.toLowerCase() === value);

export const task = fc.record(
  {
    id,
    // Every stored task has one (database version 6, CalDAV sync).
    uid: fc.uuid({ version: 4 }),
    title,
    description,
    status: fc.constantFrom('pending', 'completed' as const),
    priority: fc.constantFrom(1, 2, 3, 4 as const),
    dueAt,
    tags: fc.uniqueArray(tag, { maxLength: 5 }),
    createdAt: time,
    updatedAt: time,
    completedAt: time,
    recurrence: fc.constantFrom('FREQ=DAILY', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=5'),
    timeZone: fc.constantFrom('Europe/Paris', 'America/New_York', 'UTC'),
    remindBefore: fc.integer({ min: 0, max: 40_320 }),
  },
  { requiredKeys: ['id', 'uid', 'title', 'status', 'priority', 'tags', 'createdAt', 'updatedAt'] },
) satisfies fc.Arbitrary<Todo>;

const conversation = fc.record({ id: fc.uuid({ version: 4 }), title: text(200), createdAt: time, updatedAt: time }) satisfies fc.Arbitrary<Conversation>;

const content = fc.oneof(text(500), fc.array(fc.record({ type: fc.constant('text' as const), text: text(200) }), { maxLength: 3 }));

export interface Dataset {
  tasks: Todo[];
  conversations: Conversation[];
  messages: StoredMessage[];
  audit: AuditEntry[];
  approvals: Approval[];
  memories: Memory[];
}

/** A whole database's worth of rows, with messages, approvals and memories in the generated conversations. */
export const dataset: fc.Arbitrary<Dataset> = fc
  .record({
    tasks: fc.uniqueArray(task, { selector: (row) => row.id, maxLength: 8 }),
    conversations: fc.uniqueArray(conversation, { selector: (row) => row.id, minLength: 1, maxLength: 3 }),
  })
  .chain(({ tasks, conversations }) => {
    const conversationId = fc.constantFrom(...conversations.map((row) => row.id));
    const message = fc.record(
      { id, conversationId, role: fc.constantFrom('user', 'assistant' as const), content, createdAt: time, engine, note: text(100) },
      { requiredKeys: ['id', 'conversationId', 'role', 'content', 'createdAt'] },
    ) as fc.Arbitrary<StoredMessage>;
    const audit = fc.record(
      {
        id,
        at: time,
        conversationId,
        toolName: fc.constantFrom('add_task', 'delete_task', 'list_tasks', 'update_task', 'undo_change'),
        toolCallId: text(40),
        input: json,
        risk: fc.constantFrom('low', 'medium', 'high' as const),
        approval: fc.record({ required: fc.boolean(), decision: fc.constantFrom('approved', 'denied', 'expired' as const), decidedAt: time }, { requiredKeys: ['required'] }),
        status: fc.constantFrom('ok', 'error', 'denied', 'expired' as const),
        output: json,
        error: text(100),
        before: task,
        after: task,
        engine,
        undoOf: id,
      },
      { requiredKeys: ['id', 'at', 'toolName', 'input', 'risk', 'status', 'engine'] },
    ) satisfies fc.Arbitrary<AuditEntry>;
    const approval = fc.record(
      {
        id: fc.string({ minLength: 1, maxLength: 40 }),
        conversationId,
        toolCallId: text(40),
        toolName: fc.constantFrom('delete_task', 'update_task'),
        input: json,
        createdAt: time,
        expiresAt: time,
        status: fc.constantFrom('pending', 'approved', 'denied', 'expired' as const),
        engine,
        decidedAt: time,
        position: fc.nat(10),
      },
      { requiredKeys: ['id', 'conversationId', 'toolCallId', 'toolName', 'input', 'createdAt', 'expiresAt', 'status'] },
    ) satisfies fc.Arbitrary<Approval>;
    const memory = fc.record(
      {
        id,
        kind: fc.constantFrom('summary', 'fact' as const),
        text: text(500),
        conversationId,
        fromMessageId: id,
        toMessageId: id,
        createdAt: time,
        engine,
        // Vectors are stored as 32-bit floats; JSON has no -0: a vector keeps its numbers, zero as zero.
        embedding: fc.record({
          model: text(40),
          vector: fc
            .array(
              fc.float({ noNaN: true, noDefaultInfinity: true }).map((x) => (x === 0 ? 0 : x)),
              { maxLength: 8 },
            )
            .map((xs) => Float32Array.from(xs)),
        }),
      },
      { requiredKeys: ['id', 'kind', 'text', 'createdAt', 'engine'] },
    ) satisfies fc.Arbitrary<Memory>;
    return fc.record({
      tasks: fc.constant(tasks),
      conversations: fc.constant(conversations),
      messages: fc.uniqueArray(message, { selector: (row) => row.id, maxLength: 10 }),
      audit: fc.uniqueArray(audit, { selector: (row) => row.id, maxLength: 6 }),
      approvals: fc.uniqueArray(approval, { selector: (row) => row.id, maxLength: 3 }),
      memories: fc.uniqueArray(memory, { selector: (row) => row.id, maxLength: 3 }),
    });
  });

/** Writes a generated dataset into a database as it is, in one transaction. */
export async function storeDataset(db: TodoDatabase, data: Dataset): Promise<void> {
  await db.transaction('rw', [db.todos, db.conversations, db.messages, db.audit, db.approvals, db.memories], async () => {
    await db.todos.bulkPut(data.tasks);
    await db.conversations.bulkPut(data.conversations);
    await db.messages.bulkPut(data.messages);
    await db.audit.bulkPut(data.audit);
    await db.approvals.bulkPut(data.approvals);
    await db.memories.bulkPut(data.memories);
  });
}
