import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * The task named first, words about it, then "rename it <new title>": "the rota check, it's ines, rui and tomas now.
 * rename it Check rota of Ines, Rui and Tomas", "the supplier call - wrong name, call it Call Brightline". What comes
 * after "rename it" is the whole new title, as typed; the name is the words before the first comma or dash.
 */
const RENAME_IT =
  /^(.+?)(?:[,;:]|\s[-–—])\s+(?:.*?[\s,.;!]\s*)?(?:(?:pls|please|can you|could you)\s+)?(?:rename|retitle|call|name)\s+it(?:\s+to)?\s*:?\s+(?!(?:off|quits|a day|a night|done|even)\b)(\S.*?)[\s.!]*$/i;

export function matchRenameItAfter(text: string): Intent | undefined {
  const said = RENAME_IT.exec(text.trim());
  if (!said) return undefined;
  const title = said[2]!.replace(/^(['"“])(.+)(['"”])$/, '$2').trim();
  const target = parseTarget(said[1]!);
  if (!target || !title || /\b(?:rename|call)\s+it\b/i.test(said[1]!)) return undefined;
  return { kind: 'update', target, changes: { title: title.charAt(0).toUpperCase() + title.slice(1) } };
}
