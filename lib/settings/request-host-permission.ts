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
  request(permissions: { origins: string[] }): Promise<boolean>;
}

/**
 * Asks the user for access to the model server's origin. Browsers require a
 * user gesture: call it directly from the click handler, before any `await`.
 * Resolves `true` when access is granted (or not needed).
 */
export function requestHostPermission(baseURL: string, permissions: PermissionsLike = browser.permissions): Promise<boolean> {
  const pattern = hostPermissionPattern(baseURL);
  if (!pattern) return Promise.resolve(true);
  return permissions.request({ origins: [pattern] });
}
