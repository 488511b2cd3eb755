export { previewQuickAdd, type QuickAddChip, type QuickAddPreview } from './quick-add-preview';
export { saveQuickAdd, QuickAddError, EMPTY_QUICK_ADD, type QuickAddContext } from './save-quick-add';
export { addSelectedText, taskFromSelection } from './add-selected-text';
export { addFromMenu, LINK_MENU_ID, PAGE_MENU_ID, pageOf, SELECTION_MENU_ID, taskFromMenuClick, type MenuClick, type PageRef } from './page-capture';
export { quickAddPageOf, quickAddPath } from './quick-add-page';
