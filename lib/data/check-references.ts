import type { ExportFile, TableName } from './export-format';
import { describePath, type ImportProblem, NOTHING_CHANGED } from './import-problem';

function duplicateId(file: ExportFile, table: TableName): ImportProblem | undefined {
  const seen = new Set<unknown>();
  const list: ReadonlyArray<{ id: unknown }> = file[table];
  for (const [index, row] of list.entries()) {
    if (seen.has(row.id)) {
      return { message: `${capital(describePath([table, index, 'id'], row.id))} repeats an id used by an earlier row.`, next: NOTHING_CHANGED };
    }
    seen.add(row.id);
  }
  return undefined;
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * What a schema cannot see row by row: ids used twice in one table, and
 * messages or approvals of a conversation the file does not hold.
 */
export function checkReferences(file: ExportFile): ImportProblem | undefined {
  for (const table of ['tasks', 'conversations', 'messages', 'audit', 'approvals', 'memories'] as const) {
    const problem = duplicateId(file, table);
    if (problem) return problem;
  }
  const conversations = new Set(file.conversations.map((conversation) => conversation.id));
  for (const table of ['messages', 'approvals'] as const) {
    const list = file[table];
    for (const [index, row] of list.entries()) {
      if (!conversations.has(row.conversationId)) {
        return { message: `${capital(describePath([table, index, 'conversationId'], row.id))} names a conversation the file does not hold.`, next: NOTHING_CHANGED };
      }
    }
  }
  return undefined;
}
