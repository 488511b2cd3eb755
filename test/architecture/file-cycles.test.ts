import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Inside each folder of lib/, files import one another without a loop: a
 * file-level cycle makes the load order matter (a class used before it is
 * defined) and hides which file is the base. Type imports count too: a
 * loop through types still means neither file is the base of the other.
 * Between folders, eslint.config.js LAYERS keeps the graph acyclic.
 */

const root = resolve(__dirname, '../..');
const lib = join(root, 'lib');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What a file imports (`import …`, `export … from`), types included. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The top folder of lib/ a file belongs to: lib/models/offline/x.ts → models. */
const layerOf = (file: string) => relative(lib, file).split('/')[0];

/** A cycle (as a list of files) through each back edge among the imports inside one layer of lib/. */
function fileCycles(files: readonly string[], readSource: (file: string) => string): string[][] {
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readSource(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined && layerOf(target) === layerOf(file));
    edges.set(file, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('no file-level import cycle inside a folder of lib/', () => {
  it('finds none', () => {
    const cycles = fileCycles(sourceFiles(lib), (file) => readFileSync(file, 'utf8')).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '));
    expect(cycles).toEqual([]);
  });

  it('would find one (the check itself works)', () => {
    expect(importSpecifiers("import { b } from './b';\nimport type {\n  A,\n} from './a';\nexport { c } from '@/lib/c';")).toEqual(['./b', './a', '@/lib/c']);
    const real = [join(lib, 'util', 'index.ts'), join(lib, 'util', 'result.ts')];
    const looped = fileCycles(real, (file) => (file.endsWith('index.ts') ? "export * from './result';" : "import { x } from './index';"));
    expect(looped.length).toBe(1);
  });
});
