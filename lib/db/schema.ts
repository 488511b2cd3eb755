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
 * Version 2 indexes `undoOf` on the audit log, so "was entry #N undone?" is
 * one index lookup. No data changes: entries without `undoOf` (every entry
 * version 1 wrote) are simply not in the index.
 */
export const schemaV2 = {
  ...schemaV1,
  audit: '++id, at, conversationId, toolName, toolCallId, status, undoOf',
} as const;
