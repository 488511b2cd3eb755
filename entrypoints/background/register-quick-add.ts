import { browser } from 'wxt/browser';
import { db as defaultDb, type TodoDatabase } from '../../lib/db';
import { createLogger } from '../../lib/util';
import { addSelectedText } from '../../lib/quick-add/add-selected-text';

const log = createLogger('quick-add');

export const QUICK_ADD_COMMAND = 'quick-add';
export const SELECTION_MENU_ID = 'add-to-todo-assistant';
export const QUICK_ADD_WINDOW = { width: 420, height: 160 } as const;

type Listener<A extends unknown[]> = { addListener: (listener: (...args: A) => void) => void };

/**
 * The extension APIs quick-add uses; the same in Chrome and Firefox through
 * `wxt/browser`, whose `browser` fits this type as it is (tests pass fakes).
 */
export interface QuickAddApi {
  commands?: { onCommand: Listener<[command: string]> };
  /** `getURL` takes the one page it opens: WXT types its argument as the extension's own paths. */
  runtime: { getURL: (path: '/quick-add.html') => string; onInstalled: Listener<[]>; onStartup: Listener<[]> };
  windows: { create: (options: { url: string; type: 'popup'; width: number; height: number; focused: boolean }) => Promise<unknown> };
  contextMenus: {
    removeAll: () => Promise<void>;
    create: (properties: { id: string; title: string; contexts: ['selection'] }) => unknown;
    onClicked: Listener<[info: { menuItemId: string | number; selectionText?: string }]>;
  };
}

/** Opens quick-add.html in a small popup window. */
export async function openQuickAddWindow(api: QuickAddApi): Promise<void> {
  await api.windows.create({ url: api.runtime.getURL('/quick-add.html'), type: 'popup', ...QUICK_ADD_WINDOW, focused: true });
}

function createSelectionMenu(api: QuickAddApi): void {
  // Menus outlive a stopped worker; recreating them on install and start-up keeps exactly one.
  api.contextMenus
    .removeAll()
    .then(() => {
      api.contextMenus.create({ id: SELECTION_MENU_ID, title: 'Add to Todo Assistant', contexts: ['selection'] });
    })
    .catch((error: unknown) => log.warn('could not create the context menu', error));
}

/**
 * The keyboard command that opens quick-add and the context-menu entry that
 * adds a page's selected text. Listeners are registered synchronously, as an
 * MV3 background must, so a woken worker still receives the event.
 */
export function registerQuickAdd(
  api: QuickAddApi = browser,
  database: TodoDatabase = defaultDb,
): void {
  api.commands?.onCommand.addListener((command) => {
    if (command !== QUICK_ADD_COMMAND) return;
    openQuickAddWindow(api).catch((error: unknown) => log.warn('could not open quick add', error));
  });
  api.runtime.onInstalled.addListener(() => createSelectionMenu(api));
  api.runtime.onStartup.addListener(() => createSelectionMenu(api));
  api.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== SELECTION_MENU_ID || !info.selectionText) return;
    addSelectedText(info.selectionText, { db: database }).catch((error: unknown) => log.warn('could not add the selected text as a task', error));
  });
}
