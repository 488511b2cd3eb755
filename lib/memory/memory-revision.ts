import type { TodoDatabase } from '../db';

const ROW = 1;

/** The memories' revision: raised by every change, read in one key lookup. */
export async function memoryRevision(db: TodoDatabase): Promise<number> {
  return (await db.memoryRevision.get(ROW))?.revision ?? 0;
}

/** Raises the revision, in the caller's transaction when there is one (it must include `memoryRevision`). */
export async function bumpMemoryRevision(db: TodoDatabase): Promise<void> {
  await db.transaction('rw', db.memoryRevision, async () => {
    await db.memoryRevision.put({ id: ROW, revision: (await memoryRevision(db)) + 1 });
  });
}
