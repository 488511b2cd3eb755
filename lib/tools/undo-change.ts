import { z } from 'zod';
import { ToolExecutionError } from './execute-tool';
import { defineTodoTool } from './tool-definition';
import { undoAuditEntry } from './undo-entry';

const auditIdSchema = z.coerce
  .number({ error: 'The activity entry id must be a number, like 12' })
  .int('The activity entry id must be a whole number, like 12')
  .positive('The activity entry id must be a positive number, like 12');

/** The panel's Undo (Activity, a chat tool card, the Tasks view's notice): one audited change, by its entry id. Not offered to the model. */
export const undoChange = defineTodoTool({
  name: 'undo_change',
  description: 'Undo one recorded change, by the id of its Activity entry: the task goes back to how it was before that change.',
  inputSchema: z.object({ audit_id: auditIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const entry = await ctx.db.audit.get(input.audit_id);
    if (!entry) throw new ToolExecutionError('That change is no longer in Activity, so there is nothing to undo.', 'not_found');
    return undoAuditEntry(ctx, entry);
  },
});
