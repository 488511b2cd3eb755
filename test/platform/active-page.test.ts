import { describe, expect, it } from 'vitest';
import { activePage, type ActivePageApi } from '@/lib/platform/active-page';

const OWN = 'chrome-extension://abc/';
function api(tabs: Array<{ id: number; windowId: number; url?: string; title?: string }>, focused = 1): ActivePageApi {
  return { tabs: { query: async () => tabs }, windows: { getLastFocused: async () => ({ id: focused }) }, runtime: { getURL: () => OWN } };
}

describe('the page the person is on', () => {
  it('is the active tab of the last focused window, with its title and address', async () => {
    const page = await activePage(
      api([
        { id: 1, windowId: 2, url: 'https://a.example/', title: 'A' },
        { id: 2, windowId: 1, url: 'https://b.example/', title: ' B  page ' },
      ]),
    );
    expect(page).toEqual({ visible: true, url: 'https://b.example/', title: 'B page' });
  });

  it('is never the panel opened as a tab, nor another page of the extension', async () => {
    const tabs = [
      { id: 5, windowId: 1, url: `${OWN}sidepanel.html` },
      { id: 6, windowId: 1 },
      { id: 7, windowId: 2, url: 'https://c.example/x', title: 'C' },
    ];
    await expect(activePage(api(tabs), 6)).resolves.toEqual({ visible: true, url: 'https://c.example/x', title: 'C' });
  });

  it("from a panel in a window of its own, is another window's page the browser lets it see", async () => {
    const tabs = [
      { id: 5, windowId: 3, url: `${OWN}sidepanel.html` },
      { id: 1, windowId: 1 },
      { id: 2, windowId: 2, url: 'https://d.example/', title: 'D' },
    ];
    await expect(activePage(api(tabs, 3))).resolves.toEqual({ visible: true, url: 'https://d.example/', title: 'D' });
  });

  it('is hidden when the browser gives no address (no grant) or the page is not http(s)', async () => {
    await expect(activePage(api([{ id: 1, windowId: 1, title: undefined }]))).resolves.toEqual({ visible: false });
    await expect(activePage(api([{ id: 1, windowId: 1, url: 'chrome://newtab/', title: 'New Tab' }]))).resolves.toEqual({ visible: false });
    await expect(activePage(api([]))).resolves.toEqual({ visible: false });
  });
});
