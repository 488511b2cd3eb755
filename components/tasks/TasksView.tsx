import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Todo } from '@/lib/db';
import { editsText, isUndoKey, taskListFilter, useNow, usePanelNavigation, useTaskActions, useTaskCounts, useTaskList, useUndoToast, type DueChoice } from '@/lib/hooks';
import { formatCount, SEARCH_SCAN_LIMIT } from '@/lib/todos';
import { AddTaskForm } from './AddTaskForm';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { TaskFilters } from './TaskFilters';
import { TaskList } from './TaskList';
import { UndoToast } from './UndoToast';

/**
 * The task list, live and paged, grouped by when tasks are due: add, complete,
 * edit and delete by hand, each change audited as `manual` and undoable for a
 * few seconds.
 */
export function TasksView() {
  const [showCompleted, setShowCompleted] = useState(false);
  const [search, setSearch] = useState('');
  const [due, setDue] = useState<DueChoice>('any');
  const now = useNow();
  const filter = useMemo(() => taskListFilter({ showCompleted, search, due }), [showCompleted, search, due]);
  const { todos, more, scanLimited, loadMore } = useTaskList(filter, now);
  const counts = useTaskCounts();
  const pending = counts?.pending ?? { count: 0, more: false };
  const completed = counts?.completed ?? { count: 0, more: false };
  const filtered = filter.query !== undefined || filter.tag !== undefined || filter.due !== undefined;
  const { actions, toast, undo, dismiss, pause, resume } = useUndoToast(useTaskActions());
  const { openTask, taskToOpen, taskOpened } = usePanelNavigation();
  // While the notice offers Undo, Ctrl/Cmd+Z is that Undo (before the panel's own shortcut sees the key).
  const canUndo = toast?.auditId !== undefined;
  useEffect(() => {
    if (!canUndo) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isUndoKey(event) || editsText(event.target)) return;
      event.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [canUndo, undo]);
  const [toDelete, setToDelete] = useState<Todo>();
  const [notice, setNotice] = useState<string>();
  // Focus after the delete dialog: back to what opened it, or after a delete to the task that took its place.
  const dialogOpener = useRef<HTMLElement | null>(null);
  const countRef = useRef<HTMLSpanElement>(null);
  const [taskToFocus, setTaskToFocus] = useState<number>();
  const taskFocused = useCallback(() => setTaskToFocus(undefined), []);

  useEffect(() => {
    if (toDelete || !dialogOpener.current) return;
    dialogOpener.current.focus();
    dialogOpener.current = null;
  }, [toDelete]);

  function askToDelete(todo: Todo) {
    dialogOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToDelete(todo);
  }

  // "Open task" on a completed task: show the completed ones, so it is there to open.
  if (taskToOpen !== undefined && todos !== undefined && !showCompleted && !todos.some((todo) => todo.id === taskToOpen)) {
    setShowCompleted(true);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const index = todos?.findIndex((todo) => todo.id === toDelete.id) ?? -1;
    const neighbour = index < 0 ? undefined : (todos?.[index + 1] ?? todos?.[index - 1]);
    const result = await actions.remove(toDelete.id);
    setNotice(result.ok ? undefined : result.error);
    if (result.ok) {
      dialogOpener.current = neighbour ? null : countRef.current;
      setTaskToFocus(neighbour?.id);
    }
    setToDelete(undefined);
  }

  return (
    <div className="tasks">
      <AddTaskForm
        onAdd={actions.add}
        notice={toast ? <UndoToast key={toast.key} toast={toast} onUndo={undo} onOpenTask={openTask} onDismiss={dismiss} onPause={pause} onResume={resume} /> : null}
      />
      <div className="tasks-toolbar">
        <span className="muted" aria-live="polite" tabIndex={-1} ref={countRef}>
          {pending.count === 0 ? 'Nothing to do' : `${formatCount(pending)} to do`}
        </span>
        <label className="toggle">
          <input type="checkbox" checked={showCompleted} onChange={(e) => setShowCompleted(e.target.checked)} />
          Show completed ({formatCount(completed)})
        </label>
      </div>
      <TaskFilters search={search} due={due} onSearch={setSearch} onDue={setDue} />
      {notice && (
        <p role="alert" className="error">
          {notice}
        </p>
      )}
      {scanLimited && (
        <p className="muted" role="status">
          Showing matches among the first {SEARCH_SCAN_LIMIT.toLocaleString()} tasks; refine your search.
        </p>
      )}
      {todos === undefined ? (
        <p className="muted">Loading…</p>
      ) : todos.length === 0 ? (
        <p className="empty muted">
          {filtered
            ? 'No tasks match. Change the search or the date filter.'
            : `${completed.count > 0 && !showCompleted ? 'All done. ' : 'No tasks yet. '}Add one above, or ask the assistant in Chat.`}
        </p>
      ) : (
        <TaskList
          todos={todos}
          now={now}
          more={more}
          onLoadMore={loadMore}
          actions={actions}
          onDelete={askToDelete}
          {...(taskToOpen !== undefined ? { taskToOpen } : {})}
          onTaskOpened={taskOpened}
          {...(taskToFocus !== undefined ? { taskToFocus } : {})}
          onTaskFocused={taskFocused}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete task?"
          message={`“${toDelete.title}” will be deleted. You can undo it right after, and the Activity log keeps a record of it.`}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(undefined)}
        />
      )}
    </div>
  );
}
