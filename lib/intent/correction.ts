/**
 * A correction said with more words than the change: "so I've just realised X is due monday not
 * last week, can you change that". The words around the change ("I've just realised", "not last
 * week", "can you change that") say it is a correction; the change is what is left.
 */
const PREFACE =
  /^(?:(?:so|oh|oh wait|wait|ok|okay)[\s,]+)?(?:i'?ve\s+|i\s+)?(?:just\s+)?(?:realised|realized|noticed|remembered|found out|seen)(?:\s+that)?\s+|^turns out(?:\s+that)?\s+/i;
const ASK_TO_CHANGE = /[\s,]+(?:(?:can|could|would) you\s+|please\s+)?(?:change|fix|update|sort|correct)\s+(?:that|it|this)(?:\s+(?:for me|please))?$/i;
const NOT_THE_OLD = /\s+(?:not|rather than|instead of)\s+(?:last|this|next|on|the)?\s*[\p{L}\p{N}]+(?:\s+[\p{L}\p{N}]+)?$/iu;

/** The change without the words of a correction, or undefined when it says none. */
export function withoutCorrectionWords(text: string): string | undefined {
  const stripped = text
    .replace(PREFACE, '')
    .replace(ASK_TO_CHANGE, '')
    .replace(/\s+(?:is|are)\s+actually\s+/i, ' is ');
  const plain = /\b(?:due|moved|to)\b/i.test(stripped) ? stripped.replace(NOT_THE_OLD, '') : stripped;
  return plain !== text && plain.trim().length > 2 ? plain.trim() : undefined;
}
