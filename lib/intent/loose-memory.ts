/**
 * A kept fact asked about, or let go, in words the memory readers do not know (match-memory.ts reads the plain forms):
 * - asked as a bare question about a fact: "what's mum allergic to?", "is the dog allergic to anything", "which plumber
 *   did i go with", "what paint did i pick for the hall?", "what boiler model do the Walshes have", "gym locker no?",
 *   "wifi password?";
 * - let go with a verb of binning and a reason: "scrap the thing about the cat's diet, the vet was wrong", "ditch the
 *   bit about my old address".
 * Each reading names the fact by its words. A question about a task ("which tasks did i pick") is left to the list
 * readers: the caller guards with its task words.
 */

/** "what's mum allergic to", "what is the dog allergic to", "is grandad allergic to anything": an allergy asked. */
const ALLERGY_ASKED = /^(?:what(?:'s|s| is| are| was)\s+(.{2,40}?)\s+allergic\s+to|(?:is|are)\s+(.{2,40}?)\s+allergic\s+to\s+(?:anything|something|what))\s*\??$/i;
/**
 * "which plumber did i go with", "what paint did i pick for the hall", "what was the tile i picked", "which garage did i
 * say for the van": a choice the person made and told, asked back.
 */
const CHOICE_ASKED =
  /^(?:what|which)\s+(?:was\s+(?:the|my)\s+)?([\p{L}\p{N}' -]{2,40}?)\s+(?:did\s+)?(?:i|we)\s+(?:(?:pick|picked|choose|chose|chosen|decide on|decided on|go with|went with|settle on|settled on|say|said|pick out|picked out|book|booked|use|used|opt for|opted for|want|wanted))(?:\s+(?:for|at|on)\s+(?:the\s+|my\s+|our\s+)?([\p{L}\p{N}' -]{2,30}?))?(?:\s+again)?\s*\??$/iu;
/** "what boiler model do the Walshes have", "what car does jo drive", "what size does the dog wear": a detail someone has. */
const DETAIL_THEY_HAVE =
  /^(?:what|which)\s+([\p{L}\p{N}' -]{0,30}?\b(?:model|make|brand|size|type|kind|colour|color|version|breed|number|code))\s+(?:do|does|did)\s+(.{2,40}?)\s+(?:have|own|use|drive|wear|take|run|got)\s*\??$/iu;
/** "hall booking ref no?", "gym locker code?", "wifi password?": a detail only a fact holds, asked bare. */
const DETAIL_BARE =
  /^((?:[\p{L}\p{N}'-]+\s+){1,4}?(?:ref(?:erence)?(?:\s*(?:no|number|#))?|account\s*(?:no|number|#)|acct\s*(?:no|#)|policy\s*(?:no|number|#)|code|passcode|password|pin|pw|combo|reg|registration|phone\s*(?:no|number|#)|number|no\.?|address|email))\s*\?*$/iu;
/** "scrap the thing about X, …", "ditch the bit about X": a fact let go, named by what it is about, then why. */
const BIN_THE_THING =
  /^(?:scrap|ditch|drop|bin|chuck|delete|remove|clear|ignore|never mind|nevermind|disregard|cancel)\s+(?:the|that|this|what i said)\s*(?:(?:thing|stuff|bit|info|information|note|fact|detail|details|memory)\s+)?about\s+(.{2,60}?)(?:\s*(?:[,;.!]|\s[-–—]\s)\s*\S.*)?$/i;

export type LooseMemory = { kind: 'recall'; query: string } | { kind: 'forget'; memory: { query: string } };

/** The fact asked about or let go, or undefined when the words are not said so; `asked`: the message ends with "?". */
export function looseMemory(said: string, asked: boolean): LooseMemory | undefined {
  const text = said.trim().replace(/[\s?!.]+$/, '');
  const binned = BIN_THE_THING.exec(text);
  if (binned) return { kind: 'forget', memory: { query: binned[1]!.trim() } };
  const allergy = ALLERGY_ASKED.exec(text);
  if (allergy) return { kind: 'recall', query: `${(allergy[1] ?? allergy[2])!.replace(/^(?:the|my|our)\s+/i, '').trim()} allergy` };
  const choice = CHOICE_ASKED.exec(text);
  if (choice) return { kind: 'recall', query: `${choice[2] ? `${choice[2].trim()} ` : ''}${choice[1]!.trim()}` };
  const detail = DETAIL_THEY_HAVE.exec(text);
  if (detail) return { kind: 'recall', query: `${detail[2]!.replace(/^(?:the|my|our)\s+/i, '').trim()} ${detail[1]!.trim()}` };
  // Bare, only with its question mark: "gate code" alone may be a task's name.
  const bare = asked ? DETAIL_BARE.exec(text) : null;
  if (bare) return { kind: 'recall', query: bare[1]!.trim() };
  return undefined;
}
