import { createDatabase, type TodoDatabase } from '@/lib/db';
import type { TodoContext } from '@/lib/todos';

/** A fresh, uniquely named database so tests never see each other's data. */
export function freshDb(): TodoDatabase {
  return createDatabase(`test-${crypto.randomUUID()}`);
}

/** A context whose clock is fixed at `iso` unless a test moves it. */
export function contextAt(iso: string, db: TodoDatabase = freshDb()): TodoContext & { clock: { now: Date } } {
  const clock = { now: new Date(iso) };
  return { db, now: () => clock.now, clock };
}
