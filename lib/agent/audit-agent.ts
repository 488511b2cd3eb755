import type { LanguageModel } from 'ai';
import type { Engine, TodoDatabase } from '../db';
import { writeAudit } from '../audit';
import { findTool, needsApproval, riskOfCall } from '../tools';

/**
 * The reason a call was refused before it ran, in plain words: the tool's
 * own schema says what is wrong with the input.
 */
export function rejectedCallMessage(toolName: string, input: unknown): string {
  const tool = findTool(toolName);
  if (!tool) return `There is no tool named "${toolName}".`;
  const parsed = tool.inputSchema.safeParse(input);
  if (parsed.success) return `The input for ${toolName} could not be read.`;
  const issues = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  return `Invalid input for ${toolName}: ${[...new Set(issues)].join('; ')}`;
}

/** Audits a tool call the SDK refused before it ran (invalid input, unknown tool): nothing was written. */
export async function auditRejectedCall(
  db: TodoDatabase,
  entry: { conversationId: string; toolName: string; toolCallId: string; input: unknown; error: string; engine: Engine; at: Date },
): Promise<void> {
  await writeAudit(db, {
    at: entry.at.toISOString(),
    conversationId: entry.conversationId,
    toolName: entry.toolName,
    toolCallId: entry.toolCallId,
    input: entry.input,
    risk: riskOfCall(entry.toolName, entry.input),
    approval: { required: needsApproval(entry.toolName, entry.input) },
    status: 'error',
    error: entry.error,
    engine: entry.engine,
  });
}

export function modelIdOf(model: LanguageModel): string {
  return typeof model === 'string' ? model : model.modelId;
}

/** A model failure in the Activity view: which tier, which model, and the sentence the user saw. */
export async function auditModelFailure(
  db: TodoDatabase,
  entry: { conversationId: string; engine: Engine; model?: string; error: string; at: Date },
): Promise<void> {
  await writeAudit(db, {
    at: entry.at.toISOString(),
    conversationId: entry.conversationId,
    toolName: 'model',
    input: { engine: entry.engine, ...(entry.model ? { model: entry.model } : {}) },
    risk: 'low',
    status: 'error',
    error: entry.error,
    engine: entry.engine,
  });
}
