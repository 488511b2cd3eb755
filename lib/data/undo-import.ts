import { findUndoOf, isUndoableImport, writeAudit } from '../audit';
import type { TodoDatabase } from '../db';

/** The audit log's name for the undo of an import. */
export const UNDO_IMPORT_TOOL = 'undo_import';

export type UndoImportResult = { ok: true; message: string } | { ok: false; message: string };


/**
 * Takes back a Todoist import: removes the tasks it added that are still as
 * the import left them (a task changed or completed since is kept, and
 * counted), with one audit entry (`undoOf`), in one transaction. Refused
 * when already undone.
 */
export async function undoImport(db: TodoDatabase, auditId: number, now: Date = new Date()): Promise<UndoImportResult> {
  return db.transaction('rw', [db.todos, db.audit, db.syncOutbox, db.syncAccount], async () => {
    const entry = await db.audit.get(auditId);
    if (!entry || !isUndoableImport(entry)) return { ok: false, message: 'This import cannot be undone.' };
    if (await findUndoOf(db, auditId)) return { ok: false, message: 'This import was already undone, so nothing was changed.' };
    const output = entry.output as { firstId: number; lastId: number };
    const added = await db.todos.where(':id').between(output.firstId, output.lastId, true, true).toArray();
    const untouched = added.filter((todo) => todo.updatedAt === entry.at && todo.status === 'pending');
    await db.todos.bulkDelete(untouched.map((todo) => todo.id));
    const kept = added.length - untouched.length;
    const message = `Undid the Todoist import: removed ${untouched.length} task${untouched.length === 1 ? '' : 's'}${kept > 0 ? `; kept ${kept} you changed since` : ''}`;
    await writeAudit(db, {
      at: now.toISOString(),
      toolName: UNDO_IMPORT_TOOL,
      input: { audit_id: auditId },
      risk: 'medium',
      status: 'ok',
      output: { message, removed: untouched.length, kept },
      engine: 'manual',
      undoOf: auditId,
    });
    return { ok: true, message: `${message}.` };
  });
}
