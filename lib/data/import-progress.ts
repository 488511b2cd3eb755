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

const count = (value: number) => value.toLocaleString('en');

/**
 * "messages: 40,000 of 98,461 (60,300 of 210,300 rows in all)": the kind of
 * row being written now (the first the file has rows for that is not done
 * yet, or the last one once all are), then all rows together.
 */
export function describeImportProgress(progress: ImportProgress): string {
  const tables = (Object.keys(NAMES) as TableName[]).filter((table) => progress.total[table] > 0);
  const current = tables.find((table) => progress.written[table] < progress.total[table]) ?? tables.at(-1);
  if (current === undefined) return 'nothing to write';
  const sum = (counts: ImportProgress['written']) => tables.reduce((all, table) => all + counts[table], 0);
  return `${NAMES[current]}: ${count(progress.written[current])} of ${count(progress.total[current])} (${count(sum(progress.written))} of ${count(sum(progress.total))} rows in all)`;
}
