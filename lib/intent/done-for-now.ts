/**
 * How long a person stops for, said after the word that says a task is done: "the quarterly return's done for the
 * night", "grouting finished for the day, thank god", "invoices sorted for the week". The span ("for the night",
 * "for today", "for now") is the person's own stopping, not part of the task's name and not a date: without it the
 * words are "X done", a completion. Said of no task ("i'm done for the day", "finished for the week, phew") it is a
 * goodbye. A thanks to the heavens after it ("thank god", "thankfully") is relief, read as a cheer is. Only after a
 * word of being done: "book a sitter for the night" keeps its words.
 */

/** "for the night", "for today", "for this week", "for now": how long the person stops for. */
export const FOR_NOW = String.raw`for\s+(?:the\s+|this\s+)?(?:night|nite|day|today|tonight|evening|week|weekend|now|morning|afternoon|arvo|shift|term|year)`;

/** Relief after the news: "thank god", "thank goodness", "thankfully", read with the cheers after a done task. */
export const RELIEF_WORDS = String.raw`thank\s+(?:god|goodness|heavens|christ|fuck|f|the lord)|thankfully`;

const DONE_FOR_NOW = new RegExp(
  String.raw`(?<=\S\s+)(done|finished|complete|completed|sorted|wrapped up)\s+${FOR_NOW}\b(?=[\s,;.!?]*(?:$|(?:${RELIEF_WORDS}|phew|whew|finally|at last|lol|yay|woo+|omg)\b))`,
  'i',
);

/** "reflection done for the night thank god" → "reflection done thank god"; other words as they are. */
export function withoutDoneForNow(text: string): string {
  return text.replace(DONE_FOR_NOW, '$1');
}
