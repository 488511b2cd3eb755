/**
 * "iga: milk, coffee, oat bars", "hardware store: screws, caulk and a hinge": a shop (or a place), a colon, then three
 * or more short things to get there. One errand, written as a list; the whole line is its title. Words that change a
 * task ("done", "p1", "move") or say a day are never items, and a day before the colon is no shop.
 */
const SHOP_THEN_ITEMS = /^(\p{L}[\p{L}\p{N}'’&.-]*(?:\s+[\p{L}\p{N}'’&.-]+){0,2})\s*:\s*(\S.*)$/u;
const ITEM = /^(?:(?:a|an|some|more)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}$/u;
const NOT_AN_ITEM =
  /\b(?:done|finished|complete|completed|cancell?ed|cancel|delete|remove|move|push|skip|tick|p[1-4]|urgent|priority|high|low|today|tomorrow|tmrw|tonight|next|this|every|tag|untag|overdue|due|it|them|that)\b/i;
const NOT_A_SHOP = /^(?:add|todo|to do|task|tasks|new task|reminder|remind me|note|list|groceries list|today|tomorrow|tmrw|tonight|this week|next week|work|home|done|overdue)$/i;

/** Whether `text` is a shopping list said as "<shop>: a, b, c". */
export function isShoppingList(text: string): boolean {
  const match = SHOP_THEN_ITEMS.exec(text.trim());
  if (!match || NOT_A_SHOP.test(match[1]!)) return false;
  const items = match[2]!
    .replace(/[\s.!]+$/, '')
    .split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+/)
    .filter(Boolean);
  return items.length >= 3 && items.every((item) => ITEM.test(item) && !NOT_AN_ITEM.test(item));
}
