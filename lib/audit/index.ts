export { writeAudit } from './write-audit';
export { listAudit } from './list-audit';
