import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../lib/db';
import { registerQuickAdd, type QuickAddApi } from '../../entrypoints/background/register-quick-add';
import { EMPTY_QUICK_ADD, addSelectedText, previewQuickAdd, quickAddPageOf, saveQuickAdd, taskFromSelection } from '../../lib/quick-add';

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

  it('links the task to the page kept as a chip, and still reads the date and priority; an empty line is the page itself', async () => {
    const page = { url: 'https://example.com/a', title: 'Page A' };
    await saveQuickAdd('reply tomorrow 9am p2', { db, now, timeZone, page });
    await saveQuickAdd('', { db, now, timeZone, page });
    expect(await db.todos.toArray()).toMatchObject([
      { title: 'Reply', dueAt: '2026-03-11T09:00:00+01:00', priority: 2, url: 'https://example.com/a', urlTitle: 'Page A' },
      { title: 'Page A', url: 'https://example.com/a' },
    ]);
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

  it('creates exactly one of each menu (selection, page, link), even after a restart; page and link only on web pages', async () => {
    const { api, fire, menus } = fakeApi();
    registerQuickAdd(api, db);
    await fire('installed');
    await fire('startup');
    const web = ['http://*/*', 'https://*/*'];
    expect(menus).toEqual([
      { id: 'add-to-todo-assistant', title: 'Add to Todo Assistant', contexts: ['selection'] },
      { id: 'add-page-to-todo-assistant', title: 'Add page to Todo Assistant', contexts: ['page'], documentUrlPatterns: web },
      { id: 'add-link-to-todo-assistant', title: 'Add link to Todo Assistant', contexts: ['link'], targetUrlPatterns: web },
    ]);
  });

  const tab = { id: 7, windowId: 1, index: 0, active: true, url: 'https://news.example.com/story?id=1', title: '  A long   story ' };

  it('adds the page with its title and link; a link with its words (Firefox) or its address (Chrome); selected text keeps its page', async () => {
    const { api, fire } = fakeApi();
    registerQuickAdd(api, db);
    await fire('clicked', { menuItemId: 'add-page-to-todo-assistant', editable: false, pageUrl: tab.url }, tab);
    await fire(
      'clicked',
      { menuItemId: 'add-link-to-todo-assistant', editable: false, pageUrl: tab.url, linkUrl: 'https://docs.example.org/guide/start', linkText: 'Getting started' },
      tab,
    );
    await fire('clicked', { menuItemId: 'add-link-to-todo-assistant', editable: false, pageUrl: tab.url, linkUrl: 'https://docs.example.org/guide/next' }, tab);
    await fire('clicked', { menuItemId: 'add-to-todo-assistant', editable: false, pageUrl: tab.url, selectionText: 'Call the author' }, tab);
    expect(await db.todos.toArray()).toMatchObject([
      { title: 'A long story', url: tab.url, urlTitle: 'A long story' },
      { title: 'Getting started', url: 'https://docs.example.org/guide/start', urlTitle: 'Getting started' },
      { title: 'docs.example.org/guide/next', url: 'https://docs.example.org/guide/next' },
      { title: 'Call the author', url: tab.url, urlTitle: 'A long story' },
    ]);
    expect((await db.todos.get(3))?.urlTitle).toBeUndefined();
  });

  it('never links to a page that is not http(s), and makes nothing of a javascript: link', async () => {
    const { api, fire } = fakeApi();
    registerQuickAdd(api, db);
    await fire(
      'clicked',
      { menuItemId: 'add-to-todo-assistant', pageUrl: 'file:///home/me/notes.html', selectionText: 'Local note' },
      { ...tab, url: 'file:///home/me/notes.html' },
    );
    await fire('clicked', { menuItemId: 'add-link-to-todo-assistant', pageUrl: tab.url, linkUrl: 'javascript:alert(1)', linkText: 'Click' }, tab);
    const todos = await db.todos.toArray();
    expect(todos).toMatchObject([{ title: 'Local note' }]);
    expect(todos[0]).not.toHaveProperty('url');
  });

  it('opens quick-add offering the page the shortcut was pressed on', async () => {
    const { api, fire, windows } = fakeApi();
    registerQuickAdd(api, db);
    await fire('command', 'quick-add', tab);
    const { url } = windows[0] as { url: string };
    expect(quickAddPageOf(new URL(url).search)).toEqual({ url: tab.url, title: 'A long story' });
    await fire('command', 'quick-add', { ...tab, url: 'chrome://newtab/', title: 'New Tab' });
    expect((windows[1] as { url: string }).url).toBe('chrome-extension://abc/quick-add.html');
  });

  it('adds the selected text as a task when the menu entry is clicked', async () => {
    const { api, fire } = fakeApi();
    registerQuickAdd(api, db);
    await fire('clicked', { menuItemId: 'add-to-todo-assistant', selectionText: 'Renew passport' });
    await fire('clicked', { menuItemId: 'another-menu', selectionText: 'Not this' });
    expect(await db.todos.toArray()).toMatchObject([{ title: 'Renew passport' }]);
  });
});
