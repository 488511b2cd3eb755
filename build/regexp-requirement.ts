import { RegExpParser } from '@eslint-community/regexpp';
import type { Alternative, Element } from '@eslint-community/regexpp/ast';

/**
 * What a regular expression cannot match without: an AND of ORs of plain strings. `[["every", "each"], ["day"]]`
 * says a text can only match if it holds "every" or "each", and "day". Empty: nothing is required (or nothing
 * useful could be proven). With the `i` flag the strings are lower case and are looked for in the lower-cased
 * text (lib/util/prefiltered-regexp.ts).
 *
 * Sound by construction, never complete: a part that may be skipped (`?`, `*`, `{0,n}`), a class, a lookaround, a
 * back-reference or a character outside printable ASCII contributes nothing, so a text that the expression matches
 * always holds what is returned (checked on every pattern of the offline parser with generated matches in
 * test/build/regexp-requirement.test.ts).
 */
export type RegExpRequirement = string[][];

/** At most this many strings in one OR: a longer list costs more to check than it saves. */
const MAX_CHOICES = 32;
/** At most this many ANDs, the most selective first. */
const MAX_PARTS = 2;

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** A string that `toLowerCase` maps back onto itself and that no other character folds into under `i` (ASCII only). */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

type Choices = Set<string>;

/** How much a set of choices narrows the texts: its shortest string counts most; fewer choices break a tie. */
function selectivity(choices: Choices): number {
  let shortest = Infinity;
  for (const choice of choices) shortest = Math.min(shortest, choice.length);
  return shortest * 100 - choices.size;
}

function mostSelective(parts: Choices[]): Choices | undefined {
  let best: Choices | undefined;
  for (const part of parts) if (!best || selectivity(part) > selectivity(best)) best = part;
  return best;
}

function literal(value: number, fold: boolean): string | undefined {
  const text = String.fromCodePoint(value);
  const folded = fold ? text.toLowerCase() : text;
  return PRINTABLE_ASCII.test(folded) && (!fold || folded.toUpperCase().toLowerCase() === folded) ? folded : undefined;
}

/** Every part of a sequence that must match: runs of literal characters become one string each. */
function sequence(elements: readonly Element[], fold: boolean): Choices[] {
  const parts: Choices[] = [];
  let run = '';
  const flush = () => {
    if (run) parts.push(new Set([run]));
    run = '';
  };
  for (const element of elements) {
    const character = element.type === 'Character' ? literal(element.value, fold) : undefined;
    if (character !== undefined) {
      run += character;
      continue;
    }
    flush();
    const part = single(element, fold);
    if (part) parts.push(part);
  }
  flush();
  return parts;
}

/** An OR over alternatives: each one's most selective part; an alternative with none makes the whole OR prove nothing. */
function either(alternatives: readonly Alternative[], fold: boolean): Choices | undefined {
  const choices: Choices = new Set();
  for (const alternative of alternatives) {
    const best = mostSelective(sequence(alternative.elements, fold));
    if (!best) return undefined;
    for (const choice of best) choices.add(choice);
  }
  return choices.size <= MAX_CHOICES ? choices : undefined;
}

function single(element: Element, fold: boolean): Choices | undefined {
  switch (element.type) {
    case 'Group':
    case 'CapturingGroup':
      return either(element.alternatives, fold);
    case 'Quantifier':
      return element.min >= 1 ? single(element.element, fold) : undefined;
    case 'Character': {
      const character = literal(element.value, fold);
      return character === undefined ? undefined : new Set([character]);
    }
    default:
      // Classes, sets, lookarounds, anchors, back-references: nothing that must appear as written.
      return undefined;
  }
}

/** A choice that holds another choice adds nothing: a text with "january" has "jan". */
function withoutLongerChoices(choices: Choices): Choices {
  return new Set([...choices].filter((choice) => ![...choices].some((other) => other !== choice && choice.includes(other))));
}

/** What `new RegExp(source, flags)` needs in a text to match it (see RegExpRequirement). */
export function regexpRequirement(source: string, flags: string): RegExpRequirement {
  const pattern = parser.parsePattern(source, 0, source.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const fold = flags.includes('i');
  const parts = pattern.alternatives.length === 1 ? sequence(pattern.alternatives[0]!.elements, fold) : [either(pattern.alternatives, fold)].filter((part) => part !== undefined);
  const seen = new Set<string>();
  return (
    parts
      .map(withoutLongerChoices)
      // A part with a one-letter, one-digit or blank choice is in nearly every text: checking it costs more than it saves.
      .filter((part) => [...part].every((choice) => !/^[\p{L}\p{N}\s]?$/u.test(choice) && choice.trim() !== ''))
      // The same part twice ("-" before and after a number) is checked once.
      .filter((part) => {
        const key = [...part].sort().join('\u0000');
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .sort((a, b) => selectivity(b) - selectivity(a))
      .slice(0, MAX_PARTS)
      .map((part) => [...part])
  );
}
