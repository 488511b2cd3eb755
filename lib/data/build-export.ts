import type { Settings } from '../settings';
import type { Memory, Todo, TodoDatabase } from '../db';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile } from './export-format';
import { exportableSettings } from './export-settings';

/** A task as exported: its derived sort keys are rebuilt on import, never carried. */
function plainTask(todo: Todo): ExportFile['tasks'][number] {
  const { planKey: _planKey, tagKeys: _tagKeys, ...task } = todo;
  return task;
}

/** A memory as exported: its vector as plain numbers (JSON has no typed arrays). */
function exportedMemory(memory: Memory): ExportFile['memories'][number] {
  const { embedding, ...rest } = memory;
  return embedding ? { ...rest, embedding: { model: embedding.model, vector: Array.from(embedding.vector) } } : rest;
}

/**
 * Everything the extension stores, read in one transaction (a consistent
 * snapshot), as the current export format. The API key is left out.
 */
export async function buildExport(db: TodoDatabase, settings: Settings | undefined, now: Date = new Date()): Promise<ExportFile> {
  const tables = [db.todos, db.conversations, db.messages, db.audit, db.approvals, db.memories];
  const [tasks, conversations, messages, audit, approvals, memories] = await db.transaction('r', tables, () =>
    Promise.all([db.todos.toArray(), db.conversations.toArray(), db.messages.toArray(), db.audit.toArray(), db.approvals.toArray(), db.memories.toArray()]),
  );
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    tasks: tasks.map(plainTask),
    conversations,
    // The extension writes no system messages; an import refuses them (they would read as instructions).
    messages: messages.filter((message): message is ExportFile['messages'][number] => message.role !== 'system'),
    audit,
    approvals,
    memories: memories.map(exportedMemory),
    ...(settings ? { settings: exportableSettings(settings) } : {}),
  };
}

/** The export as the text of a `.json` file. */
export function exportText(file: ExportFile): string {
  return JSON.stringify(file, null, 1);
}

/** `todo-assistant-2026-03-10.json`: the day, in the person's own time zone. */
export function exportFileName(now: Date, extension: 'json' | 'csv', what = 'export'): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `todo-assistant-${what}-${day}.${extension}`;
}
