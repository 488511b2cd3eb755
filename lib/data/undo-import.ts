import { findUndoOf, isUndoableImport, writeDataAction, type DataActionName } from '../audit';
import { IMPORTED_TABLES, type AuditEntry, type ImportedTable, type TodoDatabase } from '../db';
import { bumpMemoryRevision } from '../memory';
import { describeCounts, type RowCounts } from './count-rows';
import { stampOf, UNDOABLE_IMPORTS } from './import-undo-record';

/** The audit log's name for the undo of an import. */
export const UNDO_IMPORT_TOOL = 'undo_import' satisfies DataActionName;

export type UndoImportResult =
  | { ok: true; message: string; /** The preferences a Replace took from its file: the caller saves them back. */ settingsBefore?: Record<string, unknown> }
  | { ok: false; message: string };

const COUNT_NAME: Record<ImportedTable, keyof RowCounts> = {
  todos: 'tasks',
  conversations: 'conversations',
  messages: 'messages',
  audit: 'audit',
  approvals: 'approvals',
  memories: 'memories',
};
const empty = (): Record<keyof RowCounts, number> => ({ tasks: 0, conversations: 0, messages: 0, audit: 0, approvals: 0, memories: 0 });

/** An import before version 5 of the database: a Todoist import that kept only its first and last task id. */
function legacyRange(entry: AuditEntry): { firstId: number; lastId: number } | undefined {
  const output = entry.output as { firstId?: unknown; lastId?: unknown; undoable?: unknown } | undefined;
  return output?.undoable !== true && typeof output?.firstId === 'number' && typeof output.lastId === 'number' ? { firstId: output.firstId, lastId: output.lastId } : undefined;
}

/**
 * Takes back an import (a backup merged or replaced, or a Todoist file): the
 * rows it wrote are removed, the rows it overwrote or deleted are put back,
 * and a row changed since the import (its stamp differs) is kept as it is
 * now, and counted. One audit entry (`undoOf`), one transaction, once.
 */
export async function undoImport(db: TodoDatabase, auditId: number, now: Date = new Date()): Promise<UndoImportResult> {
  const tables = [db.todos, db.conversations, db.messages, db.audit, db.approvals, db.memories, db.memoryRevision, db.importUndo, db.syncOutbox, db.syncAccount];
  return db.transaction('rw', tables, async () => {
    const entry = await db.audit.get(auditId);
    if (!entry || !isUndoableImport(entry)) return { ok: false, message: 'This import cannot be undone.' };
    if (await findUndoOf(db, auditId)) return { ok: false, message: 'This import was already undone, so nothing was changed.' };
    const what = entry.toolName === 'import_todoist' ? 'the Todoist import' : 'the import';
    const removed = empty();
    const restored = empty();
    const kept = empty();
    let settingsBefore: Record<string, unknown> | undefined;

    const legacy = legacyRange(entry);
    if (legacy) {
      const added = await db.todos.where(':id').between(legacy.firstId, legacy.lastId, true, true).toArray();
      const untouched = added.filter((todo) => todo.updatedAt === entry.at && todo.status === 'pending');
      await db.todos.bulkDelete(untouched.map((todo) => todo.id));
      removed.tasks = untouched.length;
      kept.tasks = added.length - untouched.length;
    } else {
      const pieces = await db.importUndo.where('auditId').equals(auditId).toArray();
      if (pieces.length === 0) {
        return {
          ok: false,
          message: `This import is too old to undo: only the ${UNDOABLE_IMPORTS} most recent imports can be, and a Replace ends the ones before it. Nothing was changed.`,
        };
      }
      // Messages before conversations: a conversation the import added stays if it holds messages written since.
      const order: ImportedTable[] = [...IMPORTED_TABLES.filter((name) => name !== 'conversations'), 'conversations'];
      for (const table of order) {
        const store = db.table<object, number | string>(table);
        const written = pieces.flatMap((piece) => (piece.table === table ? (piece.written ?? []) : []));
        const replaced = new Map(
          pieces.flatMap((piece) => (piece.table === table ? (piece.replaced ?? []) : [])).map((row) => [(row as { id: number | string }).id, row as object]),
        );
        const current = await store.bulkGet(written.map(([key]) => key));
        const toDelete: Array<number | string> = [];
        const toPut: object[] = [];
        for (const [index, [key, stamp]] of written.entries()) {
          const row = current[index];
          if (row === undefined) {
            if (replaced.has(key)) toPut.push(replaced.get(key)!);
          } else if (stampOf(table, row) !== stamp) {
            kept[COUNT_NAME[table]] += 1;
          } else if (replaced.has(key)) toPut.push(replaced.get(key)!);
          else if (table === 'conversations' && (await db.messages.where('conversationId').equals(key).count()) > 0) kept.conversations += 1;
          else toDelete.push(key);
          replaced.delete(key);
        }
        // What a replace deleted and the file did not hold: back under its own key, unless that key holds a row made since.
        const rest = [...replaced.entries()];
        const taken = await store.bulkGet(rest.map(([key]) => key));
        for (const [index, [, row]] of rest.entries()) {
          if (taken[index] === undefined) toPut.push(row);
          else kept[COUNT_NAME[table]] += 1;
        }
        await store.bulkDelete(toDelete);
        await store.bulkPut(toPut);
        removed[COUNT_NAME[table]] += toDelete.length;
        restored[COUNT_NAME[table]] += toPut.length;
      }
      settingsBefore = pieces.find((piece) => piece.settingsBefore)?.settingsBefore;
      await bumpMemoryRevision(db);
      await db.importUndo.where('auditId').equals(auditId).delete();
    }

    const total = (counts: RowCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);
    const parts = [
      total(removed) > 0 ? `removed ${describeCounts(removed)}` : 'removed nothing',
      ...(total(restored) > 0 ? [`put back ${describeCounts(restored)}`] : []),
      ...(total(kept) > 0 ? [`kept ${total(kept).toLocaleString('en')} you changed since`] : []),
    ];
    const message = `Undid ${what}: ${parts.join('; ')}${settingsBefore ? '; your earlier preferences are back' : ''}`;
    await writeDataAction(db, {
      at: now,
      toolName: UNDO_IMPORT_TOOL,
      input: { audit_id: auditId },
      risk: 'medium',
      output: { message, removed, restored, kept },
      undoOf: auditId,
    });
    return { ok: true, message: `${message}.`, ...(settingsBefore ? { settingsBefore } : {}) };
  });
}
