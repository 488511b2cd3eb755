import type { Memory, TodoDatabase } from '../db';
import { createLogger, errorMessage } from '../util';
import type { Embedder } from './embedder';
import { createLexicalIndex, type LexicalIndex } from './lexical-index';
import { pauseIndexBuilds, readyLexicalIndex, readyVectors } from './memory-index';
import { newestSummariesOf } from './memory-store';
import { reciprocalRankFusion } from './rank-fusion';
import { nearestIds, vectorMatrix } from './vector-search';

const log = createLogger('memory');

/**
 * The conversation's own summaries a turn reads, newest first: more than
 * the prompt's memory budget holds (its half for them is at most 2,000
 * tokens, some 12 summaries of 120 words), never all of a long conversation's.
 */
export const PROMPT_SUMMARIES = 24;
/** How many candidates each search gives the fusion. */
const CANDIDATES = 20;
/** Below this cosine similarity a vector match is noise. */
const MIN_SIMILARITY = 0.2;
/** How long a turn waits for the query's embedding before going on with lexical results only. */
export const QUERY_EMBED_TIMEOUT_MS = 1500;
/**
 * How long a turn waits for an index still being built (the first turn after
 * the worker started, with many memories) before searching only the newest
 * `RECENT_FALLBACK` memories: the design gives Send -> model request 150 ms.
 */
export const INDEX_WAIT_MS = 40;
/** How many of the newest memories a turn searches while the full index is not ready. */
export const RECENT_FALLBACK = 100;
/** How long the index builds hold still after a turn fell back, so the rest of the turn is not slowed by them. */
export const BUILD_PAUSE_MS = 1000;

export interface RetrievalOptions {
  /** The user's message. */
  query: string;
  /** The conversation of the turn: its own summaries come first, apart from the search. */
  conversationId?: string;
  embedder?: Embedder;
  limit?: number;
  signal?: AbortSignal;
  /** How long to wait for an index still building (default `INDEX_WAIT_MS`). */
  indexWaitMs?: number;
}

export interface Retrieved {
  /** The current conversation's own summaries, oldest first. */
  summaries: Memory[];
  /** The best matches for the query from everything else, best first. */
  matches: Memory[];
  /** How the matches were found: `recent` when the full index was still building and only the newest memories were searched. */
  via: 'lexical' | 'fused' | 'recent';
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
  const waitMs = options.indexWaitMs ?? INDEX_WAIT_MS;
  const embedder = options.embedder && options.query.trim() ? options.embedder : undefined;
  // The query's embedding travels while the lexical search runs.
  const vectorPromise = embedder ? queryVector(embedder, options.query, options.signal) : Promise.resolve(undefined);
  const [ready, summaries] = await Promise.all([
    readyLexicalIndex(db, waitMs),
    options.conversationId ? newestSummariesOf(db, options.conversationId, PROMPT_SUMMARIES) : Promise.resolve([]),
  ]);
  const recent = once(() => newestById(db, RECENT_FALLBACK));
  let fellBack = !ready;
  if (fellBack) pauseIndexBuilds(BUILD_PAUSE_MS);
  const index: LexicalIndex = ready ?? createLexicalIndex((await recent()).map((memory) => ({ id: memory.id, text: memory.text })));
  const lexicalIds = index.search(options.query, CANDIDATES);
  let fused = lexicalIds;
  let via: Retrieved['via'] = 'lexical';
  const vector = await vectorPromise;
  if (embedder && vector) {
    // Once the words fell back, the vectors (built after them) are not ready either: no second wait.
    let matrix = ready ? await readyVectors(db, embedder.model, waitMs) : undefined;
    if (!matrix) {
      fellBack = true;
      matrix = vectorMatrix((await recent()).flatMap((memory) => (memory.embedding?.model === embedder.model ? [{ id: memory.id, vector: memory.embedding.vector }] : [])));
    }
    fused = reciprocalRankFusion([lexicalIds, nearestIds(matrix, vector, CANDIDATES, MIN_SIMILARITY)]);
    via = 'fused';
  }
  if (fellBack) {
    via = 'recent';
    log.info(`the memory index is still being built; this turn searched the newest ${RECENT_FALLBACK} memories only`);
  }
  // The conversation's own summaries are not matches, the older ones not read here included.
  const own = new Set(summaries.map((memory) => memory.id));
  const isOwnSummary = (memory: Memory) => memory.kind === 'summary' && options.conversationId !== undefined && memory.conversationId === options.conversationId;
  const candidates = fused.filter((id) => !own.has(id));
  const matches: Memory[] = [];
  for (let start = 0; start < candidates.length && matches.length < limit; start += limit) {
    const rows = await db.memories.bulkGet(candidates.slice(start, start + limit));
    for (const row of rows) if (row !== undefined && !isOwnSummary(row) && matches.length < limit) matches.push(row);
  }
  return { summaries, matches, via };
}

/**
 * The memories among the newest `count` ids (ids grow with time): two
 * requests, where reading by date walks a cursor one step per memory (one
 * round trip each in Chromium, hundreds of ms while the worker is busy).
 */
async function newestById(db: TodoDatabase, count: number): Promise<Memory[]> {
  const last = await db.memories.toCollection().lastKey();
  if (typeof last !== 'number') return [];
  return db.memories
    .where(':id')
    .between(last - count, last, false, true)
    .toArray();
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
