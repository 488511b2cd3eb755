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
 * Version 2: the Activity view pages the audit log newest first, filtered by
 * tool, by who acted, or both, each filter one range of one index ending in
 * the id (so a page is `id < cursor`, newest first, whatever the log's size).
 * No row changes: IndexedDB builds the new indexes from the stored entries.
 */
export const schemaV2 = {
  ...schemaV1,
  audit: '++id, at, conversationId, toolName, toolCallId, status, [toolName+id], [engine+id], [toolName+engine+id]',
} as const;
