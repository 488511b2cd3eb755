import type { Page } from 'playwright-core';
import type { Todo } from '@/lib/db';
import { readStoreInPage } from './read-store';

/** The tasks as the extension stored them, read from its IndexedDB in one of its pages. */
export function readStoredTodos(page: Page): Promise<Todo[]> {
  return page.evaluate(readStoreInPage, 'todos') as Promise<Todo[]>;
}
