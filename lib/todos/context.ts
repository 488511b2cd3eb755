import type { TodoDatabase } from '../db';

/** What every use case needs: the database and the clock (injected for tests). */
export interface TodoContext {
  db: TodoDatabase;
  now?: () => Date;
}

export const nowOf = (ctx: TodoContext): Date => (ctx.now ? ctx.now() : new Date());
