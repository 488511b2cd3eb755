import type { MemoryRevision, TodoDatabase } from '../db';

const ROW = 1;

/**
 * What a change did to the memories: only added new ones (`added`), only
 * changed their vectors (`vectors`), or anything else (`other`: deleted,
 * rewrote, replaced). A cache of the memories' text can take in an addition
 * by reading the new rows alone; after any other change it rebuilds.
 */
export type MemoryChange = 'added' | 'vectors' | 'other';

/** The memories' revision: raised by every change, read in one key lookup. */
export async function memoryRevision(db: TodoDatabase): Promise<number> {
  return (await memoryRevisionRow(db)).revision;
}

/**
 * The revision, and the revision of the last change that was more than an
 * addition or new vectors (`textChangedAt`): a text index built at that
 * revision or later is current once the memories added since are in it.
 */
export async function memoryRevisionRow(db: TodoDatabase): Promise<{ revision: number; textChangedAt: number }> {
  const row = await db.memoryRevision.get(ROW);
  const revision = row?.revision ?? 0;
  // A row written before textChangedAt existed: nothing is known of the changes up to its revision.
  return { revision, textChangedAt: row?.textChangedAt ?? revision };
}

/** Raises the revision, in the caller's transaction when there is one (it must include `memoryRevision`). */
export async function bumpMemoryRevision(db: TodoDatabase, change: MemoryChange = 'other'): Promise<void> {
  await db.transaction('rw', db.memoryRevision, async () => {
    const { revision, textChangedAt } = await memoryRevisionRow(db);
    const next: MemoryRevision = { id: ROW, revision: revision + 1, textChangedAt: change === 'other' ? revision + 1 : textChangedAt };
    await db.memoryRevision.put(next);
  });
}
