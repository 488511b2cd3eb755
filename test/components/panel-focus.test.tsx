// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/components/panel/App';
import { TasksView } from '@/components/tasks/TasksView';
import { db } from '@/lib/db';

// Where the keyboard focus goes: the tab bar's arrow keys, and back after the task editor and the delete dialog.
beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const item = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

async function addTask(title: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'New task' }), { target: { value: title } });
  fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
  await screen.findByText(title);
}

describe('the tab bar', () => {
  it('moves to and opens the next, previous, first and last view with the arrow keys, Home and End', async () => {
    render(<App />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    (await screen.findByRole('tab', { name: 'Chat' })).focus();

    const press = (key: string, selected: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      expect(tab(selected).getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab(selected));
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(selected).id);
    };
    press('ArrowRight', 'Tasks');
    press('End', 'Settings');
    press('ArrowRight', 'Chat');
    press('ArrowLeft', 'Settings');
    press('Home', 'Chat');
  });

  it('keeps only the selected tab in the Tab order', async () => {
    render(<App />);
    await screen.findByRole('tab', { name: 'Chat' });
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    const order = screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.tabIndex]);
    expect(order).toEqual([
      ['Chat', -1],
      ['Tasks', -1],
      ['Activity', 0],
      ['Settings', -1],
    ]);
  });
});

describe('focus in the Tasks view', () => {
  it('returns to the task’s Edit button when the editor is closed with Escape', async () => {
    render(<TasksView />);
    await addTask('Buy milk');
    fireEvent.click(within(item('Buy milk')).getByRole('button', { name: 'Edit' }));
    const title = within(screen.getByRole('form', { name: 'Edit task: Buy milk' })).getByLabelText('Title');
    fireEvent.keyDown(title, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(within(item('Buy milk')).getByRole('button', { name: 'Edit' })));
  });

  it('returns to the Delete button that opened the dialog when it is cancelled', async () => {
    render(<TasksView />);
    await addTask('Call Ana');
    const remove = within(item('Call Ana')).getByRole('button', { name: 'Delete' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(item('Call Ana')).getByRole('button', { name: 'Delete' })));
  });

  it('moves to the task that took the deleted one’s place, and to the count once none is left', async () => {
    render(<TasksView />);
    await addTask('Call Ana');
    await addTask('Buy milk');
    const first = screen.getAllByRole('checkbox', { name: /^Done: / })[0]!;
    const firstTitle = first.getAttribute('aria-label')!.replace('Done: ', '');
    const otherTitle = firstTitle === 'Call Ana' ? 'Buy milk' : 'Call Ana';

    const remove = within(item(firstTitle)).getByRole('button', { name: 'Delete' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: `Done: ${otherTitle}` })));

    fireEvent.click(within(item(otherTitle)).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nothing to do'));
  });
});
