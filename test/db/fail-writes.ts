import type { DBCore } from 'dexie';
import type { TodoDatabase } from '@/lib/db';

/**
 * Makes every write to one table fail inside Dexie, the way the browser
 * refuses it (QuotaExceededError when the disk is full): the write's
 * transaction aborts and nothing of it is kept.
 */
export function failWrites(db: TodoDatabase, table: string, errorName = 'QuotaExceededError') {
  db.use({
    stack: 'dbcore',
    name: `fail-writes-${table}`,
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table) return inner;
        return { ...inner, mutate: () => Promise.reject(new DOMException('The browser refused the write.', errorName)) };
      },
    }),
  });
}
