import { storageFailedText, type AuditEntry, type RiskLevel } from '../db';
import { writeAudit } from '../audit';
import { InvalidTodoInputError, loadRecurrence, RecurrenceUnavailable, TodoError, nowOf } from '../todos';
import { findTool, riskOfCall } from './registry';
import { notifyTasksChanged } from './task-change-listeners';
import type { TaskChangeRecord, ToolContext } from './tool-definition';
import { ToolExecutionError } from './tool-error';
import { createLogger, errorMessage } from '../util';

const log = createLogger('tools');

export interface ExecuteOptions {
  toolCallId?: string;
  /** Set when the call ran after the user approved it in the panel. */
  approval?: AuditEntry['approval'];
  /** Set when the call must not run (past a cap): it is audited as an error with this message and never runs. */
  refusal?: string;
}

/** The input as plain JSON data, so an odd value (a function, a cycle) can never block the audit write. */
function storableInput(input: unknown): unknown {
  try {
    return input === undefined ? null : (JSON.parse(JSON.stringify(input)) as unknown);
  } catch {
    return String(input);
  }
}

/**
 * The approval recorded when the caller passes none: a person acting in the
 * panel or quick-add needs no approval; a model's high-risk call did need one,
 * and the entry shows that no decision came with it.
 */
function defaultApproval(ctx: ToolContext, risk: RiskLevel): NonNullable<AuditEntry['approval']> {
  const byPerson = ctx.engine === 'manual' || ctx.engine === 'quick-add' || ctx.engine === 'reminder' || ctx.engine === 'sync';
  return { required: risk === 'high' && !byPerson };
}

const changeFields = (change: TaskChangeRecord) => ({
  ...(change.before ? { before: change.before } : {}),
  ...(change.after ? { after: change.after } : {}),
  ...(change.created ? { created: change.created } : {}),
  ...(change.undoOf !== undefined ? { undoOf: change.undoOf } : {}),
});

/**
 * One audit entry per task a call changed, numbered one after the other in
 * this transaction and marked as one group, so Activity shows each task and
 * one Undo brings them all back. Returns the first entry's id.
 */
async function writeGroup(ctx: ToolContext, base: Omit<AuditEntry, 'id' | 'status'>, output: unknown, changes: readonly TaskChangeRecord[]): Promise<number> {
  if (changes.length === 0) return writeAudit(ctx.db, { ...base, status: 'ok', output });
  const first = await writeAudit(ctx.db, { ...base, status: 'ok', output, ...changeFields(changes[0]!) });
  const group = { first, size: changes.length };
  await ctx.db.audit.update(first, { group });
  for (const [index, change] of changes.slice(1).entries()) {
    const id = await writeAudit(ctx.db, { ...base, status: 'ok', output, ...changeFields(change), group });
    if (id !== first + index + 1) throw new Error('The audit entries of one call must be consecutive');
  }
  return first;
}

/**
 * Runs one tool with validated input. The change and its audit entry are
 * written in one transaction; a failed or refused call changes nothing and
 * is audited as an error, then rethrown with a message for the user.
 */
export async function executeTool(ctx: ToolContext, name: string, rawInput: unknown, options: ExecuteOptions = {}): Promise<unknown> {
  return (await executeToolAudited(ctx, name, rawInput, options)).output;
}

/** The audit entry of a call with this id that already ran in this conversation, if any. */
function ranBefore(ctx: ToolContext, toolCallId: string | undefined): Promise<AuditEntry | undefined> {
  if (!toolCallId || !ctx.conversationId) return Promise.resolve(undefined);
  const conversationId = ctx.conversationId;
  return ctx.db.audit
    .where('toolCallId')
    .equals(toolCallId)
    .filter((entry) => entry.conversationId === conversationId && entry.status === 'ok')
    .first();
}

/** `executeTool`, also giving the id of the call's audit entry (what the Tasks view's Undo reverses). */
export async function executeToolAudited(ctx: ToolContext, name: string, rawInput: unknown, options: ExecuteOptions = {}): Promise<{ output: unknown; auditId: number }> {
  const tool = findTool(name);
  const risk = riskOfCall(name, rawInput);
  const base = {
    at: nowOf(ctx).toISOString(),
    ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}),
    toolName: name,
    ...(options.toolCallId ? { toolCallId: options.toolCallId } : {}),
    input: storableInput(rawInput),
    risk,
    approval: options.approval ?? defaultApproval(ctx, risk),
    engine: ctx.engine,
  } satisfies Partial<AuditEntry>;

  try {
    if (options.refusal) throw new ToolExecutionError(options.refusal, 'refused');
    if (!tool) throw new ToolExecutionError(`Unknown tool "${name}"`, 'unknown_tool');
    // Loaded before the transaction (waiting on a script inside it would end it): the task tools read
    // and write repeating tasks, and the background loads their rules on its first such call.
    if (!tool.withoutRecurrence) await loadRecurrence();
    const parsed = tool.inputSchema.safeParse(rawInput);
    if (!parsed.success) throw InvalidTodoInputError.fromZod(parsed.error);
    const { db } = ctx;
    const done = await db.transaction('rw', [db.todos, db.audit, db.memories, db.memoryRevision, db.syncOutbox, db.syncAccount], async () => {
      // The same call again (a turn cut off after the change, before its step was saved, then retried): it ran once, its result stands.
      const earlier = await ranBefore(ctx, options.toolCallId);
      if (earlier) return { output: earlier.output, auditId: earlier.id, changed: false };
      const result = await tool.run(ctx, parsed.data);
      const output = result.auditOutput ?? result.output;
      if (result.changes) {
        const auditId = await writeGroup(ctx, base, output, result.changes);
        return { output: result.output, auditId, changed: result.changes.length > 0 };
      }
      const auditId = await writeAudit(db, { ...base, status: 'ok', output, ...changeFields(result) });
      return { output: result.output, auditId, changed: Boolean(result.before ?? result.after ?? result.created) };
    });
    // After the commit: reminders and the badge follow the saved data.
    if (done.changed) notifyTasksChanged();
    return { output: done.output, auditId: done.auditId };
  } catch (error) {
    // A write the browser refused (a full disk) is said as the plain sentence naming the storage, to the model and
    // to the person reading the chat, never as the browser's error name; the browser's error stays as the cause.
    const storage = storageFailedText(error);
    const message = storage ?? errorMessage(error);
    try {
      await writeAudit(ctx.db, { ...base, status: 'error', error: message });
    } catch (auditError) {
      // The original failure matters more to the caller than the failed record of it.
      log.error('could not write the audit entry of a failed tool call', auditError);
    }
    if (error instanceof TodoError || error instanceof ToolExecutionError) throw new ToolExecutionError(message, error.code);
    if (error instanceof RecurrenceUnavailable) throw new ToolExecutionError(message, 'unavailable', { cause: error });
    if (storage) throw new ToolExecutionError(storage, 'storage', { cause: error });
    throw error;
  }
}
