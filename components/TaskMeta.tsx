import type { Todo } from '@/lib/db';
import { describeDue } from '@/lib/todos';
import { PRIORITY_LABELS } from './PrioritySelect';

/** Priority, due date (overdue highlighted) and tags of a task, compactly. */
export function TaskMeta({ todo, now }: { todo: Todo; now: Date }) {
  const due = todo.dueAt ? describeDue(todo.dueAt, now) : undefined;
  const late = due?.overdue && todo.status === 'pending';
  if (todo.priority === 4 && !due && todo.tags.length === 0) return null;
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
      {todo.tags.map((tag) => (
        <span key={tag} className="tag">
          #{tag}
        </span>
      ))}
    </div>
  );
}
