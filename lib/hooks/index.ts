export { createTaskActions, type ActionResult, type TaskActions, type UndoResult } from './task-actions';
export { useTaskActions } from './use-task-actions';
export { useTodos, orderForTasksView, type TodosState } from './use-todos';
export { useAuditLog } from './use-audit-log';
export { useNow } from './use-now';
export { PanelNavigationContext, usePanelNavigation, type PanelNavigation } from './use-panel-navigation';
export { useUndoToast, UNDO_TOAST_MS, type UndoToast } from './use-undo-toast';
export { useToolCallUndo, type ToolCallUndo } from './use-tool-call-undo';
export * from './task-form';
