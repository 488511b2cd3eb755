// Apart from connect-account.ts so Settings can check an address without loading the CalDAV client.

import { isInsecureOrigin } from '../settings';

/**
 * Why a server address cannot be used, in one sentence, or undefined when it
 * can: https, or plain http only to this computer (unless the person ticked
 * it for that origin, as for the model server).
 */
export function addressProblem(serverUrl: string, allowInsecureOrigin?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    return 'That is not a server address. Type it as https://server.example/.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'That is not a server address. Type it as https://server.example/.';
  // The model server's rule (lib/settings): plain http only to this computer, or where the person allowed it for that origin.
  if (!isInsecureOrigin(url.origin) || allowInsecureOrigin === url.origin) return undefined;
  return 'The password would travel unencrypted: use an https address, or allow plain http for this server.';
}
