import type { TodoDatabase } from '../db';
import type { TableName } from './export-format';

export type RowCounts = Record<TableName, number>;

/** How many rows each exported table holds in this browser. */
export async function countRows(db: TodoDatabase): Promise<RowCounts> {
  const [tasks, conversations, messages, audit, approvals, memories] = await Promise.all([
    db.todos.count(),
    db.conversations.count(),
    db.messages.count(),
    db.audit.count(),
    db.approvals.count(),
    db.memories.count(),
  ]);
  return { tasks, conversations, messages, audit, approvals, memories };
}

/** "12 tasks, 3 conversations and 40 messages"; tables with none are left out. */
export function describeCounts(counts: Partial<RowCounts>): string {
  const words: Record<TableName, [string, string]> = {
    tasks: ['task', 'tasks'],
    conversations: ['conversation', 'conversations'],
    messages: ['message', 'messages'],
    audit: ['activity entry', 'activity entries'],
    approvals: ['approval', 'approvals'],
    memories: ['memory', 'memories'],
  };
  const parts = (Object.keys(words) as TableName[])
    .filter((table) => (counts[table] ?? 0) > 0)
    .map((table) => {
      const count = counts[table] ?? 0;
      return `${count.toLocaleString('en')} ${words[table][count === 1 ? 0 : 1]}`;
    });
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}
