/**
 * The floor under an import's time: `rows` raw IndexedDB puts, in one
 * readwrite transaction, in chunks of 5,000 (what Dexie's bulkPut issues),
 * into a scratch database with the activity log's ten indexes, in an extension
 * page. Rows of a few hundred bytes; their size hardly matters on this machine
 * (100,000 tiny rows took as long as 100,000 of ~600 bytes): the cost is per
 * request. The scratch database is deleted afterwards.
 */
import type { Page } from 'playwright-core';

/** Times the puts; with `keep`, the scratch database stays (its name is returned) for deleteFloor. */
export function measurePutFloor(page: Page, rows: number, keep = false): Promise<{ ms: number; name: string }> {
  return page.evaluate(
    async ([count, keepIt]) => {
      const name = `bench-put-floor-${Date.now()}`;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('rows', { keyPath: 'id', autoIncrement: true });
          for (const index of ['at', 'conversationId', 'toolName', 'toolCallId', 'status', 'undoOf', ['toolName', 'id'], ['engine', 'id'], ['toolName', 'engine', 'id']])
            store.createIndex(Array.isArray(index) ? `[${index.join('+')}]` : index, index);
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const row = (id: number) => ({
        id,
        at: new Date(1.7e12 + id * 60_000).toISOString(),
        conversationId: `c${id % 300}`,
        toolName: 'add_task',
        toolCallId: `call_${id}`,
        status: 'ok',
        engine: 'remote',
        input: { title: `Task number ${id}`, tags: ['work', 'home'] },
        output: { message: `Added the task "Task number ${id}" for Friday at 10:00.`, id },
      });
      const started = performance.now();
      const transaction = db.transaction('rows', 'readwrite');
      const committed = new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onabort = () => reject(transaction.error);
      });
      const store = transaction.objectStore('rows');
      for (let start = 1; start <= count; start += 5000) {
        await new Promise<void>((resolve, reject) => {
          let last: IDBRequest | undefined;
          for (let id = start; id < Math.min(count + 1, start + 5000); id += 1) last = store.put(row(id));
          if (!last) return resolve();
          last.onsuccess = () => resolve();
          last.onerror = () => reject(last?.error);
        });
      }
      await committed;
      const ms = performance.now() - started;
      db.close();
      if (!keepIt) indexedDB.deleteDatabase(name);
      return { ms, name };
    },
    [rows, keep] as const,
  );
}

export function deleteFloor(page: Page, name: string): Promise<void> {
  return page.evaluate(
    (scratch) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(scratch);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
    name,
  );
}
