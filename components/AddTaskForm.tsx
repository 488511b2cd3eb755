import { useRef, useState, type FormEvent } from 'react';
import { emptyTaskForm, formToCreateInput } from '@/lib/todos';
import type { ActionResult } from '@/lib/tools';
import { PrioritySelect } from './PrioritySelect';

interface AddTaskFormProps {
  onAdd: (input: unknown) => Promise<ActionResult>;
}

/** The "New task" line: title, optional due date and priority. What was typed stays when saving fails. */
export function AddTaskForm({ onAdd }: AddTaskFormProps) {
  const [values, setValues] = useState(emptyTaskForm);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = formToCreateInput(values);
    const result = input.ok ? await runAdd(input.value) : input;
    if (result.ok) {
      setValues(emptyTaskForm);
      setError(undefined);
    } else setError(result.error);
    titleRef.current?.focus();
  }

  async function runAdd(input: unknown) {
    setBusy(true);
    try {
      return await onAdd(input);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-task" onSubmit={submit} aria-label="Add a task">
      <div className="add-task-row">
        <input
          ref={titleRef}
          aria-label="New task"
          placeholder="Add a task…"
          value={values.title}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-task-error' : undefined}
          onChange={(e) => setValues({ ...values, title: e.target.value })}
        />
        <button type="submit" className="primary" disabled={busy}>
          Add task
        </button>
      </div>
      <div className="add-task-row options">
        <label>
          Due
          <input type="date" value={values.dueDate} onChange={(e) => setValues({ ...values, dueDate: e.target.value })} />
        </label>
        <label>
          Priority
          <PrioritySelect value={values.priority} onChange={(priority) => setValues({ ...values, priority })} />
        </label>
      </div>
      {error && (
        <p id="add-task-error" role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
