import * as chrono from 'chrono-node';
import { patternKey } from '../lib/util/prefiltered-regexp.ts';
import { regexpRequirement, type RegExpRequirement } from './regexp-requirement.ts';

/**
 * What each of chrono's casual English patterns needs in a text (build/regexp-requirement.ts), keyed by
 * `patternKey`: chrono builds its patterns at run time, so they cannot be read from the source the way the parser's
 * literals are (build/regexp-prefilter.ts). Collected by letting chrono parse with the options the parser uses
 * (`forwardDate`, lib/intent/parse-due-date.ts), so the table holds exactly the patterns it runs.
 * `lib/intent/chrono-pattern-requirements.ts` is this table, written by scripts/chrono-requirements.ts; a unit test
 * says when an update of chrono needs it written again.
 */
export function chronoPatternRequirements(): Record<string, RegExpRequirement> {
  const table = new Map<string, RegExpRequirement>();
  for (const pattern of chronoPatterns()) {
    const requirement = regexpRequirement(pattern.source, pattern.flags);
    if (requirement.length > 0) table.set(patternKey(pattern), requirement);
  }
  return Object.fromEntries([...table].sort(([a], [b]) => a.localeCompare(b)));
}

/** The patterns chrono's casual English runs with the parser's options, each once. */
export function chronoPatterns(): RegExp[] {
  const parser = chrono.casual.clone();
  const patterns = new Set<RegExp>();
  parser.parsers = parser.parsers.map((original) => ({
    pattern: (context) => {
      const pattern = original.pattern(context);
      patterns.add(pattern);
      return pattern;
    },
    extract: (context, match) => original.extract(context, match),
  }));
  parser.parse('now', new Date(0), { forwardDate: true });
  return [...patterns];
}

/** The table as the TypeScript module it is kept in. */
export function chronoRequirementsModule(): string {
  const version = (chrono as { version?: string }).version;
  return `// Written by \`node --experimental-strip-types scripts/chrono-requirements.ts\` (build/chrono-requirements.ts)${version ? ` from chrono-node ${version}` : ''}: do not edit.
// What each of chrono's patterns needs in a text before it is run (lib/util/prefiltered-regexp.ts).
export const CHRONO_PATTERN_REQUIREMENTS: Readonly<Record<string, readonly (readonly string[])[]>> = ${JSON.stringify(chronoPatternRequirements(), null, 2)};
`;
}
