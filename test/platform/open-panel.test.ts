import { describe, expect, it } from 'vitest';
import { openPanel, type OpenPanelApi } from '@/lib/platform';

function api(open: 'ok' | 'refused' | 'none'): OpenPanelApi & { windows: { created: string[] } } {
  const created: string[] = [];
  return {
    ...(open === 'none'
      ? {}
      : { sidePanel: { open: () => (open === 'ok' ? Promise.resolve() : Promise.reject(new Error('sidePanel.open() may only be called in response to a user gesture.'))) } }),
    windows: {
      WINDOW_ID_CURRENT: -2,
      created,
      create: async (options) => void created.push(options.url),
    },
  };
}

describe('openPanel from a notification click', () => {
  it('opens the side panel where the browser allows it', async () => {
    const chrome = api('ok');
    await expect(openPanel(chrome, 'sidepanel.html')).resolves.toBe('side-panel');
    expect(chrome.windows.created).toEqual([]);
  });
  it('opens the panel page in a window when the browser refuses (no user gesture)', async () => {
    const chrome = api('refused');
    await expect(openPanel(chrome, 'sidepanel.html')).resolves.toBe('window');
    expect(chrome.windows.created).toEqual(['sidepanel.html']);
  });
  it('and where there is no panel API at all', async () => {
    const other = api('none');
    await expect(openPanel(other, 'sidepanel.html')).resolves.toBe('window');
  });
});
