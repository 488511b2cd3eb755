import { useEffect, useRef, useState, type Ref } from 'react';
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
  /** Moves the focus to this task's checkbox (after the task before it was deleted); `onFocused` says it did. */
  focus?: boolean;
  onFocused?: () => void;
}

/**
 * One task: a checkbox to complete or reopen it, its details, Edit and Delete.
 * Closing the editor (Save, Cancel or Escape) puts the focus back on Edit.
 */
export function TaskItem({ todo, now, actions, onDelete, open = false, onOpened, rowRef, index, focus = false, onFocused }: TaskItemProps) {
  const [editing, setEditing] = useState(open);
  const [error, setError] = useState<string>();
  const done = todo.status === 'completed';
  if (open && !editing) setEditing(true);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const focusEditOnClose = useRef(false);

  useEffect(() => {
    if (editing || !focusEditOnClose.current) return;
    focusEditOnClose.current = false;
    editRef.current?.focus();
  }, [editing]);

  useEffect(() => {
    if (!focus || editing) return;
    checkboxRef.current?.focus();
    onFocused?.();
  }, [focus, editing, onFocused]);

  const closeEditor = () => {
    focusEditOnClose.current = true;
    setEditing(false);
  };

  // The list scrolls an opened task into view; the row only opens its editor.
  useEffect(() => {
    if (open) onOpened?.();
  }, [open, onOpened]);

  if (editing) {
    return (
      <li className="task editing" ref={rowRef} data-index={index}>
        <TaskEditor todo={todo} onSave={(changes) => actions.update(todo.id, changes)} onClose={closeEditor} />
      </li>
    );
  }

  async function toggle() {
    const result = await actions.setCompleted(todo.id, !done);
    setError(result.ok ? undefined : result.error);
  }

  return (
    <li className={done ? 'task done' : 'task'} ref={rowRef} data-index={index}>
      <input ref={checkboxRef} type="checkbox" checked={done} onChange={toggle} aria-label={`Done: ${todo.title}`} />
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
        <button ref={editRef} type="button" className="quiet" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button type="button" className="quiet danger" onClick={() => onDelete(todo)}>
          Delete
        </button>
      </div>
    </li>
  );
}
