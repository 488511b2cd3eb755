import type { TodoDatabase } from '../db';
import { truncate } from '../util/truncate';
import { DESCRIPTION_MAX, TITLE_MAX } from '../todos';
import { executeTool } from '../tools';

/**
 * The task made from text selected on a page: the words as they are (no date
 * parsing: a page's text is not a command). Text longer than a title keeps
 * its start as the title and the whole of it (up to a description's limit) in
 * the description. Both are cut between characters, never inside one.
 */
export function taskFromSelection(selection: string): { title: string; description?: string } | undefined {
  const text = selection.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  if (text.length <= TITLE_MAX) return { title: text };
  return { title: truncate(text, TITLE_MAX), description: truncate(text, DESCRIPTION_MAX) };
}

export async function addSelectedText(selection: string, ctx: { db: TodoDatabase; now?: () => Date }) {
  const task = taskFromSelection(selection);
  if (!task) return undefined;
  return executeTool({ ...ctx, engine: 'quick-add' }, 'add_task', task);
}
