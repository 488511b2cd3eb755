import { listAuditPage } from '../audit';
import { LOOKUP_TOOL_NAMES } from './tool-words';
import { db as defaultDb, type TodoDatabase } from '../db';
import { countTodos, listTodoWindow } from '../todos';
import { taskListFilter } from './task-list-filter';

/**
 * Reads, once, what the Tasks and Activity views read first (their default
 * listing's first page and the task counts), and drops the result: called
 * when the panel is idle after it opened, so that the first click on either
 * view finds IndexedDB's pages warm (issue 24: a first open was mostly the
 * panel waiting on IndexedDB). Never throws.
 */
export async function warmViewReads(database: TodoDatabase = defaultDb): Promise<void> {
  await Promise.all([
    listTodoWindow({ db: database }, taskListFilter({ showCompleted: false, search: '', due: 'any' })),
    countTodos({ db: database }),
    listAuditPage(database, { filter: { excludeToolNames: LOOKUP_TOOL_NAMES } }),
  ]).catch(() => undefined);
}
