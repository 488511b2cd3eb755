export { boundAuditEntry, writeAudit } from './write-audit';
export { AUDIT_PAGE_SIZE, listAuditPage, listAuditToolNames, type AuditFilter, type AuditPage, type AuditPageQuery } from './list-audit';
export { ACTORS, ASSISTANT_ENGINES, enginesOf, type ActorId } from './actors';
export { actorName, describeAudit, isLookup, LOOKUP_TOOL_NAMES, summarizeAudit, toolLabel } from './summarize-audit';
export { formatAuditTime } from './format-audit-time';
export { isUndoableChange, undoneBy, findUndoOf, findByToolCall, latestPanelChange, latestUndoableChange } from './undo-log';
export { AUDIT_FIELD_MAX_BYTES, boundText, boundValue, isCutValue, jsonByteLength, type CutValue } from './bound-value';
export { previewJson, PREVIEW_JSON_MAX_CHARS } from './preview-json';
