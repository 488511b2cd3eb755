import type { AuditEntry } from '../db';
import { writeAudit } from '../audit';
import { InvalidTodoInputError, TodoError } from '../todos';
import { findTool, riskOfCall } from './registry';
import type { ToolContext } from './tool-definition';

export interface ExecuteOptions {
  toolCallId?: string;
  /** Set when the call ran after the user approved it in the panel. */
  approval?: AuditEntry['approval'];
}

/** An error a tool reports to the model or the user as a plain sentence. */
export class ToolExecutionError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'ToolExecutionError';
  }
}

/**
 * Runs one tool with validated input. The change and its audit entry are
 * written in one transaction; a failed call changes nothing and is audited
 * as an error, then rethrown with a message for the user.
 */
export async function executeTool(ctx: ToolContext, name: string, rawInput: unknown, options: ExecuteOptions = {}) {
  const tool = findTool(name);
  const base = {
    at: (ctx.now ? ctx.now() : new Date()).toISOString(),
    ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}),
    toolName: name,
    ...(options.toolCallId ? { toolCallId: options.toolCallId } : {}),
    input: rawInput,
    risk: riskOfCall(name, rawInput),
    ...(options.approval ? { approval: options.approval } : {}),
    engine: ctx.engine,
  } satisfies Partial<AuditEntry>;

  try {
    if (!tool) throw new ToolExecutionError(`Unknown tool "${name}"`, 'unknown_tool');
    const parsed = tool.inputSchema.safeParse(rawInput);
    if (!parsed.success) throw InvalidTodoInputError.fromZod(parsed.error);
    const { db } = ctx;
    return await db.transaction('rw', db.todos, db.audit, async () => {
      const result = await tool.run(ctx, parsed.data);
      await writeAudit(db, {
        ...base,
        status: 'ok',
        output: result.output,
        ...(result.before ? { before: result.before } : {}),
        ...(result.after ? { after: result.after } : {}),
      });
      return result.output;
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeAudit(ctx.db, { ...base, status: 'error', error: message });
    if (error instanceof TodoError || error instanceof ToolExecutionError) {
      throw new ToolExecutionError(message, error instanceof TodoError ? error.code : error.code);
    }
    throw error;
  }
}
