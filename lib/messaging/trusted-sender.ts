/** The parts of `runtime.MessageSender` the allowlist looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
}

/** This extension's identity: its id and its pages' origin (`runtime.getURL('')`). */
export interface ExtensionIdentity {
  id: string;
  /** e.g. `chrome-extension://abc/` or `moz-extension://uuid/`. */
  baseURL: string;
}

/**
 * The allowlist: only this extension's own pages may talk to the background.
 * Content scripts, other extensions and web pages are refused.
 */
export function isTrustedSender(sender: SenderInfo | undefined, self: ExtensionIdentity): boolean {
  if (!sender || sender.id !== self.id || typeof sender.url !== 'string') return false;
  if (!self.baseURL) return false;
  return sender.url.startsWith(self.baseURL);
}
