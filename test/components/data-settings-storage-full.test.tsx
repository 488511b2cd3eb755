// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataSettings } from '@/components/settings/DataSettings';
import { db } from '@/lib/db';
import { failWrites } from '../db/fail-writes';

afterEach(cleanup);

// This file fills the shared test database's disk: it keeps to itself (vitest gives each file its own modules).
const disk = failWrites(db, 'todos', 'QuotaExceededError', { full: false });

function choose(name: string, text: string) {
  const input = screen.getByLabelText('Import…') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
}

describe('an import on a full disk', () => {
  it('says in one sentence that the storage is full, writes nothing, and imports once space is freed', async () => {
    const before = await db.todos.toArray();
    const auditBefore = await db.audit.count();
    disk.fill();
    render(<DataSettings />);
    choose('project.csv', 'TYPE,CONTENT,PRIORITY\ntask,Water the ferns,2\ntask,Call the plumber,1\n');
    // The first file read loads the import code (a dynamic import): slow on a loaded machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 tasks' }, { timeout: 20_000 }));

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('#data-notice-message')?.textContent).toBe("The Todoist import failed, and nothing was changed: the browser's storage is full.");
    expect(alert.querySelector('.hint')?.textContent).toBe('Free some disk space (or delete old conversations), then try again.');
    expect(await db.todos.toArray()).toEqual(before);
    expect(await db.audit.count()).toBe(auditBefore);

    disk.free();
    choose('project.csv', 'TYPE,CONTENT,PRIORITY\ntask,Water the ferns,2\ntask,Call the plumber,1\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 tasks' }));
    await screen.findByText('Imported 2 tasks from Todoist.');
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual([...before.map((todo) => todo.title), 'Water the ferns', 'Call the plumber']);
  }, 30_000);
});
