import { writeDataAction, type DataActionName } from '../audit';
import type { TodoDatabase } from '../db';
import { bumpMemoryRevision } from './memory-revision';

/** The audit log's names for deletions made in Settings → Memory; Activity words them (lib/audit). */
export const DELETE_MEMORY_TOOL = 'delete_memory' satisfies DataActionName;
export const DELETE_ALL_MEMORIES_TOOL = 'delete_all_memories' satisfies DataActionName;

/**
 * Deletes one memory as the person did in Settings, with an audit entry in
 * the same transaction: who, when, which id; never the memory's text (the
 * log outlives what was deleted). Nothing is logged when it was already gone.
 */
export async function deleteMemoryByUser(db: TodoDatabase, id: number, now: Date = new Date()): Promise<boolean> {
  return db.transaction('rw', [db.memories, db.memoryRevision, db.audit], async () => {
    if (!(await db.memories.get(id))) return false;
    await db.memories.delete(id);
    await bumpMemoryRevision(db);
    await writeDataAction(db, { at: now, toolName: DELETE_MEMORY_TOOL, input: { memory_id: id }, risk: 'high', output: { message: 'Deleted a memory', deleted: 1 } });
    return true;
  });
}

/** Deletes every memory as the person did in Settings (confirmed there), with an audit entry saying how many. */
export async function deleteAllMemoriesByUser(db: TodoDatabase, now: Date = new Date()): Promise<number> {
  return db.transaction('rw', [db.memories, db.memoryRevision, db.audit], async () => {
    const deleted = await db.memories.count();
    if (deleted === 0) return 0;
    await db.memories.clear();
    await bumpMemoryRevision(db);
    await writeDataAction(db, {
      at: now,
      toolName: DELETE_ALL_MEMORIES_TOOL,
      input: {},
      risk: 'high',
      confirmed: true,
      output: { message: deleted === 1 ? 'Deleted the only memory' : `Deleted all ${deleted.toLocaleString('en')} memories`, deleted },
    });
    return deleted;
  });
}
