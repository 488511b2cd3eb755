/**
 * Reads one table of the extension's real IndexedDB, run inside an extension
 * page: `await page.evaluate(readStoreInPage, 'todos')` (Playwright and
 * Puppeteer alike). Self-contained, since it is serialised into the page.
 */
export function readStoreInPage(store: string): Promise<unknown[]> {
  return new Promise((done, fail) => {
    const open = indexedDB.open('todo-assistant');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction(store).objectStore(store).getAll();
      request.onsuccess = () => done(request.result as unknown[]);
      request.onerror = () => fail(request.error);
    };
  });
}
