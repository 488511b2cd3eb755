import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { externalizeEmbeddedWasm } from '../../build/webllm-wasm-as-files';
import { WEBLLM_WASM_FILES, WEBLLM_WASM_GLOBAL } from '../../lib/models/webllm/host/webllm-wasm-files';

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d];

describe('externalizeEmbeddedWasm', () => {
  it('moves every embedded binary of the installed WebLLM out of its script, leaving a global lookup in place', async () => {
    const entry = createRequire(import.meta.url).resolve('@mlc-ai/web-llm');
    const original = await readFile(entry, 'utf8');
    const { code, files } = externalizeEmbeddedWasm(original);

    expect(files).toHaveLength(WEBLLM_WASM_FILES.length);
    for (const file of files) expect([...file.subarray(0, 4)]).toEqual(WASM_MAGIC);
    expect(code).not.toContain('data:application/octet-stream;base64,A');
    expect(code.length).toBeLessThan(original.length / 4);
    expect(code).toContain(`wasmBinaryFile=globalThis.${WEBLLM_WASM_GLOBAL}[0]`);
    expect(code).toContain(`wasmBinaryFile=globalThis.${WEBLLM_WASM_GLOBAL}[1]`);
  });

  it('round-trips the bytes: the data URI the host rebuilds equals the one that was embedded', () => {
    const bytes = Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]);
    const embedded = `x;wasmBinaryFile="data:application/octet-stream;base64,${bytes.toString('base64')}";y`;
    const { code, files } = externalizeEmbeddedWasm(embedded);
    expect(code).toBe(`x;wasmBinaryFile=globalThis.${WEBLLM_WASM_GLOBAL}[0];y`);
    expect(`data:application/octet-stream;base64,${Buffer.from(files[0]!).toString('base64')}`).toBe(embedded.slice('x;wasmBinaryFile="'.length, -'";y'.length));
  });
});
