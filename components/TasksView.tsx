import { useState } from 'react';
import type { Todo } from '@/lib/db';
import { useNow, useTaskActions, useTodos } from '@/lib/hooks';
import { AddTaskForm } from './AddTaskForm';
import { ConfirmDialog } from './ConfirmDialog';
import { TaskItem } from './TaskItem';

/** The task list, live: add, complete, edit and delete by hand, each change audited as `manual`. */
export function TasksView() {
  const [showCompleted, setShowCompleted] = useState(false);
  const { todos, pendingCount, completedCount } = useTodos(showCompleted);
  const actions = useTaskActions();
  const now = useNow();
  const [toDelete, setToDelete] = useState<Todo>();
  const [notice, setNotice] = useState<string>();

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
            <TaskItem key={todo.id} todo={todo} now={now} actions={actions} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete task?"
          message={`“${toDelete.title}” will be deleted. The Activity log keeps a record of it.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(undefined)}
        />
      )}
    </div>
  );
}
