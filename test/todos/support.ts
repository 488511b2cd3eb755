import type { TodoDatabase } from '@/lib/db';
import type { TodoContext } from '@/lib/todos';
import { freshDatabase } from '../support/database';

/** A fresh, uniquely named database so tests never see each other's data. */
export const freshDb = (): TodoDatabase => freshDatabase();

/** A context whose clock is fixed at `iso` unless a test moves it. */
export function contextAt(iso: string, db: TodoDatabase = freshDb()): TodoContext & { clock: { now: Date } } {
  const clock = { now: new Date(iso) };
  return { db, now: () => clock.now, clock };
}
