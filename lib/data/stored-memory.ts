import type { Memory } from '../db';
import type { ExportFile } from './export-format';

/** A memory of an export file as the database keeps it: its vector as 32-bit floats. */
export function storedMemory(row: ExportFile['memories'][number]): Memory {
  const { embedding, ...rest } = row;
  return embedding ? { ...rest, embedding: { model: embedding.model, vector: Float32Array.from(embedding.vector) } } : rest;
}
