import type { AuditEntry } from '../db';
import { isRecord } from '../util';

const ACTIONS: Record<string, string> = {
  add_task: 'Add task',
  list_tasks: 'List tasks',
  get_task: 'View task',
  update_task: 'Update task',
  complete_task: 'Complete task',
  reopen_task: 'Reopen task',
  skip_occurrence: 'Skip occurrence',
  delete_task: 'Delete task',
  change_tasks: 'Change several tasks',
  undo_change: 'Undo',
  undo_last_change: 'Undo last change',
  delete_conversation: 'Delete conversation',
  clear_history: 'Clear all history',
  import_data: 'Import',
  import_todoist: 'Import from Todoist',
  undo_import: 'Undo import',
  show_reminder: 'Reminder',
  snooze_reminder: 'Snooze reminder',
  remember: 'Remember',
  forget_memory: 'Forget memory',
  delete_memory: 'Delete memory',
  delete_all_memories: 'Delete all memories',
};

/**
 * Actions on the person's data as a whole (lib/data): their entries say how
 * much was changed ("Deleted a conversation and its 12 messages"), never the
 * content, and Activity shows that sentence after who did it.
 */
const DATA_TOOL_NAMES: readonly string[] = ['delete_conversation', 'clear_history', 'import_data', 'import_todoist', 'undo_import', 'delete_memory', 'delete_all_memories'];

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

/** The tools that only read: their entries are lookups, hidden from Activity unless asked for. */
export const LOOKUP_TOOL_NAMES: readonly string[] = ['list_tasks', 'get_task'];

/** Who acted, as the start of a sentence: "You", "Quick-add" or "Assistant". */
export function actorName(engine: AuditEntry['engine']): string {
  if (engine === 'manual') return 'You';
  if (engine === 'quick-add') return 'Quick-add';
  if (engine === 'reminder') return 'Reminder';
  if (engine === 'sync') return 'Sync';
  return 'Assistant';
}

/** Past tense and infinitive of each tool's action on one task. */
const VERBS: Record<string, { done: string; todo: string }> = {
  add_task: { done: 'added', todo: 'add' },
  update_task: { done: 'changed', todo: 'change' },
  complete_task: { done: 'completed', todo: 'complete' },
  reopen_task: { done: 'reopened', todo: 'reopen' },
  skip_occurrence: { done: 'skipped an occurrence of', todo: 'skip an occurrence of' },
  // Said by the actor "Reminder" (engine `reminder`): "Reminder shown for “Call mom”".
  show_reminder: { done: 'shown for', todo: 'show for' },
  snooze_reminder: { done: 'snoozed for', todo: 'snooze for' },
  delete_task: { done: 'deleted', todo: 'delete' },
  // Said by the actor "Sync" (engine `sync`): "Sync added “Call mom”".
  sync_add: { done: 'added', todo: 'add' },
  sync_change: { done: 'changed', todo: 'change' },
  sync_complete: { done: 'completed', todo: 'complete' },
  sync_delete: { done: 'deleted', todo: 'delete' },
  get_task: { done: 'looked at', todo: 'look at' },
};

/** A change of several tasks says its action per task: "Assistant rescheduled “Pay rent”". */
const SEVERAL: Record<string, { done: string; todo: string }> = {
  reschedule: { done: 'rescheduled', todo: 'reschedule' },
  complete: { done: 'completed', todo: 'complete' },
  delete: { done: 'deleted', todo: 'delete' },
  tag: { done: 'tagged', todo: 'tag' },
  untag: { done: 'untagged', todo: 'untag' },
  priority: { done: 'set the priority of', todo: 'set the priority of' },
};
const verbOf = (entry: AuditEntry) =>
  entry.toolName === 'change_tasks' && isRecord(entry.input) && typeof entry.input.action === 'string' ? SEVERAL[entry.input.action] : VERBS[entry.toolName];

/** What an undo reversed, from the first word of the reversed entry's stored summary ("Deleted task #3: …"). */
const UNDONE: Record<string, string> = {
  created: 'adding',
  deleted: 'deleting',
  completed: 'completing',
  reopened: 'reopening',
  updated: 'changing',
};

const quoted = (title: string) => `“${title}”`;

/** The task's title as the entry knows it: its snapshots, then the input, then the result. */
function taskTitle(entry: AuditEntry): string | undefined {
  const input = isRecord(entry.input) ? entry.input : {};
  const output = isRecord(entry.output) ? entry.output : {};
  const shown = isRecord(output.task) ? output.task.title : undefined;
  const candidates = [entry.after?.title, entry.before?.title, input.title, shown];
  const title = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return title?.trim();
}

/** "“Buy milk”", else "task #3", else "a task". */
function taskName(entry: AuditEntry): string {
  const title = taskTitle(entry);
  if (title) return quoted(title);
  const input = isRecord(entry.input) ? entry.input : {};
  return typeof input.task_id === 'number' ? `task #${input.task_id}` : 'a task';
}

function undoSentence(entry: AuditEntry, who: string): string {
  const output = isRecord(entry.output) ? entry.output : {};
  const undid = typeof output.undid === 'string' ? output.undid : '';
  const action = UNDONE[undid.split(' ')[0]?.toLowerCase() ?? ''];
  const title = taskTitle(entry);
  if (action && title) return `${who} undid ${action} ${quoted(title)}`;
  return title ? `${who} undid a change to ${quoted(title)}` : `${who} undid a change`;
}

function lookupSentence(entry: AuditEntry, who: string): string | undefined {
  const output = isRecord(entry.output) ? entry.output : {};
  if (entry.toolName !== 'list_tasks' || typeof output.count !== 'number') return undefined;
  return `${who} looked up ${output.count} task${output.count === 1 ? '' : 's'}${output.truncated === true ? ' (more not shown)' : ''}`;
}

/**
 * One sentence a person can read in the Activity view, with who acted:
 * "You deleted “Buy milk”", "Assistant added “Pay rent”", "You undid deleting
 * “Buy milk”". No tool names or engines: those stay in the entry's details.
 */
export function describeAudit(entry: AuditEntry): string {
  const who = actorName(entry.engine);
  const verb = verbOf(entry);
  const isUndo = entry.undoOf !== undefined || entry.toolName === 'undo_change' || entry.toolName === 'undo_last_change';
  const todo = isUndo ? 'undo a change' : entry.toolName === 'list_tasks' ? 'look up tasks' : verb ? `${verb.todo} ${taskName(entry)}` : 'make a change';
  switch (entry.status) {
    case 'error':
      return `${who} could not ${todo}${entry.error ? `: ${entry.error}` : ''}`;
    case 'denied':
      return `${who === 'Assistant' ? 'You rejected the assistant’s request' : `${who} did not approve the request`} to ${todo}`;
    case 'expired':
      return `${who === 'Assistant' ? 'The assistant’s' : `${who}’s`} request to ${todo} expired unanswered; nothing was changed`;
    case 'ok':
      break;
  }
  if (isUndo && !DATA_TOOL_NAMES.includes(entry.toolName)) return undoSentence(entry, who);
  const dataMessage = isRecord(entry.output) ? entry.output.message : undefined;
  if (DATA_TOOL_NAMES.includes(entry.toolName) && typeof dataMessage === 'string') return `${who} ${lowerFirst(dataMessage)}`;
  const lookup = lookupSentence(entry, who);
  if (lookup) return lookup;
  const title = taskTitle(entry);
  if (entry.toolName === 'update_task' && entry.before && entry.after && entry.before.title !== entry.after.title) {
    return `${who} renamed ${quoted(entry.before.title)} to ${quoted(entry.after.title)}`;
  }
  if (verb && title) return `${who} ${verb.done} ${quoted(title)}`;
  // Entries that name no task (older shapes, unknown tools): who, then what the tool said.
  const output = isRecord(entry.output) ? entry.output : {};
  if (typeof output.message === 'string') return `${who}: ${output.message}`;
  return verb ? `${who} ${verb.done} ${taskName(entry)}` : `${who}: ${toolLabel(entry.toolName)}`;
}

/** Whether an entry only read tasks (a lookup). */
export function isLookup(entry: AuditEntry): boolean {
  return LOOKUP_TOOL_NAMES.includes(entry.toolName);
}
