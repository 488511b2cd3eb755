import { browser } from 'wxt/browser';

const OFFSCREEN_PATH = '/offscreen.html';
let creating: Promise<void> | undefined;

/**
 * Chrome only. Creates the offscreen document that hosts WebLLM and the CalDAV
 * sync engine on first use (Chrome allows one per extension: both share it).
 * There is no "GPU" reason; WORKERS is the closest: the document exists to run
 * work a service worker cannot (import() of an engine's code, WebGPU compute).
 */
export async function ensureOffscreenDocument(): Promise<void> {
  if (await hasOffscreenDocument()) return;
  creating ??= browser.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: [browser.offscreen.Reason.WORKERS],
      justification:
        'Runs the on-device language model (WebLLM on WebGPU) and the CalDAV task sync, whose code is loaded with import() only when used, which a service worker cannot do.',
    })
    .finally(() => {
      creating = undefined;
    });
  await creating;
}

export async function closeOffscreenDocument(): Promise<void> {
  if (await hasOffscreenDocument()) await browser.offscreen.closeDocument();
}

async function hasOffscreenDocument(): Promise<boolean> {
  const contexts = await browser.runtime.getContexts({
    contextTypes: [browser.runtime.ContextType.OFFSCREEN_DOCUMENT],
    documentUrls: [browser.runtime.getURL(OFFSCREEN_PATH)],
  });
  return contexts.length > 0;
}
