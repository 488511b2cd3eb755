import type { Intent } from './intent-schema';

/**
 * "all gov stuff (sss philhealth pagibig) priority 2", "the venue things (caterer, florist) to friday": a change to
 * several tasks whose members are named in brackets. The members are the tasks changed, each looked up by its name, not
 * the group's word (which may be no tag at all, or the tag of more tasks than were named).
 */

const BRACKETED = /^(.+?)\s*\(([^()]{2,80})\)\s*(.*)$/;

/** The names in brackets: split at commas, "and" or slashes; several bare words are one name each. */
function membersOf(inside: string): string[] {
  const parts = inside
    .split(/\s*(?:,|\/|;|&|\+|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 2) return parts;
  const words = inside.trim().split(/\s+/);
  return words.length >= 2 && words.length <= 5 && words.every((word) => /^\p{L}[\p{L}\p{N}'-]*$/u.test(word)) ? words : [];
}

/** The change said around the brackets, made to the members they name; undefined when it is no change to several. */
export function membersInBrackets(text: string, read: (text: string) => Intent): Intent | undefined {
  const bracketed = BRACKETED.exec(text.trim());
  if (!bracketed) return undefined;
  const members = membersOf(bracketed[2]!);
  if (members.length < 2 || members.length > 4) return undefined;
  const outside = `${bracketed[1]!} ${bracketed[3]!}`.trim();
  const change = read(outside);
  if (change.kind !== 'bulk' || !('filter' in change.selection) || change.except) return undefined;
  return { ...change, selection: { targets: members.map((name) => ({ query: name.toLowerCase() })) } };
}
