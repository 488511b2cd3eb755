import type { DBCore } from 'dexie';
import type { TodoDatabase } from '@/lib/db';

/** The disk of a test: full until `free()` is called (or from `fill()` on, when created empty). */
export interface FullDisk {
  /** Space is freed: writes to the table go through again. */
  free: () => void;
  /** The disk fills (again): writes to the table fail from now on. */
  fill: () => void;
}

/**
 * Makes every write to one table fail inside Dexie, the way the browser
 * refuses it (QuotaExceededError when the disk is full): the write's
 * transaction aborts and nothing of it is kept. `options.full: false` starts
 * with space left, for a disk that fills in the middle of something.
 * Call it before the database opens: Dexie builds its middleware stack on open.
 */
export function failWrites(db: TodoDatabase, table: string, errorName = 'QuotaExceededError', options: { full?: boolean } = {}): FullDisk {
  let full = options.full ?? true;
  db.use({
    stack: 'dbcore',
    name: `fail-writes-${table}`,
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table) return inner;
        return {
          ...inner,
          mutate: (request) => (full ? Promise.reject(new DOMException('The browser refused the write.', errorName)) : inner.mutate(request)),
        };
      },
    }),
  });
  return { free: () => (full = false), fill: () => (full = true) };
}
