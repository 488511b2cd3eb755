import { linkProblem } from '../util/page-link';

/** The page the person is on, as the turn may see it: its title and address, never its content. */
export type ActivePage = { visible: true; url: string; title?: string } | { visible: false };

interface TabLike {
  id?: number;
  windowId?: number;
  url?: string;
  title?: string;
}

/** The tab and window calls used; `wxt/browser`'s `browser` fits as it is (tests pass fakes). */
export interface ActivePageApi {
  tabs: { query: (query: { active: true }) => Promise<TabLike[]> };
  windows: { getLastFocused: () => Promise<{ id?: number }> };
  runtime: { getURL: (path: '/') => string };
}

/**
 * The tab the person is looking at: the active tab of the window last
 * focused, else of another window (one whose page can be seen first), never one of this extension's own pages
 * (the panel opened as a tab is `exclude`). Without the `tabs` permission the
 * browser gives a tab's address and title only where the extension has a
 * grant for it (`activeTab`, from the toolbar button, the shortcut or a menu;
 * or a host permission): a tab without one is `{ visible: false }`, as is a
 * page that is not http(s).
 */
export async function activePage(api: ActivePageApi, exclude?: number): Promise<ActivePage> {
  const own = api.runtime.getURL('/');
  const [tabs, focused] = await Promise.all([api.tabs.query({ active: true }), api.windows.getLastFocused().catch(() => ({ id: undefined }))]);
  const candidates = tabs.filter((tab) => tab.id !== exclude && !tab.url?.startsWith(own));
  // The panel beside the page: that window's tab. The panel in a window or tab of its own: another window's page, one the browser lets us see first.
  const tab = candidates.find((candidate) => candidate.windowId === focused.id) ?? candidates.find((candidate) => candidate.url && !linkProblem(candidate.url)) ?? candidates[0];
  if (!tab?.url || linkProblem(tab.url)) return { visible: false };
  const title = tab.title?.replace(/\s+/g, ' ').trim();
  return { visible: true, url: tab.url, ...(title ? { title } : {}) };
}
