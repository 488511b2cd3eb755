import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Todo } from '@/lib/db';
import {
  formFromTodo,
  formToChanges,
  recurrenceChange,
  reminderChange,
  reminderOptions,
  reminderValueOf,
  repeatChoiceOf,
  repeatOptions,
  repeatProblem,
  type RepeatChoice,
  type TaskFormValues,
} from '@/lib/todos';
import type { ActionResult } from '@/lib/tools';
import { URL_MAX } from '@/lib/util';
import { FieldError } from '../shared/FieldError';
import { Options } from '../shared/Options';
import { PrioritySelect } from './PrioritySelect';

interface TaskEditorProps {
  todo: Todo;
  onSave: (changes: Record<string, unknown>) => Promise<ActionResult>;
  onClose: () => void;
}

/** The inline editor of one task. Only changed fields are saved; on an error the edits stay for fixing. */
export function TaskEditor({ todo, onSave, onClose }: TaskEditorProps) {
  const [values, setValues] = useState<TaskFormValues>(() => formFromTodo(todo));
  const [original] = useState(() => formFromTodo(todo));
  const [repeat, setRepeat] = useState<RepeatChoice>(() => repeatChoiceOf(todo.recurrence, original.dueDate));
  const [remind, setRemind] = useState(() => reminderValueOf(todo));
  const repeatField = useRef<HTMLSelectElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (field: keyof TaskFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const repeats = repeatOptions(values.dueDate, todo, original.dueDate);
  const repeatNeedsDue = repeatProblem(repeat, values.dueDate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = formToChanges(values, todo);
    if (!fields.ok) return setError(fields.error);
    // The problem is already shown beside Repeat; focus takes the person there.
    if (repeatNeedsDue) return repeatField.current?.focus();
    const changes = { ...fields.value, ...recurrenceChange(repeat, values.dueDate, todo), ...reminderChange(remind, todo) };
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    const result = await onSave(changes);
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
      <div className="editor-row">
        <div className="editor-field">
          <label htmlFor={`${id}-repeat`}>Repeat</label>
          <select
            id={`${id}-repeat`}
            ref={repeatField}
            value={repeat}
            onChange={(e) => setRepeat(repeats.find((option) => option.value === e.target.value)?.value ?? repeat)}
            aria-invalid={repeatNeedsDue ? true : undefined}
            aria-describedby={`${id}-repeat-problem`}
          >
            <Options choices={repeats} />
          </select>
        </div>
        <div className="editor-field">
          <label htmlFor={`${id}-remind`}>Reminder</label>
          <select id={`${id}-remind`} value={remind} onChange={(e) => setRemind(e.target.value)}>
            <Options choices={reminderOptions(todo)} />
          </select>
        </div>
      </div>
      <FieldError id={`${id}-repeat-problem`} message={repeatNeedsDue} />
      <label htmlFor={`${id}-tags`}>Tags</label>
      <input id={`${id}-tags`} placeholder="work, home" value={values.tags} onChange={(e) => set('tags')(e.target.value)} />
      <label htmlFor={`${id}-url`}>Link</label>
      <input
        id={`${id}-url`}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://example.com/page"
        maxLength={URL_MAX}
        value={values.url}
        onChange={(e) => set('url')(e.target.value)}
      />
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
