import type { Todo } from '@/lib/db';
import { describeDue, describeRecurrence } from '@/lib/todos';
import { PRIORITY_LABELS } from './PrioritySelect';

/** Priority, due date (overdue highlighted) and tags of a task, compactly. */
export function TaskMeta({ todo, now }: { todo: Todo; now: Date }) {
  const due = todo.dueAt ? describeDue(todo.dueAt, now) : undefined;
  const late = due?.overdue && todo.status === 'pending';
  const repeats = todo.recurrence ? describeRecurrence(todo.recurrence, todo.dueAt, todo.timeZone) : undefined;
  if (todo.priority === 4 && !due && !repeats && todo.tags.length === 0) return null;
  return (
    <div className="task-meta">
      {todo.priority !== 4 && (
        <span className={`badge priority-${todo.priority}`} title={`Priority ${todo.priority}: ${PRIORITY_LABELS[todo.priority]}`}>
          P{todo.priority}
        </span>
      )}
      {due && (
        <span className={late ? 'due overdue' : 'due'} title={late ? `Overdue: ${due.full}` : `Due ${due.full}`}>
          {late ? `Overdue · ${due.label}` : due.label}
        </span>
      )}
      {repeats && (
        <span className="repeats" title={`Repeats ${repeats}`}>
          <span aria-hidden="true">↻ </span>
          {repeats}
        </span>
      )}
      {todo.tags.map((tag) => (
        <span key={tag} className="tag">
          #{tag}
        </span>
      ))}
    </div>
  );
}
