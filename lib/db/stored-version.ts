import { DB_NAME } from './schema';

/**
 * The schema version the browser holds for a database (Dexie's number: the
 * browser stores ten times it), or undefined where the browser cannot say
 * (no database yet, or no `indexedDB.databases()`). Read before or while the
 * database opens, it tells an upgrade (stored < declared) from a slow open.
 */
export async function storedVersion(name: string = DB_NAME): Promise<number | undefined> {
  try {
    const found = (await indexedDB.databases()).find((database) => database.name === name);
    return found?.version === undefined ? undefined : found.version / 10;
  } catch {
    return undefined;
  }
}
