import type { TodoDatabase } from '../db';
import type { ParseOptions } from '../intent';
import { executeTool } from '../tools';
import { previewQuickAdd } from './quick-add-preview';
import type { PageRef } from './page-capture';

export interface QuickAddContext extends ParseOptions {
  db: TodoDatabase;
  /** The page offered as a chip and kept: the task links to it (and an empty line is the page's title). */
  page?: PageRef;
}

/** Thrown for a line that holds no task; the message tells the user what to type. */
export class QuickAddError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuickAddError';
  }
}

export const EMPTY_QUICK_ADD = 'Type what you need to do, like "pay rent tomorrow 9am p1 #home".';

/**
 * Saves one line typed in quick-add as a task through the `add_task` tool,
 * audited with engine `quick-add`. Invalid input throws with a message for
 * the user and writes no task.
 */
export async function saveQuickAdd(text: string, ctx: QuickAddContext) {
  const { fields } = previewQuickAdd(text, ctx);
  const { page } = ctx;
  const title = fields.title || (text.trim() === '' ? page?.title : undefined);
  if (!title) throw new QuickAddError(EMPTY_QUICK_ADD);
  const now = ctx.now;
  const input = { ...fields, title, ...(page ? { url: page.url } : {}) };
  return executeTool({ db: ctx.db, engine: 'quick-add', ...(now ? { now: () => now } : {}), ...(page ? { page } : {}) }, 'add_task', input);
}
