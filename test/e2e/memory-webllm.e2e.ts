import { afterEach, describe, expect, it } from 'vitest';
import { MODEL_HOST_ORIGINS } from '../../lib/models/webllm/model-hosts';
import { launchExtension, openSettingsSections, type ExtensionSession } from './support/chromium';

let session: ExtensionSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const EMBEDDING_MODEL = 'snowflake-arctic-embed-s-q0f32-MLC-b4';

// No weights can be fetched here (no network), so this checks the path up to the download:
// the switch, the Download button, the real download manager and engine host for the
// embedding model, and a clear error in words. Embedding itself is unit-tested with a fake engine.
describe("Settings → Memory: WebLLM's embedding model in Chromium", () => {
  it('switched on, its Download goes through the download manager for the embedding model and ends with a clear error; the chat model is untouched', async () => {
    session = await launchExtension({ webgpu: true, grantHosts: [...MODEL_HOST_ORIGINS] });
    const page = await session.openPage('sidepanel.html');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(page);
    const memory = page.getByRole('group', { name: 'Memory' });
    // Controlled by the saved setting: it shows checked once the setting is saved.
    await memory.getByLabel(/In-browser embeddings/).click();
    await expect
      .poll(() => memory.getByTestId('webllm-embeddings-cached').innerText())
      .toBe('Not downloaded. The download is about 135 MB. Nothing is downloaded until you click Download.');

    await memory.getByRole('button', { name: 'Download' }).click();
    const alert = memory.getByRole('alert');
    await alert.waitFor({ timeout: 45_000 });
    expect(await alert.innerText()).toMatch(/^The model download failed\. Check your connection and click Download again/);

    const downloads = await (
      await session.worker()
    ).evaluate(async () => {
      const storage = (globalThis as { chrome?: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } }).chrome?.storage.local;
      return (await storage?.get('webllm-downloads'))?.['webllm-downloads'];
    });
    expect(Object.keys(downloads ?? {})).toEqual([EMBEDDING_MODEL]);
    // The in-browser chat model's section still says its own model is not downloaded.
    expect(await page.getByRole('group', { name: 'In-browser model' }).getByTestId('webllm-cached').innerText()).toMatch(/^Not downloaded\./);
  });
});
