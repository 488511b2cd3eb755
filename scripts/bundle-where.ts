/**
 * Where the two size budgets' bytes come from: each package (or, for our code, each lib/ folder)
 * in the side panel's first scripts and in background.js, gzipped, in kB. Needs a build with
 * source maps (written beside the real build, in .output/sourcemapped):
 *
 *   BUNDLE_SOURCEMAP=1 npx wxt build && node --experimental-strip-types scripts/bundle-where.ts [--files] [top]
 *
 * Each group is gzipped on its own, so the groups add up to a little more than the budget's one
 * gzip of each file: read them as shares, not exact sizes. `--files` groups by source file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map-js';
import { buildSizes } from '../test/bench-browser/sizes.ts';

const buildDir = '.output/sourcemapped/chrome-mv3';
const byFile = process.argv.includes('--files');
const top = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 25);

/** A source's group: its package under node_modules, else its first two folders (lib/intent). */
function groupOf(source: string | null): string {
  if (!source) return '(bundler glue)';
  const path = source.replace(/^(\.\.\/)+/, '');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) {
    const parts = path.slice(inPackage + 'node_modules/'.length).split('/');
    return byFile ? `${parts.join('/')}` : parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const local = path.replace(/^.*?\/(lib|components|entrypoints|build)\//, '$1/');
  return byFile ? local : local.split('/').slice(0, 2).join('/');
}

/** The generated text of each group in these files, as the source maps attribute it. */
async function attribute(files: readonly string[]): Promise<Map<string, string[]>> {
  const groups = new Map<string, string[]>();
  const add = (group: string, text: string) => groups.set(group, [...(groups.get(group) ?? []), text]);
  for (const file of files) {
    const code = await readFile(join(buildDir, file), 'utf8');
    let map: sourceMap.RawSourceMap;
    try {
      map = JSON.parse(await readFile(join(buildDir, `${file}.map`), 'utf8')) as sourceMap.RawSourceMap;
    } catch {
      add('(no source map)', code);
      continue;
    }
    const lineStarts = [0];
    for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
    const segments: { at: number; source: string | null }[] = [];
    new sourceMap.SourceMapConsumer(map).eachMapping((m) => segments.push({ at: lineStarts[m.generatedLine - 1]! + m.generatedColumn, source: m.source }));
    segments.sort((a, b) => a.at - b.at);
    if (segments.length === 0 || segments[0]!.at > 0) add('(bundler glue)', code.slice(0, segments[0]?.at ?? code.length));
    segments.forEach((segment, i) => add(groupOf(segment.source), code.slice(segment.at, segments[i + 1]?.at ?? code.length)));
  }
  return groups;
}

async function report(title: string, files: readonly string[]): Promise<void> {
  const rows = [...(await attribute(files))].map(([group, texts]) => ({ group, kBgz: gzipSync(texts.join('')).length / 1000 })).sort((a, b) => b.kBgz - a.kBgz);
  console.log(`\n${title} (${files.length} file${files.length === 1 ? '' : 's'})`);
  for (const { group, kBgz } of rows.slice(0, top)) console.log(`  ${kBgz.toFixed(1).padStart(6)} kB  ${group}`);
  if (rows.length > top)
    console.log(
      `  … ${rows.length - top} more, ${rows
        .slice(top)
        .reduce((sum, row) => sum + row.kBgz, 0)
        .toFixed(1)} kB`,
    );
}

const sizes = await buildSizes(buildDir);
await report(
  `side panel's first scripts: ${sizes.panelFirstScriptsKBgz} kB gzipped`,
  sizes.panelFirstScripts.map((entry) => entry.file),
);
await report(`background.js: ${sizes.backgroundKBgz} kB gzipped`, ['background.js']);
