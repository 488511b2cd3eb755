import type { z } from 'zod';
import type { Engine, Todo } from '../db';
import type { ApprovalWords } from './approval-words';
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

/** An action said of one task: "Assistant deleted “Buy milk”", "could not delete “Buy milk”". */
export interface ActionVerbs {
  done: string;
  todo: string;
}

/**
 * A todo tool, everything every layer asks of it in one place: its name, what
 * the model reads, its input schema, its risk, what it does, and the words a
 * person reads about it (Activity, the chat's activity line, the approval
 * card). `label` is required, so a tool without words fails to compile.
 */
export interface TodoToolDefinition<S extends z.ZodType = z.ZodType, N extends string = string> {
  name: N;
  /** The action's name, as a person reads it: "Delete task" (Activity's Record line, the chat's activity line). */
  label: string;
  /** Said of the one task the call is about in Activity's sentence; a function when it depends on the input. Omitted: Activity says what the tool said. */
  verbs?: ActionVerbs | ((input: unknown) => ActionVerbs | undefined);
  /** A tool that only reads: its entries are lookups (hidden in Activity unless asked for, folded in the chat). */
  lookup?: true;
  /** The approval card's words, for a tool that can need approval (lib/agent/pending-approval.ts reads them). */
  approval?: ApprovalWords;
  /** The tool never reads nor writes a task's rule: a call does not load the rules of repeating tasks (a reminder shown, a memory). */
  withoutRecurrence?: true;
  description: string;
  inputSchema: S;
  /** Stated once: the approval check, the audit and the system prompt read it (see tool-risk.ts). */
  risk: ToolRisk<z.output<S>>;
  run: (ctx: ToolContext, input: z.output<S>) => Promise<ToolRunResult>;
}

export function defineTodoTool<S extends z.ZodType, const N extends string>(definition: TodoToolDefinition<S, N>): TodoToolDefinition<S, N> {
  return definition;
}
