import { liveQuery, type Subscription } from 'dexie';
import { messagesBefore, messagesFrom, newestMessages } from '../conversations/message-pages';
import type { StoredMessage, TodoDatabase } from '../db';

export interface MessageWindowState {
  /** The loaded messages, oldest first; undefined until the newest page has been read. */
  messages: readonly StoredMessage[] | undefined;
  /** Whether the conversation has messages before the loaded ones. */
  hasEarlier: boolean;
  loadingEarlier: boolean;
  /** A read failed: what the user is told. */
  error?: string;
}

/** The part of one conversation the chat has loaded, for useSyncExternalStore. */
export interface MessageWindow {
  /** A stable object per state. */
  getState(): MessageWindowState;
  /** Reads and watches the window while someone listens. */
  subscribe(listener: () => void): () => void;
  /** Loads the page before the oldest loaded message (one at a time; nothing when there is none). */
  loadEarlier(): Promise<void>;
}

export interface MessageWindowOptions {
  /** Messages in the first window and in the first earlier page. */
  pageSize?: number;
  /** The largest earlier page: each one read doubles the next, up to this. */
  maxEarlierPage?: number;
}

const READ_ERROR = 'The messages of this conversation could not be read. Reload the panel to try again.';

/**
 * One conversation's messages as the chat shows them: the newest page, and
 * earlier pages as the user scrolls up. Only the newest part is watched: a
 * live query of the messages from the window's first id on. Earlier pages
 * are read once and kept (messages are append-only), so a new message costs
 * the same in a 10-message and a 10,000-message conversation. When the
 * watched part grows past two pages, its older half joins the kept pages.
 */
export function createMessageWindow(db: TodoDatabase, conversationId: string, options: MessageWindowOptions = {}): MessageWindow {
  const pageSize = options.pageSize ?? 50;
  const maxEarlierPage = Math.max(pageSize, options.maxEarlierPage ?? 1_000);
  const liveMax = 2 * pageSize;
  // Someone who keeps scrolling up wants to go far: each earlier page is twice the last (50, 100,
  // 200 … 1,000), so message 1 of 10,000 is 14 reads away instead of 200, and a glance up reads 50.
  let earlierPage = pageSize;
  const listeners = new Set<() => void>();

  let older: StoredMessage[] = [];
  let live: StoredMessage[] | undefined;
  /** The id the watched part starts at; undefined until the newest page has been read. */
  let from: number | undefined;
  let hasEarlier = false;
  let loadingEarlier = false;
  let error: string | undefined;
  let firstRead: Promise<void> | undefined;
  let subscription: Subscription | undefined;
  let state: MessageWindowState = { messages: undefined, hasEarlier, loadingEarlier };

  const emit = () => {
    const messages = live === undefined ? undefined : older.length === 0 ? live : older.concat(live);
    state = { messages, hasEarlier, loadingEarlier, ...(error ? { error } : {}) };
    for (const listener of listeners) listener();
  };
  const fail = () => {
    error = READ_ERROR;
    live ??= [];
    emit();
  };

  const watch = () => {
    subscription?.unsubscribe();
    const start = from!;
    subscription = liveQuery(() => messagesFrom(db, conversationId, start, 2 * liveMax)).subscribe({ next: onLive, error: fail });
  };

  function onLive(rows: StoredMessage[]) {
    if (rows.length > liveMax) {
      const keep = rows.length - pageSize;
      older = older.concat(rows.slice(0, keep));
      live = rows.slice(keep);
      from = live[0]!.id;
      emit();
      if (listeners.size > 0) watch();
      return;
    }
    live = rows;
    emit();
  }

  const start = () => {
    if (from !== undefined) {
      watch();
      return;
    }
    firstRead ??= newestMessages(db, conversationId, pageSize + 1).then((page) => {
      hasEarlier = page.length > pageSize;
      live = hasEarlier ? page.slice(1) : page;
      // An empty conversation is watched from its first message on.
      from = live[0]?.id ?? 0;
      emit();
      if (listeners.size > 0) watch();
    }, fail);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = undefined;
        }
      };
    },
    async loadEarlier() {
      const oldest = older[0] ?? live?.[0];
      if (loadingEarlier || !hasEarlier || !oldest) return;
      loadingEarlier = true;
      emit();
      try {
        const size = earlierPage;
        const page = await messagesBefore(db, conversationId, oldest.id, size + 1);
        hasEarlier = page.length > size;
        older = (hasEarlier ? page.slice(1) : page).concat(older);
        earlierPage = Math.min(2 * size, maxEarlierPage);
      } catch {
        error = READ_ERROR;
      } finally {
        loadingEarlier = false;
        emit();
      }
    },
  };
}
