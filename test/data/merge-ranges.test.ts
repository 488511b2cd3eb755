import { describe, expect, it } from 'vitest';
import { applyImport, IDS_PER_RANGE, previewImport } from '@/lib/data';
import { freshDb } from '../todos/support';
import { exportFileWith } from '../support/export-file';
import { v1Data } from '../db/fixtures/v1';

// The merge preview and the merge read this browser's rows for the file's ids by key ranges,
// IDS_PER_RANGE ids at a time: what they find must not depend on where a range ends.

const CONVERSATION = v1Data.conversations[0]!.id;
const message = (id: number, text = `message ${id}`) => ({ id, conversationId: CONVERSATION, role: 'user' as const, content: text, createdAt: '2026-03-10T09:00:00.000Z' });

describe('a merge over many rows already here', () => {
  it('finds every row of the file that is here, across several ranges, and adds only the others', async () => {
    const db = freshDb();
    await db.conversations.bulkAdd(v1Data.conversations);
    const count = 2 * IDS_PER_RANGE + 5;
    // Here: every id but each seventh; the file: every id, and the same text where both have it.
    await db.messages.bulkAdd(Array.from({ length: count }, (_, i) => message(i + 1)).filter((row) => row.id % 7 !== 0));
    const file = exportFileWith({ conversations: v1Data.conversations, messages: Array.from({ length: count }, (_, i) => message(i + 1)) });
    const missing = Math.floor(count / 7);

    const preview = await previewImport(db, file);
    expect(preview.merge.messages).toEqual({ added: missing, alreadyHere: count - missing });
    const result = await applyImport(db, file, 'merge');
    expect(result.written.messages).toBe(missing);
    expect(await db.messages.count()).toBe(count);
    expect((await previewImport(db, file)).merge.messages).toEqual({ added: 0, alreadyHere: count });
  });
});
