/**
 * An error whose message is a complete sentence a user can read, with a kind
 * that callers react to (fall back, offer the download). A model tier
 * subclasses it once, naming its kinds, and words each kind in a table.
 */
export class SentenceError<Kind extends string> extends Error {
  readonly kind: Kind;
  constructor(kind: Kind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Makes a tier's errors from its table of sentences: a kind's sentence, with the detail (what the browser said) in brackets. */
export function sentenceErrors<Kind extends string, E extends SentenceError<string>>(
  sentences: Record<Kind, string>,
  make: (kind: Kind, message: string) => E,
): (kind: Kind, detail?: string) => E {
  return (kind, detail) => make(kind, detail ? `${sentences[kind]} (${detail})` : sentences[kind]);
}
