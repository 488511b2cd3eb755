import { newUid } from '../db';
import type { Todo, TodoDatabase } from '../db';
import { writeDataAction, type DataActionName } from '../audit';
import type { TodoistTask } from './todoist-csv';
import { recordImport } from './import-undo-record';

/** The audit log's name for a Todoist import; Activity words it (lib/audit). */
export const IMPORT_TODOIST_TOOL = 'import_todoist' satisfies DataActionName;

/** How many of these titles this browser already has among its tasks (they are added anyway). */
export async function countSameTitles(db: TodoDatabase, tasks: readonly TodoistTask[]): Promise<number> {
  const titles = new Set(tasks.map((task) => task.title.toLowerCase()));
  const same = new Set<string>();
  await db.todos.each((todo) => {
    const title = todo.title.toLowerCase();
    if (titles.has(title)) same.add(title);
  });
  return same.size;
}

/**
 * Adds the tasks of a Todoist file, new ids for all, with one audit entry and
 * what "Undo import" needs (db.importUndo), in one transaction.
 */
export async function importTodoistTasks(db: TodoDatabase, tasks: readonly TodoistTask[], now: Date = new Date()): Promise<{ ids: number[]; auditId: number }> {
  const at = now.toISOString();
  const rows = tasks.map(({ row: _row, ...task }): Omit<Todo, 'id'> => ({ ...task, uid: newUid(), status: 'pending', createdAt: at, updatedAt: at }));
  return db.transaction('rw', [db.todos, db.audit, db.importUndo, db.syncOutbox, db.syncAccount], async () => {
    const ids = (await db.todos.bulkAdd(rows as Todo[], { allKeys: true })) as number[];
    const message = `Imported ${tasks.length.toLocaleString('en')} task${tasks.length === 1 ? '' : 's'} from Todoist`;
    const auditId = await writeDataAction(db, {
      at: now,
      toolName: IMPORT_TODOIST_TOOL,
      input: { tasks: tasks.length },
      risk: 'medium',
      output: { message, tasks: tasks.length, firstId: ids[0], lastId: ids.at(-1), undoable: true },
    });
    await recordImport(db, auditId, { written: { todos: ids.map((id) => ({ id, updatedAt: at })) }, replaced: {} });
    return { ids, auditId };
  });
}
