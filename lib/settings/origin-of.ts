/** The origin of an http(s) address ("https://api.openai.com"), or undefined for anything else. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
