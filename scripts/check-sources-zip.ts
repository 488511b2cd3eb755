/**
 * `npm run check:sources`: does the Firefox sources zip build the same add-on?
 * Makes the uploads (`npm run zip:firefox`, skip with --no-zip), extracts the
 * sources zip into an empty folder, follows its SOURCES.md (`npm ci`, then
 * `npm run build:firefox`) there, and compares every file of that build with
 * the uploaded Firefox zip, byte for byte. Needs the npm registry; takes a few
 * minutes, so it is run before a release rather than in every CI run.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { unzipTo } from './unzip.ts';

const say = (message: string) => process.stdout.write(`${message}\n`);
// A person's shell has no NODE_ENV; a test runner's would change what is built.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };

if (!process.argv.includes('--no-zip')) execFileSync('npm', ['run', 'zip:firefox'], { stdio: 'inherit', env });

async function filesUnder(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes.set(
      relative(dir, path),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return hashes;
}

const work = await mkdtemp(join(tmpdir(), 'todo-assistant-sources-'));
try {
  const sources = join(work, 'sources');
  const uploaded = join(work, 'uploaded');
  await unzipTo(`.output/todo-assistant-${version}-sources.zip`, sources);
  await unzipTo(`.output/todo-assistant-${version}-firefox.zip`, uploaded);
  say(`Building from the sources zip in ${sources} (npm ci, npm run build:firefox)…`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: sources, stdio: 'inherit', env });
  execFileSync('npm', ['run', 'build:firefox'], { cwd: sources, stdio: 'inherit', env });

  const rebuilt = await filesUnder(join(sources, '.output/firefox-mv3'));
  const expected = await filesUnder(uploaded);
  const problems: string[] = [];
  for (const [file, hash] of expected) {
    if (!rebuilt.has(file)) problems.push(`missing from the rebuild: ${file}`);
    else if (rebuilt.get(file) !== hash) problems.push(`different: ${file}`);
  }
  for (const file of rebuilt.keys()) if (!expected.has(file)) problems.push(`only in the rebuild: ${file}`);

  if (problems.length) {
    say(`The sources zip does NOT rebuild the uploaded add-on:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    say(`The sources zip rebuilds the uploaded add-on exactly: ${expected.size} files, byte for byte.`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
