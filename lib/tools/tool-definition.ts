import type { z } from 'zod';
import type { Engine, RiskLevel, Todo } from '../db';
import type { TodoContext } from '../todos';

/** What a tool runs with. The tool layer, not the model, supplies these. */
export interface ToolContext extends TodoContext {
  engine: Engine;
  conversationId?: string;
}

export interface ToolRunResult {
  /** What goes back to the model (and is stored in the audit log). */
  output: unknown;
  before?: Todo;
  after?: Todo;
  /** Set by an undo: the audit entry whose change it reversed. */
  undoOf?: number;
}

/** A todo tool: a name, a zod input schema, a risk level and what it does. */
export interface TodoToolDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  inputSchema: S;
  /** The risk shown in the system prompt, e.g. "medium; high when the title changes". */
  riskLabel: string;
  /**
   * The risk of one concrete call. Also asked about input that failed
   * validation, with its fields unchecked: read only what decides the risk.
   */
  riskOf: (input: z.output<S>) => RiskLevel;
  run: (ctx: ToolContext, input: z.output<S>) => Promise<ToolRunResult>;
}

export function defineTodoTool<S extends z.ZodType>(definition: TodoToolDefinition<S>): TodoToolDefinition<S> {
  return definition;
}
