import { streamText } from 'ai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_TOOLS_SCRIPT, LocalToolsUnavailable } from '@/lib/models/local-tools/local-language-model';
import { createLocalToolsModel } from '@/lib/models/local-tools/local-tools-model';
import { createWebLlmLanguageModel } from '@/lib/models/webllm/webllm-language-model';
import { publishScript } from '@/lib/util/published-script';
import { createFakeEngine } from './fake-engine';

// Chrome's worker loads the on-device tiers' tool calling with importScripts() on such a tier's
// first call in a wake, not at every wake: here a wake that has not loaded it yet.
const scope = globalThis as Record<string, unknown>;
const MODEL = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';
const publish = () => publishScript(LOCAL_TOOLS_SCRIPT, { createLocalToolsModel });

describe("the on-device tiers' tool calling in a woken Chrome worker", () => {
  beforeEach(() => {
    delete scope[LOCAL_TOOLS_SCRIPT.key];
  });
  afterEach(() => {
    delete scope.importScripts;
    publish();
  });

  it('is imported on the first answer, once, and the in-browser model answers as before', async () => {
    const importScripts = vi.fn(publish);
    scope.importScripts = importScripts;
    const engine = createFakeEngine([{ pieces: ['Two ', 'tasks.'] }, { pieces: ['None.'] }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    expect(importScripts).not.toHaveBeenCalled();

    expect(await streamText({ model, prompt: 'How many?' }).text).toBe('Two tasks.');
    expect(await streamText({ model, prompt: 'And overdue?' }).text).toBe('None.');
    expect(importScripts).toHaveBeenCalledTimes(1);
    expect(importScripts).toHaveBeenCalledWith('/local-tools.js');
  });

  it('says in one sentence that the model could not start when the browser refuses the script, and tries again next time', async () => {
    scope.importScripts = vi.fn(() => {
      throw new Error("Failed to execute 'importScripts': the script failed to load.");
    });
    const engine = createFakeEngine([{ pieces: ['Hello.'] }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const failure = await Promise.resolve(model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LocalToolsUnavailable);
    expect((failure as Error).message).toMatch(/^The on-device model could not start \(.*failed to load\.\)\. Nothing was changed; reload the extension and try again\.$/);
    expect(engine.requests).toHaveLength(0);

    scope.importScripts = vi.fn(publish);
    expect(await streamText({ model, prompt: 'hi' }).text).toBe('Hello.');
  });
});
