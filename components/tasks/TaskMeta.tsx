import type { Todo } from '@/lib/db';
import { describeDue } from '@/lib/todos';
import { describeRecurrence } from '@/lib/todos/recurrence';
import { siteOf } from '@/lib/util';
import { PRIORITY_LABELS } from './PrioritySelect';
import { TaskLink } from '../shared/TaskLink';

/** Priority, due date (overdue highlighted), tags and the page it links to, compactly. */
export function TaskMeta({ todo, now }: { todo: Todo; now: Date }) {
  const due = todo.dueAt ? describeDue(todo.dueAt, now) : undefined;
  const late = due?.overdue && todo.status === 'pending';
  const repeats = todo.recurrence ? describeRecurrence(todo.recurrence, todo.dueAt, todo.timeZone) : undefined;
  if (todo.priority === 4 && !due && !repeats && todo.tags.length === 0 && !todo.url) return null;
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
      {todo.url ? <TaskLink url={todo.url} title={todo.urlTitle ?? siteOf(todo.url) ?? todo.url} /> : null}
    </div>
  );
}
