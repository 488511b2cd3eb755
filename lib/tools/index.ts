export type { ActionVerbs, ToolContext, TodoToolDefinition, ToolRunResult } from './tool-definition';
export {
  modelTools,
  allTools,
  findTool,
  riskOfCall,
  needsApproval,
  toolLabel,
  summarizeAudit,
  describeAudit,
  LOOKUP_TOOL_NAMES,
  type ModelToolName,
  type ToolName,
} from './registry';
export { DEFAULT_TASK_CARD, taskCard } from './approval-card';
export type { ApprovalCard, ApprovalChange, ApprovalWords, TaskCardWords } from './approval-words';
export { taskIdOfInput } from './task-id-of-input';
export { describeRisk, riskLevels, riskOf, type RisingRisk, type ToolRisk } from './tool-risk';
export { executeTool, executeToolAudited, type ExecuteOptions } from './execute-tool';
export { ToolExecutionError } from './tool-error';
export { createAiTools, NOT_APPROVED, type AiToolsOptions, type GivenApproval } from './create-ai-tools';
export { listedTaskView, taskView, type ListedTaskView, type TaskView } from './task-view';
export { LISTED_BYTES_MAX, MAX_LISTED } from './list-tasks';
export { createCallBudget, type CallBudget, type CallLimits } from './call-budget';
// createTaskActions is not here: it loads the tools on first use (a dynamic import), which would
// wrap the tools in background.js for nothing; the panel imports './task-actions' directly.
export type { ActionResult, TaskActions, UndoResult } from './task-actions';
export { summarizeValue } from './summarize-value';
export { plainProblem, type PlainProblem } from '../todos';
export { notifyTasksChanged, onTasksChanged } from './task-change-listeners';
export { memoryToForget } from './forget-memory-card';
export { MEMORY_OFF } from './remember';
export { describeOutcome, withoutIdsAndIso, type OutcomeOptions } from './describe-outcome';
export { changeTasksInputSchema, listedTitles, tasksToChange, type ChangeTasksInput } from './change-tasks';
export { syncedFieldsSchema, taskOfUid } from './sync-tools';
