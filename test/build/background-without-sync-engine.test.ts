import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/**
 * Every package a source file reaches, following its imports, `import()`s
 * included: WXT builds the MV3 background as one file, so a dynamic import
 * is inlined like a static one. Type-only imports are skipped (erased).
 */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gm)].map((m) => m[1]!),
      ...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]!),
      ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
    ];
    for (const specifier of specifiers) {
      const local = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(file), specifier) : undefined;
      if (!local) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
        continue;
      }
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ending) => local + ending).find((path) => existsSync(path) && !path.endsWith('/'));
      if (found && /\.(ts|tsx)$/.test(found)) visit(found);
    }
  };
  visit(join(ROOT, entry));
  return packages;
}

describe('a background wake that does not sync loads no sync code', () => {
  it('background.js reaches neither the CalDAV client nor the iCalendar parser', () => {
    const reached = packagesReachedFrom('entrypoints/background/index.ts');
    expect(reached).toContain('dexie');
    expect(reached).not.toContain('tsdav');
    expect(reached).not.toContain('ical.js');
  });

  it('the sync hosts do: the offscreen document (Chrome) and the sync-host script (Firefox)', () => {
    for (const entry of ['entrypoints/offscreen/main.ts', 'entrypoints/sync-host.ts']) {
      const reached = packagesReachedFrom(entry);
      expect(reached).toContain('tsdav');
      expect(reached).toContain('ical.js');
    }
  });

  it('the offscreen document import()s single modules, never a lib/ barrel (an import()ed barrel keeps every export, in a chunk the panel loads first: +21 kB gzipped)', () => {
    const text = readFileSync(join(ROOT, 'entrypoints/offscreen/main.ts'), 'utf8');
    const loaded = [...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
    expect(loaded).toContain('@/lib/sync/offscreen-sync-runtime');
    for (const specifier of loaded) expect(existsSync(join(ROOT, `${specifier.slice(2)}.ts`)), specifier).toBe(true);
  });
});
