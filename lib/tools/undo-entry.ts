import type { AuditEntry, Todo } from '../db';
import { findUndoOf } from '../audit';
import { restoreTodo } from '../todos';
import { ToolExecutionError } from './tool-error';
import { taskView } from './task-view';
import type { TaskChangeRecord, ToolContext, ToolRunResult } from './tool-definition';

/**
 * The Record line of an entry (the registry's summarizeAudit), given by the
 * registry so an undo tool need not import the registry that lists it.
 */
export type SummarizeEntry = (entry: AuditEntry) => string;

/** What the undo did, in the words of the change it reversed. */
function undoneMessage(change: { before?: Todo; after?: Todo }): string {
  const { before, after } = change;
  if (before && !after) return `Undone: “${before.title}” is back.`;
  if (after && !before) return `Undone: “${after.title}” is removed.`;
  if (!before || !after) return 'Undone.';
  if (before.status !== after.status) {
    return `Undone: “${before.title}” is ${before.status === 'pending' ? 'pending' : 'completed'} again.`;
  }
  if (before.title !== after.title) return `Undone: “${after.title}” is called “${before.title}” again.`;
  return `Undone: “${before.title}” is back as it was.`;
}

/**
 * Reverses the change an audit entry recorded: the task goes back to the
 * entry's `before` snapshot. Refused when the entry changed nothing, is an
 * undo itself (there is no redo), was already undone, or its task changed
 * again since. Runs inside executeTool's transaction, so the check and the
 * undo's own audit entry (with `undoOf`) cannot be split by another undo.
 */
export async function undoAuditEntry(ctx: ToolContext, entry: AuditEntry, summarize: SummarizeEntry): Promise<ToolRunResult> {
  if (entry.group && entry.group.size > 1 && entry.undoOf === undefined) return undoGroup(ctx, entry.group);
  if (entry.undoOf !== undefined) {
    throw new ToolExecutionError('That change is itself an undo, so it cannot be undone; make the change again instead.', 'not_undoable');
  }
  if (entry.status !== 'ok' || (!entry.before && !entry.after)) {
    throw new ToolExecutionError('That entry changed no task, so there is nothing to undo.', 'not_undoable');
  }
  const undo = await findUndoOf(ctx.db, entry.id);
  if (undo) throw new ToolExecutionError('That change was already undone, so nothing was changed.', 'already_undone');

  const restored = await restoreTodo(ctx, { ...(entry.before ? { before: entry.before } : {}), ...(entry.after ? { after: entry.after } : {}) });
  // Completing a repeating task created its next occurrence: the undo removes it (refused, with the rest, if it changed since).
  if (entry.created) await restoreTodo(ctx, { after: entry.created });
  const removedNext = entry.created ? ' Its next occurrence is removed.' : '';
  return {
    output: {
      message: `${undoneMessage(entry)}${removedNext}`,
      undid: summarize(entry),
      ...(restored.after ? { task: taskView(restored.after) } : {}),
    },
    ...restored,
    undoOf: entry.id,
  };
}

/**
 * Undoes every change of one call that changed several tasks, all or nothing:
 * a task changed since refuses the whole undo (the transaction rolls back).
 */
async function undoGroup(ctx: ToolContext, group: { first: number; size: number }): Promise<ToolRunResult> {
  const entries = (await ctx.db.audit.bulkGet(Array.from({ length: group.size }, (_, index) => group.first + index))).filter(
    (entry): entry is AuditEntry => entry !== undefined && entry.group?.first === group.first,
  );
  const changes: TaskChangeRecord[] = [];
  for (const entry of entries) {
    if (await findUndoOf(ctx.db, entry.id)) throw new ToolExecutionError('That change was already undone, so nothing was changed.', 'already_undone');
    const restored = await restoreTodo(ctx, { ...(entry.before ? { before: entry.before } : {}), ...(entry.after ? { after: entry.after } : {}) });
    if (entry.created) await restoreTodo(ctx, { after: entry.created });
    changes.push({ ...restored, undoOf: entry.id });
  }
  const titles = entries.map((entry) => `“${(entry.before ?? entry.after)?.title}”`);
  return {
    output: {
      message: `Undone for ${entries.length} task${entries.length === 1 ? '' : 's'}: ${titles.slice(0, 10).join(', ')}${titles.length > 10 ? ` and ${titles.length - 10} more` : ''} are back as they were.`,
    },
    changes,
  };
}
