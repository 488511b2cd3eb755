import type { Memory, TodoDatabase } from '../db';
import { lexicalIndexOf } from './memory-index';
import { newestMemories } from './memory-store';

/** What Settings → Memory lists: the newest memories, or the best matches for the words typed, at most `limit`. */
export async function listMemories(db: TodoDatabase, query: string, limit: number): Promise<Memory[]> {
  if (!query.trim()) return newestMemories(db, limit);
  const ids = (await lexicalIndexOf(db)).search(query, limit);
  const rows = await db.memories.bulkGet(ids);
  return rows.filter((row): row is Memory => row !== undefined);
}
