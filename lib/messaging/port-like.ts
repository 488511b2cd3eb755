import type { Browser } from 'wxt/browser';
import type { SenderInfo } from './trusted-sender';

/**
 * The parts of a runtime Port the code uses, in the panel, the worker and the
 * offscreen document alike; tests pass fakes.
 */
export interface PortLike {
  name: string;
  sender?: SenderInfo;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(callback: (message: unknown) => void): void };
  onDisconnect: { addListener(callback: () => void): void };
}

/**
 * A browser's Port as a PortLike, field by field: messages arrive as `unknown`
 * (every receiver validates them), and listeners get only what PortLike promises.
 */
export function toPortLike(port: Browser.runtime.Port): PortLike {
  return {
    name: port.name,
    ...(port.sender ? { sender: { id: port.sender.id, url: port.sender.url, ...(port.sender.tab?.id !== undefined ? { tabId: port.sender.tab.id } : {}) } } : {}),
    postMessage: (message) => port.postMessage(message),
    disconnect: () => port.disconnect(),
    onMessage: { addListener: (callback) => port.onMessage.addListener((message: unknown) => callback(message)) },
    onDisconnect: { addListener: (callback) => port.onDisconnect.addListener(() => callback()) },
  };
}
