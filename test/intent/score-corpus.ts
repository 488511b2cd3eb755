import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseIntent, type Intent } from '../../lib/intent';

/** A labelled corpus file in test/fixtures (format described in test/fixtures/README.md). */
export const corpusSchema = z.object({
  now: z.string(),
  timeZone: z.string(),
  utterances: z.array(z.object({ text: z.string(), source: z.string().min(1), expect: z.record(z.string(), z.unknown()) })),
});
export type Corpus = z.infer<typeof corpusSchema>;

export function loadCorpus(fileName: string): Corpus {
  return corpusSchema.parse(JSON.parse(readFileSync(new URL(`../fixtures/${fileName}`, import.meta.url), 'utf8')));
}

/** The fields that must match for each kind; a field the corpus leaves out must be absent. */
const KEY_FIELDS: Record<Intent['kind'], string[]> = {
  create: ['title', 'dueAt', 'priority', 'tags', 'recurrence'],
  list: ['status', 'due', 'query'],
  get: ['target'],
  complete: ['target'],
  delete: ['target'],
  reopen: ['target'],
  update: ['target', 'changes'],
  confirm: ['answer'],
  help: [],
  undo: [],
  unknown: ['reason'],
  remember: ['text'],
  forget: ['memory'],
  recall: ['query'],
  bulk: ['action', 'selection', 'changes'],
  skip: ['target'],
  chat: [],
  clarify: [],
};

/** Why `actual` differs from the label, or undefined when it matches. */
export function mismatch(actual: Intent, expected: Record<string, unknown>): string | undefined {
  if (actual.kind !== expected.kind) return `kind ${actual.kind} ≠ ${String(expected.kind)}`;
  for (const field of KEY_FIELDS[actual.kind]) {
    const got = JSON.stringify((actual as Record<string, unknown>)[field]);
    const want = JSON.stringify(expected[field]);
    if (got !== want) return `${field} ${got} ≠ ${want}`;
  }
  return undefined;
}

export interface Score {
  accuracy: number;
  ok: number;
  total: number;
  bySource: Map<string, { ok: number; total: number }>;
  failures: string[];
}

/** Parses every utterance at the corpus's `now` and time zone and tallies the matches. */
export function scoreCorpus(corpus: Corpus): Score {
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
  const ok = total - failures.length;
  return { accuracy: ok / total, ok, total, bySource, failures };
}

/** "Label: 97.1% (402/414)", the per-source lines, then the misreadings. */
export function describeScore(label: string, score: Score): string {
  const lines = [...score.bySource].map(([source, { ok, total }]) => `  ${source}: ${ok}/${total} (${((ok / total) * 100).toFixed(1)}%)`);
  const head = `${label}: ${(score.accuracy * 100).toFixed(1)}% (${score.ok}/${score.total})\n${lines.join('\n')}`;
  return score.failures.length ? `${head}\nMisread:\n${score.failures.join('\n')}` : head;
}
