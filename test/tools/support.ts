import type { Engine, TodoDatabase } from '@/lib/db';
import type { ToolContext } from '@/lib/tools';
import { freshDatabase } from '../support/database';

export const AT = '2026-03-10T09:30:00.000Z';

export function toolContext(engine: Engine = 'remote', db: TodoDatabase = freshDatabase()): ToolContext {
  return { db, engine, conversationId: 'c0ffee00-0000-4000-8000-000000000001', now: () => new Date(AT) };
}

/** Everything a user could notice in the database: the tasks and the audit log. */
export async function snapshot(ctx: ToolContext) {
  return { todos: await ctx.db.todos.toArray(), audit: await ctx.db.audit.toArray() };
}
