export { buildThread, endsUnanswered, type ThreadItem } from './build-thread';
export { summarizeValue, outcomeOfStoredOutput, type ToolCardState, type ToolOutcome } from './summarize-tool-output';
export { liveTurnReducer, idleTurn, type LiveTurn, type LiveItem, type LiveTurnAction } from './live-turn';
export { createMessageWindow, type MessageWindow, type MessageWindowState, type MessageWindowOptions } from './message-window';
