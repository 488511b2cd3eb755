import type { Approval, TodoDatabase } from '../db';
import { changeTasksInputSchema, findTool, listedTitles, memoryToForget, tasksToChange, type TaskView } from '../tools';
import { findPendingApprovals, isExpired } from './approval-records';
import { taskIdOfInput } from './task-id-of-input';

export interface ApprovalChange {
  field: string;
  from?: unknown;
  to: unknown;
}

/** What the panel's approval card shows. */
export interface PendingApprovalView extends Pick<Approval, 'conversationId' | 'toolCallId' | 'toolName' | 'input' | 'createdAt' | 'expiresAt'> {
  approvalId: string;
  taskId?: number;
  /** The task's current title when it still exists, read now rather than trusted from the model. */
  currentTitle?: string;
  /** For update_task: each field that will change, from its current value to the new one. */
  changes: ApprovalChange[];
  /** One line: "Delete task #3: Buy milk", "Rename task #3 from “A” to “B”". */
  summary: string;
  /** The card's question in plain words: "Delete “Buy milk”?", "Rename “A” to “B”?". */
  question: string;
  /** The word on the approving button: "Delete", "Rename", "Change". */
  action: string;
  /** For a call that changes several tasks: each one ("#3 Pay rent"), at most 50, then "and 12 more". */
  tasks?: string[];
}

/** The card of a change_tasks call: every task it will touch, read now. */
async function severalCard(db: TodoDatabase, input: unknown): Promise<Pick<PendingApprovalView, 'summary' | 'question' | 'action' | 'tasks'>> {
  const parsed = changeTasksInputSchema.safeParse(input);
  const tasks = parsed.success ? await tasksToChange({ db }, parsed.data) : [];
  const action = parsed.success && parsed.data.action === 'delete' ? 'Delete' : 'Change';
  const count = `${tasks.length} task${tasks.length === 1 ? '' : 's'}`;
  return { summary: `${action} ${count}`, question: `${action} these ${count}?`, action, tasks: listedTitles(tasks) };
}

/** Reads the task through the get_task tool (read-only, not audited). */
async function currentTask(db: TodoDatabase, taskId: number): Promise<TaskView | undefined> {
  const getTask = findTool('get_task');
  if (!getTask) return undefined;
  try {
    const { output } = await getTask.run({ db, engine: 'manual' }, { task_id: taskId });
    return (output as { task: TaskView }).task;
  } catch {
    return undefined;
  }
}

function changesOf(input: unknown, task: TaskView | undefined): ApprovalChange[] {
  if (typeof input !== 'object' || input === null) return [];
  return Object.entries(input)
    .filter(([field]) => field !== 'task_id')
    .map(([field, to]) => {
      const from = task ? (task as Record<string, unknown>)[field] : undefined;
      return { field, to, ...(from !== undefined ? { from } : {}) };
    });
}

function summaryOf(toolName: string, taskId: number | undefined, task: TaskView | undefined, changes: ApprovalChange[]): string {
  const ref = taskId ? `task #${taskId}` : 'a task';
  const named = task ? `${ref}: ${task.title}` : `${ref} (it no longer exists)`;
  if (toolName === 'delete_task') return `Delete ${named}`;
  if (toolName === 'update_task') {
    const rename = changes.find((change) => change.field === 'title');
    const others = changes.filter((change) => change.field !== 'title').map((change) => change.field);
    const head = rename && task ? `Rename ${ref} from “${task.title}” to “${String(rename.to)}”` : `Change ${named}`;
    return others.length ? `${head}, and change ${others.join(', ')}` : head;
  }
  return `Run ${toolName} on ${named}`;
}

function titleOf(taskId: number | undefined, task: TaskView | undefined): string {
  if (task) return `“${task.title}”`;
  return taskId ? `task #${taskId} (it no longer exists)` : 'a task';
}

/** The question the card asks and the word on its approving button. */
export function questionOf(toolName: string, taskId: number | undefined, task: TaskView | undefined, changes: ApprovalChange[]): { question: string; action: string } {
  const title = titleOf(taskId, task);
  if (toolName === 'delete_task') return { question: `Delete ${title}?`, action: 'Delete' };
  if (toolName === 'update_task') {
    const rename = changes.find((change) => change.field === 'title');
    const others = changes.filter((change) => change.field !== 'title').map((change) => change.field.replace(/_/g, ' '));
    if (rename && task) {
      const head = `Rename ${title} to “${String(rename.to)}”`;
      return { question: others.length ? `${head} and change its ${others.join(', ')}?` : `${head}?`, action: 'Rename' };
    }
    return { question: others.length ? `Change the ${others.join(', ')} of ${title}?` : `Change ${title}?`, action: 'Change' };
  }
  return { question: `Allow this change to ${title}?`, action: 'Allow' };
}

/** The card of a forget_memory call: the memory it deletes, quoted, read now. */
async function forgetCard(db: TodoDatabase, input: unknown): Promise<Pick<PendingApprovalView, 'summary' | 'question' | 'action'>> {
  const memory = await memoryToForget(db, input);
  if (!memory) return { summary: 'Forget a memory (it no longer exists)', question: 'Forget a memory that no longer exists?', action: 'Forget' };
  const text = memory.text.length > 160 ? `${memory.text.slice(0, 159)}…` : memory.text;
  return { summary: `Forget memory #${memory.id}: ${text}`, question: `Forget “${text}”?`, action: 'Forget' };
}

/** One pending approval as the panel's card shows it: the task as it is now and what will change. */
async function viewOf(db: TodoDatabase, approval: Approval): Promise<PendingApprovalView> {
  if (approval.toolName === 'forget_memory' || approval.toolName === 'change_tasks') {
    return {
      approvalId: approval.id,
      conversationId: approval.conversationId,
      toolCallId: approval.toolCallId,
      toolName: approval.toolName,
      input: approval.input,
      createdAt: approval.createdAt,
      expiresAt: approval.expiresAt,
      changes: [],
      ...(approval.toolName === 'change_tasks' ? await severalCard(db, approval.runInput ?? approval.input) : await forgetCard(db, approval.runInput ?? approval.input)),
    };
  }
  const taskId = taskIdOfInput(approval.input);
  const task = taskId ? await currentTask(db, taskId) : undefined;
  const changes = approval.toolName === 'update_task' ? changesOf(approval.input, task) : [];
  return {
    approvalId: approval.id,
    conversationId: approval.conversationId,
    toolCallId: approval.toolCallId,
    toolName: approval.toolName,
    input: approval.input,
    createdAt: approval.createdAt,
    expiresAt: approval.expiresAt,
    ...(taskId ? { taskId } : {}),
    ...(task ? { currentTitle: task.title } : {}),
    changes,
    summary: summaryOf(approval.toolName, taskId, task, changes),
    ...questionOf(approval.toolName, taskId, task, changes),
  };
}

/**
 * The pending approvals of a conversation, in the order the model asked for
 * them, for the panel's cards: one step may ask for several, and each must be
 * answered before the turn goes on. Those past their expiry are not offered:
 * they can no longer be approved (expireApprovals closes them).
 */
export async function pendingApprovals(db: TodoDatabase, conversationId: string, now: Date = new Date()): Promise<PendingApprovalView[]> {
  const pending = (await findPendingApprovals(db, conversationId)).filter((approval) => !isExpired(approval, now));
  return Promise.all(pending.map((approval) => viewOf(db, approval)));
}

/** The first pending approval of a conversation (see pendingApprovals), or undefined when none is. */
export async function pendingApproval(db: TodoDatabase, conversationId: string, now: Date = new Date()): Promise<PendingApprovalView | undefined> {
  return (await pendingApprovals(db, conversationId, now))[0];
}
