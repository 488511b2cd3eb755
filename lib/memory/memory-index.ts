import type { Memory, TodoDatabase } from '../db';
import { createLexicalIndex, type LexicalIndex } from './lexical-index';
import { memoryRevision, memoryRevisionRow } from './memory-revision';
import { vectorMatrix, type VectorMatrix } from './vector-search';

/**
 * What a context (the background) keeps between turns so retrieval costs a
 * search, not a read of every memory: the lexical index and the vectors of
 * the current embedding model. Each remembers the memories' revision it was
 * built at; one key read tells whether it is current (every change of the
 * memories, in any context, raises the revision). When it is not, new
 * memories are added to the lexical index, and anything else (a deletion, a
 * new vector) rebuilds. A memory deleted in Settings is gone from the next
 * turn's results.
 *
 * A full build reads the memories in pages and yields between them, so the
 * worker keeps answering while it runs (at 10,000 memories it takes
 * seconds); a turn that comes meanwhile asks `readyLexicalIndex` /
 * `readyVectors`, which wait only a bounded time.
 */
interface LexicalCache {
  db: TodoDatabase;
  revision: number;
  count: number;
  lastId: number;
  index: LexicalIndex;
}

interface VectorCache {
  db: TodoDatabase;
  model: string;
  revision: number;
  matrix: VectorMatrix;
}

/** Memories read per page of a full build; the worker yields between pages. */
export const BUILD_PAGE_SIZE = 100;
/**
 * A full build of more memories than this does not finish within a turn's
 * short wait: a turn that finds one under way goes on at once (with the
 * newest memories) instead of waiting out its time for nothing.
 */
export const QUICK_BUILD_ROWS = 2 * BUILD_PAGE_SIZE;

/** A build under way; `long` resolves once it knows it will read more than `QUICK_BUILD_ROWS` memories. */
interface Build<T> {
  db: TodoDatabase;
  done: Promise<T>;
  long: Promise<void>;
}

/** A promise, and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let lexical: LexicalCache | undefined;
let vectors: VectorCache | undefined;
let lexicalBuild: Build<LexicalIndex> | undefined;
let vectorBuild: (Build<VectorMatrix> & { model: string }) | undefined;

let pausedUntil = 0;

const toIndexed = (memory: Memory) => ({ id: memory.id, text: memory.text });
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits out a pause a turn (or the worker's start) asked for. */
async function waitOutPause(): Promise<void> {
  for (let left = pausedUntil - performance.now(); left > 0; left = pausedUntil - performance.now()) await sleep(left);
}

/** Between pages: lets other work run, and waits out a pause. */
async function yieldToEvents(): Promise<void> {
  await sleep(0);
  await waitOutPause();
}

/**
 * Holds full builds between pages for `ms`: a turn that could not wait for
 * them gets the worker to itself until its request is on its way (each page
 * read and indexed would otherwise come between the turn's own steps).
 */
export function pauseIndexBuilds(ms: number): void {
  pausedUntil = Math.max(pausedUntil, performance.now() + ms);
}

/** Every memory, `BUILD_PAGE_SIZE` at a time in id order, yielding between pages. */
async function forEachPage(db: TodoDatabase, onPage: (rows: Memory[]) => void): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await db.memories.where(':id').above(after).limit(BUILD_PAGE_SIZE).toArray();
    if (rows.length === 0) return;
    onPage(rows);
    after = rows[rows.length - 1]!.id;
    if (rows.length < BUILD_PAGE_SIZE) return;
    await yieldToEvents();
  }
}

/**
 * Whether a full build reads more than `QUICK_BUILD_ROWS` memories: at most
 * that many keys read, where a count walks every memory (about 20 ms at
 * 10,000 in Chromium, all of it in the turn's wait).
 */
async function isLong(db: TodoDatabase): Promise<boolean> {
  return (await db.memories.limit(QUICK_BUILD_ROWS + 1).primaryKeys()).length > QUICK_BUILD_ROWS;
}

async function buildLexical(db: TodoDatabase, onLong: () => void): Promise<LexicalIndex> {
  const cached = lexical?.db === db ? lexical : undefined;
  const { revision, textChangedAt } = await memoryRevisionRow(db);
  if (cached && cached.revision === revision) return cached.index;
  if (cached && textChangedAt <= cached.revision) {
    // Since the build only memories were added (ids grow) or vectors changed: read the new rows alone, never count them all.
    const added = await db.memories.where(':id').above(cached.lastId).toArray();
    cached.index.add(added.map(toIndexed));
    Object.assign(cached, { revision, count: cached.count + added.length, lastId: added.at(-1)?.id ?? cached.lastId });
    return cached.index;
  }
  if (await isLong(db)) {
    onLong();
    await waitOutPause(); // a long build's first page too: the turn that asked for the pause reads the newest memories alone
  }
  const index = createLexicalIndex();
  let seen = 0;
  let newest = 0;
  await forEachPage(db, (rows) => {
    index.add(rows.map(toIndexed));
    seen += rows.length;
    newest = rows[rows.length - 1]!.id;
  });
  // Built at `revision` or later: a change during the build raised it, so the next look rebuilds or adds.
  lexical = { db, revision, count: seen, lastId: newest, index };
  return index;
}

async function buildVectors(db: TodoDatabase, model: string, onLong: () => void): Promise<VectorMatrix> {
  const revision = await memoryRevision(db);
  if (vectors?.db === db && vectors.model === model && vectors.revision === revision) return vectors.matrix;
  if (await isLong(db)) {
    onLong();
    await waitOutPause();
  }
  const entries: Array<{ id: number; vector: Float32Array }> = [];
  await forEachPage(db, (rows) => {
    for (const memory of rows) if (memory.embedding?.model === model) entries.push({ id: memory.id, vector: memory.embedding.vector });
  });
  const matrix = vectorMatrix(entries);
  vectors = { db, model, revision, matrix };
  return matrix;
}

/** The lexical index over every memory of this database, up to date (one build at a time, shared). */
export function lexicalIndexOf(db: TodoDatabase): Promise<LexicalIndex> {
  if (lexicalBuild?.db === db) return lexicalBuild.done.then(() => lexicalIndexOf(db));
  const long = signal();
  const done = buildLexical(db, long.resolve).finally(() => {
    if (lexicalBuild?.done === done) lexicalBuild = undefined;
  });
  lexicalBuild = { db, done, long: long.promise };
  return done;
}

/** The vectors made by `model`, up to date, as one matrix of unit rows (one build at a time, shared). */
export function vectorsOf(db: TodoDatabase, model: string): Promise<VectorMatrix> {
  if (vectorBuild?.db === db && vectorBuild.model === model) return vectorBuild.done.then(() => vectorsOf(db, model));
  const long = signal();
  const done = buildVectors(db, model, long.resolve).finally(() => {
    if (vectorBuild?.done === done) vectorBuild = undefined;
  });
  vectorBuild = { db, model, done, long: long.promise };
  return done;
}

/** `promise`'s value if it settles within `ms`, otherwise undefined (the work goes on for the next caller). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `done`'s value, or undefined as soon as the build under way turns out long (the work goes on). */
function unlessLong<T>(done: Promise<T>, build: Build<unknown> | undefined): Promise<T | undefined> {
  return build ? Promise.race([done, build.long.then(() => undefined)]) : done;
}

/**
 * The up-to-date lexical index if it is ready within `waitMs`; otherwise
 * undefined while it goes on building (at once when a full build of more than
 * `QUICK_BUILD_ROWS` memories is under way).
 */
export function readyLexicalIndex(db: TodoDatabase, waitMs: number): Promise<LexicalIndex | undefined> {
  const done = lexicalIndexOf(db);
  return within(unlessLong(done, lexicalBuild?.db === db ? lexicalBuild : undefined), waitMs);
}

/** The up-to-date vectors of `model` if they are ready within `waitMs`; otherwise undefined while they go on loading (at once when that is long). */
export function readyVectors(db: TodoDatabase, model: string, waitMs: number): Promise<VectorMatrix | undefined> {
  const done = vectorsOf(db, model);
  return within(unlessLong(done, vectorBuild?.db === db && vectorBuild.model === model ? vectorBuild : undefined), waitMs);
}

/**
 * How long the worker's start holds a long build before its first page: a
 * turn that woke the worker (Send) gets its model request out first, instead
 * of having each of its steps queued behind pages read and indexed.
 */
export const WARM_HOLD_MS = 300;

/**
 * Starts building the indexes (at the worker's start), so turns soon after
 * find them ready; failures are the caller's to log.
 */
export async function warmMemoryIndexes(db: TodoDatabase, model?: string): Promise<void> {
  pauseIndexBuilds(WARM_HOLD_MS);
  await lexicalIndexOf(db);
  if (model) await vectorsOf(db, model);
}

/** Forgets what this context cached (tests; a deleted database). */
export function resetMemoryIndexes(): void {
  lexical = undefined;
  vectors = undefined;
  lexicalBuild = undefined;
  vectorBuild = undefined;
  pausedUntil = 0;
}
