/**
 * WebLLM's npm build embeds two WebAssembly binaries as base64 data URIs
 * (about 5.6 MB of its 6.8 MB). The build moves them into files of their own
 * (build/webllm-wasm-as-files.ts) so no script is too large for the Firefox
 * Add-ons linter (4 MB) or slow to parse; before WebLLM is imported, the host
 * reads them back (preloadWebLlmWasm) into the global the rewritten code uses.
 */
export const WEBLLM_WASM_FILES = ['webllm/wasm-0.wasm', 'webllm/wasm-1.wasm'] as const;
export const WEBLLM_WASM_GLOBAL = '__todoAssistantWebLlmWasm';
