import type { TodoDatabase } from '../db';
import type { ApprovalCard, ApprovalChange, TaskCardWords } from './approval-words';
import { getTask } from './get-task';
import { taskIdOfInput } from './task-id-of-input';
import type { TaskView } from './task-view';

/** The card of a high-risk call whose tool says nothing of its own. */
export const DEFAULT_TASK_CARD = (toolName: string): TaskCardWords => ({
  summary: (_ref, named) => `Run ${toolName} on ${named}`,
  question: (title) => ({ question: `Allow this change to ${title}?`, action: 'Allow' }),
});

/** Reads the task through the get_task tool (read-only, not audited). */
async function currentTask(db: TodoDatabase, taskId: number): Promise<TaskView | undefined> {
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

/** "“Buy milk”", or "task #3 (it no longer exists)", or "a task". */
export function cardTitle(taskId: number | undefined, task: TaskView | undefined): string {
  if (task) return `“${task.title}”`;
  return taskId ? `task #${taskId} (it no longer exists)` : 'a task';
}

/** The card of a call about one task: the task as it is now and what will change. */
export async function taskCard(db: TodoDatabase, input: unknown, words: TaskCardWords): Promise<ApprovalCard> {
  const taskId = taskIdOfInput(input);
  const task = taskId ? await currentTask(db, taskId) : undefined;
  const changes = words.showsChanges ? changesOf(input, task) : [];
  const ref = taskId ? `task #${taskId}` : 'a task';
  const named = task ? `${ref}: ${task.title}` : `${ref} (it no longer exists)`;
  return {
    ...(taskId ? { taskId } : {}),
    ...(task ? { currentTitle: task.title } : {}),
    changes,
    summary: words.summary(ref, named, task, changes),
    ...words.question(cardTitle(taskId, task), task, changes),
  };
}
