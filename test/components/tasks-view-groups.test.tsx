// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TasksView } from '@/components/tasks/TasksView';
import { db, type Todo } from '@/lib/db';
import { SEARCH_SCAN_LIMIT } from '@/lib/todos';

beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const DAY = 86_400_000;
const localDate = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const at = new Date().toISOString();
const task = (title: string, fields: Partial<Todo> = {}): Omit<Todo, 'id'> => ({ title, status: 'pending', priority: 4, tags: [], createdAt: at, updatedAt: at, ...fields });

const list = () => screen.getByRole('list', { name: 'Task list' });
/** The list as a person reads it: group headers and task titles, top to bottom. */
const readList = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('h3')?.textContent ?? `- ${item.querySelector('.task-title')?.textContent}`);

describe('the Tasks view, grouped the way people plan', () => {
  it('shows Overdue, Today, Upcoming and No date in that order, each sorted by due time then priority', async () => {
    await db.todos.bulkAdd([
      task('Read a book', { priority: 3 }),
      task('Dentist', { dueAt: localDate(5) }),
      task('Pay rent', { dueAt: localDate(1), priority: 1 }),
      task('Water plants', { dueAt: localDate(0) }),
      task('Renew passport', { dueAt: localDate(-3) }),
      task('Call the bank', { dueAt: localDate(0), priority: 1 }),
      task('Send invoice', { dueAt: localDate(-1), priority: 2 }),
      task('Buy milk', { status: 'completed', completedAt: at }),
    ]);
    render(<TasksView />);
    await screen.findByText('Renew passport');
    expect(readList()).toEqual([
      'Overdue',
      '- Renew passport',
      '- Send invoice',
      'Today',
      '- Call the bank',
      '- Water plants',
      'Upcoming',
      '- Pay rent',
      '- Dentist',
      'No date',
      '- Read a book',
    ]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show completed (1)' }));
    await screen.findByText('Buy milk');
    expect(readList().slice(-2)).toEqual(['Completed', '- Buy milk']);
  });

  it('loads the next page when scrolled to the end, until the last task', async () => {
    await db.todos.bulkAdd(Array.from({ length: 130 }, (_, i) => task(`Task ${String(i + 1).padStart(3, '0')}`, { dueAt: localDate(1 + (i % 60)) })));
    render(<TasksView />);
    await screen.findByText('Task 001');
    expect(screen.getByText('Loading more…')).toBeTruthy(); // one page of 50 is loaded, more follow
    const scroller = list().parentElement as HTMLElement;
    // The newest undated task does not exist: the last task is the latest due, highest id.
    const lastTitle = 'Task 120';
    for (let step = 0; step < 40 && !screen.queryByText(lastTitle); step += 1) {
      await act(async () => {
        scroller.scrollTop = 1_000_000;
        fireEvent.scroll(scroller);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    await screen.findByText(lastTitle);
    await waitFor(() => expect(screen.queryByText('Loading more…')).toBeNull());
    // Only what is near the screen is rendered, not all 130 tasks.
    expect(within(list()).getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('lists one tag with #tag, words anywhere in the task, and the due filters', async () => {
    await db.todos.bulkAdd([
      task('Water plants', { tags: ['home'], dueAt: localDate(0) }),
      task('Fix the door', { tags: ['home'], dueAt: localDate(-2) }),
      task('Write report', { tags: ['work'], description: 'for the plants project' }),
      task('Plan the week'),
    ]);
    render(<TasksView />);
    await screen.findByText('Plan the week');
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });

    fireEvent.change(search, { target: { value: '#home' } });
    await waitFor(() => expect(readList()).toEqual(['Overdue', '- Fix the door', 'Today', '- Water plants']));

    fireEvent.change(search, { target: { value: 'plants' } });
    await waitFor(() => expect(readList()).toEqual(['Today', '- Water plants', 'No date', '- Write report']));

    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Due' }), { target: { value: 'overdue' } });
    await waitFor(() => expect(readList()).toEqual(['Overdue', '- Fix the door']));

    fireEvent.change(screen.getByRole('combobox', { name: 'Due' }), { target: { value: 'today' } });
    await waitFor(() => expect(readList()).toEqual(['Today', '- Water plants']));

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    await screen.findByText('No tasks match. Change the search or the date filter.');
  });

  it(`says when a search looked only at the first ${SEARCH_SCAN_LIMIT.toLocaleString()} tasks`, async () => {
    await db.todos.bulkAdd(Array.from({ length: SEARCH_SCAN_LIMIT + 1 }, (_, i) => task(i === 0 ? 'needle' : `hay ${i}`)));
    render(<TasksView />);
    await screen.findByText('1,000+ to do'); // counts stop at COUNT_CAP
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'needle' } });
    expect(await screen.findByText(`Showing matches among the first ${SEARCH_SCAN_LIMIT.toLocaleString()} tasks; refine your search.`)).toBeTruthy();
  });
});
