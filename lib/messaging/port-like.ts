import type { SenderInfo } from './trusted-sender';

/** The parts of `runtime.Port` the messaging code uses; tests pass fakes. */
export interface PortLike {
  name: string;
  sender?: SenderInfo;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(callback: (message: unknown) => void): void };
  onDisconnect: { addListener(callback: () => void): void };
}
