/**
 * Seeds the extension's audit log with raw IndexedDB, inside an extension
 * page (one transaction per 10,000 rows): `await page.evaluate(seedAuditInPage, { count: 100_000 })`.
 * Self-contained, since it is serialised into the page. The database must
 * already exist (open a view that reads it first).
 *
 * Entry n (1-based) is made by tool `TOOLS[n % 6]` and engine `ENGINES[n % 5]`
 * and says "Entry n"; every `bigEvery`-th entry is instead a list_tasks call
 * stored in the old shape: all 50 listed tasks whole, about 100 KB.
 */
export const SEED_TOOLS = ['add_task', 'list_tasks', 'get_task', 'update_task', 'complete_task', 'delete_task'] as const;
export const SEED_ENGINES = ['manual', 'remote', 'quick-add', 'offline', 'webllm'] as const;

export function seedAuditInPage({ count, bigEvery = 1000 }: { count: number; bigEvery?: number }): Promise<number> {
  const tools = ['add_task', 'list_tasks', 'get_task', 'update_task', 'complete_task', 'delete_task'];
  const engines = ['manual', 'remote', 'quick-add', 'offline', 'webllm'];
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const bigOutput = {
    count: 50,
    tasks: Array.from({ length: 50 }, (_, i) => ({
      id: 6667 - i,
      title: `Old task ${6667 - i}`,
      status: 'pending',
      priority: 4,
      tags: ['work'],
      description: 'An old, long description kept whole. '.repeat(54),
    })),
    truncated: true,
    note: 'Only the newest 50 are listed; narrow with query, tag or due.',
  };
  const entry = (n: number) => {
    const big = n % bigEvery === 0;
    return {
      at: new Date(start + n * 60_000).toISOString(),
      conversationId: '2f1b6c0e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      toolName: big ? 'list_tasks' : tools[n % tools.length],
      toolCallId: `call-${n}`,
      input: {},
      risk: 'low',
      approval: { required: false },
      status: 'ok',
      output: big ? bigOutput : { message: `Entry ${n}` },
      engine: big ? 'remote' : engines[n % engines.length],
    };
  };
  return new Promise((done, fail) => {
    const open = indexedDB.open('todo-assistant');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const db = open.result;
      let n = 1;
      const batch = () => {
        if (n > count) {
          db.close();
          done(count);
          return;
        }
        const tx = db.transaction('audit', 'readwrite');
        const store = tx.objectStore('audit');
        const end = Math.min(count, n + 9_999);
        for (; n <= end; n += 1) store.add(entry(n));
        tx.oncomplete = batch;
        tx.onerror = () => fail(tx.error);
      };
      batch();
    };
  });
}
