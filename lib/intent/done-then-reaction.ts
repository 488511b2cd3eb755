import { HINDI_DONE } from './hindi-words';

/**
 * News that a task is done, then how the person feels about it or how it went: "boiler serviced, grand", "mot done!
 * sailed through", "deposit paid at last, wallet crying 😭", "quarterly report - done", "bijli bill ho gaya". The remark
 * after the news is no second request and no part of the task's name: the news alone is read (the caller keeps it
 * only when it reads as a completion, and only when the remark itself asks for nothing).
 *
 * Said forms of "done" that the completion readers do not know are put in words they do: "X - done" and "X: done" are
 * "X done"; Hindi's "ho gaya" / "ho gya" / "kar diya" are "done"; "paid up" is "paid"; "confirmed with mum" is
 * "confirmed" (the person it was settled with is in the task's own name, or no part of the news).
 */

/** A mark between the news and the remark after it. */
const MARK = /\s*(?:[,;!]+|\.+|\s[-–—]\s)\s*/;

/** "X - done", "X: done!", "X — sorted": the word of done after a mark. */
const MARKED_DONE = /^(.{2,80}?)\s*(?:[-–—:]|\s[-–—]\s)\s*(done|sorted|finished|complete|completed|paid|sent|booked|handled)\s*[!.]*$/i;
/** "paid up", "settled up": "up" only says it is all paid. */
const PAID_UP = /\b(paid|settled)\s+up\b/i;
/** "confirmed with mum", "sorted with the landlord": whom it was settled with, after a participle. */
const SETTLED_WITH = /^(.{2,60}?\s(?:confirmed|sorted|agreed|arranged|settled|finalised|finalized|booked))\s+with\s+(?:my\s+|the\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*[!.]*$/iu;

/** "done: …", "did …", "finished …": the news says done first, and what follows may be more of what was done. */
const DONE_FIRST = /^(?:(?:i\s+|we\s+)?(?:done|did|finished|completed|sorted|ticked off)\b|all\s+done\b)/i;
/** A remark that goes on as a list: "the meter and the shop", "…, the bins & the recycling". */
const LIST_GOES_ON = /,|\s(?:and|&|\+|plus)\s/i;

/** The readings of the news in a form the completion readers know, each with the remark after it (if any); none when not said so. */
export function doneThenReaction(body: string): { news: string; remark?: string }[] {
  const text = body.trim();
  const readings: { news: string; remark?: string }[] = [];
  const plain = (said: string) => said.replace(HINDI_DONE, ' done').replace(PAID_UP, '$1').replace(MARKED_DONE, '$1 $2').replace(SETTLED_WITH, '$1').trim();
  const whole = plain(text);
  if (whole !== text) readings.push({ news: whole });
  const cut = MARK.exec(text);
  // "done: bins, watering and the GP call", "did the bins, the meter and the shop": a list of tasks done, not a remark.
  const listed = cut !== null && (DONE_FIRST.test(text) || LIST_GOES_ON.test(text.slice(cut.index + cut[0].length)));
  if (cut && cut.index > 2 && !listed) {
    const news = text.slice(0, cut.index);
    const remark = text.slice(cut.index + cut[0].length).trim();
    // A cheer or an emoji alone after the news ("submitted!!! 🎉") is read with it, elsewhere.
    if (/\p{L}/u.test(remark)) readings.push({ news: plain(news), remark });
  }
  return readings;
}
