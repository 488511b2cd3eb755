import type { Memory, TodoDatabase } from '../db';
import { createLogger, errorMessage } from '../util';
import type { Embedder } from './embedder';
import { lexicalIndexOf, vectorsOf } from './memory-index';
import { summariesOf } from './memory-store';
import { reciprocalRankFusion } from './rank-fusion';
import { nearestIds } from './vector-search';

const log = createLogger('memory');

/** How many candidates each search gives the fusion. */
const CANDIDATES = 20;
/** Below this cosine similarity a vector match is noise. */
const MIN_SIMILARITY = 0.2;
/** How long a turn waits for the query's embedding before going on with lexical results only. */
export const QUERY_EMBED_TIMEOUT_MS = 1500;

export interface RetrievalOptions {
  /** The user's message. */
  query: string;
  /** The conversation of the turn: its own summaries come first, apart from the search. */
  conversationId?: string;
  embedder?: Embedder;
  limit?: number;
  signal?: AbortSignal;
}

export interface Retrieved {
  /** The current conversation's own summaries, oldest first. */
  summaries: Memory[];
  /** The best matches for the query from everything else, best first. */
  matches: Memory[];
  /** How the matches were found. */
  via: 'lexical' | 'fused';
}

async function queryVector(embedder: Embedder, query: string, signal?: AbortSignal): Promise<number[] | undefined> {
  const timeout = AbortSignal.timeout(QUERY_EMBED_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const aborted = new Promise<never>((_, reject) => both.addEventListener('abort', () => reject(new Error('timed out')), { once: true }));
    const [vector] = await Promise.race([embedder.embed([query], both), aborted]);
    return vector;
  } catch (error) {
    // The embedding server is down or slow: lexical search still answers.
    log.warn('could not embed the message for memory search; using words only', errorMessage(error));
    return undefined;
  }
}

/**
 * The memories for one turn: the conversation's own summaries, and the best
 * matches for the message, by words (always) and by meaning (when an
 * embedding model answers), fused by reciprocal rank. Vectors are compared
 * only with vectors of the same model.
 */
export async function retrieveMemories(db: TodoDatabase, options: RetrievalOptions): Promise<Retrieved> {
  const limit = options.limit ?? 8;
  const [index, summaries] = await Promise.all([lexicalIndexOf(db), options.conversationId ? summariesOf(db, options.conversationId) : Promise.resolve([])]);
  const lexicalIds = index.search(options.query, CANDIDATES);
  let fused = lexicalIds;
  let via: Retrieved['via'] = 'lexical';
  if (options.embedder && options.query.trim()) {
    const vector = await queryVector(options.embedder, options.query, options.signal);
    if (vector) {
      const vectorIds = nearestIds(await vectorsOf(db, options.embedder.model), vector, CANDIDATES, MIN_SIMILARITY);
      fused = reciprocalRankFusion([lexicalIds, vectorIds]);
      via = 'fused';
    }
  }
  const own = new Set(summaries.map((memory) => memory.id));
  const ids = fused.filter((id) => !own.has(id)).slice(0, limit);
  const rows = await db.memories.bulkGet(ids);
  return { summaries, matches: rows.filter((row): row is Memory => row !== undefined), via };
}
