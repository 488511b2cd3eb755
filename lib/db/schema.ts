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
