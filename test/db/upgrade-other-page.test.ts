import { describe, expect, it } from 'vitest';
import { createDatabase } from '@/lib/db';

// An update of the extension upgrades the database while another of its pages (a second
// panel, the Tasks tab, quick-add) still holds the old version open. The upgrade must not wait
// forever on that page, and that page must not lose what it writes next.

const opened = <T>(promise: Promise<T>) =>
  Promise.race([promise.then(() => 'opened' as const), new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 4_000))]);

describe('a database upgrade while another page holds it open', () => {
  it('is not blocked by the old page, and the old page goes on working on the upgraded database', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const oldPage = createDatabase(name);
    await oldPage.todos.add({ title: 'Buy milk', status: 'pending', priority: 4, tags: [], createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' });

    // The updated extension: the same schema and one version more.
    const updated = createDatabase(name);
    updated.version(7).stores({ notes: '++id' });
    expect(await opened(updated.open())).toBe('opened');
    expect(await updated.table('todos').count()).toBe(1);

    // Dexie closes the old page's connection on `versionchange` (so the upgrade is not blocked)
    // and opens it again on its next use, at the new version: the old page goes on reading and
    // writing, and what it writes is in the upgraded database.
    await oldPage.todos.add({ title: 'Call Ana', status: 'pending', priority: 4, tags: [], createdAt: '2026-03-02T00:00:00.000Z', updatedAt: '2026-03-02T00:00:00.000Z' });
    expect((await oldPage.todos.toArray()).map((todo) => todo.title)).toEqual(['Buy milk', 'Call Ana']);
    expect((await updated.table('todos').toArray()).map((todo: { title: string }) => todo.title)).toEqual(['Buy milk', 'Call Ana']);
    oldPage.close();
    updated.close();
  }, 15_000);
});
