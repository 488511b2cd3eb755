/**
 * Scottish English, as typed fast: "the morra" (also "the morrow") is tomorrow, "fae" is from, "tae" is to, "nae" is
 * no, and "-nae" closes a verb's "not" ("cannae" can't, "didnae" didn't, "wouldnae" wouldn't, "dinnae" don't).
 * "dentist the morra at 3", "push everything fae the morra to friday", "need tae ring the landlord", "nae chance am
 * doing it monday". Said in English where they place a day ("fae"/"tae" before one, "tae" after "need") or refuse
 * ("nae chance"), so every reader of days takes them; elsewhere a title keeps the person's words ("pick jo up fae training"). None of these is an English word
 * of a todo list ("morra" is read only after "the"; "tae kwon do" stays).
 */
const THE_MORRA = /\bthe\s+morr(?:a|ow)(['’]?s)?(?![\p{L}'’-])/giu;
const NAE_VERBS: Record<string, string> = {
  cannae: "can't",
  didnae: "didn't",
  dinnae: "don't",
  doesnae: "doesn't",
  wouldnae: "wouldn't",
  couldnae: "couldn't",
  shouldnae: "shouldn't",
  isnae: "isn't",
  wasnae: "wasn't",
  havenae: "haven't",
  hasnae: "hasn't",
  willnae: "won't",
  wullnae: "won't",
  arenae: "aren't",
};
const NAE_VERB = new RegExp(String.raw`\b(?:${Object.keys(NAE_VERBS).join('|')})\b`, 'gi');
/** A day after "fae"/"tae": only there are they read as "from"/"to", so a title keeps its own words ("pick jo up fae training"). */
const DAY = String.raw`(?:the\s+)?(?:tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thurs|fri|sat|sun|next|this|\d{1,2}(?:st|nd|rd|th)\b)`;
const SCOTS = /morr|\b(?:fae|tae)\b|nae\b/i;

/** The text with Scottish words of days, places and "not" said in English. */
export function withScotsDayWords(text: string): string {
  if (!SCOTS.test(text)) return text;
  return text
    .replace(THE_MORRA, (_whole, possessive: string | undefined) => (possessive ? "tomorrow's" : 'tomorrow'))
    .replace(NAE_VERB, (word) => NAE_VERBS[word.toLowerCase()] ?? word)
    .replace(new RegExp(String.raw`\bfae(?=\s+${DAY})`, 'gi'), 'from')
    .replace(new RegExp(String.raw`\btae(?=\s+${DAY})|(?<=\b(?:need|needs|have|has|got|want|going|gonna|remember)\s+)tae\b`, 'gi'), 'to')
    .replace(/\bnae(?=\s+(?:chance|way|bother)\b)/gi, 'no');
}
