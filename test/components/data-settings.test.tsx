// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataSettings } from '@/components/settings/DataSettings';
import { db } from '@/lib/db';

afterEach(cleanup);

function choose(label: string, name: string, text: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
}

describe('Settings → Your data', () => {
  it('has Export, Export tasks (CSV), one Import… for both kinds of file, and Clear all history', () => {
    render(<DataSettings />);
    for (const name of ['Export', 'Export tasks (CSV)', 'Clear all history']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect((screen.getByLabelText('Import…') as HTMLInputElement).type).toBe('file');
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(1);
  });

  it('says in words when a file is neither kind, beside the import, before Clear all history', async () => {
    render(<DataSettings />);
    choose('Import…', 'contacts.csv', 'Name,Due\nAna,tomorrow\n');
    // The first file read loads the import code (a dynamic import): longer than findBy's 1 s on a loaded machine.
    const alert = await screen.findByRole('alert', undefined, { timeout: 20_000 });
    expect(alert.textContent).toMatch(/^This file is neither a Todo Assistant export nor a Todoist CSV: it is a table whose first line is “Name,Due”/);
    expect(alert.textContent).not.toMatch(/no commas/);
    const clear = screen.getByRole('button', { name: 'Clear all history' });
    expect(alert.compareDocumentPosition(clear) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says in one sentence why a file is refused, the next step after it, and the details on request', async () => {
    render(<DataSettings />);
    choose('Import…', 'backup.json', '{"format": "todo-assistant-export", "version": 2, "tasks": [');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file is not a complete Todo Assistant export: it is not valid JSON (it may be cut short or damaged).');
    expect(alert.textContent).toContain('Nothing was changed: export the file again from Todo Assistant and import the new one.');
    expect(alert.querySelector('details summary')?.textContent).toBe('Details');
    expect(screen.queryByRole('region', { name: 'Import preview' })).toBeNull();
  });

  it('previews a Todoist file before adding anything', async () => {
    render(<DataSettings />);
    choose('Import…', 'project.csv', 'TYPE,CONTENT,PRIORITY\ntask,Pay rent @home,1\n');
    const preview = await screen.findByRole('region', { name: 'Todoist import preview' });
    expect(preview.textContent).toContain('The file holds 1 task.');
    expect(screen.getByRole('button', { name: 'Add the task' })).toBeTruthy();
  });

  it('offers Undo import in the import’s own message, which puts the list back as it was', async () => {
    const before = (await db.todos.toArray()).map((todo) => todo.title);
    render(<DataSettings />);
    choose('Import…', 'project.csv', 'TYPE,CONTENT,PRIORITY\ntask,Water the ferns,2\ntask,Call the plumber,1\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 tasks' }));
    const done = await screen.findByText('Imported 2 tasks from Todoist.');
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual([...before, 'Water the ferns', 'Call the plumber']);
    const undo = screen.getByRole('button', { name: 'Undo import' });
    expect(done.closest('[role=status]')?.contains(undo)).toBe(true);
    fireEvent.click(undo);
    await screen.findByText('Undid the Todoist import: removed 2 tasks.');
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual(before);
  });
});
