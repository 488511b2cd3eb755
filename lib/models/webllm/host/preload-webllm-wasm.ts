import { WEBLLM_WASM_FILES, WEBLLM_WASM_GLOBAL } from './webllm-wasm-files';

let preloaded: Promise<void> | undefined;

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the WebLLM runtime.'));
    reader.readAsDataURL(blob);
  });
}

/** Reads WebLLM's wasm files back into the data URIs its code expects. Call before importing it. */
export function preloadWebLlmWasm(): Promise<void> {
  // The build plugin runs only in production builds; in dev and tests WebLLM keeps its embedded wasm.
  if (!import.meta.env.PROD) return Promise.resolve();
  preloaded ??= Promise.all(
    WEBLLM_WASM_FILES.map(async (file) => {
      // Resolved against the extension page or event page that hosts the engine.
      const response = await fetch(new URL(`/${file}`, globalThis.location.href));
      if (!response.ok) throw new Error(`The extension is missing ${file}; reinstall it.`);
      const bytes = await response.arrayBuffer();
      return asDataUrl(new Blob([bytes], { type: 'application/octet-stream' }));
    }),
  ).then(
    (urls) => {
      (globalThis as Record<string, unknown>)[WEBLLM_WASM_GLOBAL] = urls;
    },
    (error: unknown) => {
      preloaded = undefined;
      throw error;
    },
  );
  return preloaded;
}
