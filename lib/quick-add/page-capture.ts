import { z } from 'zod';
import type { TodoDatabase } from '../db';
import { executeTool } from '../tools';
import { TITLE_MAX } from '../todos';
import { linkProblem, siteOf } from '../util/page-link';
import { truncate } from '../util/truncate';
import { taskFromSelection } from './add-selected-text';

export const SELECTION_MENU_ID = 'add-to-todo-assistant';
export const PAGE_MENU_ID = 'add-page-to-todo-assistant';
export const LINK_MENU_ID = 'add-link-to-todo-assistant';

/** A page as the browser describes it: its title and its address (absent where the extension may not see it). */
export interface PageRef {
  url: string;
  title?: string;
}

const text = z.string().max(100_000).optional().catch(undefined);

/**
 * What a menu click hands the background (`contextMenus.onClicked`'s info and
 * tab, Chrome's and Firefox's shapes): only the fields used, each checked,
 * anything else ignored.
 */
export const menuClickSchema = z.object({
  info: z.object({
    menuItemId: z.union([z.string(), z.number()]),
    selectionText: text,
    pageUrl: text,
    linkUrl: text,
    /** Firefox only: the link's words. */
    linkText: text,
  }),
  tab: z.object({ url: text, title: text }).optional().catch(undefined),
});
export type MenuClick = z.input<typeof menuClickSchema>;

/** The page behind a url and a title the browser gave, if it is a page a task may link to. */
export function pageOf(url: string | undefined, title: string | undefined): PageRef | undefined {
  if (!url || linkProblem(url)) return undefined;
  const words = title?.replace(/\s+/g, ' ').trim();
  return { url, ...(words ? { title: truncate(words, TITLE_MAX) } : {}) };
}

/** A link's address as a title when nothing better is known: "example.com/path/to/page". */
function titleOfAddress(url: string): string {
  const site = siteOf(url) ?? url;
  const path = (() => {
    try {
      const { pathname } = new URL(url);
      return pathname === '/' ? '' : pathname;
    } catch {
      return '';
    }
  })();
  return truncate(`${site}${path}`, TITLE_MAX);
}

/** The task a menu entry makes, and the page it links to; undefined for a click that makes none. */
export function taskFromMenuClick(click: MenuClick): { input: Record<string, unknown>; page?: PageRef } | undefined {
  const parsed = menuClickSchema.safeParse(click);
  if (!parsed.success) return undefined;
  const { info, tab } = parsed.data;
  const page = pageOf(info.pageUrl ?? tab?.url, tab?.title);
  switch (info.menuItemId) {
    case SELECTION_MENU_ID: {
      const task = info.selectionText ? taskFromSelection(info.selectionText) : undefined;
      if (!task) return undefined;
      return { input: { ...task, ...(page ? { url: page.url } : {}) }, ...(page ? { page } : {}) };
    }
    case PAGE_MENU_ID: {
      if (!page) return tab?.title?.trim() ? { input: { title: truncate(tab.title.replace(/\s+/g, ' ').trim(), TITLE_MAX) } } : undefined;
      return { input: { title: page.title ?? titleOfAddress(page.url), url: page.url }, page };
    }
    case LINK_MENU_ID: {
      const words = (info.linkText ?? info.selectionText)?.replace(/\s+/g, ' ').trim();
      const link = pageOf(info.linkUrl, words);
      if (!link) return undefined;
      return { input: { title: link.title ?? titleOfAddress(link.url), url: link.url }, page: link };
    }
    default:
      return undefined;
  }
}

/** Adds the task a menu entry makes, through add_task (engine quick-add): the page's title is the link's text. */
export async function addFromMenu(click: MenuClick, ctx: { db: TodoDatabase; now?: () => Date }) {
  const task = taskFromMenuClick(click);
  if (!task) return undefined;
  return executeTool({ ...ctx, engine: 'quick-add', ...(task.page ? { page: task.page } : {}) }, 'add_task', task.input);
}
