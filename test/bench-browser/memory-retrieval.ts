import { resolve } from 'node:path';
import { build } from 'vite';
import { launchExtension } from '../e2e/support/chromium.ts';
import type { MemoryBenchOptions, MemoryBenchResult } from './memory-entry.ts';

/** The design's budget: memory retrieval per turn at 10,000 memories. */
export const MEMORY_RETRIEVAL_BUDGET_MS = 20;

export interface MemoryRetrievalReport extends Omit<MemoryBenchResult, 'lexicalMs' | 'vectorMs' | 'fusedMs'> {
  count: number;
  dimensions: number;
  lexicalMs: number;
  vectorMs: number;
  fusedMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** lib/memory and its libraries (Dexie, MiniSearch) as one script that sets `globalThis.__memoryBench`. */
async function bundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': resolve('.') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve('test/bench-browser/memory-entry.ts'), formats: ['iife'], name: '__memoryBench', fileName: () => 'memory-bench.js' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if ('output' in result) {
      const chunk = result.output.find((item) => item.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code;
    }
  }
  throw new Error('the memory bench did not bundle');
}

/**
 * Memory retrieval in the real Chromium, inside an extension page (its
 * IndexedDB, its origin): 10,000 memories with 768-dimension vectors (the
 * size of nomic-embed-text's), lexical, vector and fused, the median of `runs`.
 */
export async function measureMemoryRetrieval(options: Partial<MemoryBenchOptions> = {}): Promise<MemoryRetrievalReport> {
  const settings: MemoryBenchOptions = { count: 10_000, dimensions: 768, runs: 21, ...options };
  const code = await bundle();
  const session = await launchExtension();
  try {
    const page = await session.openPage('sidepanel.html');
    await page.evaluate(code);
    const result = await page.evaluate(
      (input) => (globalThis as unknown as { __memoryBench: { runMemoryBench: (o: typeof input) => Promise<MemoryBenchResult> } }).__memoryBench.runMemoryBench(input),
      settings,
    );
    return {
      count: settings.count,
      dimensions: settings.dimensions,
      seedMs: result.seedMs,
      coldLexicalMs: result.coldLexicalMs,
      coldVectorMs: result.coldVectorMs,
      lexicalMs: median(result.lexicalMs),
      vectorMs: median(result.vectorMs),
      fusedMs: median(result.fusedMs),
    };
  } finally {
    await session.close();
  }
}

export function memoryRetrievalLine(report: MemoryRetrievalReport): string {
  const mark = (ms: number) => `${ms.toFixed(1)} ms${ms <= MEMORY_RETRIEVAL_BUDGET_MS ? '' : ' (over budget)'}`;
  return [
    `memory retrieval at ${report.count.toLocaleString('en')} memories (${report.dimensions}-dimension vectors), per turn, budget <= ${MEMORY_RETRIEVAL_BUDGET_MS} ms:`,
    `  lexical ${mark(report.lexicalMs)}, vector ${mark(report.vectorMs)}, fused ${mark(report.fusedMs)}`,
    `  once per worker start: lexical index ${Math.round(report.coldLexicalMs)} ms, vectors loaded ${Math.round(report.coldVectorMs)} ms (seeding took ${(report.seedMs / 1000).toFixed(1)} s)`,
  ].join('\n');
}
