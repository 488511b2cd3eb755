import { browser } from 'wxt/browser';

/** The parts of `runtime.MessageSender` the allowlist looks at. */
export interface SenderInfo {
  id?: string;
  url?: string;
  /** The sender's tab, when it is a page opened as a tab (the side panel is none). */
  tabId?: number;
}

/** This extension's identity: its id and its pages' origin (`runtime.getURL('')`). */
export interface ExtensionIdentity {
  id: string;
  /** e.g. `chrome-extension://abc/` or `moz-extension://uuid/`. */
  baseURL: string;
}

/** This extension, as every one of its contexts sees itself. */
export function thisExtension(): ExtensionIdentity {
  return { id: browser.runtime.id, baseURL: browser.runtime.getURL('/') };
}

/**
 * The allowlist, and the one sender check of the extension: only this
 * extension's own contexts (its pages, the offscreen document, the worker,
 * whose URL is its script's) may send requests or open Ports. Content
 * scripts, other extensions and web pages are refused.
 */
export function isTrustedSender(sender: SenderInfo | undefined, self: ExtensionIdentity): boolean {
  if (!sender || sender.id !== self.id || typeof sender.url !== 'string') return false;
  if (!self.baseURL) return false;
  return sender.url.startsWith(self.baseURL);
}
