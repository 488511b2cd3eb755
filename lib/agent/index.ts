export type { AgentDeps, Emit, ModelTier } from './types';
export { runTurn, retryTurn } from './run-turn';
export { answerApproval } from './answer-approval';
export { expireApprovals } from './expire-approvals';
export { pendingApproval, pendingApprovals, type PendingApprovalView, type ApprovalChange } from './pending-approval';
export { buildSystemPrompt, type PromptTool, type SystemPromptInput } from './build-system-prompt';
export { formatLocalDateTime } from '../time/zoned-time';
export { parsePlainAnswer, typedAnswer } from './plain-answer';
export { memoryUpkeepSettled } from './memory-upkeep';
