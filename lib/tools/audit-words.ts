import { actorName, isDataAction } from '../audit';
import type { AuditEntry } from '../db';
import { isRecord } from '../util';
import type { ActionVerbs, TodoToolDefinition } from './tool-definition';

/** What the Activity sentences ask of a tool (its definition) or of a data action (its label). */
export type EntryWords = Pick<TodoToolDefinition, 'label' | 'verbs' | 'lookup'>;
/** The words of a tool or data action by name; undefined for an unknown one (it keeps its own name). */
export type WordsOf = (toolName: string) => EntryWords | undefined;

/** "Delete task" for `delete_task`; unknown tools keep their own name. */
export function labelWith(wordsOf: WordsOf, toolName: string): string {
  return wordsOf(toolName)?.label ?? toolName;
}

/** What the call asked for, e.g. "Delete task #3: Buy milk" or "Add task: Buy milk". */
function describeCall(entry: AuditEntry, wordsOf: WordsOf): string {
  const input = isRecord(entry.input) ? entry.input : {};
  if (typeof input.audit_id === 'number') return `Undo of #${input.audit_id}`;
  const id = entry.before?.id ?? input.task_id;
  const title = entry.before?.title ?? input.title;
  const target = id !== undefined ? ` #${String(id)}` : '';
  const name = typeof title === 'string' ? title.trim() : '';
  return `${labelWith(wordsOf, entry.toolName)}${target}${name ? `: ${name}` : ''}`;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * One line a person can read in the Activity view: the tool's own confirmation
 * ("Created task #3: Buy milk"), what it found, or why it did not run.
 */
export function summarizeWith(wordsOf: WordsOf, entry: AuditEntry): string {
  switch (entry.status) {
    case 'error':
      return `${describeCall(entry, wordsOf)} failed: ${entry.error ?? 'unknown error'}`;
    case 'denied':
      return `${describeCall(entry, wordsOf)} was rejected`;
    case 'expired':
      return `${describeCall(entry, wordsOf)} expired before it was approved`;
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
  return describeCall(entry, wordsOf);
}

function verbOf(wordsOf: WordsOf, entry: AuditEntry): ActionVerbs | undefined {
  const verbs = wordsOf(entry.toolName)?.verbs;
  return typeof verbs === 'function' ? verbs(entry.input) : verbs;
}

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

/** "“Buy milk”", else "a task" (an id is no name a person reads; Details keeps it). */
function taskName(entry: AuditEntry): string {
  const title = taskTitle(entry);
  return title ? quoted(title) : 'a task';
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
export function describeWith(wordsOf: WordsOf, entry: AuditEntry): string {
  const who = actorName(entry.engine);
  const verb = verbOf(wordsOf, entry);
  const isUndo = entry.undoOf !== undefined || entry.toolName === 'undo_change' || entry.toolName === 'undo_last_change';
  const todo = isUndo ? 'undo a change' : entry.toolName === 'list_tasks' ? 'look up tasks' : verb ? `${verb.todo} ${taskName(entry)}` : 'make a change';
  switch (entry.status) {
    case 'error':
      return `${who} could not ${todo}${entry.error ? `: ${plainError(entry.error)}` : ''}`;
    case 'denied':
      return `${who === 'Assistant' ? 'You rejected the assistant’s request' : `${who} did not approve the request`} to ${todo}`;
    case 'expired':
      return `${who === 'Assistant' ? 'The assistant’s' : `${who}’s`} request to ${todo} expired unanswered; nothing was changed`;
    case 'ok':
      break;
  }
  if (isUndo && !isDataAction(entry.toolName)) return undoSentence(entry, who);
  const dataMessage = isRecord(entry.output) ? entry.output.message : undefined;
  if (isDataAction(entry.toolName) && typeof dataMessage === 'string') return `${who} ${lowerFirst(dataMessage)}`;
  // Sync says in its own words what a merge did not keep ("Sync kept the title from the server, …").
  const note = isRecord(entry.input) ? entry.input.note : undefined;
  if (entry.engine === 'sync' && typeof note === 'string' && note.trim()) return note;
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
  return verb ? `${who} ${verb.done} ${taskName(entry)}` : `${who}: ${labelWith(wordsOf, entry.toolName)}`;
}

/** A stored error as a person reads it: a missing task's id (the tools' "Task #7 not found") is said in words. */
function plainError(error: string): string {
  return error.replace(/^Task #\d+ not found\.?$/, 'that task does not exist (any more)');
}
