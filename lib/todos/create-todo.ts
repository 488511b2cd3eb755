import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { createTodoInputSchema, parseInput } from './schemas';

/** Validates and stores a new pending task. Nothing is written on bad input. */
export async function createTodo(ctx: TodoContext, input: unknown): Promise<Todo> {
  const data = parseInput(createTodoInputSchema, input);
  const at = nowOf(ctx).toISOString();
  const draft: Omit<Todo, 'id'> = {
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    status: 'pending',
    priority: data.priority ?? 4,
    ...(data.dueAt ? { dueAt: data.dueAt } : {}),
    tags: data.tags ?? [],
    createdAt: at,
    updatedAt: at,
  };
  const id = await ctx.db.todos.add(draft);
  return { ...draft, id };
}
