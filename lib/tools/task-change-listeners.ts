/**
 * Who wants to know that a tool changed tasks: each context registers what it
 * does about it once (the background re-plans reminders and the badge; a page
 * asks the background to). executeTool calls them after the change is saved.
 */
type TaskChangeListener = () => void;

const listeners = new Set<TaskChangeListener>();

/** Calls `listener` after every saved tool call that changed a task; returns the way to stop. */
export function onTasksChanged(listener: TaskChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyTasksChanged(): void {
  for (const listener of listeners) listener();
}
