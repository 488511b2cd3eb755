import { withStorySubject } from './story-subject';

/**
 * "ok so my PI just told me i'm presenting on the 8th so add prep the talk for the 7th", "this week has been mad,
 * anyway can you put down get a present for ciara", "kasia was saying the landlord wants an inspection, i need to tidy
 * my room by thursday": what happened first, then the request. The news is why the task is wanted; the request after
 * it is what is added (its own day with it).
 */
const STORY_THEN_ADD =
  /^(.{12,}?)(?:[\s,;.]+(?:and\s+)?(?:so|anyway|anyways|but)[\s,]+|\s*[,;.]\s+)(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?((?:add|put down|put in|jot down|write down|remind me(?:\s+to|\s+about)?|i\s+(?:really\s+)?(?:need|have|gotta|got)\s+to|i\s+gotta|gotta|need to)\s+(?!(?:for|on|by|at|it|that|this|them|to|in)\b)\S.*)$/i;
/** (Only a request that names its task: "X need doing, add for the 20th" adds X, read elsewhere.) */
/** A statement: a person or a thing and what is (or was) so, never a request of its own ("move X so add Y" is two). */
const SAID_AS_NEWS =
  /^(?:(?:ok|okay|so|well|hey|um+|uh+|oh|welp|update|honestly|anyway|ugh+|lol)[\s,:]+)*(?:(?:my|our|the|this|that|his|her|their|i|i'?m|im|we|we'?re|it|it'?s|there'?s|[\p{L}-]+'s)\s|\p{L}+\s+(?:was|is|just|says|said|told|wants)\b)/iu;
const NEWS_VERB =
  /\b(?:told|said|saying|says|emailed|texted|messaged|announced|moved|changed|found out|turns out|apparently|just|is|are|was|were|'s|'m|am|got|has|have|had|been|wants?|wanted)\b/i;

/** The request after a story said first ("add prep the talk for the 7th", "i need to tidy my room"), or undefined. */
export function requestAfterStory(text: string): string | undefined {
  const story = STORY_THEN_ADD.exec(text);
  if (!story || !SAID_AS_NEWS.test(story[1]!) || !NEWS_VERB.test(story[1]!)) return undefined;
  return withStorySubject(story[1]!, story[2]!);
}
