export { boundAuditEntry, writeAudit } from './write-audit';
export { listAudit } from './list-audit';
export { summarizeAudit, toolLabel } from './summarize-audit';
export { formatAuditTime } from './format-audit-time';
export { AUDIT_FIELD_MAX_BYTES, boundText, boundValue, isCutValue, jsonByteLength, type CutValue } from './bound-value';
