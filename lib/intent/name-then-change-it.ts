import { EDIT_KINDS, type Intent } from './intent-schema';

/*
 * "van lease: bring it forward to thursday", "oven service - set it for 3pm and remind me an hour before", "the rota:
 * push it to next week", "call the supplier about the rye move that to friday" (dictated, no mark): a task named first,
 * a colon or a spaced dash, then a change said of "it". Read as the change
 * said of the name ("bring van lease forward to thursday"); only a change of a task there is taken, never an add.
 */
const NAME_THEN_IT =
  /^(?!(?:add|remind|create|new|put|note|todo|make|set|i|we)\b)([^,;:]{2,60}?)\s*(?::|\s[-–—]|(?=\s+(?:move|push|change|shift|switch|bump)\s+(?:that|this|it)\s+(?:to|back|forward|up)\b))\s+(?:(?:please|pls|can you|could you|just)\s+)?(bring|move|push|pull|set|make|change|put|shift|switch|reschedule|bump|mark|flag|tag|label)\s+(?:it|this|that|this one|that one)\b\s*(.*)$/i;

/** The change said after a task's name and a colon or a dash, as the request that says it of the name, or undefined. */
export function nameThenChangeIt(body: string, read: (request: string) => Intent): Intent | undefined {
  const said = NAME_THEN_IT.exec(body.trim());
  if (!said) return undefined;
  const [, name, verb, rest] = said;
  const request = read(`${verb} ${name!.trim()}${rest ? ` ${rest}` : ''}`);
  // A new title is said of the name only by a rename; here it would take words of the change.
  if (!EDIT_KINDS.has(request.kind) || request.kind === 'bulk' || (request.kind === 'update' && request.changes.title !== undefined)) return undefined;
  return request;
}

/** "PTA dues - change the name to Send PTA dues to the treasurer", "gym: change the title to Gym with Sam": a new name. */
const NAME_THEN_NEW_NAME =
  /^([^,;:]{2,60}?)\s*(?:[,;:]|\s[-–—])\s*(?:(?:please|pls)\s+)?(?:change|set|update|make)\s+(?:the\s+|its\s+)?(?:name|title|wording)\s+(?:to|as)\s+(.+)$/i;

/** The new name said after a task's name and a mark, as a rename of that task, or undefined. */
export function nameThenNewName(body: string, read: (request: string) => Intent): Intent | undefined {
  const said = NAME_THEN_NEW_NAME.exec(body.trim());
  if (!said) return undefined;
  const request = read(`rename ${said[1]!.trim()} to ${said[2]!.trim()}`);
  return request.kind === 'update' && request.changes.title !== undefined ? request : undefined;
}
