import { afterEach, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '@/lib/db';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stubStorage = (storage: Partial<StorageManager> | undefined) => vi.stubGlobal('navigator', { storage });

it('asks the browser to persist storage when it is not yet persisted', async () => {
  const persist = vi.fn(async () => true);
  stubStorage({ persisted: async () => false, persist });
  await expect(requestPersistentStorage()).resolves.toBe(true);
  expect(persist).toHaveBeenCalledOnce();
});

it('does not ask again when storage is already persisted', async () => {
  const persist = vi.fn(async () => true);
  stubStorage({ persisted: async () => true, persist });
  await expect(requestPersistentStorage()).resolves.toBe(true);
  expect(persist).not.toHaveBeenCalled();
});

it('reports false where the API is missing or fails, without throwing', async () => {
  stubStorage(undefined);
  await expect(requestPersistentStorage()).resolves.toBe(false);
  stubStorage({ persisted: async () => Promise.reject(new Error('denied')), persist: async () => true });
  await expect(requestPersistentStorage()).resolves.toBe(false);
});
