import { useRef, type FormEvent, type ReactNode } from 'react';
import { useAddTaskBox } from '@/lib/hooks';
import type { ActionResult } from '@/lib/tools';
import { QuickAddChips } from '../shared/QuickAddChips';

interface AddTaskFormProps {
  onAdd: (input: unknown) => Promise<ActionResult>;
  /**
   * The notice after a change (with its Undo): placed right after the box in
   * the Tab order, so Undo is one Tab away after adding; shown at the bottom.
   */
  notice?: ReactNode;
}

/**
 * The "New task" line. It reads what is typed the way quick-add does
 * ("water plants tomorrow p2 #home") and shows the same chips; the task
 * editor sets anything more exact. What was typed stays when saving fails.
 */
export function AddTaskForm({ onAdd, notice }: AddTaskFormProps) {
  const { text, change, preview, error, busy, submit } = useAddTaskBox(onAdd);
  const titleRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await submit();
    titleRef.current?.focus();
  }

  return (
    <form className="add-task" onSubmit={onSubmit} aria-label="Add a task">
      <div className="add-task-row">
        <input
          ref={titleRef}
          aria-label="New task"
          placeholder="Add a task: pay rent tomorrow 9am p1 #home"
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-task-error' : undefined}
          onChange={(e) => change(e.target.value)}
        />
        {notice}
        <button type="submit" className="primary" disabled={busy}>
          Add task
        </button>
      </div>
      <QuickAddChips chips={preview.chips} />
      {error && (
        <p id="add-task-error" role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
