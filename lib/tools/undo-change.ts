import { z } from 'zod';
import { ToolExecutionError } from './tool-error';
import { defineTodoTool } from './tool-definition';
import { undoAuditEntry, type SummarizeEntry } from './undo-entry';

const auditIdSchema = z.coerce
  .number({ error: 'The activity entry id must be a number, like 12' })
  .int('The activity entry id must be a whole number, like 12')
  .positive('The activity entry id must be a positive number, like 12');

/** The panel's Undo (Activity, a chat tool card, the Tasks view's notice): one audited change, by its entry id. Not offered to the model. */
export const undoChangeTool = (summarize: SummarizeEntry) =>
  defineTodoTool({
    name: 'undo_change',
    label: 'Undo',
    description: 'Undo one recorded change, by the id of its Activity entry: the task goes back to how it was before that change.',
    inputSchema: z.object({ audit_id: auditIdSchema }),
    risk: 'medium',
    async run(ctx, input) {
      const entry = await ctx.db.audit.get(input.audit_id);
      if (!entry) throw new ToolExecutionError('That change is no longer in Activity, so there is nothing to undo.', 'not_found');
      return undoAuditEntry(ctx, entry, summarize);
    },
  });
