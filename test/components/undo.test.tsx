// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityView } from '@/components/activity/ActivityView';
import { TasksView } from '@/components/tasks/TasksView';
import { ToolCallCard } from '@/components/chat/ToolCallCard';
import { db } from '@/lib/db';
import { PanelNavigationContext, useUndoToast, type PanelNavigation } from '@/lib/hooks';
import { createTaskActions } from '@/lib/tools/task-actions';
import { executeTool } from '@/lib/tools';

// The views use the extension's one database; each test starts it empty.
beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const CONVERSATION = 'c0ffee00-0000-4000-8000-0000000000aa';
const assistant = { db, engine: 'offline' as const, conversationId: CONVERSATION };

async function seedMilk(): Promise<number> {
  await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Buy milk', priority: 2, tags: ['shop'] });
  const [id] = await db.todos.toCollection().primaryKeys();
  return id!;
}

const entryOf = (log: HTMLElement, summary: string) =>
  within(log)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.audit-summary')?.textContent === summary) as HTMLElement;

function withNavigation(navigation: Partial<PanelNavigation>) {
  const value: PanelNavigation = { openTask: () => undefined, taskOpened: () => undefined, ...navigation };
  return ({ children }: { children: ReactNode }) => <PanelNavigationContext value={value}>{children}</PanelNavigationContext>;
}

describe('Undo in Activity', () => {
  it('brings a deleted task back with its id, records the undo, and offers no second Undo', async () => {
    const id = await seedMilk();
    const before = await db.todos.get(id);
    await executeTool(assistant, 'delete_task', { task_id: id }, { toolCallId: 'call-del' });
    render(<ActivityView />);
    const log = await screen.findByRole('list', { name: 'Activity log' });
    const deleted = entryOf(log, 'Assistant deleted “Buy milk”');

    fireEvent.click(within(deleted).getByRole('button', { name: 'Undo' }));
    expect((await within(log).findByText(`Undone: “Buy milk” is back.`)).closest('[role=status]')).toBeTruthy();
    await waitFor(async () => expect(await db.todos.get(id)).toMatchObject({ ...before, updatedAt: expect.any(String) }));

    // The undo is listed first, in words, with the entry it reverses; neither entry can be undone (again).
    await waitFor(() => expect(within(log).getAllByRole('listitem')[0]?.querySelector('.audit-summary')?.textContent).toBe('You undid deleting “Buy milk”'));
    const undoEntry = within(log).getAllByRole('listitem')[0]!;
    const deleteEntryId = (await db.audit.where('toolName').equals('delete_task').first())!.id;
    // The technical detail (which entry it reversed, the tool, who, the status) is in the details, not the line.
    expect(undoEntry.querySelector('summary')?.textContent).not.toMatch(/undo_change|manual/);
    const details = undoEntry.querySelector('details')!;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(undoEntry.textContent).toContain(`Activity entry #${deleteEntryId}`);
    expect(undoEntry.textContent).toMatch(/undo_change.*manual.*ok/);
    expect(within(undoEntry).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(entryOf(log, 'Assistant deleted “Buy milk”')).queryByRole('button', { name: 'Undo' })).toBeNull();
    // The add before it can still be undone; a list never could.
    expect(within(entryOf(log, 'You added “Buy milk”')).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('shows entries undone earlier without Undo, and calls that changed nothing without one', async () => {
    const id = await seedMilk();
    await executeTool(assistant, 'complete_task', { task_id: id });
    const completed = (await db.audit.orderBy('id').last())!;
    await createTaskActions(db).undo(completed.id);
    await executeTool(assistant, 'list_tasks', {});
    render(<ActivityView />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show lookups' }));
    const log = await screen.findByRole('list', { name: 'Activity log' });
    await within(log).findByText('Assistant looked up 1 task');
    const entry = entryOf(log, 'Assistant completed “Buy milk”');
    expect(within(entry).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(entry.textContent).toContain('Undone');
    expect(within(entryOf(log, 'Assistant looked up 1 task')).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('refuses when the task changed since, changes nothing, and offers to open the task', async () => {
    const id = await seedMilk();
    await executeTool(assistant, 'update_task', { task_id: id, priority: 1 });
    await executeTool({ db, engine: 'manual' }, 'update_task', { task_id: id, title: 'Buy oat milk' });
    const current = await db.todos.get(id);
    const openTask = vi.fn();
    render(<ActivityView />, { wrapper: withNavigation({ openTask }) });
    const log = await screen.findByRole('list', { name: 'Activity log' });

    fireEvent.click(within(entryOf(log, 'Assistant changed “Buy milk”')).getByRole('button', { name: 'Undo' }));
    const alert = await within(log).findByRole('alert');
    expect(alert.textContent).toContain(`“Buy oat milk” was changed again after this, so undoing it would overwrite the newer change.`);
    expect(await db.todos.get(id)).toEqual(current);
    fireEvent.click(within(alert).getByRole('button', { name: 'Open task' }));
    expect(openTask).toHaveBeenCalledWith(id);
  });
});

describe('Undo on a chat tool card', () => {
  it('undoes the change of that call, then says so instead of offering it again', async () => {
    const id = await seedMilk();
    await executeTool(assistant, 'complete_task', { task_id: id }, { toolCallId: 'call-done' });
    render(<ToolCallCard toolCallId="call-done" toolName="complete_task" state="ok" summary={`Completed task #${id}: Buy milk`} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText(`Undone: “Buy milk” is pending again.`);
    expect(await db.todos.get(id)).toMatchObject({ status: 'pending' });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('an edit’s line says what it changed beside its Undo, as Activity does (issue 21)', async () => {
    const id = await seedMilk();
    await executeTool(assistant, 'update_task', { task_id: id, title: 'Buy oat milk', priority: 1 }, { toolCallId: 'call-edit' });
    render(<ToolCallCard toolCallId="call-edit" toolName="update_task" state="ok" summary="Changed “Buy oat milk”" />);
    await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByRole('status').textContent).toMatch(/Changed “Buy oat milk” · title “Buy milk” → “Buy oat milk” · priority P2 → P1/);
  });

  it('has no Undo for a call that changed nothing, one still running, or one already undone', async () => {
    await seedMilk();
    await executeTool(assistant, 'list_tasks', {}, { toolCallId: 'call-list' });
    await executeTool(assistant, 'add_task', { title: 'Call Ana' }, { toolCallId: 'call-add' });
    await executeTool(assistant, 'undo_last_change', {}, { toolCallId: 'call-undo' });
    render(
      <>
        <ToolCallCard toolCallId="call-list" toolName="list_tasks" state="ok" summary="1 task" />
        <ToolCallCard toolCallId="call-add" toolName="add_task" state="ok" summary="Created task #2: Call Ana" />
        <ToolCallCard toolCallId="call-undo" toolName="undo_last_change" state="ok" summary="Undone" />
        <ToolCallCard toolCallId="call-new" toolName="add_task" state="running" summary="" />
      </>,
    );
    await screen.findByText('Undone');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});

describe('the Tasks view offers Undo for a few seconds after each change', () => {
  const notice = async (text: string) => {
    const message = await screen.findByText(text, { selector: '.undo-toast-message' });
    return message.closest('.undo-toast') as HTMLElement;
  };
  const newTaskBox = () => screen.getByRole('textbox', { name: 'New task' });
  const item = (title: string) => screen.getByText(title, { selector: '.task-title' }).closest('li') as HTMLElement;

  it('completing: Undo puts the task back on the list', async () => {
    const id = await seedMilk();
    render(<TasksView />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Done: Buy milk' }));
    const shown = await notice('Completed “Buy milk”');
    expect(shown.getAttribute('role')).toBe('status');
    fireEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    await notice(`Undone: “Buy milk” is pending again.`);
    await screen.findByRole('checkbox', { name: 'Done: Buy milk' });
    expect(await db.todos.get(id)).toMatchObject({ status: 'pending' });
  });

  it('deleting: Undo brings the task back with its id', async () => {
    const id = await seedMilk();
    render(<TasksView />);
    fireEvent.click(within(await waitFor(() => item('Buy milk'))).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete task?' })).getByRole('button', { name: 'Delete' }));
    const shown = await notice('Deleted “Buy milk”');
    fireEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    await waitFor(() => item('Buy milk'));
    expect(await db.todos.get(id)).toMatchObject({ id, title: 'Buy milk', priority: 2, tags: ['shop'] });
  });

  it('editing and adding: Undo restores the old title, and removes the new task', async () => {
    await seedMilk();
    render(<TasksView />);
    fireEvent.click(within(await waitFor(() => item('Buy milk'))).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('form', { name: 'Edit task: Buy milk' });
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Buy oat milk' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await notice('Changed “Buy oat milk”')).getByRole('button', { name: 'Undo' }));
    await notice('Undone: “Buy oat milk” is called “Buy milk” again.');
    await waitFor(() => item('Buy milk'));

    fireEvent.change(newTaskBox(), { target: { value: 'Call Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    fireEvent.click(within(await notice('Added “Call Ana”')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('Call Ana', { selector: '.task-title' })).toBeNull());
    expect(await db.todos.count()).toBe(1);
  });

  it('a refused undo says why, as an alert, with Open task', async () => {
    const id = await seedMilk();
    const openTask = vi.fn();
    render(<TasksView />, { wrapper: withNavigation({ openTask }) });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Done: Buy milk' }));
    const shown = await notice('Completed “Buy milk”');
    await executeTool(assistant, 'update_task', { task_id: id, priority: 1 });
    fireEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('was changed again after this');
    fireEvent.click(within(refused).getByRole('button', { name: 'Open task' }));
    expect(openTask).toHaveBeenCalledWith(id);
    expect(await db.todos.get(id)).toMatchObject({ status: 'completed', priority: 1 });
  });

  it('"Open task" opens the editor of that task, completed ones included', async () => {
    const id = await seedMilk();
    await executeTool({ db, engine: 'manual' }, 'complete_task', { task_id: id });
    const taskOpened = vi.fn();
    render(<TasksView />, { wrapper: withNavigation({ taskToOpen: id, taskOpened }) });
    await screen.findByRole('form', { name: 'Edit task: Buy milk' });
    // The row says it opened once its effect has run, which may be a moment after the form shows.
    await waitFor(() => expect(taskOpened).toHaveBeenCalled());
  });
});

describe('useUndoToast', () => {
  it('hides the notice after its time, but not while the pointer or focus is on it', async () => {
    const actions = createTaskActions(db);
    const { result } = renderHook(() => useUndoToast(actions, 60));
    // Paused first (the pointer is on it), so a slow machine cannot let the time run out before the check.
    act(() => result.current.pause());
    await act(async () => {
      await result.current.actions.add({ title: 'Buy milk' });
    });
    const [id] = await db.todos.toCollection().primaryKeys();
    expect(result.current.toast).toMatchObject({ message: 'Added “Buy milk”', auditId: expect.any(Number), taskId: id });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(result.current.toast).toBeDefined();
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.toast).toBeUndefined());
  });

  it('gives no notice for a change that failed', async () => {
    const { result } = renderHook(() => useUndoToast(createTaskActions(db)));
    await act(async () => {
      await result.current.actions.add({ title: '  ' });
    });
    expect(result.current.toast).toBeUndefined();
  });
});

describe('Undo by keyboard', () => {
  it('after adding from the Tasks box, Undo is the next thing in the Tab order, and Ctrl+Z undoes the add', async () => {
    render(<TasksView />);
    const box = screen.getByRole('textbox', { name: 'New task' });
    fireEvent.change(box, { target: { value: 'Call Ana' } });
    fireEvent.submit(box.closest('form')!);
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const focusable = [...document.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href], [tabindex="0"]')].filter((el) => !el.hasAttribute('disabled'));
    expect(focusable[focusable.indexOf(box) + 1]).toBe(undo);
    expect(undo.getAttribute('aria-keyshortcuts')).toContain('Control+Z');
    await waitFor(() => expect(box).toHaveProperty('value', ''));
    fireEvent.keyDown(box, { key: 'z', ctrlKey: true });
    await waitFor(async () => expect(await db.todos.count()).toBe(0));
    await screen.findByText('Undone: “Call Ana” is removed.', { selector: '.undo-toast-message' });
  });

  it('Ctrl/Cmd+Z in the panel undoes the last change made there, the assistant’s too, and leaves typing alone', async () => {
    const { useUndoShortcut } = await import('@/lib/hooks');
    const id = await seedMilk();
    await executeTool(assistant, 'complete_task', { task_id: id });
    const { result } = renderHook(() => useUndoShortcut(createTaskActions(db)));
    const field = document.createElement('input');
    field.value = 'typing';
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(await db.todos.get(id)).toMatchObject({ status: 'completed' });
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    await waitFor(async () => expect(await db.todos.get(id)).toMatchObject({ status: 'pending' }));
    await waitFor(() => expect(result.current.notice?.text).toBe('Undone: “Buy milk” is pending again.'));
    // Again: the change before (the add) is undone next.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(async () => expect(await db.todos.count()).toBe(0));
    field.remove();
  });
});
