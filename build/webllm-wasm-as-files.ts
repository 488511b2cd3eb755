import type { Plugin } from 'vite';
import { WEBLLM_WASM_FILES, WEBLLM_WASM_GLOBAL } from '../lib/models/webllm/host/webllm-wasm-files';

const EMBEDDED_WASM = /wasmBinaryFile="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/g;
const WEBLLM_ENTRY = /[\\/]@mlc-ai[\\/]web-llm[\\/]lib[\\/]index\.js$/;

/**
 * Rewrites WebLLM's embedded wasm (`wasmBinaryFile="data:…"`) to read the
 * same data URI from a global, and returns the binaries to ship as files.
 * Pure, so it is tested on the real package.
 */
export function externalizeEmbeddedWasm(code: string): { code: string; files: Uint8Array[] } {
  const files: Uint8Array[] = [];
  const rewritten = code.replace(EMBEDDED_WASM, (_match, base64: string) => {
    files.push(Buffer.from(base64, 'base64'));
    return `wasmBinaryFile=globalThis.${WEBLLM_WASM_GLOBAL}[${files.length - 1}]`;
  });
  return { code: rewritten, files };
}

/** Vite plugin: ships WebLLM's wasm as files (see lib/models/webllm/host/webllm-wasm-files.ts). */
export function webLlmWasmAsFiles(): Plugin {
  return {
    name: 'todo-assistant:webllm-wasm-as-files',
    apply: 'build',
    transform(code, id) {
      if (!WEBLLM_ENTRY.test(id)) return null;
      const { code: rewritten, files } = externalizeEmbeddedWasm(code);
      if (files.length !== WEBLLM_WASM_FILES.length) {
        this.error(`Expected ${WEBLLM_WASM_FILES.length} embedded wasm binaries in @mlc-ai/web-llm, found ${files.length}: update WEBLLM_WASM_FILES.`);
      }
      files.forEach((source, index) => this.emitFile({ type: 'asset', fileName: WEBLLM_WASM_FILES[index], source }));
      return { code: rewritten, map: null };
    },
  };
}
