import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * A new name given in quotes: "walk dog -> 'walk dog and feed cat'", "make 'buy milk' say 'buy oat milk'",
 * "have 'call gran' read 'call gran back'", "the gran one - rename to 'call gran back'". The quoted words are the whole new name; the task is the one
 * named before them (looked up as any name, so one not found is asked about, never added).
 */
const Q = `['"“”‘’]`;
const ARROW = new RegExp(String.raw`^(.{2,80}?)\s*(?:->|→|=>)\s*${Q}(.+?)${Q}$`, 'u');
/** "the green bin one - rename to 'X'", "visa docs task: change title to 'X'", "the gate, call it 'X'", "pack lunch – change to 'X'" (the quotes say a name, not a day). */
const THEN_RENAME = new RegExp(
  String.raw`^(.{2,80}?)\s*(?:[,;:]|\s[-–—])\s*(?:rename(?: it| that)? to|change (?:the |its )?(?:title|name)(?: of it)? to|change(?: it| that)? to|call it|retitle(?: it)? to)\s+${Q}(.+?)${Q}$`,
  'iu',
);
const SAY = new RegExp(String.raw`^(?:make|have|change|let)\s+${Q}(.+?)${Q}\s+(?:say|read|into|to)\s+${Q}(.+?)${Q}$`, 'iu');

export function matchQuotedRename(text: string): Intent | undefined {
  const said = ARROW.exec(text.trim()) ?? THEN_RENAME.exec(text.trim()) ?? SAY.exec(text.trim());
  if (!said) return undefined;
  // "the green bin one", "visa docs task": the words that say it is a task are no part of its name.
  const name = said[1]!
    .replace(/^['"“”‘’]|['"“”‘’]$/gu, '')
    .replace(/\s+(?:one|task|thing|todo)$/i, '')
    .trim();
  const title = said[2]!.trim();
  const target = parseTarget(name);
  if (!target || !title) return undefined;
  return { kind: 'update', target, changes: { title: title.charAt(0).toUpperCase() + title.slice(1) } };
}
