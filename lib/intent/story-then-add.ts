/**
 * "ok so my PI just told me i'm presenting on the 8th so add prep the talk for the 7th": what happened first, then
 * "so add …". The news is why the task is wanted; the request after "so" is what is added (its own day with it).
 */
const STORY_THEN_ADD =
  /^(.{12,}?)[\s,;.]+(?:and\s+)?so\s+(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)?((?:add|put down|put in|jot down|write down|remind me(?:\s+to|\s+about)?)\s+\S.*)$/i;
/** A statement: a person or a thing and what is (or was) so, never a request of its own ("move X so add Y" is two). */
const SAID_AS_NEWS = /^(?:(?:ok|okay|so|well|hey|um+|uh+|oh|welp|update)[\s,:]+)*(?:my|our|the|his|her|their|i|i'?m|im|we|we'?re|[\p{L}-]+'s)\s/iu;
const NEWS_VERB = /\b(?:told|said|says|emailed|texted|messaged|announced|moved|changed|found out|turns out|apparently|just|is|are|was|were|'s|'m|am|got|has|have)\b/i;

/** The request after a story said first ("add prep the talk for the 7th"), or undefined. */
export function requestAfterStory(text: string): string | undefined {
  const story = STORY_THEN_ADD.exec(text);
  if (!story || !SAID_AS_NEWS.test(story[1]!) || !NEWS_VERB.test(story[1]!)) return undefined;
  return story[2];
}
