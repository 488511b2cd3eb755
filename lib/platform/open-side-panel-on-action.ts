import { browser } from 'wxt/browser';
import { createLogger } from '../util';

const log = createLogger('side-panel');

/**
 * The few extension APIs the side panel needs; Chrome has `sidePanel`, Firefox
 * `sidebarAction`. WXT types `browser` from Chrome's API, so it fits this type
 * as it is; Firefox's `sidebarAction`, missing from those types, is optional here.
 */
export interface PanelApi {
  sidePanel?: { setPanelBehavior: (behavior: { openPanelOnActionClick: boolean }) => Promise<void> };
  sidebarAction?: { toggle: () => Promise<void> };
  action?: { onClicked: { addListener: (listener: () => void) => void } };
}

/**
 * Makes the toolbar button open the side panel: Chrome does it itself once
 * told to; Firefox needs `sidebarAction.toggle()` called from the click (a
 * user gesture). Detected by feature, so one background serves both.
 * Returns which way was wired, for tests and diagnostics.
 */
export function openSidePanelOnActionClick(api: PanelApi = browser): 'side-panel' | 'sidebar' | 'none' {
  if (api.sidePanel?.setPanelBehavior) {
    api.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch((error: unknown) => {
      log.warn('could not make the toolbar button open the side panel', error);
    });
    return 'side-panel';
  }
  const sidebar = api.sidebarAction;
  if (sidebar?.toggle && api.action) {
    api.action.onClicked.addListener(() => {
      void sidebar.toggle();
    });
    return 'sidebar';
  }
  return 'none';
}
