import type { LanguageModel } from 'ai';
import type { Engine, TodoDatabase } from '../db';
import { writeAudit } from '../audit';
import { findTool, needsApproval, plainProblem, riskOfCall, type PlainProblem } from '../tools';

/**
 * The reason a call was refused before it ran, in plain words (one sentence)
 * with the technical detail apart: the tool's own schema says what is wrong
 * with the input.
 */
export function rejectedCall(toolName: string, input: unknown): PlainProblem {
  const tool = findTool(toolName);
  if (!tool) return { sentence: 'The assistant asked for an action that does not exist.', detail: `unknown tool "${toolName}"` };
  const parsed = tool.inputSchema.safeParse(input);
  if (parsed.success) return { sentence: 'The assistant sent a request that could not be read.', detail: `${toolName}: unreadable input` };
  const problem = plainProblem(parsed.error.issues);
  return { sentence: problem.sentence, detail: `${toolName}: ${problem.detail}` };
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
export async function auditModelFailure(db: TodoDatabase, entry: { conversationId: string; engine: Engine; model?: string; error: string; at: Date }): Promise<void> {
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
