import { useState } from 'react';
import type { Todo } from '@/lib/db';
import { useNow, usePanelNavigation, useTaskActions, useTodos, useUndoToast } from '@/lib/hooks';
import { AddTaskForm } from './AddTaskForm';
import { ConfirmDialog } from './ConfirmDialog';
import { TaskItem } from './TaskItem';
import { UndoToast } from './UndoToast';

/** The task list, live: add, complete, edit and delete by hand, each change audited as `manual` and undoable for a few seconds. */
export function TasksView() {
  const [showCompleted, setShowCompleted] = useState(false);
  const { todos, pendingCount, completedCount } = useTodos(showCompleted);
  const { actions, toast, undo, dismiss, pause, resume } = useUndoToast(useTaskActions());
  const { openTask, taskToOpen, taskOpened } = usePanelNavigation();
  const now = useNow();
  const [toDelete, setToDelete] = useState<Todo>();
  const [notice, setNotice] = useState<string>();

  // "Open task" on a completed task: show the completed ones, so it is there to open.
  if (taskToOpen !== undefined && todos !== undefined && !showCompleted && !todos.some((todo) => todo.id === taskToOpen)) {
    setShowCompleted(true);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const result = await actions.remove(toDelete.id);
    setNotice(result.ok ? undefined : result.error);
    setToDelete(undefined);
  }

  return (
    <div className="tasks">
      <AddTaskForm onAdd={actions.add} />
      <div className="tasks-toolbar">
        <span className="muted" aria-live="polite">
          {pendingCount === 0 ? 'Nothing to do' : `${pendingCount} to do`}
        </span>
        <label className="toggle">
          <input type="checkbox" checked={showCompleted} onChange={(e) => setShowCompleted(e.target.checked)} />
          Show completed ({completedCount})
        </label>
      </div>
      {notice && (
        <p role="alert" className="error">
          {notice}
        </p>
      )}
      {todos === undefined ? (
        <p className="muted">Loading…</p>
      ) : todos.length === 0 ? (
        <p className="empty muted">
          {completedCount > 0 && !showCompleted ? 'All done. ' : 'No tasks yet. '}
          Add one above, or ask the assistant in Chat.
        </p>
      ) : (
        <ul className="task-list" aria-label="Task list">
          {todos.map((todo) => (
            <TaskItem
              key={todo.id}
              todo={todo}
              now={now}
              actions={actions}
              onDelete={setToDelete}
              open={todo.id === taskToOpen}
              onOpened={taskOpened}
            />
          ))}
        </ul>
      )}
      {toast ? <UndoToast key={toast.key} toast={toast} onUndo={undo} onOpenTask={openTask} onDismiss={dismiss} onPause={pause} onResume={resume} /> : null}
      {toDelete && (
        <ConfirmDialog
          title="Delete task?"
          message={`“${toDelete.title}” will be deleted. You can undo it right after, and the Activity log keeps a record of it.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(undefined)}
        />
      )}
    </div>
  );
}
