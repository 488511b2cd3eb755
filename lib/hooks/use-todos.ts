import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, type Todo, type TodoDatabase } from '../db';
import { listTodos } from '../todos';

/** Pending tasks first (newest first), then completed ones (most recently done first). */
export function orderForTasksView(todos: readonly Todo[]): Todo[] {
  const pending = todos.filter((todo) => todo.status === 'pending');
  const completed = todos
    .filter((todo) => todo.status === 'completed')
    .sort((a, b) => (b.completedAt ?? b.updatedAt).localeCompare(a.completedAt ?? a.updatedAt) || b.id - a.id);
  return [...pending, ...completed];
}

export interface TodosState {
  /** Undefined while the first query runs. */
  todos: Todo[] | undefined;
  pendingCount: number;
  completedCount: number;
}

/** The live task list: updates whenever any context (panel, chat, quick-add) changes a task. */
export function useTodos(showCompleted: boolean, database: TodoDatabase = defaultDb): TodosState {
  const todos = useLiveQuery(
    async () => orderForTasksView(await listTodos({ db: database }, { status: showCompleted ? 'all' : 'pending' })),
    [showCompleted, database],
  );
  const counts = useLiveQuery(
    async () => ({
      pending: await database.todos.where('status').equals('pending').count(),
      completed: await database.todos.where('status').equals('completed').count(),
    }),
    [database],
  );
  return { todos, pendingCount: counts?.pending ?? 0, completedCount: counts?.completed ?? 0 };
}
