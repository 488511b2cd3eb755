export type { ToolContext, TodoToolDefinition, ToolRunResult } from './tool-definition';
export { modelTools, allTools, findTool, riskOfCall, needsApproval, type ModelToolName, type ToolName } from './registry';
export { describeRisk, riskLevels, riskOf, type RisingRisk, type ToolRisk } from './tool-risk';
export { executeTool, executeToolAudited, ToolExecutionError, type ExecuteOptions } from './execute-tool';
export { createAiTools, type AiToolsOptions } from './create-ai-tools';
export { listedTaskView, taskView, type ListedTaskView, type TaskView } from './task-view';
export { LISTED_BYTES_MAX, MAX_LISTED } from './list-tasks';
export { createCallBudget, type CallBudget, type CallLimits } from './call-budget';
