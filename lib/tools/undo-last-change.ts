import { z } from 'zod';
import { latestUndoableChange } from '../audit';
import { ToolExecutionError } from './tool-error';
import { defineTodoTool } from './tool-definition';
import { undoAuditEntry, type SummarizeEntry } from './undo-entry';

export const NOTHING_TO_UNDO = 'There is no change in this conversation left to undo.';

/**
 * The model's undo: exactly one change, the newest of this conversation not
 * undone yet. The conversation comes from the tool layer, never from the
 * model, so it cannot reach another conversation's changes. An undo is not
 * itself a candidate (no redo): asking again undoes the change before.
 */
export const undoLastChangeTool = (summarize: SummarizeEntry) =>
  defineTodoTool({
    name: 'undo_last_change',
    label: 'Undo last change',
    description: 'Undo the most recent change made in this conversation; call again to undo the one before.',
    inputSchema: z.object({}),
    risk: 'medium',
    async run(ctx) {
      const entry = ctx.conversationId ? await latestUndoableChange(ctx.db, ctx.conversationId) : undefined;
      if (!entry) throw new ToolExecutionError(NOTHING_TO_UNDO, 'nothing_to_undo');
      return undoAuditEntry(ctx, entry, summarize);
    },
  });
