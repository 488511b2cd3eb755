import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { ShownTask } from './read-prompt';
import { DOING } from './head-noun';

/** Words that say nothing about which task: they never decide a match. */
const STOP = new Set(['the', 'a', 'an', 'my', 'to', 'for', 'of', 'on', 'in', 'at', 'it', 'is', 'and', 'with', 'about', 'task', 'thing', 'one', 'that', 'this']);

/** Short forms people type for words a title spells out ("dentist appt" for "Dentist appointment", "ml" for "machine learning"). */
const SHORT: Record<string, string | string[]> = {
  appt: 'appointment',
  appts: 'appointment',
  mtg: 'meeting',
  bday: 'birthday',
  msg: 'message',
  docs: 'documents',
  pics: 'photos',
  stats: 'statistics',
  ml: ['machine', 'learning'],
  // "mum's script": a prescription, in British and Australian speech.
  script: 'prescription',
  scripts: 'prescription',
  meds: ['prescription', 'medication'],
  // "the costume shopping" for "Buy costume stuff": shopping for a thing is buying it.
  shopping: ['shopping', 'buy'],
  // "the prescription pickup" for "Pick up prescription": two words of the title said as one.
  pickup: ['pick', 'up'],
  dropoff: ['drop', 'off'],
  // "the march backup" for "Back up camera cards".
  backup: ['back', 'up'],
  cleanup: ['clean', 'up'],
  // "the dizziness question" for "Ask Dr. Nguyen about dizziness", "the dialysis ride" for "Drive mom to dialysis".
  question: ['question', 'ask'],
  questions: ['question', 'ask'],
  ride: ['ride', 'drive'],
  // "the team meeting" for "Clinic staff meeting": the people at work, either word.
  team: ['team', 'staff'],
  staff: ['staff', 'team'],
  // "the drogheda trip" for "Drive up to Drogheda to see Dad": a trip is the going, however it goes.
  trip: ['trip', 'drive', 'fly', 'travel', 'visit'],
  lift: ['lift', 'drive'],
};
const fullWord = (term: string) => SHORT[term] ?? term;
/**
 * "the plumber call" for "Ring plumber about the tap": a call named as a thing is a task that phones or rings. One way
 * only: a ring said ("the engagement ring") is a thing, never a "Call …" task.
 */
const CALLED: Record<string, string[]> = { call: ['call', 'ring', 'phone'], calls: ['call', 'ring', 'phone'] };
const searchStemOf = (term: string): string | string[] => (CALLED[term] ? CALLED[term].map((word) => stemmer(word)) : stemOf(term));
/**
 * A word's stem, so that a name said with another form of a title's word still finds it ("the battery
 * charging" for "Charge batteries", "the restaurant booking" for "Book restaurant", "the CEU renewal"
 * for "Renew … CEUs"). The Porter stemmer (the `stemmer` package) rather than hand-written suffix rules.
 */
const stemOf = (term: string): string | string[] => {
  const full = fullWord(term);
  return Array.isArray(full) ? full.map((word) => stemmer(word)) : stemmer(full);
};

const termsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP.has(word));

/**
 * The one task a name with extra words means ("the plumber call" for "Call plumber about the
 * kitchen sink", "the electric bill finally" for "Pay electric bill"), when no title contains
 * the words as said. With `every`, for a removal, every word of the name must match. MiniSearch ranks the titles (any word, prefixes, small typos). A task is
 * chosen only when it matches at least half of the name's words and clearly beats the next one;
 * otherwise undefined, and the person is asked. Only what was said before a comma is the name
 * ("cancel the dentist, get rid of it").
 */
export function closestTask(name: string, tasks: readonly ShownTask[], { every = false, head = false }: { every?: boolean; head?: boolean } = {}): ShownTask | undefined {
  const terms = termsOf(name.split(/[,;]/)[0] ?? '');
  if (!terms.length || !tasks.length) return undefined;
  const index = new MiniSearch<ShownTask>({
    fields: ['title'],
    storeFields: [],
    processTerm: (term) => (STOP.has(term.toLowerCase()) ? null : stemOf(term.toLowerCase())),
    searchOptions: {
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : 0),
      combineWith: 'OR',
      processTerm: (term) => (STOP.has(term.toLowerCase()) ? null : searchStemOf(term.toLowerCase())),
    },
  });
  // "the appa checkup" for "Appa diabetes check-up": a word the title hyphenates is found said whole too.
  index.addAll(tasks.map((task) => ({ ...task, title: withHyphenatedWhole(task.title) })));
  const [best, next] = index.search(terms.join(' '));
  if (!best) return undefined;
  const covered = new Set(best.queryTerms).size;
  // A removal is named by all of its words ("the priority on the slides" does not name the slides).
  if (covered * 2 < terms.length || (every && covered < terms.length)) return undefined;
  // A name whose last word (the thing it names) is only the title's first word (its verb) names another thing:
  // "the tax return" is not "Return library books".
  const chosen = tasks.find((task) => task.id === best.id);
  const verb = termsOf(chosen?.title ?? '')[0];
  const last = terms[terms.length - 1]!;
  const sameStem = (a: string, b: string) => [stemOf(a)].flat().some((stem) => [stemOf(b)].flat().includes(stem));
  if (covered === 1 && terms.length >= 2 && verb !== undefined && sameStem(last, verb) && best.terms.every((term) => [stemOf(verb)].flat().includes(term))) return undefined;
  // With `head`, for a write: the last word of a name is what it is (its head), so "the car wash" is a wash, not
  // "Sort car insurance", "the car insurance" is not "Vacuum the car" and "Mateo's school play" is not "Pick up Mateo
  // from school": a name that leaves its head unmatched is not named strongly enough to write to. Unless the title says it after all, misspelt or run together
  // ("water the plnats", "hair cut"), or it says nothing of a thing ("the slides anymore", "the dentist's been",
  // "the refund woman" for "Reply to Etsy customer about refund": a person named by the task).
  if (head && terms.length >= 2 && covered < terms.length && chosen && !headNamed(name, chosen.title)) return undefined;
  // With `head`: a name found by one word only, whose other word no title on the list says ("the drone permit thing"
  // beside "Call about parking permits"), names something the list does not hold: asked, never written to.
  if (head && covered === 1 && terms.length >= 2 && unknownWordSaid(name, tasks)) return undefined;
  // With `head`: a name that says its own doing, another than the title's ("research hearing aids for dad" beside "Book
  // Dad's hearing test"), is another task about the same thing.
  if (head && covered * 2 <= terms.length && terms.length >= 3 && chosen && doesOtherThing(terms[0]!, chosen.title)) return undefined;
  if (next && next.score * 1.5 > best.score) return undefined;
  return chosen;
}

/** A title with each of its hyphenated words also said whole ("Dentist check-up" also holds "checkup"). */
function withHyphenatedWhole(title: string): string {
  const whole = [...title.matchAll(/\p{L}+(?:-\p{L}+)+/gu)].map((word) => word[0].replace(/-/g, ''));
  return whole.length ? `${title} ${whole.join(' ')}` : title;
}

/**
 * Words of talk and days after a name's head ("the vex parts finally", "the rent for april"), a "due" or "deadline"
 * ("the tender forms deadline now friday"), and words that say only what kind of entry it is ("ma's poly appt"):
 * the head is before them.
 */
/** Words that say what kind of entry a name is, not which. */
/** "kirsty's elopement enquiry" for "Reply to Kirsty about the elopement": a matter raised, named by what it is about. */
const KIND_OF_ENTRY = /^(?:appts?|appointments?|enquiry|enquiries|inquiry|inquiries)$/;
const AFTER_THE_HEAD =
  /^(?:due|deadline|appts?|appointments?|enquiry|enquiries|inquiry|inquiries|finally|actually|already|its|it's|can|could|back|forward|me|yaar|yar|lol|ok|okay|thank|thanks|god|goodness|gosh|phew|yay|hooray|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d+(?:st|nd|rd|th)?)$/;

/**
 * Whether a name says the title's thing, not only a word beside it: its head (the last word that names, before a
 * dash, a colon, a "didn't" or a "remind") is a word of the title, or two of its words are said side by side in the title too
 * ("the manual handling module" for "Do manual handling e-learning"; not "Ruby's swimming gala" for "Take Ruby to swimming"). "Mateo's school play" names neither in
 * "Pick up Mateo and Lily from school", and "the car insurance" neither in "Vacuum the car".
 */
function headNamed(name: string, title: string): boolean {
  // "clean sensors before the wedding": what is done before or after an event is the head, not the event.
  const said = name.split(/[,;:–—]|\s-\s|\b(?:didn'?t|did not|wasn'?t|isn'?t|not|never|remind|reminder|before|after|ahead of)\b/i)[0] ?? '';
  const terms = termsOf(said);
  // One pass for the head (the last word that names) and a kind of entry said after it ("ma's poly appt"): an "appt"
  // names the task when its title says it too ("the cardiologist moved my appointment" for "Cardiologist
  // appointment"); otherwise the word before it is the head ("ma's poly appt" for "Drive Ma to Jurong Poly").
  let head: string | undefined;
  let kind: string | undefined;
  for (const term of terms) {
    if (NOT_A_HEAD.test(term)) continue;
    if (!AFTER_THE_HEAD.test(term)) [head, kind] = [term, undefined];
    else if (KIND_OF_ENTRY.test(term)) kind = term;
  }
  const says = (term: string) => {
    const stems = [searchStemOf(term)].flat();
    // "appointment" for "appt": the short forms people type count as the word.
    return saysWordOf(term, title) || termsOf(title).some((word) => [stemOf(word)].flat().some((stem) => stems.includes(stem)));
  };
  if (head === undefined || says(head) || (kind !== undefined && says(kind))) return true;
  // "the costume shopping" for "Buy costume stuff": shopping is what a title that starts with buying does.
  if (head === 'shopping' && /^(?:buy|shop|get|pick up)\b/i.test(title.trim())) return true;
  // "the ajo transfer" for "Pay ajo contribution", "the rent payment" for "Send rent to landlord": money sent is what a
  // title that starts with paying does.
  if (MONEY_SENT.test(head) && /^(?:pay|send|transfer|remit|deposit)\b/i.test(title.trim())) return true;
  const words = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const at = (term: string) => words.findIndex((word) => stemmer(word) === stemmer(term) || typoDistance(term, word) <= 1);
  return terms.some((term, index) => index > 0 && at(terms[index - 1]!) >= 0 && at(term) === at(terms[index - 1]!) + 1);
}

/** Verbs a name may start with that say what is done, and say it precisely (not "get", "do", "sort"). */
const OWN_DOING =
  /^(?:research|investigate|compare|price|test|try|buy|order|pay|book|cancel|renew|return|fix|clean|write|read|print|sign|submit|post|send|email|text|wash|plan|prepare|schedule|chase|ask|tell|check|visit|meet|call|ring|phone)$/;
/** Verbs of changing or doing said with a name ("move", "fix", "sort"): never a word that names the thing. */
const SAYS_A_DOING =
  /^(?:move|moved|push|pushed|shift|bump|change|changed|reschedule|rescheduled|fix|sort|set|put|make|do|did|done|get|got|paid|sent|booked|called|finished|finish|tick|mark|skip|delete|remove|cancel|add|drop|start|started|need|needs)$/;
/** Verbs that all mean phoning someone. */
const PHONING = /^(?:call|ring|phone)$/;

/** Whether a name's first word is a precise verb and the title starts with another one, which the title does not say. */
function doesOtherThing(first: string, title: string): boolean {
  const titleFirst = termsOf(title)[0];
  if (!titleFirst || !OWN_DOING.test(first) || !DOING.test(titleFirst)) return false;
  if (stemmer(first) === stemmer(titleFirst) || (PHONING.test(first) && PHONING.test(titleFirst))) return false;
  return !saysWordOf(first, title);
}

/**
 * Whether the name proper (before a dash, a colon or a "didn't", as headNamed reads it) holds, before its head, a word
 * that no title on the list says ("drone" in "the drone permit thing"): the name speaks of a thing the list does not hold.
 */
function unknownWordSaid(name: string, tasks: readonly ShownTask[]): boolean {
  const said = name.split(/[,;:–—]|\s-\s|\b(?:didn'?t|did not|wasn'?t|isn'?t|not|never|remind|reminder|before|after|ahead of)\b/i)[0] ?? '';
  // The words before the head (the last that names): "the dues transfer" leaves its head to headNamed.
  const naming = termsOf(said).filter((term) => !NOT_A_HEAD.test(term) && !AFTER_THE_HEAD.test(term));
  // A verb said with the name ("move appraisal", "fix the freezer task") names no thing; only the other words count.
  return naming.slice(0, -1).some((term) => !SAYS_A_DOING.test(term) && !DOING.test(term) && !OWN_DOING.test(term) && !tasks.some((task) => saysWordOf(term, task.title)));
}

/** Whether every word of a name is a word of the title, perhaps misspelt ("denitst for ella" for "Dentist for Ella"). */
export function namesWithSlips(name: string, title: string): boolean {
  const terms = termsOf(name);
  return terms.length > 0 && terms.every((term) => saysWordOf(term, title));
}

/** Whether a word of a name (3 letters at least, its stem) is a word of the title ("trash night" and "Take out trash and recycling"). */
export function sharesAWord(name: string, title: string): boolean {
  return termsOf(name).some((term) => term.length >= 3 && termsOf(title).some((word) => stemmer(word) === stemmer(term)));
}

/** Words for money sent ("transfer", "payment"): the thing a paying task does. */
const MONEY_SENT = /^(?:transfers?|payments?|deposits?|remittances?|instal(?:l)?ments?)$/;

/** Words said after a name that are no part of it. */
const NOT_A_HEAD =
  /^(?:been|anymore|now|again|too|either|needs|should|today|tomorrow|tonight|please|pls|thanks|thx|ones?|stuff|week|weekend|month|year|guy|guys|woman|lady|man|bloke|chap|person|people|folks|girl|boy|dude|fella)$/;

/** Whether a word of a name is a word of the title: the same start, one inside the other, or a slip of one or two letters. */
function saysWordOf(term: string, title: string): boolean {
  return termsOf(title).some(
    (word) =>
      stemmer(word) === stemmer(term) ||
      (term.length >= 3 && word.length >= 3 && (word.includes(term) || term.includes(word))) ||
      typoDistance(term, word) <= (Math.max(term.length, word.length) >= 6 ? 2 : 1),
  );
}

/** Edits between two words, a swap of two neighbouring letters counting as one (optimal string alignment). */
function typoDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
