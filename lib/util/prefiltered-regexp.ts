/**
 * A regular expression that first looks for the plain strings it cannot match without (build/regexp-requirement.ts
 * proves them at build time) and only runs when they are there.
 *
 * Why: the offline parser holds some 1,500 pattern literals, and one request ran 600 to 690 patterns (chrono's
 * included). V8 compiles a pattern the first time it runs and again, to machine code, the second time, so the first
 * requests a woken worker reads spent most of their time compiling patterns that could never match them (a
 * reminder's pattern on a question about the list). A pattern whose strings are missing is not run, so it is not compiled. build/regexp-prefilter.ts wraps the
 * parser's regular expression literals in this at build time (and in the unit tests); the code reads as plain
 * patterns.
 *
 * Exactly the same results as the plain pattern: a search answers "nothing found" only when the strings are missing,
 * which the pattern could not match either; `split` and `matchAll` always run it.
 */
export type Requirement = readonly (readonly string[])[];

/** False while `withEveryPattern` runs: then every pattern runs, whatever the text holds. */
let checking = true;

/**
 * Runs `read` with every pattern run whatever the text holds, as without prefilters: the offline brain's warm-up
 * (load-offline-brain's caller, warm-offline-brain.ts) reads throwaway requests so that the engine compiles the
 * patterns while nobody waits, and a throwaway request holds few of the words the person's first requests will.
 */
export function withEveryPattern<T>(read: () => T): T {
  const was = checking;
  checking = false;
  try {
    return read();
  } finally {
    checking = was;
  }
}

/** The last text looked at, lower-cased: one request meets hundreds of patterns in a row. */
let lastText = '';
let lastFolded = '';

/** The text as the `i` patterns' strings are written: lower case; the long s folds into "s" under `u` (K already lower-cases to "k"). */
function folded(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastFolded = text.toLowerCase().replace(/\u017f/g, 's');
  }
  return lastFolded;
}

/** Whether `text` holds `requirement` as a pattern with (`ignoreCase`) or without the `i` flag looks for it. */
export function textHolds(text: string, requirement: Requirement, ignoreCase: boolean): boolean {
  return holds(ignoreCase ? folded(text) : text, requirement);
}

function holds(text: string, requirement: Requirement): boolean {
  // Plain loops: this runs some 800 times a request.
  for (const choices of requirement) {
    let found = false;
    for (const choice of choices) {
      if (text.includes(choice)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

type Replacer = (substring: string, ...args: never[]) => string;

/**
 * A RegExp (its `source`, `flags`, `lastIndex`, `instanceof`) whose every method first checks the text and then runs
 * the plain literal it was made from: the literal stays untouched, so V8 runs it on its fast paths (a subclass's
 * own methods would not be).
 */
export class PrefilteredRegExp extends RegExp {
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  readonly #plain: RegExp;
  readonly #requirement: Requirement;
  readonly #fold: boolean;
  /** Global or sticky: a search reads and writes `lastIndex`. */
  readonly #stateful: boolean;

  constructor(plain: RegExp, requirement: Requirement) {
    super(plain);
    this.#plain = plain;
    this.#requirement = requirement;
    this.#fold = plain.ignoreCase;
    this.#stateful = plain.global || plain.sticky;
  }

  /** False only when the text lacks what the pattern needs; then the pattern cannot match it. */
  #may(text: string): boolean {
    return !checking || holds(this.#fold ? folded(String(text)) : String(text), this.#requirement);
  }

  /** What a search that found nothing leaves behind. */
  #none(): void {
    if (this.#stateful) this.lastIndex = 0;
  }

  /** `run` on the plain pattern, with this one's `lastIndex` carried there and back when it matters. */
  #run<T>(run: (plain: RegExp) => T): T {
    const plain = this.#plain;
    if (!this.#stateful) return run(plain);
    plain.lastIndex = this.lastIndex;
    try {
      return run(plain);
    } finally {
      this.lastIndex = plain.lastIndex;
    }
  }

  override exec(text: string): RegExpExecArray | null {
    if (!this.#may(text)) {
      this.#none();
      return null;
    }
    return this.#stateful ? this.#run((plain) => plain.exec(text)) : this.#plain.exec(text);
  }

  override test(text: string): boolean {
    if (!this.#may(text)) {
      this.#none();
      return false;
    }
    return this.#stateful ? this.#run((plain) => plain.test(text)) : this.#plain.test(text);
  }

  override [Symbol.replace](text: string, replaceValue: string): string;
  override [Symbol.replace](text: string, replacer: Replacer): string;
  override [Symbol.replace](text: string, replacement: string | Replacer): string {
    if (this.#may(text)) return this.#run((plain) => plain[Symbol.replace](text, replacement as string));
    this.#none();
    return String(text);
  }

  override [Symbol.match](text: string): RegExpMatchArray | null {
    if (this.#may(text)) return this.#run((plain) => plain[Symbol.match](text));
    this.#none();
    return null;
  }

  override [Symbol.search](text: string): number {
    return this.#may(text) ? this.#run((plain) => plain[Symbol.search](text)) : -1;
  }

  override [Symbol.split](text: string, limit?: number): string[] {
    return this.#run((plain) => plain[Symbol.split](text, limit));
  }

  override [Symbol.matchAll](text: string): RegExpStringIterator<RegExpMatchArray> {
    return this.#run((plain) => plain[Symbol.matchAll](text));
  }
}

/** `pattern`, run only when a text holds `requirement` (what build/regexp-prefilter.ts writes around a literal). */
export function prefiltered(pattern: RegExp, requirement: Requirement): RegExp {
  return new PrefilteredRegExp(pattern, requirement);
}

/** A short name for a pattern built at run time (a library's): its flags, length and an FNV-1a hash of its source. */
export function patternKey(pattern: RegExp): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < pattern.source.length; index += 1) hash = Math.imul(hash ^ pattern.source.charCodeAt(index), 0x01000193);
  return `${pattern.flags}:${pattern.source.length}:${(hash >>> 0).toString(36)}`;
}
