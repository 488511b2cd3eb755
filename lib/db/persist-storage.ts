/**
 * Asks the browser to keep the extension's storage when disk runs low, so the
 * user's tasks are never evicted. Extensions with `unlimitedStorage` are
 * usually persisted already; this makes it explicit where the API exists.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
