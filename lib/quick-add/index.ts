export { previewQuickAdd, type QuickAddChip, type QuickAddPreview } from './quick-add-preview';
export { saveQuickAdd, QuickAddError, EMPTY_QUICK_ADD, type QuickAddContext } from './save-quick-add';
export { addSelectedText, taskFromSelection } from './add-selected-text';
