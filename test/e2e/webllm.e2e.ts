import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { MODEL_HOST_ORIGINS } from '../../lib/models/webllm/model-hosts';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROME_BUILD, launchExtension, type ExtensionSession } from './support/chromium';

let session: ExtensionSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/**
 * Headless Chromium cannot answer the host-permission prompt (the request
 * never settles), so this session starts with the model hosts already
 * granted, as after the user's "Allow": a copy of the build whose manifest
 * lists them as granted hosts. Everything else is the real extension.
 */
async function launchWithModelHostsGranted(): Promise<ExtensionSession> {
  const dir = await mkdtemp(join(tmpdir(), 'todo-assistant-webllm-'));
  const ext = join(dir, 'ext');
  await cp(CHROME_BUILD, ext, { recursive: true });
  const manifest = JSON.parse(await readFile(join(ext, 'manifest.json'), 'utf8')) as { host_permissions: string[] };
  manifest.host_permissions = [...manifest.host_permissions, ...MODEL_HOST_ORIGINS];
  await writeFile(join(ext, 'manifest.json'), JSON.stringify(manifest));
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--enable-unsafe-webgpu', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
  });
  const worker = async () => context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://')) ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const extensionId = new URL((await worker()).url()).host;
  return {
    context,
    extensionId,
    worker,
    async openPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async stopServiceWorker() {},
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function openSettings(s: ExtensionSession): Promise<Page> {
  const page = await s.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('group', { name: 'In-browser model' }).waitFor();
  return page;
}

describe('the in-browser model in Chromium', () => {
  it('without WebGPU, Settings says the in-browser model is unavailable and why, and offers no download', async () => {
    session = await launchExtension();
    const page = await openSettings(session);
    const section = page.getByRole('group', { name: 'In-browser model' });
    await expect.poll(() => section.getByTestId('webgpu-status').innerText()).toMatch(
      /^The in-browser model is unavailable: WebGPU found no usable graphics adapter/,
    );
    expect(await section.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    expect(await section.getByTestId('webllm-cached').innerText()).toMatch(/^Not downloaded\. The download is about 880 MB\. Nothing is downloaded until you click Download\./);

    // The chat still answers, through the offline tier.
    await page.getByRole('tab', { name: 'Chat' }).click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('add buy oat milk');
    await box.press('Enter');
    await page.getByRole('log', { name: 'Messages' }).getByText(/Created task #\d+: buy oat milk/i).first().waitFor({ timeout: 20_000 });
  });

  it('with a software WebGPU adapter, it says WebGPU is available; a download that cannot reach the network ends with a clear error and the panel keeps working', async () => {
    session = await launchWithModelHostsGranted();
    const page = await openSettings(session);
    const section = page.getByRole('group', { name: 'In-browser model' });
    await expect.poll(() => section.getByTestId('webgpu-status').innerText()).toMatch(/^WebGPU is available .*lacks 16-bit shaders/);

    await section.getByRole('button', { name: 'Download' }).click();
    const alert = section.getByRole('alert');
    await alert.waitFor({ timeout: 45_000 });
    expect(await alert.innerText()).toMatch(/^The model download failed\. Check your connection and click Download again/);
    expect(await section.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);

    // Everything else keeps working: the tabs switch and the Tasks view renders.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByText(/to do|Nothing to do/).first().waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await section.waitFor();

    // A reopened panel shows the same state, read from storage.
    const again = await openSettings(session);
    const reopened = again.getByRole('group', { name: 'In-browser model' });
    expect(await reopened.innerText()).toMatch(/Not downloaded/);
    expect(await reopened.getByRole('alert').innerText()).toMatch(/^The model download failed\./);
  });

  it('the built background script does not contain WebLLM', async () => {
    const background = await readFile(join(CHROME_BUILD, 'background.js'), 'utf8');
    for (const marker of ['MLCEngine', 'prebuiltAppConfig', 'binary-mlc-llm-libs']) expect(background).not.toContain(marker);
    // …and the engine is in a chunk of its own, loaded only by import().
    const chunks = await readdir(join(CHROME_BUILD, 'chunks'));
    const withEngine: string[] = [];
    for (const chunk of chunks) if ((await readFile(join(CHROME_BUILD, 'chunks', chunk), 'utf8')).includes('prebuiltAppConfig')) withEngine.push(chunk);
    expect(withEngine).toHaveLength(1);
    const sidepanelHtml = await readFile(join(CHROME_BUILD, 'sidepanel.html'), 'utf8');
    expect(sidepanelHtml).not.toContain(withEngine[0]);
  });
});
