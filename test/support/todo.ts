import type { Todo } from '@/lib/db';

/** A stored task: pending, no priority, no tags, created at `at` (default empty), with `fields` over it. */
export function todoFixture(fields: Partial<Todo> & Pick<Todo, 'id' | 'title'>, at = ''): Todo {
  return { status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at, ...fields };
}
