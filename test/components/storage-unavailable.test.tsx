// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/components/panel/App';

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
