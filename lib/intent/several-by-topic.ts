import type { Intent } from './intent-schema';
import { priorityByName, selectionOf } from './match-edits';

type Bulk = Extract<Intent, { kind: 'bulk' }>;

/**
 * "make the kiln stuff p2", "make everything for the open day a p1": a change read as one task's, whose name is a
 * group ("X stuff", "X things", "everything for X") is a change to the tasks of that topic, as "all the X stuff" is.
 * "all the dr mackay ones", "all ruby's stuff" (the tasks of a person) too, "ones" and "tasks" only after "all".
 * One word is read as a tag (and as a topic when no task has the tag: lib/models/offline/topic-change.ts), several
 * as a name of tasks. Only a priority or tags (given or taken off): a group never completes or removes tasks, and a date said to "the X
 * stuff" is read as a move already.
 */
const GROUP =
  /^(?:(?:everything|all(?:\s+of)?(?:\s+the|\s+my)?)\s+(?:for|about|to do with|related to|re)\s+(?:the\s+|my\s+|our\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2}?)|(?:all(?:\s+of)?\s+)?(?:the\s+|my\s+|our\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2}?)\s+(?:stuff|things|(?<=\ball\b.*)(?:ones|tasks|jobs|bits)))(?:\s+an?)?$/iu;

/** Words that are no topic of a group: the list itself, a filter, a time. */
const NOT_A_TOPIC =
  /^(?:my|the|all|other|same|this|that|these|those|every|some|any|more|old|new|overdue|urgent|important|late|today(?:'s)?|tomorrow(?:'s)?|week(?:'s)?|weekend|p[1-4]|priority|low|high|done|pending|open)$/i;

/** The change to several a group's name says, or the intent as it was. */
export function severalByTopic(intent: Intent): Intent {
  if (intent.kind !== 'update' || !('query' in intent.target) || Object.keys(intent).length !== 3) return intent;
  const { changes } = intent;
  const keys = Object.keys(changes);
  if (keys.length !== 1) return intent;
  const group = GROUP.exec(intent.target.query.trim());
  // "all ruby's stuff": the person the tasks are for, without the possessive.
  const topic = (group?.[1] ?? group?.[2])?.toLowerCase().replace(/(?<=\p{L})['’]s$/u, '');
  if (!topic || topic.split(/\s+/).some((word) => NOT_A_TOPIC.test(word))) return dayAndTopic(intent);
  const filter = /\s/.test(topic) ? { query: topic } : { tags: [topic.replace(/^#/, '')] };
  const bulk = (action: Bulk['action']): Bulk => ({ kind: 'bulk', action, selection: { filter }, changes });
  if (changes.priority !== undefined) return bulk('priority');
  if (changes.addTags?.length) return bulk('tag');
  // "take the wedding tag off all the venue ones": a tag taken off a group keeps every task.
  if (changes.removeTags?.length) return bulk('untag');
  return intent;
}

/**
 * "tag all the okonkwo stuff #okonkwo", "label the fairview things fairview": the tag given is the group's own name, so
 * no task has it yet; the tasks are those the name's words reach (a title's word), tagged.
 */
export function taggedWithItsName(intent: Intent): Intent {
  if (intent.kind !== 'bulk' || intent.action !== 'tag' || !('filter' in intent.selection)) return intent;
  const { filter } = intent.selection;
  const [tag] = filter.tags ?? [];
  if (Object.keys(filter).length !== 1 || filter.tags?.length !== 1 || !intent.changes.addTags?.includes(tag!)) return intent;
  return { ...intent, selection: { filter: { query: tag! } } };
}

/**
 * "make tomorrow's wedding tasks p1", "today's shop jobs → urgent": a day and a tag said together before the list's noun,
 * the tasks of both (a priority or a tag given; a day said to them is read as a move already).
 */
function dayAndTopic(intent: Extract<Intent, { kind: 'update' }>): Intent {
  const query = 'query' in intent.target ? intent.target.query : '';
  if (!/^(?:today|tonight|tomorrow)(?:'?s)?\s+\S+\s+(?:stuff|things|tasks|jobs|ones|bits)$/i.test(query.trim())) return intent;
  const selection = selectionOf(query);
  if (!selection || !('filter' in selection) || !selection.filter.due || selection.filter.tags?.length !== 1) return intent;
  const { changes } = intent;
  if (changes.priority !== undefined) return { kind: 'bulk', action: 'priority', selection, changes };
  if (changes.addTags?.length) return { kind: 'bulk', action: 'tag', selection, changes };
  return intent;
}

/** "everything for mom -> p1", "the kiln stuff → urgent": a group, an arrow, then a priority. */
export function groupArrowPriority(text: string): Intent | undefined {
  const arrow = /^(.+?)\s*(?:->|→|=>)\s*(.+?)[\s!.]*$/.exec(text.trim());
  const priority = arrow ? priorityByName(arrow[2]!) : undefined;
  if (!arrow || !priority) return undefined;
  const several = severalByTopic({ kind: 'update', target: { query: arrow[1]!.trim().toLowerCase() }, changes: { priority } });
  return several.kind === 'bulk' ? several : undefined;
}

/**
 * "tag all ruby's stuff family as well", "tag all the allotment ones garden too": a group's name, then the tag as a bare
 * word (no "#", which the tag reader takes): the group's tasks tagged. Only with "all" and a word of a group, so "tag
 * the gym stuff" with no tag said stays unread.
 */
const TAG_GROUP =
  /^(?:please\s+)?(?:tag|label)\s+(all(?:\s+of)?\s+(?:the\s+|my\s+)?\p{L}[\p{L}\p{N}'’-]*(?:\s+\p{L}[\p{L}\p{N}'’-]*){0,2}?\s+(?:stuff|things|ones|tasks|jobs|bits))\s+(?:as\s+|with\s+)?#?([\p{L}\p{N}_-]+)(?:\s+(?:as well|too|also))?$/iu;

/** The tagging of a group's tasks with a tag said as a bare word, or undefined. */
export function groupTaggedBare(text: string): Intent | undefined {
  const said = TAG_GROUP.exec(text.trim());
  if (!said || NOT_A_TOPIC.test(said[2]!)) return undefined;
  const several = severalByTopic({ kind: 'update', target: { query: said[1]!.toLowerCase() }, changes: { addTags: [said[2]!.toLowerCase()] } });
  return several.kind === 'bulk' ? several : undefined;
}
