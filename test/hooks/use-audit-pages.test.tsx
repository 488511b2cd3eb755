// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditFilter } from '@/lib/audit';
import { type AuditEntry, type Engine, type TodoDatabase } from '@/lib/db';
import { combinePages, useAuditPages } from '@/lib/hooks';
import { freshDatabase } from '../support/database';

// Unmount after each test, so no live query renders into an environment that is gone.
afterEach(cleanup);

const row = (toolName: string, engine: Engine = 'manual'): Omit<AuditEntry, 'id'> => ({
  at: '2026-03-10T09:30:00.000Z',
  toolName,
  input: {},
  risk: 'low',
  status: 'ok',
  engine,
});

async function seeded(count: number, make: (i: number) => Omit<AuditEntry, 'id'> = () => row('add_task')): Promise<TodoDatabase> {
  const db = freshDatabase();
  await db.audit.bulkAdd(Array.from({ length: count }, (_, i) => make(i)) as AuditEntry[]);
  return db;
}

const ids = (entries: AuditEntry[] | undefined) => entries?.map((entry) => entry.id);
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);
const ANYONE: AuditFilter = {};

describe('useAuditPages', () => {
  it('opens on the newest page and reads older pages one at a time, in order, each entry once', async () => {
    const db = await seeded(120);
    const { result } = renderHook(() => useAuditPages(ANYONE, db, 50));
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(120, 71)));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(120, 21)));
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(120, 1)));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loadingMore).toBe(false);
  });

  it('an empty log, and a log of exactly one page: nothing more to load', async () => {
    const empty = renderHook(() => useAuditPages(ANYONE, freshDatabase(), 50));
    await waitFor(() => expect(empty.result.current.entries).toEqual([]));
    expect(empty.result.current.hasMore).toBe(false);

    const db = await seeded(50);
    const { result } = renderHook(() => useAuditPages(ANYONE, db, 50));
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(50, 1)));
    expect(result.current.hasMore).toBe(false);
  });

  it('shows a new entry on top, also after older pages were read', async () => {
    const db = await seeded(120);
    const { result } = renderHook(() => useAuditPages(ANYONE, db, 50));
    await waitFor(() => expect(result.current.entries).toHaveLength(50));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries).toHaveLength(100));

    await act(async () => {
      await db.audit.add(row('complete_task') as AuditEntry);
    });
    await waitFor(() => expect(ids(result.current.entries)).toEqual([121, ...range(120, 21)]));
    expect(result.current.hasMore).toBe(true);
  });

  it('starts again from the newest page when more than two pages arrive above the pages read', async () => {
    const db = await seeded(30);
    const { result } = renderHook(() => useAuditPages(ANYONE, db, 10));
    await waitFor(() => expect(result.current.entries).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(30, 11)));

    await act(async () => {
      await db.audit.bulkAdd(Array.from({ length: 21 }, () => row('add_task')) as AuditEntry[]);
    });
    await waitFor(() => expect(ids(result.current.entries)).toEqual(range(51, 42)));
    expect(result.current.hasMore).toBe(true);
  });

  it('a filter reads only its entries, and a new filter starts from its newest page', async () => {
    const tools = ['add_task', 'list_tasks', 'complete_task'];
    const engines: Engine[] = ['manual', 'remote', 'quick-add'];
    // Tools cycle every 3 ids, engines every 2 batches of 3: the filters' ids interleave.
    const db = await seeded(90, (i) => row(tools[i % 3]!, engines[Math.floor(i / 3) % 3]!));
    const byTool: AuditFilter = { toolName: 'list_tasks' };
    const byRemote: AuditFilter = { engines: ['remote'] };
    const { result, rerender } = renderHook(({ filter }) => useAuditPages(filter, db, 10), { initialProps: { filter: byTool } });
    await waitFor(() => expect(result.current.entries).toHaveLength(10));
    expect(result.current.entries!.every((entry) => entry.toolName === 'list_tasks')).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries).toHaveLength(20));
    expect(ids(result.current.entries)).toEqual(
      range(89, 1)
        .filter((id) => (id - 1) % 3 === 1)
        .slice(0, 20),
    );

    rerender({ filter: byRemote });
    await waitFor(() => expect(result.current.entries?.every((entry) => entry.engine === 'remote')).toBe(true));
    expect(ids(result.current.entries)).toEqual(
      range(90, 1)
        .filter((id) => Math.floor((id - 1) / 3) % 3 === 1)
        .slice(0, 10),
    );
    expect(result.current.hasMore).toBe(true);
  });
});

describe('combinePages', () => {
  it('keeps each entry once, newest first, when a stale head overlaps the older pages', () => {
    const entry = (id: number) => ({ ...row('add_task'), id }) as AuditEntry;
    expect(ids(combinePages({ entries: [entry(9), entry(8), entry(7)], more: true }, [entry(8), entry(7), entry(6), entry(5)]))).toEqual([9, 8, 7, 6, 5]);
    expect(ids(combinePages({ entries: [], more: false }, [entry(2)]))).toEqual([2]);
  });
});
