/**
 * The harness's helpers inside the extension's pages. `installBenchHelpers`
 * is added as an init script, so every page and every reload has them before
 * the app's own scripts run; Node calls them through `page.evaluate`.
 * Everything here is serialised into the page: no imports, no outer names.
 *
 * Times are epoch milliseconds with sub-millisecond precision
 * (`performance.timeOrigin + performance.now()`), the clock the fake model
 * server uses in Node, corrected by the measured offset (see clock.ts).
 */

/** When a waiter saw what it waited for. */
export interface Found {
  /** When it was found, epoch ms. */
  at: number;
  /** Milliseconds since this document's time origin (navigation start). */
  sinceOrigin: number;
}

export interface ScrollOutcome {
  ms: number;
  steps: number;
  found: boolean;
  /** Message rows rendered in the log when the scroll started. */
  renderedItems: number;
  scrollHeight: number;
  hasScrollContainer: boolean;
}

export interface IdbRecord {
  op: string;
  store: string;
  index?: string;
  start: number;
  /** The first success (for a cursor: its first row). */
  firstAt?: number;
  /** The last event: success without a further row, or error. */
  end?: number;
  events: number;
}

/** One `indexedDB.open` of this context; times are ms since its time origin (navigation start). */
export interface OpenRecord {
  name: string;
  start: number;
  /** The stored version an upgrade started from (absent: no upgrade in this request). */
  upgradeFrom?: number;
  /** Other connections kept the upgrade waiting. */
  blocked?: boolean;
  /** Success or error. */
  end?: number;
  version?: number;
  failed?: boolean;
}

export interface TxRecord {
  stores: string[];
  mode: string;
  start: number;
  end?: number;
}

export interface BenchHelpers {
  now(): number;
  /** The last click and Enter keydown seen, from the event's own timestamp. */
  lastClickAt?: number;
  lastEnterAt?: number;
  armText(text: string): void;
  armSelector(selector: string): void;
  /** The armed waiter's outcome, or undefined after `timeoutMs`. */
  awaitFound(timeoutMs: number): Promise<Found | undefined>;
  /** IndexedDB transactions of this context not yet complete (counted from when the helpers were installed). */
  openTransactions(): number;
  /**
   * Resolves once, for `quietMs`, no main-thread task ran longer than ~20 ms
   * and no IndexedDB transaction of this context was open; gives up after `maxMs`.
   */
  settle(quietMs: number, maxMs: number): Promise<number>;
  /** `rowSelector` (inside the log) counts the message rows rendered when the scroll starts. */
  scrollToFirst(text: string, logSelector: string, rowSelector: string, timeoutMs: number): Promise<ScrollOutcome>;
  /** Polls the todos store until its newest row's title contains `marker`. */
  armTodoProbe(marker: string): void;
  awaitTodo(timeoutMs: number): Promise<{ enterAt: number; savedAt: number } | undefined>;
  /** Sends a chat message over the extension's port, without any UI; resolves when the background is idle. */
  sendOverPort(portName: string, conversationId: string, text: string): Promise<{ sentAt: number; idleAt: number }>;
  /** When the last click's listener ran (main-thread delay = this - lastClickAt). */
  lastClickHandledAt?: number;
  /** In the worker: when each port message arrives; in a page: when each is posted (ports opened from now on). */
  recordPortMessages(): void;
  takePortLog(): { type: string; at: number }[];
  /** Records every IndexedDB request and transaction of this context from now on. */
  instrumentIdb(): void;
  takeIdbLog(): { requests: IdbRecord[]; transactions: TxRecord[] };
  /** Every `indexedDB.open` of this context since the helpers were installed. */
  opens(): OpenRecord[];
}

export type BenchGlobal = typeof globalThis & { __todoBench?: BenchHelpers };

/** The sessionStorage key that arms a text waiter in the next document (for reloads). */
export const AWAIT_TEXT_KEY = 'todo-bench:await-text';
const BROADCAST = 'todo-bench';

export interface HelperConfig {
  awaitTextKey: string;
  broadcast: string;
}
export const HELPER_CONFIG: HelperConfig = { awaitTextKey: AWAIT_TEXT_KEY, broadcast: BROADCAST };

/** Pass HELPER_CONFIG: serialised into the page, this function cannot read module constants. */
export function installBenchHelpers(config: HelperConfig): void {
  const g = globalThis as BenchGlobal;
  if (g.__todoBench) return;
  const now = () => performance.timeOrigin + performance.now();
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  const visible = (element: Element | null): element is Element =>
    !!element && element.getClientRects().length > 0 && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

  /** The element whose own text node contains `text`, within `root`. */
  const elementWithText = (root: Node, text: string): Element | null => {
    if (!(root.textContent ?? '').includes(text)) return null;
    if (root.nodeType === Node.TEXT_NODE) return root.parentElement;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.nodeValue ?? '').includes(text)) return node.parentElement;
    }
    return null;
  };

  // Note every open request, so the first one of a page shows how long an upgrade kept it waiting.
  const opens: OpenRecord[] = [];
  if (typeof IDBFactory !== 'undefined') {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
      const request = open.apply(this, args);
      const record: OpenRecord = { name: args[0], start: performance.now() };
      opens.push(record);
      request.addEventListener('upgradeneeded', (event) => {
        record.upgradeFrom = event.oldVersion;
      });
      request.addEventListener('blocked', () => {
        record.blocked = true;
      });
      request.addEventListener('success', () => {
        record.end = performance.now();
        record.version = request.result.version;
      });
      request.addEventListener('error', () => {
        record.end = performance.now();
        record.failed = true;
      });
      return request;
    };
  }

  let waiter: { promise: Promise<Found>; cancel: () => void } | undefined;

  // Count open IndexedDB transactions, so `settle` also waits for reads that keep no thread busy.
  let openTx = 0;
  if (typeof IDBDatabase !== 'undefined') {
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const tx = transaction.apply(this, args);
      openTx += 1;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        openTx -= 1;
      };
      tx.addEventListener('complete', close);
      tx.addEventListener('abort', close);
      return tx;
    };
  }

  /**
   * Resolves at the first animation frame in which what `find` found is
   * visible: `find` runs once now and on every DOM change ('frame' is passed
   * on frames where nothing was found yet, for finders cheap enough to run
   * every frame), and the layout-forcing visibility check runs only in frame
   * callbacks, where the browser lays out anyway before painting.
   */
  const arm = (find: (mutations: readonly MutationRecord[] | 'initial' | 'frame') => Element | null) => {
    waiter?.cancel();
    let frame = 0;
    let done = false;
    let candidate: Element | null = null;
    let resolveFound: (found: Found) => void = () => undefined;
    const promise = new Promise<Found>((resolve) => {
      resolveFound = resolve;
    });
    const stop = () => {
      done = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
    const look = (mutations: readonly MutationRecord[] | 'initial' | 'frame') => {
      if (!candidate?.isConnected) candidate = find(mutations);
    };
    const observer = new MutationObserver((mutations) => look(mutations));
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    const onFrame = () => {
      if (done) return;
      look('frame');
      if (visible(candidate)) {
        stop();
        resolveFound({ at: now(), sinceOrigin: performance.now() });
        return;
      }
      frame = requestAnimationFrame(onFrame);
    };
    waiter = { promise, cancel: stop };
    look('initial');
    frame = requestAnimationFrame(onFrame);
  };

  const armText = (text: string) => {
    arm((mutations) => {
      if (mutations === 'frame') return null;
      const roots: Node[] =
        mutations === 'initial' ? (document.body ? [document.body] : []) : mutations.flatMap((m) => (m.type === 'characterData' ? [m.target] : Array.from(m.addedNodes)));
      for (const root of roots) {
        const element = elementWithText(root, text);
        if (element) return element;
      }
      return null;
    });
  };

  const helpers: BenchHelpers = {
    now,
    armText,
    openTransactions: () => openTx,
    armSelector(selector) {
      arm(() => document.querySelector(selector));
    },
    recordPortMessages() {
      if (portLog) return;
      const log: { type: string; at: number }[] = [];
      portLog = log;
      const chromeApi = (globalThis as typeof globalThis & { chrome?: { runtime?: ChromeRuntime } }).chrome;
      const runtime = chromeApi?.runtime;
      if (!runtime) return;
      const typeOf = (message: unknown) => String((message as { type?: unknown } | undefined)?.type);
      if (typeof document === 'undefined') {
        // The worker: when each message arrives.
        runtime.onConnect?.addListener((port) => {
          port.onMessage.addListener((message) => log.push({ type: `received ${typeOf(message)}`, at: now() }));
        });
        return;
      }
      // A page: when each message is posted (ports opened from now on).
      const connect = runtime.connect.bind(runtime);
      runtime.connect = (info) => {
        const port = connect(info);
        const post = port.postMessage.bind(port);
        port.postMessage = (message) => {
          log.push({ type: `posted ${typeOf(message)}`, at: now() });
          post(message);
        };
        return port;
      };
    },
    takePortLog: () => (portLog ?? []).splice(0),
    async awaitFound(timeoutMs) {
      const current = waiter;
      if (!current) return undefined;
      const timeout = sleep(timeoutMs).then(() => undefined);
      const found = await Promise.race([current.promise, timeout]);
      if (!found) current.cancel();
      return found;
    },
    async settle(quietMs, maxMs) {
      const start = performance.now();
      let quietSince = start;
      let expected = start + 16;
      while (performance.now() - quietSince < quietMs && performance.now() - start < maxMs) {
        await sleep(16);
        const late = performance.now() - expected;
        if (late > 20 || openTx > 0) quietSince = performance.now();
        expected = performance.now() + 16;
      }
      return performance.now() - start;
    },
    async scrollToFirst(text, logSelector, rowSelector, timeoutMs) {
      const log = document.querySelector(logSelector);
      const start = now();
      if (!log) throw new Error(`no element matches ${logSelector}`);
      let scroller: Element | null = log;
      while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) {
        scroller = scroller.parentElement;
      }
      const container = scroller ?? document.scrollingElement ?? document.documentElement;
      const outcome = { renderedItems: log.querySelectorAll(rowSelector).length, scrollHeight: container.scrollHeight, hasScrollContainer: scroller !== null };
      const inView = () => {
        const element = elementWithText(log, text);
        if (!visible(element)) return false;
        const box = element.getBoundingClientRect();
        const view = scroller ? scroller.getBoundingClientRect() : { top: 0, bottom: innerHeight };
        return box.bottom > view.top && box.top < view.bottom;
      };
      let steps = 0;
      while (now() - start < timeoutMs) {
        if (inView()) return { ...outcome, ms: now() - start, steps, found: true };
        container.scrollTop = 0;
        container.dispatchEvent(new Event('scroll'));
        steps += 1;
        await nextFrame();
        await nextFrame();
      }
      return { ...outcome, ms: now() - start, steps, found: false };
    },
    armTodoProbe(marker) {
      const lower = marker.toLowerCase();
      let enterAt: number | undefined;
      const channel = new BroadcastChannel(config.broadcast);
      channel.onmessage = (event: MessageEvent<{ enterAt?: number }>) => {
        if (typeof event.data.enterAt === 'number') enterAt = event.data.enterAt;
      };
      const newestTitle = (db: IDBDatabase) =>
        new Promise<string | undefined>((resolve, reject) => {
          const request = db.transaction('todos').objectStore('todos').openCursor(null, 'prev');
          request.onsuccess = () => resolve((request.result?.value as { title?: string } | undefined)?.title);
          request.onerror = () => reject(request.error);
        });
      const probe = (async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('todo-assistant');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        try {
          for (;;) {
            const title = await newestTitle(db);
            if (title?.toLowerCase().includes(lower)) return { savedAt: now() };
            await sleep(1);
          }
        } finally {
          db.close();
        }
      })();
      todoProbe = probe.then(async ({ savedAt }) => {
        for (let i = 0; enterAt === undefined && i < 100; i++) await sleep(10);
        channel.close();
        return enterAt === undefined ? undefined : { enterAt, savedAt };
      });
    },
    async awaitTodo(timeoutMs) {
      if (!todoProbe) return undefined;
      return Promise.race([todoProbe, sleep(timeoutMs).then(() => undefined)]);
    },
    sendOverPort(portName, conversationId, text) {
      const runtime = (globalThis as typeof globalThis & { chrome?: { runtime?: ChromeRuntime } }).chrome?.runtime;
      if (!runtime) return Promise.reject(new Error('no chrome.runtime here'));
      return new Promise((resolve, reject) => {
        const port = runtime.connect({ name: portName });
        const timer = setTimeout(() => reject(new Error('no idle event within 60 s')), 60_000);
        port.onMessage.addListener((message) => {
          if ((message as { type?: string }).type === 'idle') {
            clearTimeout(timer);
            const idleAt = now();
            port.disconnect();
            resolve({ sentAt, idleAt });
          }
        });
        const sentAt = now();
        port.postMessage({ type: 'send', conversationId, text });
      });
    },
    instrumentIdb() {
      if (idbLog) return;
      const log = { requests: [] as IdbRecord[], transactions: [] as TxRecord[] };
      idbLog = log;
      const track = (request: IDBRequest, record: IdbRecord) => {
        log.requests.push(record);
        request.addEventListener('success', () => {
          record.events += 1;
          record.firstAt ??= now();
          const result: unknown = request.result;
          if (!(result instanceof IDBCursor)) record.end = now();
        });
        request.addEventListener('error', () => {
          record.end = now();
        });
      };
      const wrap = (proto: IDBObjectStore | IDBIndex, names: string[], describe: (target: IDBObjectStore | IDBIndex) => { store: string; index?: string }) => {
        for (const name of names) {
          const original = Reflect.get(proto, name) as ((...args: unknown[]) => IDBRequest) | undefined;
          if (typeof original !== 'function') continue;
          Reflect.set(proto, name, function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
            const request = original.apply(this, args);
            track(request, { op: name, ...describe(this), start: now(), events: 0 });
            return request;
          });
        }
      };
      const reads = ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor'];
      wrap(IDBObjectStore.prototype, [...reads, 'add', 'put', 'delete', 'clear'], (target) => ({ store: target.name }));
      wrap(IDBIndex.prototype, reads, (target) => {
        const index = target as IDBIndex;
        return { store: index.objectStore.name, index: index.name };
      });
      const transaction = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
        const tx = transaction.apply(this, args);
        const record: TxRecord = { stores: Array.from(tx.objectStoreNames), mode: tx.mode, start: now() };
        log.transactions.push(record);
        const end = () => {
          record.end = now();
        };
        tx.addEventListener('complete', end);
        tx.addEventListener('abort', end);
        return tx;
      };
    },
    opens: () => opens.map((record) => ({ ...record })),
    takeIdbLog() {
      const log = idbLog ?? { requests: [], transactions: [] };
      const taken = { requests: log.requests.splice(0), transactions: log.transactions.splice(0) };
      return taken;
    },
  };

  interface ChromePort {
    postMessage(message: unknown): void;
    disconnect(): void;
    onMessage: { addListener(listener: (message: unknown) => void): void };
  }
  interface ChromeRuntime {
    connect(info: { name: string }): ChromePort;
    onConnect?: { addListener(listener: (port: ChromePort) => void): void };
  }
  let todoProbe: Promise<{ enterAt: number; savedAt: number } | undefined> | undefined;
  let idbLog: { requests: IdbRecord[]; transactions: TxRecord[] } | undefined;
  let portLog: { type: string; at: number }[] | undefined;

  g.__todoBench = helpers;

  if (typeof document === 'undefined') return;
  const record = (event: Event) => {
    const at = performance.timeOrigin + event.timeStamp;
    if (event.type === 'click') {
      helpers.lastClickAt = at;
      helpers.lastClickHandledAt = now();
    } else if ((event as KeyboardEvent).key === 'Enter') {
      helpers.lastEnterAt = at;
      const channel = new BroadcastChannel(config.broadcast);
      channel.postMessage({ enterAt: at });
      channel.close();
    }
  };
  addEventListener('click', record, { capture: true });
  addEventListener('keydown', record, { capture: true });

  // A reload armed by the harness: wait for that text from the very start of the new document.
  let pending: string | null;
  try {
    pending = sessionStorage.getItem(config.awaitTextKey);
    sessionStorage.removeItem(config.awaitTextKey);
  } catch {
    pending = null;
  }
  if (pending) armText(pending);
}
