/**
 * Replaces the extension's IndexedDB with a version 1 database holding
 * `rows` as tasks (the shape version 1 wrote), run inside the service worker:
 * `await worker.evaluate(seedV1TodosInWorker, rows)`. The extension's own
 * connection closes for the delete and reopens on its next read, upgrading
 * the tasks as it would a real user's data. One transaction for all rows.
 * Self-contained, since it is serialised into the worker.
 */
export function seedV1TodosInWorker(rows: readonly Record<string, unknown>[]): Promise<number> {
  return new Promise((done, fail) => {
    const seed = () => {
      // Dexie's version 1 is IndexedDB version 10; the stores and indexes are those of lib/db/schema.ts schemaV1.
      const open = indexedDB.open('todo-assistant', 10);
      open.onerror = () => fail(open.error);
      open.onupgradeneeded = () => {
        const db = open.result;
        const todos = db.createObjectStore('todos', { keyPath: 'id', autoIncrement: true });
        for (const index of ['status', 'dueAt', 'priority', 'createdAt', 'updatedAt']) todos.createIndex(index, index);
        todos.createIndex('tags', 'tags', { multiEntry: true });
        todos.createIndex('[status+createdAt]', ['status', 'createdAt']);
        db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
        const messages = db.createObjectStore('messages', { keyPath: 'id', autoIncrement: true });
        messages.createIndex('conversationId', 'conversationId');
        messages.createIndex('[conversationId+id]', ['conversationId', 'id']);
        const audit = db.createObjectStore('audit', { keyPath: 'id', autoIncrement: true });
        for (const index of ['at', 'conversationId', 'toolName', 'toolCallId', 'status']) audit.createIndex(index, index);
        const approvals = db.createObjectStore('approvals', { keyPath: 'id' });
        for (const index of ['conversationId', 'toolCallId', 'status', 'expiresAt']) approvals.createIndex(index, index);
      };
      open.onsuccess = () => {
        const db = open.result;
        const transaction = db.transaction('todos', 'readwrite');
        const store = transaction.objectStore('todos');
        for (const row of rows) store.put(row);
        transaction.oncomplete = () => {
          db.close();
          done(rows.length);
        };
        transaction.onerror = () => fail(transaction.error);
      };
    };
    const removal = indexedDB.deleteDatabase('todo-assistant');
    removal.onerror = () => fail(removal.error);
    removal.onsuccess = seed;
    // Dexie closes its connection on the versionchange event, after which the delete goes on.
    removal.onblocked = () => undefined;
  });
}
