// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/components/panel/App';
import { OpeningStorage } from '@/components/panel/OpeningStorage';
import { createDatabase, db, type TodoDatabase } from '@/lib/db';
import { useSlowOpen } from '@/lib/hooks/use-slow-open';

/** The panel's opening notice for a database that stays opening, at the version it declares. */
function OpeningStorageOf({ database }: { database: TodoDatabase }) {
  return <OpeningStorage slow={useSlowOpen(true, database)} />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  inPrivateWindow(false);
});

/** `inIncognitoContext` is read-only in the types; the fake lets a test set it. */
const inPrivateWindow = (value: boolean) => Object.defineProperty(fakeBrowser.extension, 'inIncognitoContext', { value, configurable: true, writable: true });

function refuseToOpen(name: string) {
  vi.spyOn(indexedDB, 'open').mockImplementation(() => {
    throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', name);
  });
}

describe('the panel where IndexedDB is unavailable', () => {
  it('says plainly, over the whole panel, that tasks cannot be saved in a private window, and what to do', async () => {
    refuseToOpen('InvalidStateError');
    inPrivateWindow(true);
    render(<App />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Tasks can't be saved here: Firefox private windows can't store extension data. Open the panel in a normal window.");
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('names a profile with storage disabled', async () => {
    refuseToOpen('SecurityError');
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/storage is disabled for this browser profile/);
  });

  it('opens as usual when storage works', async () => {
    render(<App />);
    await screen.findByRole('tab', { name: 'Chat' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the panel while its database takes long to open', () => {
  /** An open that never finishes, as during a long upgrade run by another context; the browser holds `stored`. */
  function holdOpen(stored: number | undefined) {
    db.close();
    vi.spyOn(indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
    vi.spyOn(indexedDB, 'databases').mockResolvedValue(stored === undefined ? [] : [{ name: 'todo-assistant', version: stored * 10 }]);
  }

  it('says an upgrade is running, that nothing is lost, and how long it has taken, instead of a blank panel', async () => {
    holdOpen(1);
    render(<App />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Updating your tasks and history for this version of Todo Assistant');
    expect(status.textContent).toContain('nothing is lost');
    expect(screen.getByRole('progressbar', { name: 'Updating your data for this version' })).toBeTruthy();
    await screen.findByText('1 s', {}, { timeout: 3_000 });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says only that it is opening when no upgrade is due (a slow disk)', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'slow-disk', version: 60 }]);
    const current = createDatabase('slow-disk');
    render(<OpeningStorageOf database={current} />);
    expect((await screen.findByRole('status')).textContent).toContain('Opening your tasks…');
    expect(screen.queryByText(/Updating your tasks/)).toBeNull();
  });
});
