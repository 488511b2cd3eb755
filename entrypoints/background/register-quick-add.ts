import { browser } from 'wxt/browser';
import { db as defaultDb, type TodoDatabase } from '../../lib/db';
import { createLogger } from '../../lib/util';
import { addFromMenu, LINK_MENU_ID, PAGE_MENU_ID, pageOf, SELECTION_MENU_ID, type MenuClick } from '../../lib/quick-add/page-capture';
import { quickAddPath } from '../../lib/quick-add/quick-add-page';

const log = createLogger('quick-add');

export const QUICK_ADD_COMMAND = 'quick-add';
export { SELECTION_MENU_ID, PAGE_MENU_ID, LINK_MENU_ID };
export const QUICK_ADD_WINDOW = { width: 420, height: 160 } as const;

type Listener<A extends unknown[]> = { addListener: (listener: (...args: A) => void) => void };

/**
 * The extension APIs quick-add uses; the same in Chrome and Firefox through
 * `wxt/browser`, whose `browser` fits this type as it is (tests pass fakes).
 */
export interface QuickAddApi {
  /** The tab is the page the shortcut was pressed on (its url and title only with the activeTab grant the shortcut gives). */
  commands?: { onCommand: Listener<[command: string, tab?: { url?: string; title?: string }]> };
  /** `getURL` takes the one page it opens: WXT types its argument as the extension's own paths. */
  runtime: { getURL: (path: '/quick-add.html') => string; onInstalled: Listener<[]>; onStartup: Listener<[]> };
  windows: { create: (options: { url: string; type: 'popup'; width: number; height: number; focused: boolean }) => Promise<unknown> };
  contextMenus: {
    removeAll: () => Promise<void>;
    create: (properties: MenuProperties) => unknown;
    onClicked: Listener<[info: MenuClick['info'], tab?: MenuClick['tab']]>;
  };
}

type MenuProperties = {
  id: string;
  title: string;
  contexts: ['selection'] | ['page'] | ['link'];
  documentUrlPatterns?: string[];
  targetUrlPatterns?: string[];
};

/** Pages and links a task may link to: the menus that make one show only there. */
const WEB = ['http://*/*', 'https://*/*'];

export const MENUS: MenuProperties[] = [
  { id: SELECTION_MENU_ID, title: 'Add to Todo Assistant', contexts: ['selection'] },
  { id: PAGE_MENU_ID, title: 'Add page to Todo Assistant', contexts: ['page'], documentUrlPatterns: WEB },
  { id: LINK_MENU_ID, title: 'Add link to Todo Assistant', contexts: ['link'], targetUrlPatterns: WEB },
];

/** Opens quick-add.html in a small popup window, offering the page it was opened on. */
export async function openQuickAddWindow(api: QuickAddApi, tab?: { url?: string; title?: string }): Promise<void> {
  const page = pageOf(tab?.url, tab?.title);
  const url = api.runtime.getURL('/quick-add.html') + quickAddPath(page);
  await api.windows.create({ url, type: 'popup', ...QUICK_ADD_WINDOW, focused: true });
}

function createMenus(api: QuickAddApi): void {
  // Menus outlive a stopped worker; recreating them on install and start-up keeps exactly one of each.
  api.contextMenus
    .removeAll()
    .then(() => {
      for (const menu of MENUS) api.contextMenus.create(menu);
    })
    .catch((error: unknown) => log.warn('could not create the context menus', error));
}

/**
 * The keyboard command that opens quick-add (offering the page it was pressed
 * on) and the context-menu entries that add a page's selected text (keeping
 * the page's link), the page itself, or a link on it. Listeners are registered synchronously, as an
 * MV3 background must, so a woken worker still receives the event.
 */
export function registerQuickAdd(api: QuickAddApi = browser, database: TodoDatabase = defaultDb): void {
  api.commands?.onCommand.addListener((command, tab) => {
    if (command !== QUICK_ADD_COMMAND) return;
    openQuickAddWindow(api, tab).catch((error: unknown) => log.warn('could not open quick add', error));
  });
  api.runtime.onInstalled.addListener(() => createMenus(api));
  api.runtime.onStartup.addListener(() => createMenus(api));
  api.contextMenus.onClicked.addListener((info, tab) => {
    addFromMenu({ info, tab }, { db: database }).catch((error: unknown) => log.warn('could not add a task from the menu', error));
  });
}
