/**
 * The Dexie schema, one entry per version, oldest first. Never edit a
 * published version: add a new one with an upgrade function and a fixture
 * test (test/db/) that upgrades data written by the previous version.
 */
export const DB_NAME = 'todo-assistant';

export const schemaV1 = {
  todos: '++id, status, dueAt, priority, *tags, createdAt, updatedAt, [status+createdAt]',
  conversations: 'id, updatedAt',
  messages: '++id, conversationId, [conversationId+id]',
  audit: '++id, at, conversationId, toolName, toolCallId, status',
  approvals: 'id, conversationId, toolCallId, status, expiresAt',
} as const;

/**
 * Version 2 (never published before it, so one version carries these changes):
 * - every task gets derived sort keys (todo-keys.ts) and two indexes, so each
 *   listing reads one page in plan order: `planKey` (status, then due date and
 *   priority, or completion time) and `*tagKeys` (the same order within one
 *   tag). The upgrade fills them for existing tasks.
 * - the audit log indexes `undoOf`, so "was entry #N undone?" is one index
 *   lookup (entries without `undoOf` are simply not in the index), and the
 *   Activity view's filters: by tool, by who acted, or both, each one range of
 *   one index ending in the id, so a page is `id < cursor`, newest first,
 *   whatever the log's size. IndexedDB builds these from the stored entries.
 */
export const schemaV2 = {
  todos: `${schemaV1.todos}, planKey, *tagKeys`,
  audit: '++id, at, conversationId, toolName, toolCallId, status, undoOf, [toolName+id], [engine+id], [toolName+engine+id]',
} as const;

/**
 * Version 3 adds long-term memories (see `Memory`): newest first through
 * `createdAt`, a conversation's own summaries through `[conversationId+kind]`,
 * and `embedding.model` so re-embedding after a model change finds the rows
 * whose vector came from another model (or from none). `memoryRevision` holds
 * one row, a number every change of the memories raises, so a context can
 * tell in one key read whether its search indexes are still current
 * (IndexedDB's count() walks every row in Chromium: 100+ ms at 10,000).
 */
export const schemaV3 = {
  memories: '++id, kind, createdAt, conversationId, [conversationId+kind], embedding.model',
  memoryRevision: 'id',
} as const;

/**
 * Version 4: a task may hold a link (`url`, with the page's `urlTitle`), and
 * "tasks from github.com" is one range of `*siteKeys`: one
 * `site + TAG_SEPARATOR + planKey` per name of the link's site
 * ("docs.github.com" and "github.com"), in plan order, as `tagKeys` are for
 * tags. The upgrade gives every existing task its keys (none had a link).
 */
export const schemaV4 = {
  todos: `${schemaV2.todos}, *siteKeys`,
} as const;

/**
 * Version 5 (issue 21): `importUndo` keeps
 * what each recent import wrote and what it replaced (`ImportUndoPiece`), in
 * pieces found by the import's Activity entry (`auditId`), so "Undo import"
 * removes what it added and puts back what it replaced. No upgrade: imports
 * made before it keep their own record (a Todoist import's id range).
 */
export const schemaV5 = {
  importUndo: '++id, auditId',
} as const;

/**
 * Version 6, CalDAV sync (lib/sync, docs/sync.md): every task gets a
 * globally unique `uid` (indexed, not unique: a file or a server could
 * bring a duplicate, which must not fail the write), given to existing
 * tasks by the upgrade. `syncAccount` holds the one account row,
 * `syncItems` per task what the last sync agreed with the server (href,
 * ETag, text, fields), `syncOutbox` the tasks changed here since, written in
 * the same transaction as the change (sync-outbox-middleware.ts).
 */
export const schemaV6 = {
  todos: `${schemaV4.todos}, uid`,
  syncAccount: 'id',
  syncItems: 'uid, href',
  syncOutbox: 'uid, seq',
} as const;
