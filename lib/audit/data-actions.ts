/**
 * Actions on the person's data as a whole (lib/data, lib/memory), audited
 * like tool calls: their entries say how much was changed ("Deleted a
 * conversation and its 12 messages"), never the content, and Activity shows
 * that sentence after who did it. Each with its label.
 */
export const DATA_ACTIONS = {
  delete_conversation: 'Delete conversation',
  clear_history: 'Clear all history',
  import_data: 'Import',
  import_todoist: 'Import from Todoist',
  undo_import: 'Undo import',
  delete_memory: 'Delete memory',
  delete_all_memories: 'Delete all memories',
} as const satisfies Record<string, string>;

export type DataActionName = keyof typeof DATA_ACTIONS;

export function isDataAction(toolName: string): toolName is DataActionName {
  return Object.hasOwn(DATA_ACTIONS, toolName);
}
