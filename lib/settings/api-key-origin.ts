import { originOf } from './origin-of';
import type { RemoteSettings } from './settings-schema';

export { originOf };

/** Hosts on this computer: a key sent to them over plain http never crosses a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when a key sent there would travel unencrypted over a network: plain http to anything but this computer. */
export function isInsecureOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return true;
  }
}

/** How an origin is named to the user: "api.openai.com" for https, the whole origin otherwise. */
export function originLabel(origin: string): string {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' ? url.host : url.origin;
  } catch {
    return origin;
  }
}

/** Whether the user accepted sending the key over plain http to the origin it belongs to. */
export function insecureKeyAccepted(remote: RemoteSettings): boolean {
  return Boolean(remote.apiKeyOrigin && remote.allowInsecureKeyOrigin === remote.apiKeyOrigin);
}

export type KeyUse =
  /** Send this key (as the Authorization bearer). */
  | { kind: 'send'; key: string }
  /** No key for this origin (none saved, or the saved one belongs to another server): send none. */
  | { kind: 'none' }
  /** The key belongs here but would travel unencrypted, and the user did not accept that: send nothing at all. */
  | { kind: 'refused'; message: string };

/**
 * Whether the saved API key may go with a request to `address`. A key
 * belongs to the origin it was entered for and is sent nowhere else; over
 * plain http it is sent only to this computer, or where the user accepted
 * the risk for that very origin in Settings.
 */
export function apiKeyFor(remote: RemoteSettings, address: string): KeyUse {
  const origin = originOf(address);
  if (!remote.apiKey || !origin || origin !== remote.apiKeyOrigin) return { kind: 'none' };
  if (isInsecureOrigin(origin) && !insecureKeyAccepted(remote)) {
    return {
      kind: 'refused',
      message: `The API key was not sent to ${origin}: over plain http anyone on the network could read it. Use an https address, or in Settings tick "Send the key over plain http" for this server (or remove the key if the server needs none).`,
    };
  }
  return { kind: 'send', key: remote.apiKey };
}
