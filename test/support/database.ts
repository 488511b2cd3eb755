import { createDatabase, type TodoDatabase } from '@/lib/db';

/** A fresh, uniquely named database (fake-indexeddb), so tests never see each other's data. */
export function freshDatabase(prefix = 'test'): TodoDatabase {
  return createDatabase(`${prefix}-${crypto.randomUUID()}`);
}
