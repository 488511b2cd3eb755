import type { ImportProgress } from './apply-import';
import type { TableName } from './export-format';

const NAMES: Record<TableName, string> = {
  tasks: 'tasks',
  conversations: 'conversations',
  messages: 'messages',
  audit: 'activity entries',
  approvals: 'approvals',
  memories: 'memories',
};

/** "tasks 10,000 of 10,000 · messages 45,000 of 100,000 · …": the tables the file has rows for. */
export function describeImportProgress(progress: ImportProgress): string {
  return (Object.keys(NAMES) as TableName[])
    .filter((table) => progress.total[table] > 0)
    .map((table) => `${NAMES[table]} ${progress.written[table].toLocaleString('en')} of ${progress.total[table].toLocaleString('en')}`)
    .join(' · ');
}
