import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { listTodosInputSchema, parseInput } from './schemas';
import { todoSegments, type TodoSegment } from './todo-segments';

/** Rows a listing shows at a time. */
export const TODO_PAGE_SIZE = 50;

/**
 * A text search reads the listing's tasks in order and keeps the matches, up
 * to this many tasks from the start of the listing: a search costs the same
 * at 2,000 or 200,000 tasks, and says when it stopped (`scanLimited`).
 */
export const SEARCH_SCAN_LIMIT = 2000;
const SCAN_CHUNK = 500;

/** Tasks in plan order, each with its `planKey`. */
export interface TodoPage {
  todos: Todo[];
  /** More tasks follow. */
  more: boolean;
  /** The plan key of the last task: pass it as `after` for the next page (or `through` to keep a live window). */
  next?: string;
  /** A text search (or a due filter on completed tasks) stopped after SEARCH_SCAN_LIMIT tasks of the listing. */
  scanLimited: boolean;
}

interface Reading {
  /** Start strictly after this plan key. */
  after?: string;
  /** Take every row up to and including this plan key… */
  through?: string;
  /** …then this many more. */
  extra: number;
}

const keyOf = (todo: Todo) => todo.planKey ?? '';

function range(ctx: TodoContext, segment: TodoSegment, lower: string, lowerOpen: boolean, upper: string, upperOpen: boolean) {
  return ctx.db.todos.where(segment.index).between(segment.prefix + lower, segment.prefix + upper, !lowerOpen, !upperOpen);
}

/** How many rows of the scanned segments lie at or before `key`: the part of the scan budget already spent. */
async function scannedThrough(ctx: TodoContext, segments: TodoSegment[], key: string): Promise<number> {
  let count = 0;
  for (const segment of segments) {
    if (!segment.match || key < segment.lower) continue;
    const inside = key < segment.upper;
    count += await range(ctx, segment, segment.lower, false, inside ? key : segment.upper, !inside).count();
  }
  return count;
}

/**
 * Reads a listing's rows in key order: every row after `after` up to
 * `through`, then `extra` more (one more to know whether there are more).
 * Index ranges are read with `limit`; rows of a segment with a row filter
 * are read in chunks, at most SEARCH_SCAN_LIMIT from the start of the listing.
 */
async function read(ctx: TodoContext, segments: TodoSegment[], { after, through, extra }: Reading): Promise<TodoPage> {
  const rows: Todo[] = [];
  let beyond = 0; // rows taken after `through`
  let budget = segments.some((s) => s.match) ? SEARCH_SCAN_LIMIT - (after ? await scannedThrough(ctx, segments, after) : 0) : Infinity;
  let scanLimited = false;
  const wanted = () => beyond <= extra;
  const take = (todo: Todo) => {
    rows.push(todo);
    if (through === undefined || keyOf(todo) > through) beyond += 1;
  };

  for (const segment of segments) {
    if (!wanted()) break;
    if (after !== undefined && after >= segment.upper) continue;
    let lower = segment.lower;
    let lowerOpen = false;
    if (after !== undefined && after >= lower) [lower, lowerOpen] = [after, true];

    if (!segment.match) {
      if (through !== undefined && through >= lower) {
        const inside = through < segment.upper;
        (await range(ctx, segment, lower, lowerOpen, inside ? through : segment.upper, !inside).toArray()).forEach(take);
        if (!inside) continue;
        [lower, lowerOpen] = [through, true];
      }
      (
        await range(ctx, segment, lower, lowerOpen, segment.upper, true)
          .limit(extra + 1 - beyond)
          .toArray()
      ).forEach(take);
      continue;
    }

    while (wanted()) {
      if (budget <= 0) {
        scanLimited = (await range(ctx, segment, lower, lowerOpen, segment.upper, true).limit(1).primaryKeys()).length > 0;
        break;
      }
      const size = Math.min(SCAN_CHUNK, budget);
      const chunk: Todo[] = await range(ctx, segment, lower, lowerOpen, segment.upper, true).limit(size).toArray();
      for (const todo of chunk) {
        budget -= 1;
        [lower, lowerOpen] = [keyOf(todo), true];
        if (segment.match(todo)) take(todo);
        if (!wanted()) break;
      }
      if (chunk.length < size) break; // the segment is exhausted
    }
    if (scanLimited) break;
  }

  const more = beyond > extra;
  if (more) rows.pop();
  const last = rows.at(-1);
  return { todos: rows, more, ...(more && last ? { next: keyOf(last) } : {}), scanLimited };
}

function segmentsFor(ctx: TodoContext, input: unknown) {
  return todoSegments(parseInput(listTodosInputSchema, input ?? {}), nowOf(ctx));
}

/**
 * One page of a listing (see list_tasks for the filters) in plan order:
 * overdue, today, upcoming (by due time, then priority), no date (by
 * priority, newest first), then completed (most recently completed first).
 * The next page starts after `after`, the previous page's `next` key, so
 * no task is skipped or repeated when tasks change in between.
 */
export function listTodoPage(ctx: TodoContext, input: unknown, { after, size = TODO_PAGE_SIZE }: { after?: string; size?: number } = {}): Promise<TodoPage> {
  return read(ctx, segmentsFor(ctx, input), { ...(after !== undefined ? { after } : {}), extra: size });
}

/**
 * The rows a live view has loaded: every task up to and including the key
 * `through` (the last one it showed), then one more page. A view re-reads
 * this on every change, so what it reads grows with what was scrolled to,
 * never with the size of the table.
 */
export function listTodoWindow(ctx: TodoContext, input: unknown, { through, size = TODO_PAGE_SIZE }: { through?: string; size?: number } = {}): Promise<TodoPage> {
  return read(ctx, segmentsFor(ctx, input), { ...(through !== undefined ? { through } : {}), extra: size });
}
