import { db as defaultDb, type Todo, type TodoDatabase } from '../db';
import { useTaskCounts } from './use-task-counts';
import { useTaskList } from './use-task-list';

export interface TodosState {
  /** Undefined while the first query runs. */
  todos: Todo[] | undefined;
  /** Up to COUNT_CAP. */
  pendingCount: number;
  completedCount: number;
}

/**
 * The first page of the live task list in plan order (pending, then the most
 * recently completed when asked), and the counts: updates whenever any
 * context (panel, chat, quick-add) changes a task.
 */
export function useTodos(showCompleted: boolean, database: TodoDatabase = defaultDb): TodosState {
  const { todos } = useTaskList({ status: showCompleted ? 'all' : 'pending' }, new Date(0), { database });
  const counts = useTaskCounts(database);
  return { todos, pendingCount: counts?.pending.count ?? 0, completedCount: counts?.completed.count ?? 0 };
}
