import { DATA_ACTIONS, isDataAction } from '../audit';

/**
 * Each tool's label and whether it only reads, for the chat's first paint (its activity line and
 * tool cards): the same words as the tools' definitions, without their schemas and code, which the
 * panel loads on first use. test/tools/tool-labels.test.ts keeps the two equal.
 */
const LABELS: Readonly<Record<string, string>> = {
  add_task: 'Add task',
  list_tasks: 'List tasks',
  get_task: 'View task',
  update_task: 'Update task',
  complete_task: 'Complete task',
  reopen_task: 'Reopen task',
  skip_occurrence: 'Skip occurrence',
  delete_task: 'Delete task',
  change_tasks: 'Change several tasks',
  undo_last_change: 'Undo last change',
  remember: 'Remember',
  forget_memory: 'Forget memory',
  undo_change: 'Undo',
  show_reminder: 'Reminder',
  snooze_reminder: 'Snooze reminder',
  sync_add: 'Sync: add task',
  sync_change: 'Sync: change task',
  sync_complete: 'Sync: complete task',
  sync_delete: 'Sync: delete task',
};

/** The tools that only read: their entries are lookups, hidden from Activity unless asked for. */
export const LOOKUP_TOOL_NAMES: readonly string[] = ['list_tasks', 'get_task'];

/** "Delete task" for `delete_task`, a data action's label; unknown tools keep their own name. */
export function toolLabel(toolName: string): string {
  if (Object.hasOwn(LABELS, toolName)) return LABELS[toolName]!;
  return isDataAction(toolName) ? DATA_ACTIONS[toolName] : toolName;
}
