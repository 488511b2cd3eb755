import { IMPORTED_TABLES, type ImportedTable, type ImportUndoPiece, type TodoDatabase } from '../db';

/** How many imports keep what "Undo import" needs; an older one's Activity entry says it is too old. */
export const UNDOABLE_IMPORTS = 3;
/** Keys per piece, and rows per piece (rows are larger). */
const KEYS_PER_PIECE = 10_000;
const ROWS_PER_PIECE = 500;
/** Pieces per bulkAdd (one transaction throughout). */
const PIECES_PER_ADD = 2;

type Row = Record<string, unknown>;
export type TableRows = Partial<Record<ImportedTable, readonly object[]>>;

/** What tells a row as an import wrote it from the same row changed since: when it was last changed, or made. */
export function stampOf(table: ImportedTable, row: object): string {
  const value = row as Row;
  const stamp = table === 'todos' || table === 'conversations' ? value.updatedAt : table === 'audit' ? value.at : value.createdAt;
  return typeof stamp === 'string' ? stamp : '';
}

export function keyOf(row: object): number | string {
  return (row as { id: number | string }).id;
}

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
};

/**
 * Keeps, inside the import's own transaction, what it wrote (keys with their
 * stamps) and what it replaced (the rows as they were), for "Undo import".
 * Only the newest few imports keep theirs; a Replace drops the records of the
 * imports before it (the data they name is gone).
 */
export async function recordImport(
  db: TodoDatabase,
  auditId: number,
  record: { written: TableRows; replaced: TableRows; settingsBefore?: Record<string, unknown> | undefined; dropEarlier?: boolean },
): Promise<void> {
  const pieces: Array<Omit<ImportUndoPiece, 'id'>> = [];
  for (const table of IMPORTED_TABLES) {
    const written = (record.written[table] ?? []).map((row) => [keyOf(row), stampOf(table, row)] as [number | string, string]);
    for (const part of chunks(written, KEYS_PER_PIECE)) pieces.push({ auditId, table, written: part });
    for (const part of chunks(record.replaced[table] ?? [], ROWS_PER_PIECE)) pieces.push({ auditId, table, replaced: part });
  }
  if (record.settingsBefore) pieces.push({ auditId, settingsBefore: record.settingsBefore });
  const kept = new Set<number>([auditId]);
  if (!record.dropEarlier) {
    const earlier = (await db.importUndo.orderBy('auditId').uniqueKeys()) as number[];
    for (const id of earlier.slice(-(UNDOABLE_IMPORTS - 1))) kept.add(id);
  }
  await db.importUndo
    .where('auditId')
    .noneOf([...kept])
    .delete();
  // A few pieces per bulkAdd: each is cloned on the caller's thread, and all of a large import's at once held the panel for a long task.
  for (const part of chunks(pieces, PIECES_PER_ADD)) await db.importUndo.bulkAdd(part as ImportUndoPiece[]);
}
