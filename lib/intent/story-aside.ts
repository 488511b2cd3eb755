/**
 * "book the plumber thurs, the tap broke again", "X tmrw morning, Noé got sunburnt today", "X, the guy never came. add
 * it", "X friday 🎉 joyeux anniversaire": a story or a wish said after the request, set off by a comma or an emoji. Someone
 * (or something) and what happened to them, or what is going on out there ("…, roadworks on the m8"), is why the task is
 * wanted, never part of its name.
 */
const STORY =
  /^(?:(?:the|my|our|his|her|their|this|that)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+(?:(?:never|just|already|finally|also|totally|kinda|still)\s+)?(?:got|was|were|had|has been|have been|went|came|broke|forgot|said|told|left|fell|didn'?t|did not|wasn'?t|weren'?t|showed up|\p{L}{3,}ed)\b/iu;
/** "…, roadworks on the m8", "…, snow forecast", "…, strike on the trains again": what is going on out there is why too. */
const CONDITIONS =
  /^(?:(?:a|an|the|some|more|big|huge|major|heavy)\s+)?(?:roadworks|road ?works|traffic|snow|ice|fog|flooding|floods?|strikes?|delays?|diversions?|closures?|queues?|rain|storms?|gales?|heatwave)\s+(?:on|at|in|along|around|near|forecast|expected|everywhere|again|all)\b/i;

/** "…, the guy never showed up. add it": the request to add said again after the story. */
const ADD_IT_AFTER = /[\s.!,;-]+(?:so\s+)?(?:pls\s+|please\s+)?(?:add|save|note)\s+(?:it|that|this)(?:\s+(?:pls|please))?[\s.!]*$/i;
/** An emoji (or a run of them) with words after it. */
const EMOJI_THEN_WORDS = /\s*(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\s*)+\s(?=\p{L})/u;
/** Words that make the part after an emoji a value of the request ("🎂 friday", "🔥 p1"), not an aside. */
const VALUE_WORDS =
  /\d|#|\b(?:p[1-4]|urgent|priority|today|tonight|tomorrow|tmrw|next|every|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|remind)\b/i;

/** A day to come or a field in a story's words: not a story told after the request. */
const FUTURE_WORDS = /\b\d|#|\b(?:p[1-4]|urgent|priority|tonight|tomorrow|tmrw|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|remind)\b/i;

/** The request without the story or wish said after it (", add it" kept when said again after the story), or undefined. */
export function withoutAside(body: string): string | undefined {
  const addIt = ADD_IT_AFTER.exec(body);
  const text = addIt && addIt.index > 0 ? body.slice(0, addIt.index) : body;
  for (const comma of text.matchAll(/,\s+/g)) {
    const tail = text.slice(comma.index + comma[0].length).replace(/[\s.!]+$/, '');
    // "…, the office moved it": a story about the task itself may be a change to it; not set aside.
    if (comma.index < 8 || tail.split(/\s+/).length > 12 || !(STORY.test(tail) || CONDITIONS.test(tail)) || /\b(?:it|them|its|it's|that one)\b/i.test(tail)) continue;
    const head = text.slice(0, comma.index);
    // "renew passport — top priority, flights booked friday": a day to come in the tail, or a dash in the request, is
    // read by the reasons' own rules.
    if (FUTURE_WORDS.test(tail) || /\s[-–—]\s/.test(head)) return undefined;
    return addIt && addIt.index > 0 ? `${head}, add it` : head;
  }
  const emoji = EMOJI_THEN_WORDS.exec(body);
  if (emoji && emoji.index > 0 && !VALUE_WORDS.test(body.slice(emoji.index + emoji[0].length))) {
    const head = body.slice(0, emoji.index);
    if (head.trim().split(/\s+/).length >= 3) return head;
  }
  return undefined;
}
