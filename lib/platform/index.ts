export { openSidePanelOnActionClick, type PanelApi } from './open-side-panel-on-action';
export { openPanel, PANEL_WINDOW, type OpenPanelApi } from './open-panel-on-task';
export { activePage, type ActivePage, type ActivePageApi } from './active-page';
