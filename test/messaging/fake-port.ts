import type { PortLike } from '@/lib/messaging';

type Listener<T extends unknown[]> = (...args: T) => void;

/** One end of a fake runtime Port: records what was posted, lets the test deliver messages. */
export interface FakePort extends PortLike {
  posted: unknown[];
  disconnected: boolean;
  /** Delivers a message as if the other end had posted it. */
  deliver(message: unknown): void;
  /** The other end went away (e.g. the worker was stopped). */
  drop(): void;
}

export function fakePort(name: string, sender?: PortLike['sender']): FakePort {
  const messageListeners: Listener<[unknown]>[] = [];
  const disconnectListeners: Listener<[]>[] = [];
  const port: FakePort = {
    name,
    ...(sender ? { sender } : {}),
    posted: [],
    disconnected: false,
    postMessage(message) {
      if (port.disconnected) throw new Error('Attempting to use a disconnected port object');
      port.posted.push(structuredClone(message));
    },
    disconnect() {
      port.disconnected = true;
    },
    onMessage: { addListener: (cb) => void messageListeners.push(cb) },
    onDisconnect: { addListener: (cb) => void disconnectListeners.push(cb) },
    deliver(message) {
      for (const cb of messageListeners) cb(structuredClone(message));
    },
    drop() {
      port.disconnected = true;
      for (const cb of disconnectListeners) cb();
    },
  };
  return port;
}
