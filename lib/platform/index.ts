export { openSidePanelOnActionClick, type PanelApi } from './open-side-panel-on-action';
