import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BuildSizes {
  /** sidepanel.html's module script, its modulepreloads and their static imports, gzipped, in kB (1000 bytes). */
  panelFirstScriptsKBgz: number;
  panelFirstScripts: { file: string; kBgz: number }[];
  backgroundKBgz: number;
}

const gzipKB = (bytes: Buffer) => Math.round(gzipSync(bytes).length / 100) / 10;

/** Relative paths a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
    if (match[1]!.startsWith('.') || match[1]!.startsWith('/')) found.add(match[1]!);
  }
  return [...found];
}

/** What a fresh side panel loads before it can run: the entry, its preloads, and everything they import statically. */
export async function buildSizes(buildDir: string): Promise<BuildSizes> {
  const html = await readFile(join(buildDir, 'sidepanel.html'), 'utf8');
  const roots = [
    ...Array.from(html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g), (m) => m[1]!),
    ...Array.from(html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g), (m) => m[1]!),
  ];
  if (roots.length === 0) throw new Error('sidepanel.html loads no module script');
  const seen = new Map<string, number>();
  const queue = roots.map((src) => posix.normalize(src.replace(/^\//, '')));
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const code = await readFile(join(buildDir, file));
    seen.set(file, gzipKB(code));
    for (const target of staticImports(code.toString('utf8'))) {
      queue.push(target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(file), target)));
    }
  }
  const panelFirstScripts = [...seen].map(([file, kBgz]) => ({ file, kBgz }));
  return {
    panelFirstScriptsKBgz: Math.round(panelFirstScripts.reduce((sum, entry) => sum + entry.kBgz, 0) * 10) / 10,
    panelFirstScripts,
    backgroundKBgz: gzipKB(await readFile(join(buildDir, 'background.js'))),
  };
}
