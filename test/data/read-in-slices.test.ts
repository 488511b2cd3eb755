import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readExportFile, readExportFileInSlices, SLICE_MS } from '@/lib/data';
import { ROWS_PER_SLICE } from '@/lib/data/read-in-slices';
import { v1Data } from '../db/fixtures/v1';
import { hostileFile } from './hostile-file';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in `value` down to `depth` levels: where a mutation may go. */
function placesIn(value: Json, path: Array<string | number> = [], depth = 4, out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  out.push(path);
  if (depth === 0 || value === null || typeof value !== 'object') return out;
  for (const [key, inner] of Object.entries(value)) placesIn(inner, [...path, Array.isArray(value) ? Number(key) : key], depth - 1, out);
  return out;
}

function setAt(root: Json, path: Array<string | number>, junk: Json): Json {
  if (path.length === 0) return junk;
  let at = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path.at(-1)!] = junk;
  return root;
}

/** Files someone could hand in: valid ones, hostile ones, and either with one value anywhere replaced by any JSON. */
const anyFile = fc.tuple(hostileFile, fc.constantFrom(2, 4), fc.nat(), fc.jsonValue(), fc.boolean()).map(([{ text }, version, pick, junk, mutate]) => {
  const file = { ...(JSON.parse(text) as Record<string, Json>), version };
  if (!mutate) return JSON.stringify(file);
  const places = placesIn(file);
  return JSON.stringify(setAt(file, places[pick % places.length]!, junk as Json));
});

/** A clock that moves SLICE_MS each time it is read. */
const everySlice = () => {
  let ms = 0;
  return () => (ms += SLICE_MS);
};

const messagesFile = (count: number) =>
  JSON.stringify({
    format: 'todo-assistant-export',
    version: 4,
    exportedAt: '2026-03-12T00:00:00.000Z',
    tasks: [],
    conversations: v1Data.conversations,
    messages: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      conversationId: v1Data.conversations[0]!.id,
      role: 'user',
      content: `message ${i + 1}`,
      createdAt: '2026-03-10T09:00:00.000Z',
    })),
    audit: [],
    approvals: [],
    memories: [],
  });

describe('reading a file in slices', () => {
  it('gives the same file, or refuses it with the same sentence and details, as reading it in one go', async () => {
    await fc.assert(
      fc.asyncProperty(anyFile, async (text) => {
        expect(await readExportFileInSlices(text, { pause: async () => {}, clock: everySlice() })).toEqual(readExportFile(text));
      }),
      { numRuns: 150 },
    );
  });

  it('does not pause while a slice took less than SLICE_MS', async () => {
    let pauses = 0;
    await readExportFileInSlices(messagesFile(4 * ROWS_PER_SLICE), {
      pause: async () => {
        pauses += 1;
      },
      clock: () => 0,
    });
    expect(pauses).toBe(0);
  });

  it('lets the page run between slices of rows while it checks a large file', async () => {
    // A clock on which each slice takes SLICE_MS: a pause after every one.
    let pauses = 0;
    const read = await readExportFileInSlices(messagesFile(4 * ROWS_PER_SLICE), {
      pause: async () => {
        pauses += 1;
      },
      clock: everySlice(),
    });
    expect(read.ok).toBe(true);
    // Hostile keys and the schema each stop between every slice of the 2,000 messages.
    expect(pauses).toBeGreaterThanOrEqual(6);
  });

  it('names the same row when a late row of a large file is wrong', async () => {
    const file = JSON.parse(messagesFile(3 * ROWS_PER_SLICE)) as { messages: Array<Record<string, unknown>> };
    file.messages[2 * ROWS_PER_SLICE + 7]!.createdAt = 'yesterday';
    const text = JSON.stringify(file);
    const read = await readExportFileInSlices(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem.message).toMatch(new RegExp(`^Row ${2 * ROWS_PER_SLICE + 8} of messages \\(message #${2 * ROWS_PER_SLICE + 8}\\), field "createdAt"`));
    expect(read).toEqual(readExportFile(text));
  });
});
