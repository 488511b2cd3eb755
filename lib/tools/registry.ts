import type { z } from 'zod';
import { DATA_ACTIONS, isDataAction } from '../audit';
import type { AuditEntry, RiskLevel } from '../db';
import { isRecord } from '../util';
import { addTask } from './add-task';
import { describeWith, summarizeWith, type EntryWords } from './audit-words';
import { changeTasks } from './change-tasks';
import { completeTask } from './complete-task';
import { deleteTask } from './delete-task';
import { forgetMemory } from './forget-memory';
import { getTask } from './get-task';
import { listTasks } from './list-tasks';
import { remember } from './remember';
import { reopenTask } from './reopen-task';
import { showReminder, snoozeReminder } from './reminder-tools';
import { skipOccurrence } from './skip-occurrence';
import { syncAdd, syncChange, syncComplete, syncDelete } from './sync-tools';
import type { TodoToolDefinition } from './tool-definition';
import { riskOf } from './tool-risk';
import { undoChangeTool } from './undo-change';
import { undoLastChangeTool } from './undo-last-change';
import { updateTask } from './update-task';

// The undo tools say what they undid in the reversed entry's words: they are given the registry's summarizer.
const undoChange = undoChangeTool((entry) => summarizeAudit(entry));
const undoLastChange = undoLastChangeTool((entry) => summarizeAudit(entry));

const MODEL_TOOLS = [addTask, listTasks, getTask, updateTask, completeTask, reopenTask, skipOccurrence, deleteTask, changeTasks, undoLastChange, remember, forgetMemory] as const;
const ALL_TOOLS = [...MODEL_TOOLS, undoChange, showReminder, snoozeReminder, syncAdd, syncChange, syncComplete, syncDelete] as const;

/** The name of a tool the model may call. */
export type ModelToolName = (typeof MODEL_TOOLS)[number]['name'];
/** The name of any tool, the ones only the panel uses included. */
export type ToolName = (typeof ALL_TOOLS)[number]['name'];

/** The tools offered to the model, in the order the system prompt lists them. */
export const modelTools: readonly TodoToolDefinition<z.ZodType, ModelToolName>[] = MODEL_TOOLS;

/** Every tool that can be executed, including the ones only the UI uses. */
export const allTools: readonly TodoToolDefinition<z.ZodType, ToolName>[] = ALL_TOOLS;

export function findTool(name: string): TodoToolDefinition<z.ZodType, ToolName> | undefined {
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
  const fields = parsed.success ? parsed.data : input;
  return riskOf(tool.risk, isRecord(fields) ? fields : {});
}

export function needsApproval(name: string, input: unknown): boolean {
  return riskOfCall(name, input) === 'high';
}

/** The words of an audited action: a tool's definition, or a data action's label. */
function wordsOf(name: string): EntryWords | undefined {
  return findTool(name) ?? (isDataAction(name) ? { label: DATA_ACTIONS[name] } : undefined);
}

// The chat's first paint reads labels and lookups from this light module, not from the definitions.
export { LOOKUP_TOOL_NAMES, toolLabel } from './tool-labels';

/** Activity's Record line: the tool's own confirmation ("Created task #3: Buy milk"), what it found, or why it did not run. */
export const summarizeAudit = (entry: AuditEntry): string => summarizeWith(wordsOf, entry);

/** Activity's sentence, with who acted: "You deleted “Buy milk”". */
export const describeAudit = (entry: AuditEntry): string => describeWith(wordsOf, entry);
