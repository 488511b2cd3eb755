import { createLogger } from '../util';

const log = createLogger('side-panel');

/**
 * What opening the panel from a notification needs. Chrome's `sidePanel.open`
 * and Firefox's `sidebarAction.open` accept only a user gesture; the docs list
 * the toolbar button, a keyboard shortcut, a context menu and clicks in the
 * extension's own pages (developer.chrome.com sidePanel "user interaction";
 * MDN "User actions"), not a click on a notification. So the call is tried
 * first, synchronously inside the click's handler, and when the browser
 * refuses, the panel's page opens in a small window instead.
 */
export interface OpenPanelApi {
  sidePanel?: { open: (options: { windowId: number }) => Promise<void> };
  sidebarAction?: { open: () => Promise<void> };
  windows: {
    WINDOW_ID_CURRENT: number;
    create: (options: { url: string; type: 'popup'; width: number; height: number; focused: boolean }) => Promise<unknown>;
  };
}

export const PANEL_WINDOW = { width: 420, height: 640 } as const;

/**
 * Opens the panel: the side panel (Chrome) or sidebar (Firefox) when the
 * browser allows it here, else `pageUrl` in a popup window. Call it first in
 * the event's handler, before any `await`, or the gesture (if any) is lost.
 * Resolves to the way it opened.
 */
export function openPanel(api: OpenPanelApi, pageUrl: string): Promise<'side-panel' | 'sidebar' | 'window'> {
  const fallback = async (): Promise<'window'> => {
    await api.windows.create({ url: pageUrl, type: 'popup', ...PANEL_WINDOW, focused: true });
    return 'window';
  };
  let attempt: Promise<'side-panel' | 'sidebar'> | undefined;
  try {
    if (api.sidePanel?.open) attempt = api.sidePanel.open({ windowId: api.windows.WINDOW_ID_CURRENT }).then(() => 'side-panel' as const);
    else if (api.sidebarAction?.open) attempt = api.sidebarAction.open().then(() => 'sidebar' as const);
  } catch (error) {
    log.debug('the panel could not open from here', error);
  }
  if (!attempt) return fallback();
  return attempt.catch((error: unknown) => {
    log.debug('the browser refused to open the panel without a user gesture', error);
    return fallback();
  });
}
