import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { parseIntent, type Intent } from '../../lib/offline';

const corpusSchema = z.object({
  now: z.string(),
  timeZone: z.string(),
  utterances: z.array(z.object({ text: z.string(), source: z.enum(['handwritten', 'clinc150', 'handwritten-heldout']), expect: z.record(z.string(), z.unknown()) })).min(300),
});
const corpus = corpusSchema.parse(JSON.parse(readFileSync(new URL('../fixtures/intents.json', import.meta.url), 'utf8')));

/** The fields that must match for each kind; a field the corpus leaves out must be absent. */
const KEY_FIELDS: Record<Intent['kind'], string[]> = {
  create: ['title', 'dueAt', 'priority', 'tags'],
  list: ['status', 'due', 'query'],
  get: ['target'],
  complete: ['target'],
  delete: ['target'],
  update: ['target', 'changes'],
  confirm: ['answer'],
  help: [],
  unknown: ['reason'],
};

function mismatch(actual: Intent, expected: Record<string, unknown>): string | undefined {
  if (actual.kind !== expected.kind) return `kind ${actual.kind} ≠ ${String(expected.kind)}`;
  for (const field of KEY_FIELDS[actual.kind]) {
    const got = JSON.stringify((actual as Record<string, unknown>)[field]);
    const want = JSON.stringify(expected[field]);
    if (got !== want) return `${field} ${got} ≠ ${want}`;
  }
  return undefined;
}

it('understands at least 95% of the labelled corpus (kind and key fields)', () => {
  const options = { now: new Date(corpus.now), timeZone: corpus.timeZone };
  const failures: string[] = [];
  const bySource = new Map<string, { ok: number; total: number }>();
  for (const { text, source, expect: expected } of corpus.utterances) {
    const problem = mismatch(parseIntent(text, options), expected);
    const tally = bySource.get(source) ?? { ok: 0, total: 0 };
    tally.total += 1;
    if (problem) failures.push(`  ${JSON.stringify(text)}: ${problem}`);
    else tally.ok += 1;
    bySource.set(source, tally);
  }
  const total = corpus.utterances.length;
  const accuracy = (total - failures.length) / total;
  const lines = [...bySource].map(([source, { ok, total: n }]) => `  ${source}: ${ok}/${n} (${((ok / n) * 100).toFixed(1)}%)`);
  console.log(`Intent accuracy: ${(accuracy * 100).toFixed(1)}% (${total - failures.length}/${total})\n${lines.join('\n')}`);
  if (failures.length) console.log(`Misread:\n${failures.join('\n')}`);
  expect(accuracy).toBeGreaterThanOrEqual(0.95);
});
