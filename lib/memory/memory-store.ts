import type { Engine, Memory, MemoryKind, TodoDatabase } from '../db';
import { bumpMemoryRevision } from './memory-revision';
import { redactSecrets } from './redact-secrets';

/** The longest memory kept: a summary of a few paragraphs, or a stated fact. */
export const MAX_MEMORY_LENGTH = 2000;

export interface NewMemory {
  kind: MemoryKind;
  text: string;
  engine: Engine;
  conversationId?: string;
  fromMessageId?: number;
  toMessageId?: number;
  createdAt: string;
}

/** The text a memory keeps: trimmed, bounded, and without secrets (the API key, anything shaped like a credential). */
export function memoryText(text: string, secrets: readonly string[] = []): string {
  return redactSecrets(text.replace(/\s+/g, ' ').trim(), secrets).slice(0, MAX_MEMORY_LENGTH);
}

/** Stores a memory (its embedding comes later, in the background); joins the caller's transaction. */
export async function addMemory(db: TodoDatabase, memory: NewMemory, secrets: readonly string[] = []): Promise<Memory> {
  const row: Omit<Memory, 'id'> = { ...memory, text: memoryText(memory.text, secrets) };
  return db.transaction('rw', db.memories, db.memoryRevision, async () => {
    const id = await db.memories.add(row as Memory);
    await bumpMemoryRevision(db, 'added');
    return { ...row, id };
  });
}

export async function deleteMemory(db: TodoDatabase, id: number): Promise<Memory | undefined> {
  return db.transaction('rw', db.memories, db.memoryRevision, async () => {
    const memory = await db.memories.get(id);
    if (memory) {
      await db.memories.delete(id);
      await bumpMemoryRevision(db);
    }
    return memory;
  });
}

export async function deleteAllMemories(db: TodoDatabase): Promise<void> {
  await db.transaction('rw', db.memories, db.memoryRevision, async () => {
    await db.memories.clear();
    await bumpMemoryRevision(db);
  });
}

/** The newest memories first, at most `limit`. */
export function newestMemories(db: TodoDatabase, limit: number): Promise<Memory[]> {
  return db.memories.orderBy('createdAt').reverse().limit(limit).toArray();
}

/**
 * A conversation's newest `limit` summaries, oldest first: what a turn needs
 * (the prompt holds its newest summaries, the next summary starts after the
 * newest), where a long conversation has hundreds. Summaries are written in
 * the order of the messages they cover, so the newest ids are the latest parts.
 */
export async function newestSummariesOf(db: TodoDatabase, conversationId: string, limit: number): Promise<Memory[]> {
  const newestFirst = await db.memories.where('[conversationId+kind]').equals([conversationId, 'summary']).reverse().limit(limit).toArray();
  return newestFirst.sort((a, b) => (a.toMessageId ?? 0) - (b.toMessageId ?? 0));
}
