import { useCallback, useEffect, useMemo, useState } from 'react';
import { describeOutcome } from '../tools';
import type { ActionResult, TaskActions } from '../tools/task-actions';
import { isRecord } from '../util';

/** How long the notice after an action stays, with its Undo. */
export const UNDO_TOAST_MS = 8000;

export interface UndoToast {
  /** Changes on every notice, so a new one restarts the timer. */
  key: number;
  message: string;
  /** Present while the change can still be undone from the notice. */
  auditId?: number;
  /** The task it is about, for "Open task" when an undo is refused. */
  taskId?: number;
  /** Set when the undo was refused: why, as a code (see UndoResult). */
  error?: { code?: string };
}

/** The id of the task an action's output names (`task.id`), if any. */
function taskIdOf(output: unknown): number | undefined {
  const task = isRecord(output) && isRecord(output.task) ? output.task : undefined;
  return typeof task?.id === 'number' ? task.id : undefined;
}

/**
 * The Tasks view's short-lived notice: after each change made there, one
 * line saying what was done, with an Undo, for `durationMs` (paused while
 * the pointer or the focus is on it). Returns the actions to use instead of
 * the plain ones, so every change made through them gets its notice.
 */
export function useUndoToast(actions: TaskActions, durationMs = UNDO_TOAST_MS) {
  const [toast, setToast] = useState<UndoToast>();
  const [paused, setPaused] = useState(false);

  const show = useCallback((next: Omit<UndoToast, 'key'>) => setToast({ ...next, key: Date.now() + Math.random() }), []);

  const tracked: TaskActions = useMemo(() => {
    const report = (toolName: string, taskId: number | undefined) => (result: ActionResult) => {
      if (result.ok && result.auditId !== undefined) {
        const id = taskId ?? taskIdOf(result.output);
        show({ message: describeOutcome(toolName, result.output), auditId: result.auditId, ...(id !== undefined ? { taskId: id } : {}) });
      }
      return result;
    };
    return {
      add: (input) => actions.add(input).then(report('add_task', undefined)),
      update: (taskId, changes) => actions.update(taskId, changes).then(report('update_task', taskId)),
      setCompleted: (taskId, completed) => actions.setCompleted(taskId, completed).then(report(completed ? 'complete_task' : 'reopen_task', taskId)),
      remove: (taskId) => actions.remove(taskId).then(report('delete_task', taskId)),
      undo: actions.undo,
    };
  }, [actions, show]);

  const undo = useCallback(async () => {
    if (toast?.auditId === undefined) return;
    const { taskId } = toast;
    const result = await actions.undo(toast.auditId);
    show(result.ok ? { message: result.message } : { message: result.error, error: result.code ? { code: result.code } : {}, ...(taskId !== undefined ? { taskId } : {}) });
  }, [actions, show, toast]);

  const dismiss = useCallback(() => setToast(undefined), []);

  useEffect(() => {
    if (!toast || paused) return undefined;
    const timer = setTimeout(() => setToast(undefined), durationMs);
    return () => clearTimeout(timer);
  }, [toast, paused, durationMs]);

  return { actions: tracked, toast, undo, dismiss, pause: () => setPaused(true), resume: () => setPaused(false) };
}
