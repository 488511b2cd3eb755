import { withStorySubject } from './story-subject';

/**
 * "ok so my PI just told me i'm presenting on the 8th so add prep the talk for the 7th", "this week has been mad,
 * anyway can you put down get a present for ciara", "kasia was saying the landlord wants an inspection, i need to tidy
 * my room by thursday": what happened first, then the request. The news is why the task is wanted; the request after
 * it is what is added (its own day with it).
 */
const STORY_THEN_ADD =
  /^(.{12,}?)(?:[\s,;.]+(?:and\s+)?(?:so|anyway|anyways|but)[\s,]+|\s*[,;.]\s+)(?:(?:ok|okay|fine|alright|whatever)[\s,]+)*(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?((?:add|put down|put in|jot down|write down|remind me(?:\s+to|\s+about)?|i\s+(?:really\s+)?(?:need|have|gotta|got)\s+to|i\s+gotta|gotta|need to)(?:\s*:)?\s+(?!(?:for|on|by|at|it|that|this|them|to|in)\b)\S.*)$/i;
/** (Only a request that names its task: "X need doing, add for the 20th" adds X, read elsewhere.) */
/** A statement: a person or a thing and what is (or was) so, never a request of its own ("move X so add Y" is two). */
const SAID_AS_NEWS =
  /^(?:(?:ok|okay|so|well|hey|um+|uh+|oh|welp|update|honestly|anyway|ugh+|lol)[\s,:]+)*(?:(?:my|our|the|this|that|his|her|their|i|i'?m|im|we|we'?re|it|it'?s|there'?s|[\p{L}-]+'s)\s|\p{L}+\s+(?:was|is|just|says|said|told|wants)\b|(?:(?:so|too)\s+)?(?:much|many)\s+\p{L}+[^,;.]*[,;.]\s+(?:my|our|the|his|her|their)\s)/iu;
const NEWS_VERB =
  /\b(?:told|said|saying|says|emailed|texted|messaged|announced|moved|changed|found out|turns out|apparently|just|is|are|was|were|'s|'m|am|got|has|have|had|been|wants?|wanted)\b/i;

/**
 * "since the boiler is making that noise again i should get it seen add call the plumber friday", dictated with no mark:
 * a reason said first ("since", "because", "as"), then "add" and the task. The reason must say what is so (a verb of
 * news), and the "add" must not be part of it ("since we need to add a room …").
 */
const REASON_THEN_ADD =
  /^(?:(?:ok|okay|so|well|hey)[\s,]+)*(?:since|because|cause|cuz|as)\s+(.{8,}?)(?<!\b(?:to|and|or|will|can|could|would|should|must|might|just|not))\s+(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+)?((?:add|put down|remind me to)\s+(?!(?:it|that|this|them|to|for|on|in|a|an|the|some|more|up)\b)\S.*)$/i;

/**
 * "Ada has had a rash since sunday, take her to the pharmacy tomorrow", "my dad is back from hospital, call him tonight":
 * news about a person, then what to do for them said with "him"/"her"/"them". The task names the person ("Take Ada to
 * the pharmacy"), as the story does. Only a person said by name (a capital) or as "my <someone>".
 */
const PERSON_THEN_DO =
  /^((?:my|our)\s+\p{L}+|(?!(?:She|He|They|It|We|This|That|There|Then|Today|Tomorrow|Yesterday)\b)\p{Lu}\p{L}+)\s+(?:has|had|have|is|was|keeps|kept|'s|been|can'?t|couldn'?t|won'?t)\b[^,;.!?]{3,}?[,;.!]\s+((?:please\s+)?(?:take|bring|drive|pick up|collect|call|ring|phone|visit|check on|book|walk|drop|meet)\s+)(him|her|them)\b(.*)$/u;

/** The request after a story said first ("add prep the talk for the 7th", "i need to tidy my room"), or undefined. */
export function requestAfterStory(text: string): string | undefined {
  const person = PERSON_THEN_DO.exec(text);
  if (person) return `${person[2]}${person[1]}${person[4]}`;
  const reason = REASON_THEN_ADD.exec(text);
  if (reason && (NEWS_VERB.test(reason[1]!) || /\b\p{L}{3,}ed\b/u.test(reason[1]!))) return withStorySubject(reason[1]!, reason[2]!);
  const story = STORY_THEN_ADD.exec(text);
  if (!story || !SAID_AS_NEWS.test(story[1]!) || !(NEWS_VERB.test(story[1]!) || /\b\p{L}{3,}ed\b/u.test(story[1]!))) return undefined;
  // "anyway add: X": the colon only marks the task.
  return onStorysDay(story[1]!, withStorySubject(story[1]!, story[2]!.replace(/^(add|put down|put in|jot down|write down)\s*:\s*/i, '$1 ')));
}

/** A day to come said in the story: "tomorrow", "on friday", "this saturday" (not "last friday", "since sat"). */
const STORY_DAY =
  /(?<!\b(?:since|last|from|after|before|until|till|ago)\s+)\b(?:(?:on|this|next)\s+)?(?:tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?!\s+(?:night|morning|evening|afternoon)s\b)/i;
/** A day said in the request itself. */
const REQUEST_DAY =
  /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|next|this|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2})\b/i;
/** A clock time in the request: "at 3", "at 4:30", "9am". */
const REQUEST_CLOCK = /\bat\s+\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\b)?|\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b/i;

/**
 * "Sam's on a double tomorrow so I need to pick Ruby up from school at 3": a request with a time and no day of its own
 * is on the day the story says is coming; the story's day is said after the request so the date reader reads both.
 */
function onStorysDay(news: string, request: string): string {
  const day = STORY_DAY.exec(news);
  // "since the drill on sat", "last friday": a story of what was, whose day is past.
  if (!day || /\b(?:since|ago|last|yesterday|was|were|had|did)\b/i.test(news) || !REQUEST_CLOCK.test(request) || REQUEST_DAY.test(request)) return request;
  return `${request} ${day[0].replace(/^on\s+/i, '')}`;
}
