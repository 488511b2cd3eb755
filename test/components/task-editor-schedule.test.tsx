// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TasksView } from '@/components/tasks/TasksView';
import { db, type Todo } from '@/lib/db';
import { createTaskActions } from '@/lib/tools/task-actions';

// The editor's Repeat and Reminder fields, saved through update_task like the rest of the editor.
beforeEach(async () => {
  await db.todos.clear();
  await db.audit.clear();
});
afterEach(cleanup);

const MONDAY = '2030-03-04';

async function seed(fields: Partial<Todo> & { title: string }): Promise<number> {
  return db.todos.add({ status: 'pending', priority: 4, tags: [], createdAt: '2030-03-01T00:00:00.000Z', updatedAt: '2030-03-01T00:00:00.000Z', ...fields });
}

async function openEditor(title: string): Promise<HTMLElement> {
  render(<TasksView />);
  const item = (await screen.findByText(title)).closest('li') as HTMLElement;
  fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: `Edit task: ${title}` });
}

const select = (editor: HTMLElement, name: string) => within(editor).getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (field: HTMLSelectElement) => [...field.options].map((option) => option.textContent);
const choose = (field: HTMLSelectElement, label: string) => {
  const option = [...field.options].find((candidate) => candidate.textContent === label);
  if (!option) throw new Error(`no option "${label}" in ${optionTexts(field).join(' | ')}`);
  fireEvent.change(field, { target: { value: option.value } });
};
const save = (editor: HTMLElement) => fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
const closed = () => waitFor(() => expect(screen.queryByRole('form', { name: /Edit task/ })).toBeNull());

describe('TaskEditor: Repeat and Reminder', () => {
  it('offers the common repeats in words of the due date, and saves "Every week on Monday" as an audited, undoable update_task', async () => {
    const id = await seed({ title: 'Water the plants', dueAt: MONDAY });
    const editor = await openEditor('Water the plants');
    const repeat = select(editor, 'Repeat');
    expect(optionTexts(repeat)).toEqual(['None', 'Every day', 'Every weekday', 'Every week on Monday', 'Every 2 weeks', 'Every month on the 4th', 'Every year']);
    expect(repeat.selectedOptions[0]?.textContent).toBe('None');

    choose(repeat, 'Every week on Monday');
    save(editor);
    await closed();
    expect((await db.todos.get(id))?.recurrence).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect((await db.audit.toArray()).map((entry) => `${entry.toolName}:${entry.status}`)).toEqual(['update_task:ok']);
    expect(await screen.findByText('every Monday')).toBeTruthy();

    // Undoable like any edit: the task stops repeating again.
    const [entry] = await db.audit.toArray();
    expect(await createTaskActions(db).undo(entry!.id)).toMatchObject({ ok: true });
    expect((await db.todos.get(id))?.recurrence).toBeUndefined();
  });

  it('the weekly and monthly choices follow a new due date', async () => {
    const id = await seed({ title: 'Pay rent', dueAt: MONDAY, recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    const editor = await openEditor('Pay rent');
    expect(select(editor, 'Repeat').selectedOptions[0]?.textContent).toBe('Every week on Monday');
    fireEvent.change(within(editor).getByLabelText('Due date'), { target: { value: '2030-03-07' } });
    expect(select(editor, 'Repeat').selectedOptions[0]?.textContent).toBe('Every week on Thursday');
    save(editor);
    await closed();
    expect(await db.todos.get(id)).toMatchObject({ dueAt: '2030-03-07', recurrence: 'FREQ=WEEKLY;BYDAY=TH' });
  });

  it('says beside Repeat that a repeat needs a due date, and saves nothing until there is one', async () => {
    const id = await seed({ title: 'Stretch' });
    const editor = await openEditor('Stretch');
    const repeat = select(editor, 'Repeat');
    choose(repeat, 'Every day');
    const problem = 'A repeating task needs a due date: pick one, or set Repeat to None.';
    expect(within(editor).getByRole('alert').textContent).toBe(problem);
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(repeat.getAttribute('aria-describedby') ?? '')?.textContent).toBe(problem);

    save(editor);
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(screen.getByRole('form', { name: 'Edit task: Stretch' })).toBe(editor);
    expect((await db.todos.get(id))?.recurrence).toBeUndefined();
    expect(await db.audit.count()).toBe(0);

    fireEvent.change(within(editor).getByLabelText('Due date'), { target: { value: MONDAY } });
    expect(within(editor).queryByRole('alert')).toBeNull();
    save(editor);
    await closed();
    expect(await db.todos.get(id)).toMatchObject({ dueAt: MONDAY, recurrence: 'FREQ=DAILY' });
  });

  it('keeps a rule it cannot show ("Custom (keep)") when other fields are edited, and None stops the repeat', async () => {
    const id = await seed({ title: 'Feed the fish', dueAt: MONDAY, recurrence: 'FREQ=DAILY;INTERVAL=3' });
    let editor = await openEditor('Feed the fish');
    expect(select(editor, 'Repeat').selectedOptions[0]?.textContent).toBe('Custom (keep): every 3 days');
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Feed the goldfish' } });
    save(editor);
    await closed();
    expect(await db.todos.get(id)).toMatchObject({ title: 'Feed the goldfish', recurrence: 'FREQ=DAILY;INTERVAL=3' });

    fireEvent.click(within((await screen.findByText('Feed the goldfish')).closest('li') as HTMLElement).getByRole('button', { name: 'Edit' }));
    editor = screen.getByRole('form', { name: 'Edit task: Feed the goldfish' });
    choose(select(editor, 'Repeat'), 'None');
    save(editor);
    await closed();
    const stopped = await db.todos.get(id);
    expect(stopped?.recurrence).toBeUndefined();
    expect(stopped?.timeZone).toBeUndefined();
  });

  it('sets a reminder, and goes back to the default of the settings', async () => {
    const id = await seed({ title: 'Call the dentist', dueAt: '2030-03-04T09:00:00Z' });
    let editor = await openEditor('Call the dentist');
    const reminder = select(editor, 'Reminder');
    expect(optionTexts(reminder)).toEqual([
      'Default from Settings',
      'At the due time',
      '5 minutes before',
      '10 minutes before',
      '15 minutes before',
      '30 minutes before',
      '1 hour before',
      '1 day before',
    ]);
    choose(reminder, '1 hour before');
    save(editor);
    await closed();
    expect((await db.todos.get(id))?.remindBefore).toBe(60);

    fireEvent.click(within((await screen.findByText('Call the dentist')).closest('li') as HTMLElement).getByRole('button', { name: 'Edit' }));
    editor = screen.getByRole('form', { name: 'Edit task: Call the dentist' });
    expect(select(editor, 'Reminder').selectedOptions[0]?.textContent).toBe('1 hour before');
    choose(select(editor, 'Reminder'), 'Default from Settings');
    save(editor);
    await closed();
    expect((await db.todos.get(id))?.remindBefore).toBeUndefined();
  });

  it('keeps a reminder it has no choice for ("Custom (keep)") when other fields are edited', async () => {
    const id = await seed({ title: 'Call the dentist', dueAt: '2030-03-04T09:00:00Z', remindBefore: 45 });
    const editor = await openEditor('Call the dentist');
    expect(select(editor, 'Reminder').selectedOptions[0]?.textContent).toBe('Custom (keep): 45 minutes before');
    fireEvent.change(within(editor).getByLabelText('Tags'), { target: { value: 'health' } });
    save(editor);
    await closed();
    expect(await db.todos.get(id)).toMatchObject({ tags: ['health'], remindBefore: 45 });
  });
});
