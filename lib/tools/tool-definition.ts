import type { z } from 'zod';
import type { Engine, Todo } from '../db';
import type { TodoContext } from '../todos';
import type { ToolRisk } from './tool-risk';

/** What a tool runs with. The tool layer, not the model, supplies these. */
export interface ToolContext extends TodoContext {
  engine: Engine;
  conversationId?: string;
  /** Long-term memory for this call: whether it is on (default on), and the secrets a memory must never hold (the API key). */
  memory?: { enabled: boolean; secrets: readonly string[] };
  /**
   * The page this call may be about (a menu's page, quick-add's page, the tab
   * a turn refers to): a task linked to it is saved with its title as the link's text.
   */
  page?: { url: string; title?: string };
}

export interface ToolRunResult {
  /** What goes back to the model and is kept in the conversation: compact, a few KB at most. */
  output: unknown;
  /**
   * What the audit log keeps of the output when not all of it: a read-only
   * tool records what it found (a count, the ids), not the tasks' contents.
   */
  auditOutput?: unknown;
  before?: Todo;
  after?: Todo;
  /** A second task the call created (the next occurrence of a completed repeating task); audited so undo removes it. */
  created?: Todo;
  /** Set by an undo: the audit entry whose change it reversed. */
  undoOf?: number;
  /** A call that changed several tasks: one audit entry each, grouped, undone together (before/after/created/undoOf above are then unused). */
  changes?: readonly TaskChangeRecord[];
}

/** One task's change within a call that changed several. */
export interface TaskChangeRecord {
  before?: Todo;
  after?: Todo;
  created?: Todo;
  undoOf?: number;
}

/** A todo tool: a name, a zod input schema, its risk and what it does. */
export interface TodoToolDefinition<S extends z.ZodType = z.ZodType, N extends string = string> {
  name: N;
  description: string;
  inputSchema: S;
  /** Stated once: the approval check, the audit and the system prompt read it (see tool-risk.ts). */
  risk: ToolRisk<z.output<S>>;
  run: (ctx: ToolContext, input: z.output<S>) => Promise<ToolRunResult>;
}

export function defineTodoTool<S extends z.ZodType, const N extends string>(definition: TodoToolDefinition<S, N>): TodoToolDefinition<S, N> {
  return definition;
}
