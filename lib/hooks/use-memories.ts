import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import type { Memory } from '../db';
import { db } from '../db';
import { deleteAllMemoriesByUser, deleteMemoryByUser, embeddingProgress, listMemories, type EmbeddingProgress } from '../memory';
import { chooseEmbedding } from '../models/embedding-choice';
import { loadSettings, saveSettings, type MemorySettings } from '../settings';
import { useSettings } from './use-settings';

/** The most memories Settings lists at once (newest first, or the best matches). */
export const MEMORY_LIST_LIMIT = 200;

export interface MemoriesState {
  settings: MemorySettings | undefined;
  memories: Memory[] | undefined;
  total: number | undefined;
  /** How many memories have a vector of the chosen embedding model, when one is set. */
  embedded: (EmbeddingProgress & { model: string }) | undefined;
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

  const remove = useCallback(async (id: number) => {
    await deleteMemoryByUser(db, id);
  }, []);
  const removeAll = useCallback(async () => {
    await deleteAllMemoriesByUser(db);
  }, []);
  const change = useCallback(async (patch: Partial<MemorySettings>) => {
    const latest = await loadSettings();
    await saveSettings({ ...latest, memory: { ...latest.memory, ...patch } });
  }, []);
  return { settings: settings?.memory, memories, total, embedded, remove, removeAll, change };
}
