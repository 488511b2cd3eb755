import { AxeBuilder } from '@axe-core/playwright';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipTo } from '../../scripts/unzip';
import { launchExtension, openSettingsSections, type ExtensionSession } from './support/chromium';
import { readStoreInPage } from './support/read-store';

// The packages a store receives, checked as uploaded: `npm run zip` and `npm run zip:firefox`
// are run here, then the Chrome zip's unpacked contents go into Chromium and the Firefox zip
// through the Add-ons linter.
const run = promisify(execFile);
const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
const CHROME_ZIP = `.output/todo-assistant-${version}-chrome.zip`;
const FIREFOX_ZIP = `.output/todo-assistant-${version}-firefox.zip`;
const SOURCES_ZIP = `.output/todo-assistant-${version}-sources.zip`;

// Vitest sets NODE_ENV=test, which would make the zips carry React's development build:
// build them with the environment a person's shell has.
const releaseEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'todo-assistant-zips-'));
  await run('npm', ['run', 'zip'], { env: releaseEnv, maxBuffer: 16 * 1024 * 1024 });
  await run('npm', ['run', 'zip:firefox'], { env: releaseEnv, maxBuffer: 16 * 1024 * 1024 });
}, 240_000);
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const readJson = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;

describe('the Chrome Web Store zip', () => {
  let session: ExtensionSession;
  let unpacked: string;
  beforeAll(async () => {
    unpacked = join(dir, 'chrome');
    await unzipTo(CHROME_ZIP, unpacked);
    session = await launchExtension({ extensionDir: unpacked });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("carries package.json's version, the only place it is set", async () => {
    expect((await readJson(join(unpacked, 'manifest.json'))).version).toBe(version);
  });

  it('runs from its unpacked contents: the panel opens and the offline assistant adds a task', async () => {
    const panel = await session.openPage('sidepanel.html');
    await panel.getByRole('tablist', { name: 'Views' }).waitFor();
    for (const name of ['Chat', 'Tasks', 'Activity', 'Settings']) await expect(panel.getByRole('tab', { name }).count()).resolves.toBe(1);

    await panel.getByRole('tab', { name: 'Chat' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).fill('add pay rent tomorrow 9am p1 #home');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel
      .getByText(/Added “Pay rent/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await panel.evaluate(readStoreInPage, 'todos')).toMatchObject([{ title: 'Pay rent', priority: 1, tags: ['home'] }]);
  });

  it('shows docs/privacy.md as its Privacy page, reached from Settings, readable in both colour schemes', async () => {
    const panel = await session.openPage('sidepanel.html');
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(panel);
    const [privacy] = await Promise.all([session.context.waitForEvent('page'), panel.getByRole('link', { name: 'Privacy' }).click()]);
    await privacy.getByRole('heading', { level: 1 }).waitFor();
    const markdown = await readFile('docs/privacy.md', 'utf8');
    const sections = [...markdown.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]);
    expect(await privacy.getByRole('heading').allTextContents()).toEqual(sections);
    for (const colorScheme of ['light', 'dark'] as const) {
      await privacy.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page: privacy }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
    }
  });
});

describe('the Firefox Add-ons zip', () => {
  let unpacked: string;
  beforeAll(async () => {
    unpacked = join(dir, 'firefox');
    await unzipTo(FIREFOX_ZIP, unpacked);
  });

  it('passes web-ext lint with 0 errors and no eval; the only warnings are the innerHTML of React and of the Markdown entity decoder, explained in docs/store', async () => {
    // web-ext exits 0 with warnings and 1 with errors; the JSON report is on stdout either way.
    const result = await run('npx', ['web-ext', 'lint', '--source-dir', unpacked, '--self-hosted=false', '--output', 'json'], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const report = JSON.parse(result.stdout) as { errors: unknown[]; warnings: { code: string; message: string; file: string }[] };
    expect(report.errors).toEqual([]);
    const explained = await readFile('docs/store/lint-warnings.md', 'utf8');
    for (const warning of report.warnings) {
      expect(warning).toMatchObject({ code: 'UNSAFE_VAR_ASSIGNMENT', message: 'Unsafe assignment to innerHTML' });
      // The file is the chunk with React's DOM renderer, or markdown-to-jsx's entity decoder (a
      // detached textarea): the two paths the doc explains.
      const code = await readFile(join(unpacked, warning.file), 'utf8');
      expect(code.includes('dangerouslySetInnerHTML') || code.includes('createElement(`textarea`)')).toBe(true);
      expect(explained).toContain('Unsafe assignment to innerHTML');
    }
    expect(report.warnings.length).toBeLessThanOrEqual(3);
  });

  it('carries the version and the data collection declaration docs/store describes', async () => {
    const manifest = await readJson(join(unpacked, 'manifest.json'));
    expect(manifest.version).toBe(version);
    expect(manifest).toMatchObject({ browser_specific_settings: { gecko: { data_collection_permissions: { required: ['none'], optional: ['personalCommunications'] } } } });
  });

  it('comes with a sources zip that holds what SOURCES.md needs', async () => {
    const files = await unzipTo(SOURCES_ZIP, join(dir, 'sources'));
    expect(files).toEqual(expect.arrayContaining(['SOURCES.md', '.nvmrc', 'package.json', 'package-lock.json', 'wxt.config.ts', 'tsconfig.json', 'docs/privacy.md']));
    for (const folder of ['build/', 'components/', 'entrypoints/', 'lib/', 'public/']) expect(files.some((f) => f.startsWith(folder))).toBe(true);
    // Nothing a build does not need, and no secrets: no tests, no dotfiles but .nvmrc.
    expect(files.filter((f) => f.startsWith('test/') || f.startsWith('node_modules/') || (f.startsWith('.') && f !== '.nvmrc'))).toEqual([]);
    const unpackedFiles = await readdir(join(dir, 'sources'));
    expect(unpackedFiles).toContain('SOURCES.md');
  });
});
