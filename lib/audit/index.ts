export { writeAudit } from './write-audit';
export { listAudit } from './list-audit';
export { summarizeAudit, toolLabel } from './summarize-audit';
export { formatAuditTime } from './format-audit-time';
export { isUndoableChange, undoneBy, findUndoOf, findByToolCall, latestUndoableChange } from './undo-log';
