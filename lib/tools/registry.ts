import type { RiskLevel } from '../db';
import { addTask } from './add-task';
import { completeTask } from './complete-task';
import { deleteTask } from './delete-task';
import { getTask } from './get-task';
import { listTasks } from './list-tasks';
import { reopenTask } from './reopen-task';
import type { TodoToolDefinition } from './tool-definition';
import { undoChange } from './undo-change';
import { undoLastChange } from './undo-last-change';
import { updateTask } from './update-task';

/** The tools offered to the model, in the order the system prompt lists them. */
export const modelTools: readonly TodoToolDefinition[] = [addTask, listTasks, getTask, updateTask, completeTask, deleteTask, undoLastChange];

/** Every tool that can be executed, including the ones only the UI uses. */
export const allTools: readonly TodoToolDefinition[] = [...modelTools, reopenTask, undoChange];

export function findTool(name: string): TodoToolDefinition | undefined {
  return allTools.find((tool) => tool.name === name);
}

/**
 * The risk of a concrete call. Input that does not parse is judged by what it
 * asks for (its fields as they came: a `title` in an update is a rename), so
 * invalid input never lowers the risk.
 */
export function riskOfCall(name: string, input: unknown): RiskLevel {
  const tool = findTool(name);
  if (!tool) return 'high';
  const parsed = tool.inputSchema.safeParse(input);
  if (parsed.success) return tool.riskOf(parsed.data);
  return tool.riskOf((typeof input === 'object' && input !== null ? input : {}) as never);
}

export function needsApproval(name: string, input: unknown): boolean {
  return riskOfCall(name, input) === 'high';
}
