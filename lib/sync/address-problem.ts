// Apart from connect-account.ts so Settings can check an address without loading the CalDAV client.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && (LOCAL_HOSTS.has(url.hostname) || allowInsecureOrigin === url.origin)) return undefined;
  if (url.protocol === 'http:') return 'The password would travel unencrypted: use an https address, or allow plain http for this server.';
  return 'That is not a server address. Type it as https://server.example/.';
}
