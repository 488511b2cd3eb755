import { describe, expect, it } from 'vitest';
import { applyBackup, IMPORT_CHUNK, PROGRESS_EVERY_MS, type ExportFile } from '@/lib/data';
import { freshDatabase } from '../support/database';
import { exportFileWith } from '../support/export-file';
import { v1Data } from '../db/fixtures/v1';

const NOW = new Date('2026-03-12T10:00:00.000Z');
const CONVERSATION = v1Data.conversations[0]!.id;

/** A backup holding `count` messages in one conversation: several chunks of the one transaction. */
const fileOf = (count: number): ExportFile =>
  exportFileWith({
    conversations: v1Data.conversations,
    messages: Array.from({ length: count }, (_, i) => ({
      id: i + 1,
      conversationId: CONVERSATION,
      role: 'user' as const,
      content: `message ${i + 1}`,
      createdAt: '2026-03-10T09:00:00.000Z',
    })),
  });

describe('the progress line of an import', () => {
  it('names the kind of row being written, how many of it, and how many rows in all', async () => {
    const db = freshDatabase();
    const lines: string[] = [];
    let ms = 0;
    await applyBackup(db, fileOf(3 * IMPORT_CHUNK), 'replace', { now: NOW, onProgress: (line) => lines.push(line), clock: () => (ms += PROGRESS_EVERY_MS) });
    const total = (3 * IMPORT_CHUNK + 1).toLocaleString('en');
    expect(lines).toContain(
      `Replacing… messages: ${(2 * IMPORT_CHUNK).toLocaleString('en')} of ${(3 * IMPORT_CHUNK).toLocaleString('en')} (${(2 * IMPORT_CHUNK + 1).toLocaleString('en')} of ${total} rows in all)`,
    );
    expect(lines.at(-1)).toBe(`Replacing… messages: ${(3 * IMPORT_CHUNK).toLocaleString('en')} of ${(3 * IMPORT_CHUNK).toLocaleString('en')} (${total} of ${total} rows in all)`);
    expect(await db.messages.count()).toBe(3 * IMPORT_CHUNK);
  });

  it('changes at most every PROGRESS_EVERY_MS, and always shows the line that ends the writing', async () => {
    const db = freshDatabase();
    const lines: string[] = [];
    // A clock that does not move: every chunk ends "at once".
    await applyBackup(db, fileOf(3 * IMPORT_CHUNK), 'replace', { now: NOW, onProgress: (line) => lines.push(line), clock: () => 0 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Replacing… conversations: 0 of 1 \(0 of /);
    expect(lines[1]).toMatch(/\(([\d,]+) of \1 rows in all\)$/);
  });
});
