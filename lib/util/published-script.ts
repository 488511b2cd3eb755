/**
 * A script of the extension built on its own (an unlisted WXT script) that leaves what it
 * exports on a global for the background to take: a classic background script cannot share
 * a bundler chunk with a script loaded at run time. Used for the parts of the background that
 * only some wakes need (entrypoints/offline-brain.ts, entrypoints/remote-provider.ts), so a
 * wake that does not need them (a reminder, a sync, the other tier's turn) does not load them.
 */
export interface PublishedScript<T> {
  /** Its path at the extension's root, as WXT builds it: `/offline-brain.js`. */
  path: `/${string}.js`;
  /** The global it leaves its value on. */
  key: string;
  /** Only for the type of the value. */
  readonly value?: T;
}

export function publishScript<T>(script: PublishedScript<T>, value: T): void {
  (globalThis as Record<string, unknown>)[script.key] = value;
}

export function takeScript<T>(script: PublishedScript<T>): T | undefined {
  return (globalThis as Record<string, unknown>)[script.key] as T | undefined;
}

/**
 * A build-time constant: each build keeps one branch. BROWSER rather than FIREFOX, whose value
 * the unit tests' environment gives as the string "false" (truthy).
 */
const isFirefoxBuild = () => import.meta.env.BROWSER === 'firefox';

type ImportScripts = (...urls: string[]) => void;
const importScriptsOf = (): ImportScripts | undefined => {
  const candidate = (globalThis as { importScripts?: unknown }).importScripts;
  return typeof candidate === 'function' ? (candidate as ImportScripts) : undefined;
};

/**
 * Chrome: a service worker may not import() a chunk, and importScripts() of a script it has not
 * seen throws once the worker is installed. A script it imported while installing is kept with
 * the worker, though, and may be imported again on any later wake. So the worker imports these
 * once while it installs (each install or update), and on a later wake only when first needed.
 * Call this at the top level of the background, with its other listeners.
 */
export function keepScriptsForLaterWakes(scripts: ReadonlyArray<PublishedScript<unknown>>): void {
  if (isFirefoxBuild()) return;
  const importScripts = importScriptsOf();
  if (!importScripts) return;
  globalThis.addEventListener('install', () => {
    for (const script of scripts) {
      try {
        importScripts(script.path);
      } catch {
        // loadScript() says so when the script is needed.
      }
    }
  });
}

const loading = new Map<string, Promise<unknown>>();

/**
 * The script's value, loaded on first use: Firefox's event page and any extension page import() it
 * (`importByPath`, an import() of the script's literal path: addons-linter flags an import() of a
 * variable), Chrome's worker importScripts() it (see keepScriptsForLaterWakes). A failure is `unavailable(detail)`, and
 * the next call tries again. Tests publish the value themselves (test/setup.ts).
 */
export function loadScript<T>(script: PublishedScript<T>, unavailable: (detail: string) => Error, importByPath: () => Promise<unknown>): Promise<T> {
  const loaded = takeScript(script);
  if (loaded) return Promise.resolve(loaded);
  let pending = loading.get(script.path) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      const importScripts = importScriptsOf();
      if (isFirefoxBuild() || !importScripts) {
        // Firefox's event page, or an extension page (the panel): import() by its path.
        try {
          await importByPath();
        } catch (error) {
          throw unavailable(error instanceof Error ? error.message : String(error));
        }
      } else {
        try {
          importScripts(script.path);
        } catch (error) {
          throw unavailable(error instanceof Error ? error.message : String(error));
        }
      }
      const value = takeScript(script);
      if (!value) throw unavailable('its script did not load');
      return value;
    })().finally(() => loading.delete(script.path));
    loading.set(script.path, pending);
  }
  return pending;
}
