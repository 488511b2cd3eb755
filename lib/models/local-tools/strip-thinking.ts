const CLOSED_BLOCK = /<think>[\s\S]*?<\/think>\s*/g;
const OPEN_TAG = '<think>';

/**
 * What of a model's output may be shown or stored: every `<think>…</think>`
 * block removed (Qwen3 writes one, empty when thinking is off). Mid-stream
 * (`final` false) an unclosed block and a trailing piece that may become
 * `<think>` are held back, so successive calls on a growing buffer give
 * growing prefixes of the same text and no thought is ever shown.
 */
export function visibleText(buffer: string, final = false): string {
  let text = buffer.replace(CLOSED_BLOCK, '');
  const open = text.indexOf(OPEN_TAG);
  if (open !== -1) text = text.slice(0, open);
  else if (!final) {
    for (let n = Math.min(OPEN_TAG.length - 1, text.length); n > 0; n -= 1) {
      if (text.endsWith(OPEN_TAG.slice(0, n))) {
        text = text.slice(0, -n);
        break;
      }
    }
  }
  return final ? text.trim() : text.replace(/^\s+/, '');
}
