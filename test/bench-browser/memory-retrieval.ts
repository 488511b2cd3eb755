import { resolve } from 'node:path';
import { build } from 'vite';
import { launchExtension } from '../e2e/support/chromium.ts';
import { startBench } from './harness.ts';
import { measureTurn, openPanel } from './measure.ts';
import type { MemoryBenchOptions, MemoryBenchResult } from './memory-entry.ts';

/** The design's budget: Send -> request at the model server, the worker stopped first. */
export const COLD_PRE_MODEL_BUDGET_MS = 150;
/** Cold turns measured with 10,000 memories in the extension's database. */
const COLD_RUNS = 5;

/** The design's budget: memory retrieval per turn at 10,000 memories. */
export const MEMORY_RETRIEVAL_BUDGET_MS = 20;

export interface MemoryRetrievalReport extends Omit<MemoryBenchResult, 'lexicalMs' | 'vectorMs' | 'fusedMs'> {
  count: number;
  dimensions: number;
  lexicalMs: number;
  vectorMs: number;
  fusedMs: number;
  /** Send -> request at the model server with the worker stopped first, 10,000 memories in the extension's own database (median). */
  coldPreModelMs?: number;
  coldPreModelRuns?: number[];
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
      firstTurnMs: result.firstTurnMs,
      firstTurnVia: result.firstTurnVia,
      lexicalMs: median(result.lexicalMs),
      vectorMs: median(result.vectorMs),
      fusedMs: median(result.fusedMs),
    };
  } finally {
    await session.close();
  }
}

/**
 * The first turn after the worker stopped (TESTING.md's recipe), with
 * `count` memories in the extension's own database: Send -> the request at
 * the (zero-latency) model server, each run with the worker stopped first.
 */
export async function measureMemoryColdTurns(count: number, dimensions: number): Promise<number[]> {
  const code = await bundle();
  const bench = await startBench();
  try {
    const panel = await openPanel(bench);
    await panel.evaluate(code);
    await panel.evaluate((input) => (globalThis as unknown as { __memoryBench: { seedMemories: (o: typeof input) => Promise<number> } }).__memoryBench.seedMemories(input), {
      name: 'todo-assistant',
      count,
      dimensions,
    });
    const runs: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) runs.push((await measureTurn(bench, panel, { cold: true })).preModelMs);
    return runs;
  } finally {
    await bench.close();
  }
}

export function memoryRetrievalLine(report: MemoryRetrievalReport): string {
  const mark = (ms: number) => `${ms.toFixed(1)} ms${ms <= MEMORY_RETRIEVAL_BUDGET_MS ? '' : ' (over budget)'}`;
  return [
    `memory retrieval at ${report.count.toLocaleString('en')} memories (${report.dimensions}-dimension vectors), per turn, budget <= ${MEMORY_RETRIEVAL_BUDGET_MS} ms:`,
    `  lexical ${mark(report.lexicalMs)}, vector ${mark(report.vectorMs)}, fused ${mark(report.fusedMs)}`,
    `  cold turn (worker stopped, Send -> model request, budget <= ${COLD_PRE_MODEL_BUDGET_MS} ms): ${report.coldPreModelMs === undefined ? 'not measured' : `${Math.round(report.coldPreModelMs)} ms${report.coldPreModelMs <= COLD_PRE_MODEL_BUDGET_MS ? '' : ' (over budget)'} (runs ${(report.coldPreModelRuns ?? []).map(Math.round).join(', ')})`}`,
    `  first turn while the indexes build: retrieval ${Math.round(report.firstTurnMs)} ms (searched: ${report.firstTurnVia})`,
    `  once per worker start: lexical index ${Math.round(report.coldLexicalMs)} ms, vectors loaded ${Math.round(report.coldVectorMs)} ms (seeding took ${(report.seedMs / 1000).toFixed(1)} s)`,
  ].join('\n');
}
