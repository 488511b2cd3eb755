import { useEffect, useState, type Ref } from 'react';
import type { Todo } from '@/lib/db';
import type { TaskActions } from '@/lib/tools';
import { TaskEditor } from './TaskEditor';
import { TaskMeta } from './TaskMeta';

interface TaskItemProps {
  todo: Todo;
  now: Date;
  actions: TaskActions;
  onDelete: (todo: Todo) => void;
  /** Opens the editor (the panel's "Open task"); `onOpened` says it did. */
  open?: boolean;
  onOpened?: () => void;
  /** Set by a virtualised list, which measures each row. */
  rowRef?: Ref<HTMLLIElement>;
  index?: number;
}

/** One task: a checkbox to complete or reopen it, its details, Edit and Delete. */
export function TaskItem({ todo, now, actions, onDelete, open = false, onOpened, rowRef, index }: TaskItemProps) {
  const [editing, setEditing] = useState(open);
  const [error, setError] = useState<string>();
  const done = todo.status === 'completed';
  if (open && !editing) setEditing(true);

  // The list scrolls an opened task into view; the row only opens its editor.
  useEffect(() => {
    if (open) onOpened?.();
  }, [open, onOpened]);

  if (editing) {
    return (
      <li className="task editing" ref={rowRef} data-index={index}>
        <TaskEditor todo={todo} onSave={(changes) => actions.update(todo.id, changes)} onClose={() => setEditing(false)} />
      </li>
    );
  }

  async function toggle() {
    const result = await actions.setCompleted(todo.id, !done);
    setError(result.ok ? undefined : result.error);
  }

  return (
    <li className={done ? 'task done' : 'task'} ref={rowRef} data-index={index}>
      <input type="checkbox" checked={done} onChange={toggle} aria-label={`Done: ${todo.title}`} />
      <div className="task-body">
        <span className="task-title">{todo.title}</span>
        {todo.description && <p className="task-description">{todo.description}</p>}
        <TaskMeta todo={todo} now={now} />
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </div>
      <div className="task-actions">
        <button type="button" className="quiet" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" className="quiet danger" onClick={() => onDelete(todo)}>
          Delete
        </button>
      </div>
    </li>
  );
}
