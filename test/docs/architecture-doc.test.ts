import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// eslint.config.js is the source of truth for the layers and component groups; the document must say the same.
// @ts-expect-error -- eslint.config.js is plain JavaScript without type declarations.
import * as eslintConfig from '../../eslint.config.js';

const { LAYERS, COMPONENT_GROUPS } = eslintConfig as { LAYERS: Record<string, string[]>; COMPONENT_GROUPS: Record<string, string[]> };

const root = path.resolve(__dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const foldersOf = (dir: string) => readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory());

/** The folders named at the start of a line inside the document's code blocks, e.g. "lib/agent/   one turn". */
function documentedFolders(prefix: string): string[] {
  const names: string[] = [];
  for (const block of doc.matchAll(/```\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      for (const match of line.matchAll(new RegExp(`(?:^|, )${prefix}/([a-z-]+)/`, 'g'))) names.push(match[1]!);
    }
  }
  return [...new Set(names)].sort();
}

describe('docs/architecture.md matches the code', () => {
  it('lists every folder of lib/ in its layer list, and no folder that is gone', () => {
    expect(documentedFolders('lib')).toEqual(foldersOf('lib').sort());
  });

  it('lists every lib folder that eslint.config.js knows, and eslint knows every folder', () => {
    expect(Object.keys(LAYERS).sort()).toEqual(foldersOf('lib').sort());
  });

  it('orders the layer list so that a folder comes above everything it may import', () => {
    const order = doc.split('\n').flatMap((line) => [...line.matchAll(/(?:^|, )lib\/([a-z-]+)\//g)].map((m) => m[1]!));
    const position = new Map(order.map((name, index) => [name, index] as const));
    const wrong = Object.entries(LAYERS).flatMap(([name, below]) =>
      below.filter((other) => (position.get(other) ?? -1) < (position.get(name) ?? -1)).map((other) => `${name} imports ${other}, listed above it`),
    );
    expect(wrong).toEqual([]);
  });

  it('describes every feature folder of components/, and eslint groups exactly those folders', () => {
    expect(documentedFolders('components')).toEqual(foldersOf('components').sort());
    expect(Object.keys(COMPONENT_GROUPS).sort()).toEqual(foldersOf('components').sort());
  });

  it('names only files that exist', () => {
    const named = [...doc.matchAll(/`((?:lib|components|entrypoints|test|scripts|build)\/[\w./-]+\.(?:ts|tsx|css|md|json))`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((file) => {
      try {
        return !statSync(path.join(root, file)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
