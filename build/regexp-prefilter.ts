import { parse, type Node } from 'acorn';
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { regexpRequirement } from './regexp-requirement.ts';

/** The offline parser and planner: the modules whose patterns a woken worker's first request meets. */
export const PREFILTERED_SOURCES = /[\\/]lib[\\/](?:intent|models[\\/]offline)[\\/][^?]*\.ts(?:\?.*)?$/;

/** The entrypoint that publishes the offline parser and planner as a script of their own. */
const OFFLINE_BRAIN_ENTRY = /[\\/]entrypoints[\\/]offline-brain\.ts$/;

const RUNTIME = fileURLToPath(new URL('../lib/util/prefiltered-regexp.ts', import.meta.url)).replaceAll('\\', '/');
const HELPER = '__prefilteredRegExp';

type RegExpLiteral = Node & { regex: { pattern: string; flags: string } };

/** Every regular expression literal under `node`, in source order. */
function* regexpLiterals(node: unknown): Generator<RegExpLiteral> {
  if (Array.isArray(node)) {
    for (const child of node) yield* regexpLiterals(child);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as { type?: unknown }).type !== 'string') return;
  if ((node as Partial<RegExpLiteral>).regex) {
    yield node as RegExpLiteral;
    return;
  }
  for (const value of Object.values(node)) if (value && typeof value === 'object') yield* regexpLiterals(value);
}

/**
 * Wraps every regular expression literal of one module in `prefiltered(literal, requirement)` when something is
 * required (lib/util/prefiltered-regexp.ts says why). A pattern without the `g` or `y` flag keeps no state, so it is
 * made once at the module's top and the literal's place names it (a literal inside a function no longer makes a new
 * object at each call); a global or sticky one stays where it was, a new object at each evaluation as written, with
 * its requirement at the top.
 * Pure: JavaScript in (TypeScript already removed), JavaScript out, or undefined when nothing changes.
 */
export function prefilterRegExps(code: string, runtime = RUNTIME): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const output = new MagicString(code);
  const requirements: string[] = [];
  for (const node of regexpLiterals(ast)) {
    const requirement = regexpRequirement(node.regex.pattern, node.regex.flags);
    if (requirement.length === 0) continue;
    const literal = code.slice(node.start, node.end);
    if (/[gy]/.test(node.regex.flags)) {
      // A global or sticky pattern keeps its place in `lastIndex`: a new one at each evaluation, as written.
      const name = `${HELPER}Needs${requirements.length}`;
      requirements.push(`const ${name} = ${JSON.stringify(requirement)};`);
      output.overwrite(node.start, node.end, `${HELPER}(${literal}, ${name})`);
    } else {
      // Any other pattern keeps no state: one for the module, made once, however often a function evaluates it.
      const name = `${HELPER}${requirements.length}`;
      requirements.push(`const ${name} = ${HELPER}(${literal}, ${JSON.stringify(requirement)});`);
      output.overwrite(node.start, node.end, name);
    }
  }
  if (requirements.length === 0) return undefined;
  output.prepend(`import { prefiltered as ${HELPER} } from ${JSON.stringify(runtime)};\n${requirements.join('\n')}\n`);
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

/** Vite plugin (the offline parser's script and the unit tests): the parser's patterns run only on texts that can match them. */
export function regexpPrefilter(): Plugin {
  /** Off while another of WXT's entrypoints is built; on in the unit tests, which have none. */
  let enabled = true;
  return {
    name: 'todo-assistant:regexp-prefilter',
    enforce: 'post',
    options({ input }) {
      // WXT builds each script apart: only the offline parser's own script is changed. A few of the parser's modules
      // are in background.js too, whose size budget has no room for this and which never reads a request with them.
      const entries = input === undefined ? [] : typeof input === 'string' ? [input] : Object.values(input);
      enabled = entries.length === 0 || entries.some((entry) => OFFLINE_BRAIN_ENTRY.test(entry));
      return null;
    },
    transform(code, id) {
      if (!enabled || !PREFILTERED_SOURCES.test(id)) return null;
      return prefilterRegExps(code) ?? null;
    },
  };
}
