import type { Todo } from '../db';

/** The compact shape of a task that tools return to the model. */
export function taskView(todo: Todo) {
  return {
    id: todo.id,
    title: todo.title,
    status: todo.status,
    priority: todo.priority,
    ...(todo.dueAt ? { dueAt: todo.dueAt } : {}),
    ...(todo.tags.length ? { tags: todo.tags } : {}),
    ...(todo.description ? { description: todo.description } : {}),
    ...(todo.completedAt ? { completedAt: todo.completedAt } : {}),
  };
}
export type TaskView = ReturnType<typeof taskView>;
