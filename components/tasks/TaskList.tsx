import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { Todo } from '@/lib/db';
import { taskRows } from '@/lib/hooks';
import type { TaskActions } from '@/lib/tools';
import { planBoundaries } from '@/lib/todos';
import { TaskItem } from './TaskItem';
import { observeRectOrPanel, PANEL_RECT } from '../shared/virtual-list-rect';

interface TaskListProps {
  todos: Todo[];
  now: Date;
  /** More tasks follow the loaded ones: asked for when the list is scrolled near its end. */
  more: boolean;
  onLoadMore: () => void;
  actions: TaskActions;
  onDelete: (todo: Todo) => void;
  /** A task to open in its editor (the panel's "Open task"), scrolled into view once loaded. */
  taskToOpen?: number;
  onTaskOpened?: () => void;
  /** A task whose checkbox takes the focus (the neighbour of a deleted task). */
  taskToFocus?: number;
  onTaskFocused?: () => void;
}

const GROUP_HEIGHT = 30;
const TASK_HEIGHT = 58;

/** A row's measured height; one not laid out (as in tests) keeps its estimate. */
function measureRow(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>) {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : element.classList.contains('task-group') ? GROUP_HEIGHT : TASK_HEIGHT;
}

/** Rows from the end at which the next page is asked for. */
const LOAD_AHEAD = 15;

/**
 * The loaded tasks under their group headers (Overdue, Today, Upcoming,
 * No date, Completed), virtualised: only the rows on screen (and a few
 * around them) are in the page, whatever the number of tasks.
 */
export function TaskList({ todos, now, more, onLoadMore, actions, onDelete, taskToOpen, onTaskOpened, taskToFocus, onTaskFocused }: TaskListProps) {
  const rows = useMemo(() => taskRows(todos, planBoundaries(now)), [todos, now]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's methods change what they return as the list scrolls; nothing here memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? GROUP_HEIGHT : TASK_HEIGHT),
    measureElement: measureRow,
    getItemKey: (index) => {
      const row = rows[index];
      return !row ? index : row.kind === 'group' ? `group-${row.group}` : row.todo.id;
    },
    overscan: 8,
    initialRect: PANEL_RECT,
    observeElementRect: observeRectOrPanel,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (more && lastIndex >= rows.length - LOAD_AHEAD) onLoadMore();
  }, [more, lastIndex, rows.length, onLoadMore]);

  const openIndex = taskToOpen === undefined ? -1 : rows.findIndex((row) => row.kind === 'task' && row.todo.id === taskToOpen);
  useEffect(() => {
    if (openIndex >= 0) virtualizer.scrollToIndex(openIndex, { align: 'center' });
  }, [openIndex, virtualizer]);

  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} className="task-scroll">
      <ul className="task-list" aria-label="Task list" style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          if (row.kind === 'group') {
            return (
              <li key={item.key} ref={virtualizer.measureElement} data-index={item.index} className={`task-group ${row.group}`}>
                <h3>{row.label}</h3>
              </li>
            );
          }
          return (
            <TaskItem
              key={item.key}
              rowRef={virtualizer.measureElement}
              index={item.index}
              todo={row.todo}
              now={now}
              actions={actions}
              onDelete={onDelete}
              open={row.todo.id === taskToOpen}
              {...(onTaskOpened ? { onOpened: onTaskOpened } : {})}
              focus={row.todo.id === taskToFocus}
              {...(onTaskFocused ? { onFocused: onTaskFocused } : {})}
            />
          );
        })}
      </ul>
      {more && <p className="muted task-more">Loading more…</p>}
    </div>
  );
}
