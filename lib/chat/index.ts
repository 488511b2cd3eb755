export { buildThread, endsUnanswered, type ThreadItem } from './build-thread';
export { outcomeOfStoredOutput, taskLinkOf, type TaskLinkView, type ToolCardState, type ToolOutcome } from './summarize-tool-output';
export { liveTurnReducer, idleTurn, type LiveTurn, type LiveItem, type LiveTurnAction } from './live-turn';
export { createMessageWindow, type MessageWindow, type MessageWindowState, type MessageWindowOptions } from './message-window';
export { createChatClient, loadChatSchemas, type ChatClient, type ChatClientOptions } from './chat-client';
export { createChatSession, chatSession, type ChatSession, type ChatClientFactory } from './chat-session';
export { foldToolActivity, needsAttention, type Folded, type ToolActivity } from './fold-tool-activity';
export { answeringAssistant, EXAMPLE_REQUESTS, offlineMayAnswer } from './first-open';
export { MARKDOWN_LIMITS, plainTextReason, type PlainTextReason } from './markdown-limits';
