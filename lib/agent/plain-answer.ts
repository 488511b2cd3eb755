const YES = new Set(['yes', 'y', 'yeah', 'yep', 'approve', 'approved', 'ok', 'okay', 'sure', 'confirm', 'do it', 'go ahead']);
const NO = new Set(['no', 'n', 'nope', 'reject', 'deny', 'cancel', 'stop', "don't", 'do not']);

/**
 * A plain yes or no typed while an approval is pending: true, false, or
 * undefined when the text is anything else (which then goes to the model).
 */
export function parsePlainAnswer(text: string): boolean | undefined {
  const normalized = text
    .trim()
    .toLowerCase()
    .replace(/[.!?,\s]+$/u, '')
    .replace(/\s+/g, ' ');
  if (YES.has(normalized)) return true;
  if (NO.has(normalized)) return false;
  return undefined;
}
