import { pageOf, type PageRef } from './page-capture';

/**
 * The page quick-add was opened on travels in its window's address
 * (`quick-add.html?url=…&title=…`): the background writes it from the tab
 * the shortcut was pressed on, the window reads it back, checked again, as
 * the chip the person can keep or drop.
 */
export function quickAddPath(page: PageRef | undefined): string {
  if (!page) return '';
  const params = new URLSearchParams({ url: page.url, ...(page.title ? { title: page.title } : {}) });
  return `?${params.toString()}`;
}

/** The page in quick-add's address (`location.search`), if it is one a task may link to. */
export function quickAddPageOf(search: string): PageRef | undefined {
  const params = new URLSearchParams(search);
  return pageOf(params.get('url') ?? undefined, params.get('title') ?? undefined);
}
