/*
 * "pay the rent on the 25th instead, the 28th is too late", "start the seedlings tomorrow instead too tired today": a
 * new day said with "instead" ends the change; what follows is why (a day in it is the old one or today's news, no
 * value). Words that change something more ("…, make it urgent too", "… and tag it home") are no reason.
 */
const INSTEAD_THEN = /^(.{3,}?\binstead)(?!\s+of\b)[\s,;.!–—-]+([\p{L}\p{N}].*)$/iu;
const MORE_CHANGE =
  /^(?:and|&|also|then|plus|but)\b|\b(?:make|mark|set|move|push|tag|untag|label|priority|prio|p[1-4]|urgent|important|remind|reminder|rename|title|add|delete|remove|call it|name it)\b/i;

/** The change before "instead" when a reason follows it, or undefined. */
export function insteadThenWhy(body: string): string | undefined {
  const said = INSTEAD_THEN.exec(body.trim());
  return said && !MORE_CHANGE.test(said[2]!) ? said[1] : undefined;
}
