export type { ToolContext, TodoToolDefinition, ToolRunResult } from './tool-definition';
export { modelTools, allTools, findTool, riskOfCall, needsApproval, type ModelToolName, type ToolName } from './registry';
export { describeRisk, riskLevels, riskOf, type RisingRisk, type ToolRisk } from './tool-risk';
export { executeTool, executeToolAudited, ToolExecutionError, type ExecuteOptions } from './execute-tool';
export { createAiTools, type AiToolsOptions } from './create-ai-tools';
export { taskView, type TaskView } from './task-view';
export { createCallBudget, type CallBudget, type CallLimits } from './call-budget';
