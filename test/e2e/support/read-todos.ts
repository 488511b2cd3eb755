import type { Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import type { Todo } from '@/lib/db';
import { readStoreInPage } from './read-store';

/**
 * The tasks as the extension stored them, read from its IndexedDB in one of its
 * pages: a Chromium page (Playwright) or a Firefox one (Puppeteer), whose
 * `evaluate(fn, arg)` is called the same way.
 */
export function readStoredTodos(page: Page | FirefoxPage): Promise<Todo[]> {
  return (page as Page).evaluate(readStoreInPage, 'todos') as Promise<Todo[]>;
}
