const REPLY_PREFIX = /^\s*(?:```(?:json)?\s*)?\{\s*"type"\s*:\s*"reply"\s*,\s*"text"\s*:\s*"/;

/**
 * The text of a reply decoded so far from a partial answer
 * `{"type":"reply","text":"...`, or undefined while the answer is not (yet)
 * recognisably a reply. Stops before an incomplete escape, so successive
 * calls on a growing buffer return growing prefixes of the same text.
 */
export function partialReplyText(buffer: string): string | undefined {
  const match = REPLY_PREFIX.exec(buffer);
  if (!match) return undefined;
  let out = '';
  let i = match[0].length;
  while (i < buffer.length) {
    const ch = buffer[i]!;
    if (ch === '"') break;
    if (ch !== '\\') {
      out += ch;
      i += 1;
      continue;
    }
    const next = buffer[i + 1];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = buffer.slice(i + 2, i + 6);
      if (hex.length < 4) break;
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 6;
      continue;
    }
    out += ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[next] ?? next;
    i += 2;
  }
  return out;
}
