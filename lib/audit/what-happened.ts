/**
 * What happened, as Activity offers it to filter by: each kind a set of tool
 * names. A tool that is in no kind (a new one) still shows under "Anything".
 */
export const HAPPENINGS = [
  { id: 'added', label: 'Added', toolNames: ['add_task', 'sync_add'] },
  { id: 'changed', label: 'Changed', toolNames: ['update_task', 'skip_occurrence', 'sync_change'] },
  { id: 'completed', label: 'Completed or reopened', toolNames: ['complete_task', 'reopen_task', 'sync_complete'] },
  { id: 'deleted', label: 'Deleted', toolNames: ['delete_task', 'sync_delete'] },
  { id: 'undone', label: 'Undone', toolNames: ['undo_change', 'undo_last_change'] },
  { id: 'reminders', label: 'Reminders', toolNames: ['show_reminder', 'snooze_reminder'] },
  { id: 'imports', label: 'Imports', toolNames: ['import_data', 'import_todoist', 'undo_import'] },
  { id: 'memory', label: 'Memory', toolNames: ['remember', 'forget_memory', 'delete_memory', 'delete_all_memories'] },
  { id: 'history', label: 'Chat history deleted', toolNames: ['delete_conversation', 'clear_history'] },
  { id: 'sync', label: 'Sync', toolNames: ['sync_add', 'sync_change', 'sync_complete', 'sync_delete'] },
  { id: 'lookups', label: 'Lookups', toolNames: ['list_tasks', 'get_task'] },
] as const satisfies ReadonlyArray<{ id: string; label: string; toolNames: readonly string[] }>;

export type HappeningId = (typeof HAPPENINGS)[number]['id'];

/** The tool names of a kind; undefined (anything) for an unknown id. */
export function toolNamesOf(happening: string): readonly string[] | undefined {
  return HAPPENINGS.find((candidate) => candidate.id === happening)?.toolNames;
}
