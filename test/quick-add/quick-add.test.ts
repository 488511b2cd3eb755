import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../lib/db';
import { registerQuickAdd, type QuickAddApi } from '../../entrypoints/background/register-quick-add';
import { EMPTY_QUICK_ADD, addSelectedText, previewQuickAdd, saveQuickAdd, taskFromSelection } from '../../lib/quick-add';

const now = new Date('2026-03-10T09:30:00+01:00');
const timeZone = 'Europe/Paris';
let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`quick-add-${counter}-${Date.now()}`);
});

describe('quick-add preview', () => {
  it('shows chips for the date, priority and tags as the user types', () => {
    const { fields, chips } = previewQuickAdd('pay rent tomorrow 9am p1 #home', { now, timeZone });
    expect(fields).toEqual({ title: 'Pay rent', dueAt: '2026-03-11T09:00:00+01:00', priority: 1, tags: ['home'] });
    expect(chips).toEqual([
      { kind: 'date', label: 'Wed, Mar 11, 9:00 AM' },
      { kind: 'priority', label: 'Priority 1' },
      { kind: 'tag', label: '#home' },
    ]);
  });

  it('shows no chips for a plain title and keeps the words as typed', () => {
    expect(previewQuickAdd('Read Dune', { now, timeZone })).toEqual({ fields: { title: 'Read Dune' }, chips: [] });
  });
});

describe('saveQuickAdd', () => {
  it('saves through add_task, audited with engine quick-add', async () => {
    const output = await saveQuickAdd('call mom friday 5pm #family', { db, now, timeZone });
    expect(output).toMatchObject({ message: 'Created task #1: Call mom' });
    expect(await db.todos.get(1)).toMatchObject({ title: 'Call mom', dueAt: '2026-03-13T17:00:00+01:00', tags: ['family'], status: 'pending' });
    expect(await db.audit.toArray()).toMatchObject([{ toolName: 'add_task', engine: 'quick-add', status: 'ok', approval: { required: false } }]);
  });

  it('refuses a line with no task in it, saying what to type, and writes nothing', async () => {
    await expect(saveQuickAdd('  #home p1 ', { db, now, timeZone })).rejects.toThrow(EMPTY_QUICK_ADD);
    expect(await db.todos.count()).toBe(0);
  });

  it('refuses a title over 200 characters with a clear message and writes no task', async () => {
    await expect(saveQuickAdd('x'.repeat(201), { db, now, timeZone })).rejects.toThrow('The title must be at most 200 characters');
    expect(await db.todos.count()).toBe(0);
    expect(await db.audit.toArray()).toMatchObject([{ status: 'error', engine: 'quick-add' }]);
  });
});

describe('adding the selected text of a page', () => {
  it('adds the words as they are, without reading dates into them', async () => {
    await addSelectedText('  Read   the report by friday ', { db });
    expect(await db.todos.get(1)).toMatchObject({ title: 'Read the report by friday' });
    expect(await db.audit.toArray()).toMatchObject([{ engine: 'quick-add', status: 'ok' }]);
  });

  it('keeps a long selection whole in the description', () => {
    const long = 'word '.repeat(100).trim();
    const task = taskFromSelection(long)!;
    expect(task.title.length).toBe(200);
    expect(task.title.endsWith('…')).toBe(true);
    expect(task.description).toBe(long);
  });

  it('ignores an empty selection', async () => {
    expect(await addSelectedText('   ', { db })).toBeUndefined();
    expect(await db.todos.count()).toBe(0);
  });
});

describe('registerQuickAdd', () => {
  function fakeApi() {
    const listeners: Record<string, Array<(...args: never[]) => void>> = {};
    const on = (name: string) => ({ addListener: (listener: (...args: never[]) => void) => void (listeners[name] ??= []).push(listener) });
    const fire = async (name: string, ...args: unknown[]) => {
      for (const listener of listeners[name] ?? []) (listener as (...a: unknown[]) => void)(...args);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const windows: unknown[] = [];
    const menus: unknown[] = [];
    const api: QuickAddApi = {
      commands: { onCommand: on('command') },
      runtime: { getURL: (path) => `chrome-extension://abc${path}`, onInstalled: on('installed'), onStartup: on('startup') },
      windows: { create: async (options) => void windows.push(options) },
      contextMenus: { removeAll: async () => void menus.splice(0), create: (properties) => menus.push(properties), onClicked: on('clicked') },
    };
    return { api, fire, windows, menus };
  }

  it('opens quick-add.html in a small popup window on the quick-add command only', async () => {
    const { api, fire, windows } = fakeApi();
    registerQuickAdd(api, db);
    await fire('command', 'something-else');
    expect(windows).toEqual([]);
    await fire('command', 'quick-add');
    expect(windows).toEqual([{ url: 'chrome-extension://abc/quick-add.html', type: 'popup', width: 420, height: 160, focused: true }]);
  });

  it('creates exactly one "Add to Todo Assistant" selection menu, even after a restart', async () => {
    const { api, fire, menus } = fakeApi();
    registerQuickAdd(api, db);
    await fire('installed');
    await fire('startup');
    expect(menus).toEqual([{ id: 'add-to-todo-assistant', title: 'Add to Todo Assistant', contexts: ['selection'] }]);
  });

  it('adds the selected text as a task when the menu entry is clicked', async () => {
    const { api, fire } = fakeApi();
    registerQuickAdd(api, db);
    await fire('clicked', { menuItemId: 'add-to-todo-assistant', selectionText: 'Renew passport' });
    await fire('clicked', { menuItemId: 'another-menu', selectionText: 'Not this' });
    expect(await db.todos.toArray()).toMatchObject([{ title: 'Renew passport' }]);
  });
});
