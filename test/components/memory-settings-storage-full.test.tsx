// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemorySettings } from '@/components/settings/MemorySettings';
import { db } from '@/lib/db';
import { addMemory } from '@/lib/memory';
import { failWrites } from '../db/fail-writes';

afterEach(cleanup);

// This file fills the shared test database's disk: it keeps to itself (vitest gives each file its own modules).
// A deletion writes its audit entry in the same transaction; on a full disk the browser refuses that write.
const disk = failWrites(db, 'audit', 'QuotaExceededError', { full: false });

const FULL = "The memory could not be deleted, and nothing was changed: the browser's storage is full. Free some disk space (or delete old conversations), then try again.";
const items = async () => within(await screen.findByRole('list', { name: 'Memories' })).getAllByRole('listitem');

describe('Settings → Memory on a full disk', () => {
  // Before: the click's rejection went unhandled, and the person saw nothing happen.
  it('says in one sentence that the storage is full, keeps the memory, and deletes it once space is freed', async () => {
    await addMemory(db, { kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T09:00:00.000Z' });
    render(<MemorySettings />);
    const [memory] = await items();

    disk.fill();
    fireEvent.click(within(memory!).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FULL);
    expect((await items()).map((row) => row.querySelector('.memory-text')?.textContent)).toEqual(['My dentist is Dr. Okafor']);
    expect(await db.memories.count()).toBe(1);
    expect(await db.audit.count()).toBe(0);

    disk.free();
    fireEvent.click(within((await items())[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.memories.count()).toBe(0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await db.audit.toArray()).map((entry) => entry.toolName)).toEqual(['delete_memory']);
  });
});
