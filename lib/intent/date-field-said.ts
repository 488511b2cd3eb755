import type { Intent } from './intent-schema';

/**
 * A task's date named as a field of it: "set tax papers due date to feb 20", "change the vet's time to 4",
 * "put a due date of 2/12 on the tires task", "give the tires task a deadline of friday". The field words
 * ("due date", "deadline", "time") are no words of the task's name; it is the move it says, read as
 * "move <name> to <value>", and kept only when that reads as a new date for one task.
 */
const FIELD_TO = /^(?:set|change|move|update|make|push|switch)\s+(?:the\s+)?(.+?)(?:['’]s)?\s+(?:due\s+date|deadline|due\s+time|date|time)\s+(?:to|for|as)\s+(.+)$/i;
const PUT_DATE_ON = /^(?:put|add|set|give|stick|slap)\s+(?:a|the)\s+(?:due\s+date|deadline|date)\s+(?:of\s+)?(.+?)\s+(?:on|to|for)\s+(.+)$/i;
const GIVE_A_DATE = /^(?:give|set)\s+(.+?)\s+(?:a|the)\s+(?:due\s+date|deadline|date)\s+(?:of\s+)?(.+)$/i;

/** Words of a filter or of several tasks: the date said after them is for all of them, read elsewhere. */
const SEVERAL = /\b(?:no|without|undated|all|every|everything|anything|tasks|stuff|ones|things|them|those)\b|\bwith\s*$/i;

export function dateFieldSaid(body: string, read: (text: string) => Intent): Intent | undefined {
  const text = body.trim();
  const field = FIELD_TO.exec(text);
  const put = field ? null : PUT_DATE_ON.exec(text);
  const give = field || put ? null : GIVE_A_DATE.exec(text);
  const [name, value] = field ? [field[1]!, field[2]!] : put ? [put[2]!, put[1]!] : give ? [give[1]!, give[2]!] : [];
  // "move everything with no date to 30/11": "no date" there says which tasks, it names no field of one.
  if (!name || !value || SEVERAL.test(name)) return undefined;
  const moved = read(`move ${name.replace(/^(?:the|my)\s+/i, '')} to ${value}`);
  return moved.kind === 'update' && moved.changes.dueAt && Object.keys(moved.changes).length === 1 ? moved : undefined;
}
