/** What replaces a secret in a memory. */
export const REDACTED = '[redacted]';

/**
 * Shapes of credentials that must never be kept, whoever typed them: OpenAI
 * style keys, bearer tokens, and `key=…`/`token: …` assignments.
 */
const SECRET_SHAPES: readonly RegExp[] = [
  /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}/g,
  /\bBearer\s+[A-Za-z0-9._~+/=-]{12,}/gi,
  /\b((?:api[_ -]?key|token|secret|password)\s*(?:is|[:=])\s*)[^\s,;]{8,}/gi,
];

/**
 * The text without the given secrets (the API key as saved) and without
 * anything shaped like a credential. Memories pass through this before they
 * are stored, so a key said in chat or echoed by a model is never kept.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) {
    const value = secret.trim();
    if (value.length >= 4) result = result.split(value).join(REDACTED);
  }
  for (const shape of SECRET_SHAPES) {
    result = result.replace(shape, (match: string, prefix?: string) => (typeof prefix === 'string' && match.startsWith(prefix) ? `${prefix}${REDACTED}` : REDACTED));
  }
  return result;
}
