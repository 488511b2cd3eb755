import { MODEL_SERVER_DATA_COLLECTION, asksDataConsent } from './model-server-consent';

/** Model servers the extension may reach from install (see wxt.config.ts `host_permissions`). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The host permission pattern a base URL needs at run time, or `undefined`
 * when none is needed (empty, invalid, or a local server over http, which is
 * allowed at install on any port).
 */
export function hostPermissionPattern(baseURL: string): string | undefined {
  let url: URL;
  try {
    url = new URL(baseURL.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return undefined;
  return `${url.origin}/*`;
}

export interface PermissionsLike {
  request(permissions: { origins?: string[]; data_collection?: string[] }): Promise<boolean>;
}

/**
 * Asks the user for access to the model server's origin and, in Firefox, for
 * consent to send it the chat (one prompt for both). Browsers require a user
 * gesture: call it directly from the click handler, before any `await`.
 * Resolves `true` when everything is granted (or nothing is needed).
 */
export function requestHostPermission(baseURL: string, permissions: PermissionsLike = browser.permissions, firefox = asksDataConsent()): Promise<boolean> {
  const pattern = hostPermissionPattern(baseURL);
  const origins = pattern ? { origins: [pattern] } : {};
  if (firefox) return permissions.request({ ...origins, data_collection: MODEL_SERVER_DATA_COLLECTION });
  if (!pattern) return Promise.resolve(true);
  return permissions.request(origins);
}
