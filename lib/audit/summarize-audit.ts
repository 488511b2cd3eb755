import type { AuditEntry } from '../db';
import { isRecord } from '../util';

const ACTIONS: Record<string, string> = {
  add_task: 'Add task',
  list_tasks: 'List tasks',
  get_task: 'View task',
  update_task: 'Update task',
  complete_task: 'Complete task',
  reopen_task: 'Reopen task',
  delete_task: 'Delete task',
  undo_change: 'Undo',
  undo_last_change: 'Undo last change',
};

/** "Delete task" for `delete_task`; unknown tools keep their own name. */
export function toolLabel(toolName: string): string {
  return ACTIONS[toolName] ?? toolName;
}


/** What the call asked for, e.g. "Delete task #3: Buy milk" or "Add task: Buy milk". */
function describeCall(entry: AuditEntry): string {
  const input = isRecord(entry.input) ? entry.input : {};
  if (typeof input.audit_id === 'number') return `Undo of #${input.audit_id}`;
  const id = entry.before?.id ?? input.task_id;
  const title = entry.before?.title ?? input.title;
  const target = id !== undefined ? ` #${String(id)}` : '';
  const name = typeof title === 'string' ? title.trim() : '';
  return `${toolLabel(entry.toolName)}${target}${name ? `: ${name}` : ''}`;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * One line a person can read in the Activity view: the tool's own confirmation
 * ("Created task #3: Buy milk"), what it found, or why it did not run.
 */
export function summarizeAudit(entry: AuditEntry): string {
  switch (entry.status) {
    case 'error':
      return `${describeCall(entry)} failed: ${entry.error ?? 'unknown error'}`;
    case 'denied':
      return `${describeCall(entry)} was rejected`;
    case 'expired':
      return `${describeCall(entry)} expired before it was approved`;
    case 'ok':
      break;
  }
  const output = isRecord(entry.output) ? entry.output : {};
  if (entry.undoOf !== undefined) {
    // "Undid: deleted task #3: Buy milk", the reversed entry as Activity showed it.
    return `Undid: ${typeof output.undid === 'string' ? lowerFirst(output.undid) : `activity entry #${entry.undoOf}`}`;
  }
  if (typeof output.message === 'string') return output.message;
  if (typeof output.count === 'number') {
    const listed = `Listed ${output.count} task${output.count === 1 ? '' : 's'}`;
    return output.truncated === true ? `${listed}, the newest; more not shown` : listed;
  }
  const task = isRecord(output.task) ? output.task : undefined;
  if (task && typeof task.id === 'number') return `Viewed task #${task.id}: ${String(task.title)}`;
  return describeCall(entry);
}
