const OPEN_TAG = '<think>';
const LEADING_BLOCK = /^\s*<think>[\s\S]*?<\/think>\s*/;

/**
 * What of a model's output may be shown or stored: the `<think>…</think>`
 * block a thinking model (Qwen3) writes before its answer removed (it is
 * empty when thinking is off). Only a block that opens the output is a
 * thought; `<think>` later on is text (a task may be called that). Mid-stream
 * (`final` false) an unclosed block, or a start that may still become
 * `<think>`, is held back, so successive calls on a growing buffer give
 * growing prefixes of the same text and no thought is ever shown.
 */
export function visibleText(buffer: string, final = false): string {
  const text = buffer.replace(LEADING_BLOCK, '');
  const start = text.trimStart();
  if (start.startsWith(OPEN_TAG)) return '';
  if (!final && start.length < OPEN_TAG.length && OPEN_TAG.startsWith(start)) return '';
  return final ? start.trimEnd() : start;
}
