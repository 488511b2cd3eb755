export { createTaskActions, type ActionResult, type TaskActions } from './task-actions';
export { useTaskActions } from './use-task-actions';
export { useTodos, orderForTasksView, type TodosState } from './use-todos';
export { useAuditLog } from './use-audit-log';
export { useAuditPages, useAuditToolNames, combinePages, type AuditPagesState } from './use-audit-pages';
export { useNow } from './use-now';
export * from './task-form';
