import { EMOTICONS } from './match-chat';

/** A tick (✅ ✔ ☑ ✓): says a thing is done. */
const TICK = /[\u2705\u2714\u2611\u2713]/u;
/** A word that says something was done ("paid", "submitted"): an emoji after it cheers, read by matchComplete. */
const SAID_DONE = /\b(?:\p{L}{2,}ed|paid|done|sent|sorted|bought|made|got|did|gone)[\s!.]*$/iu;
/**
 * What a busy person tacks on that says nothing about the request: a thanks in short ("thx", "ta", "cheers"; not the
 * tag of "…, tag ta", a teaching assistant's),
 * a Singlish particle ("lah", "leh", "lor") or an emoji of asking at the end (🙏, 👍: not 🎉 or ✅, which say a
 * thing is done).
 */
const FILLER_TAIL =
  /(?:[\s,!]+(?:thx|thnx|ty|(?<!\b(?:tag(?:ged)?|label(?:led)?)(?:\s+(?:it|this|that))?(?:\s+(?:as|with|under))?\s+)ta|cheers|chur|lah|leh|lor|hor)|\s*(?:🙏|👍|👌|🙂|😊|😅|🤞|✌️?|\uFE0F|🏻|🏼|🏽|🏾|🏿)+)[\s!.]*$/iu;
/** Emoji at the end of a message, with the spaces before them; not a tick or a cheer (✅ ✔ ☑ ✓ 🎉 🙌 🥳 👏 💪), which say done. */
const CLOSING_EMOJI = /(?:\s*(?![\u2705\u2714\u2611\u2713\u{1F389}\u{1F64C}\u{1F973}\u{1F44F}\u{1F4AA}])\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*)+$/u;

export interface ToneAtEnd {
  /** The words before the tone. */
  body: string;
  /** What was taken off the end ("" when none). */
  tone: string;
}

/**
 * The tone at the end of a message, never part of the request: "friday? 👀", "home tasks 🙏", "… thx", "… :)",
 * with the "?" and "." around it. After a tick or a word of done it is a cheer ("car insurance paid 🙌") and stays.
 * `emojiOnly`: only closing emoji, as read before the greeting is taken off; there a cheer (🎉 🙌 🥳 👏 💪) stays
 * whatever word is before it, and "paid 👀" loses its 👀.
 */
export function toneAtEnd(text: string, emojiOnly = false): ToneAtEnd {
  const body = emojiOnly
    ? text.replace(CLOSING_EMOJI, '')
    : text
        .replace(EMOTICONS, (tone, at: number, said: string) => (TICK.test(tone) || SAID_DONE.test(said.slice(0, at)) ? tone : ''))
        .replace(/[\s?.]+$/, '')
        .replace(FILLER_TAIL, '');
  return { body, tone: text.slice(body.length) };
}
