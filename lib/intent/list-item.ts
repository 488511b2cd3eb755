import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * "put eggs on the woolies one too", "add bin bags to the checkers one": an item for a task whose title is a
 * shopping list ("Woolies - dog food, milk, bread"). "one" says the task is on the list already; "add milk to the
 * shopping list" (no "one") stays an add. The offline plan appends the item to that one task's own title.
 */
const ITEM_ON_ONE = /^(?:put|add|stick|pop|chuck|throw)\s+(.+?)\s+(?:on|onto|to|in|into)\s+(?:the|my)\s+(.+?)\s+one(?:\s+(?:too|as well|also))?[\s.!]*$/i;

/** The item and the name of the task it goes on, when `text` asks to add an item to a list-titled task. */
export function itemForListIn(text: string): { item: string; name: string } | undefined {
  const said = ITEM_ON_ONE.exec(text.trim());
  // "add the family tag to the cottage one", "put a reminder on the vet one": a change of the task, not an item.
  if (!said || /^(?:it|that|this|them)$/i.test(said[1]!) || /#|\b(?:tags?|labels?|priority|prio|p[1-4]|dates?|deadline|due|reminders?|notes?|time|day)\b/i.test(said[1]!))
    return undefined;
  return { item: said[1]!, name: said[2]! };
}

/** "X - a, b": a title that lists items after a dash, two or more. */
export const LIST_TITLE = /\s[-–—:]\s*[^,]+(?:,\s*[^,]+)+$/;

/** The change "put eggs on the woolies one" asks for: the item added to the list in the title of the task named. */
export function matchItemForList(text: string): Intent | undefined {
  const said = itemForListIn(text);
  const target = said && parseTarget(said.name);
  if (!said || !target || !('query' in target)) return undefined;
  return { kind: 'update', target, changes: { title: `${said.name} - ${said.item}` } };
}
