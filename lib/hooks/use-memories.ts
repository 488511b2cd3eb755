import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import type { Memory } from '../db';
import { db } from '../db';
import { deleteAllMemoriesByUser, deleteMemoryByUser, embeddingProgress, listMemories, memoryDeleteFailedText, type EmbeddingProgress } from '../memory';
import { createLogger } from '../util';
import { chooseEmbedding } from '../models/embedding-choice';
import { loadSettings, saveSettings, type MemorySettings } from '../settings';
import { useSettings } from './use-settings';

/** The most memories Settings lists at once (newest first, or the best matches). */
export const MEMORY_LIST_LIMIT = 200;

const log = createLogger('memories');

export interface MemoriesState {
  settings: MemorySettings | undefined;
  memories: Memory[] | undefined;
  total: number | undefined;
  /** How many memories have a vector of the chosen embedding model, when one is set. */
  embedded: (EmbeddingProgress & { model: string }) | undefined;
  /** Why the last deletion did not happen (a full disk, say), until the next one is tried. */
  problem: string | undefined;
  remove: (id: number) => Promise<void>;
  removeAll: () => Promise<void>;
  /** Saves memory settings on change, without touching the others. */
  change: (patch: Partial<MemorySettings>) => Promise<void>;
}

/**
 * Settings → Memory: the memories (live), their embeddings' progress, and
 * what the section changes. `webLlmEmbeddingsDownloaded`: WebLLM's embedding
 * model is downloaded, so it is the embedding model when no remote one is set.
 */
export function useMemories(query: string, webLlmEmbeddingsDownloaded = false): MemoriesState {
  const settings = useSettings();
  const memories = useLiveQuery(() => listMemories(db, query, MEMORY_LIST_LIMIT), [query]);
  const total = useLiveQuery(() => db.memories.count(), []);
  // The same choice the background makes, so the progress counts the vectors it writes.
  const choice = settings ? chooseEmbedding(settings, webLlmEmbeddingsDownloaded) : undefined;
  const embedded = useLiveQuery(async () => {
    if (!choice) return undefined;
    return { ...(await embeddingProgress(db, choice.id)), model: choice.label };
  }, [choice?.id, choice?.label]);

  const [problem, setProblem] = useState<string>();
  // A deletion the browser refuses (its audit entry cannot be written on a full disk) changes nothing and says why.
  const attempt = useCallback(async (work: () => Promise<unknown>, all: boolean) => {
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      log.warn('a memory could not be deleted', error);
      setProblem(memoryDeleteFailedText(error, all));
    }
  }, []);
  const remove = useCallback((id: number) => attempt(() => deleteMemoryByUser(db, id), false), [attempt]);
  const removeAll = useCallback(() => attempt(() => deleteAllMemoriesByUser(db), true), [attempt]);
  const change = useCallback(async (patch: Partial<MemorySettings>) => {
    const latest = await loadSettings();
    await saveSettings({ ...latest, memory: { ...latest.memory, ...patch } });
  }, []);
  return { settings: settings?.memory, memories, total, embedded, problem, remove, removeAll, change };
}
