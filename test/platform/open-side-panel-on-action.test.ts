import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openSidePanelOnActionClick } from '@/lib/platform';
import { setLogLevel } from '@/lib/util';

describe('openSidePanelOnActionClick', () => {
  it("in Chrome tells the side panel to open on the toolbar button's click", () => {
    const setPanelBehavior = vi.fn(async () => undefined);
    const addListener = vi.fn();
    expect(openSidePanelOnActionClick({ sidePanel: { setPanelBehavior }, action: { onClicked: { addListener } } })).toBe('side-panel');
    expect(setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: true });
    expect(addListener).not.toHaveBeenCalled();
  });

  it('in Firefox toggles the sidebar when the toolbar button is clicked', () => {
    const toggle = vi.fn(async () => undefined);
    let onClick: (() => void) | undefined;
    const api = { sidebarAction: { toggle }, action: { onClicked: { addListener: (listener: () => void) => (onClick = listener) } } };
    expect(openSidePanelOnActionClick(api)).toBe('sidebar');
    expect(toggle).not.toHaveBeenCalled();
    onClick?.();
    expect(toggle).toHaveBeenCalledOnce();
  });

  it('does nothing where neither API exists, and never throws when Chrome refuses', async () => {
    expect(openSidePanelOnActionClick({})).toBe('none');
    // The refusal is logged as a warning; the logger is silent in tests unless asked.
    setLogLevel('warn');
    onTestFinished(() => setLogLevel('silent'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openSidePanelOnActionClick({ sidePanel: { setPanelBehavior: () => Promise.reject(new Error('no')) } });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
