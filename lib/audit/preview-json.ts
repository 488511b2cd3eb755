/** How much of a stored value the Activity view shows when an entry is opened. */
export const PREVIEW_JSON_MAX_CHARS = 8000;

/**
 * A value as indented JSON for reading, cut at `maxChars` with a note of its
 * full size (entries stored before payloads were bounded can hold 100 KB).
 */
export function previewJson(value: unknown, maxChars = PREVIEW_JSON_MAX_CHARS): string {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)}\n… (${Math.round(text.length / 1000)} KB in all; shortened for display)`;
}
