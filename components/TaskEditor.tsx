import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Todo } from '@/lib/db';
import { formFromTodo, formToChanges, type TaskFormValues } from '@/lib/todos';
import type { ActionResult } from '@/lib/tools';
import { PrioritySelect } from './PrioritySelect';

interface TaskEditorProps {
  todo: Todo;
  onSave: (changes: Record<string, unknown>) => Promise<ActionResult>;
  onClose: () => void;
}

/** The inline editor of one task. Only changed fields are saved; on an error the edits stay for fixing. */
export function TaskEditor({ todo, onSave, onClose }: TaskEditorProps) {
  const [values, setValues] = useState<TaskFormValues>(() => formFromTodo(todo));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (field: keyof TaskFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = formToChanges(values, todo);
    if (!changes.ok) return setError(changes.error);
    if (Object.keys(changes.value).length === 0) return onClose();
    setBusy(true);
    const result = await onSave(changes.value);
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.error);
  }

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <form className="task-editor" onSubmit={submit} onKeyDown={cancelOnEscape} aria-label={`Edit task: ${todo.title}`}>
      <label htmlFor={`${id}-title`}>Title</label>
      <input id={`${id}-title`} value={values.title} onChange={(e) => set('title')(e.target.value)} autoFocus />
      <label htmlFor={`${id}-description`}>Description</label>
      <textarea id={`${id}-description`} rows={3} value={values.description} onChange={(e) => set('description')(e.target.value)} />
      <div className="editor-row">
        <label>
          Due date
          <input type="date" value={values.dueDate} onChange={(e) => set('dueDate')(e.target.value)} />
        </label>
        <label>
          Time
          <input type="time" value={values.dueTime} onChange={(e) => set('dueTime')(e.target.value)} />
        </label>
        <label>
          Priority
          <PrioritySelect value={values.priority} onChange={set('priority')} />
        </label>
      </div>
      <label htmlFor={`${id}-tags`}>Tags</label>
      <input id={`${id}-tags`} placeholder="work, home" value={values.tags} onChange={(e) => set('tags')(e.target.value)} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="editor-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
