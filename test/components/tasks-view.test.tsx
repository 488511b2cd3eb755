// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityView } from '@/components/activity/ActivityView';
import { TasksView } from '@/components/tasks/TasksView';
import { db } from '@/lib/db';

// The views use the extension's one database; each test starts it empty.
beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const newTaskBox = () => screen.getByRole('textbox', { name: 'New task' });
const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

async function addTask(title: string) {
  fireEvent.change(newTaskBox(), { target: { value: title } });
  fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
  await screen.findByText(title.trim());
}

describe('TasksView', () => {
  it('shows why a new task was refused and keeps what was typed', async () => {
    render(<TasksView />);
    fireEvent.change(newTaskBox(), { target: { value: 'a'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid input: The title must be at most 200 characters');
    expect((newTaskBox() as HTMLInputElement).value).toHaveLength(201);
    expect(await db.todos.count()).toBe(0);

    fireEvent.change(newTaskBox(), { target: { value: 'Buy milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await screen.findByText('Buy milk');
    expect((newTaskBox() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the add box like quick-add: shows the same chips and saves the date, priority and tag', async () => {
    render(<TasksView />);
    fireEvent.change(newTaskBox(), { target: { value: 'water plants tomorrow p2 #home' } });
    const chips = screen.getByRole('list', { name: 'Recognised' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([expect.any(String), 'Priority 2', '#home']);
    expect(within(chips).getAllByRole('listitem')[0]?.className).toContain('quick-add-chip-date');
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await screen.findByRole('checkbox', { name: 'Done: Water plants' });
    const [saved] = await db.todos.toArray();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(saved).toMatchObject({ title: 'Water plants', priority: 2, tags: ['home'] });
    const ymd = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(saved?.dueAt?.slice(0, 10)).toBe(ymd);
    await waitFor(() => expect((newTaskBox() as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('list', { name: 'Recognised' })).toBeNull();
  });

  it('keeps the edits and shows the error when a save fails; Cancel leaves the task as it was', async () => {
    render(<TasksView />);
    await addTask('Buy milk');
    fireEvent.click(within(item('Buy milk')).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit task: Buy milk' });
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.change(within(editor).getByLabelText('Description'), { target: { value: 'Two litres' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('Invalid input: The title cannot be empty');
    expect((within(editor).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Two litres');
    expect(await db.todos.toArray()).toEqual([expect.objectContaining({ title: 'Buy milk' })]);

    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Buy milk');
    expect(screen.queryByRole('form', { name: /Edit task/ })).toBeNull();
  });

  it('saves an edit and completes a task from its checkbox', async () => {
    render(<TasksView />);
    await addTask('Buy milk');
    fireEvent.click(within(item('Buy milk')).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit task: Buy milk' });
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Buy oat milk' } });
    fireEvent.change(within(editor).getByLabelText('Tags'), { target: { value: 'shop' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await screen.findByText('#shop');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Done: Buy oat milk' }));
    await waitFor(() => expect(screen.queryByText('Buy oat milk')).toBeNull());
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show completed (1)' }));
    expect(((await screen.findByRole('checkbox', { name: 'Done: Buy oat milk' })) as HTMLInputElement).checked).toBe(true);
  });

  it("shows a task's page as a link opening in a new tab, edits it in the editor, and refuses a javascript: link with a sentence", async () => {
    await db.todos.add({
      title: 'Reply to Ana',
      status: 'pending',
      priority: 4,
      tags: [],
      url: 'https://mail.example.com/t/1',
      urlTitle: 'Re: trip',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    render(<TasksView />);
    const link = await within(await waitFor(() => item('Reply to Ana'))).findByRole('link', { name: /Re: trip/ });
    expect(link.getAttribute('href')).toBe('https://mail.example.com/t/1');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(item('Reply to Ana')).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit task: Reply to Ana' });
    expect((within(editor).getByLabelText('Link') as HTMLInputElement).value).toBe('https://mail.example.com/t/1');
    fireEvent.change(within(editor).getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe('Invalid input: The link must start with http:// or https://');
    fireEvent.change(within(editor).getByLabelText('Link'), { target: { value: 'https://example.org/next' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    // A new link has no page title yet: its site is its text.
    const next = await screen.findByRole('link', { name: /example\.org/ });
    expect(next.getAttribute('href')).toBe('https://example.org/next');
  });

  it('finds tasks by site with site: in the search box', async () => {
    const at = '2026-03-01T00:00:00.000Z';
    await db.todos.bulkAdd([
      { title: 'Review PR', status: 'pending', priority: 4, tags: [], url: 'https://github.com/o/r/pull/1', createdAt: at, updatedAt: at },
      { title: 'Buy kettle', status: 'pending', priority: 4, tags: [], url: 'https://shop.example.com/k', createdAt: at, updatedAt: at },
    ]);
    render(<TasksView />);
    await screen.findByText('Buy kettle');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tasks' }), { target: { value: 'site:github.com' } });
    await waitFor(() => expect(screen.queryByText('Buy kettle')).toBeNull());
    expect(screen.getByText('Review PR')).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    render(<TasksView />);
    await addTask('Call Ana');
    fireEvent.click(within(item('Call Ana')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete task?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.todos.count()).toBe(1);

    fireEvent.click(within(item('Call Ana')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Call Ana')).toBeNull());
    expect(await db.todos.count()).toBe(0);
  });

  it('highlights an overdue task', async () => {
    await db.todos.add({ title: 'Renew passport', status: 'pending', priority: 1, dueAt: '2020-01-01', tags: [], createdAt: '', updatedAt: '' });
    render(<TasksView />);
    await screen.findByText('Renew passport');
    const due = within(item('Renew passport')).getByText(/^Overdue/); // the task's own label, not the group's header
    expect(due.className).toContain('overdue');
    expect(within(item('Renew passport')).getByText('P1')).toBeTruthy();
  });
});

describe('ActivityView', () => {
  // happy-dom has no layout: give the Activity list's scroll box the height of a side panel, so the virtual list renders rows.
  beforeEach(() => {
    const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('audit-scroll') ? 600 : (clientHeight?.get?.call(this) ?? 0);
      },
    });
    return () => {
      if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    };
  });

  it('lists what happened, newest first, with details on demand', async () => {
    render(<TasksView />);
    await addTask('Buy milk');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done: Buy milk' }));
    await waitFor(async () => expect(await db.audit.count()).toBe(2));
    cleanup();

    await act(async () => {
      render(<ActivityView />);
    });
    const log = await screen.findByRole('list', { name: 'Activity log' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((e) => e.querySelector('.audit-summary')?.textContent)).toEqual(['You completed “Buy milk”', 'You added “Buy milk”']);
    // The tool, who and the status are details, on demand.
    expect(entries[0]?.querySelector('summary')?.textContent).not.toMatch(/complete_task|manual/);
    fireEvent.click(entries[0]!.querySelector('summary')!);
    expect(await within(entries[0]!).findByText('Before')).toBeTruthy();
    expect(entries[0]?.textContent).toMatch(/complete_task.*manual.*ok/);
  });

  it('says so when there is no activity yet', async () => {
    render(<ActivityView />);
    expect(await screen.findByText(/No activity yet/)).toBeTruthy();
  });
});

describe('TasksView: repeating tasks', () => {
  it('says how a repeating task repeats, in words', async () => {
    await db.todos.add({
      title: 'Water the plants',
      status: 'pending',
      priority: 4,
      tags: [],
      dueAt: '2030-03-18T08:00:00+01:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      timeZone: 'Europe/Paris',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    render(<TasksView />);
    expect(within(await screen.findByText('Water the plants').then((el) => el.closest('li') as HTMLElement)).getByText('every Monday at 8:00 AM (Paris)')).toBeTruthy();
  });
});
