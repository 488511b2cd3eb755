import type { AuditEntry, Engine, TodoDatabase } from '../db';

/** How many entries the Activity view reads at a time. */
export const AUDIT_PAGE_SIZE = 50;

/** Which entries to list: one tool's, and those by some engines (who acted). Absent: all. */
export interface AuditFilter {
  toolName?: string;
  /** Any of these tools (a kind of happening: "completed" is complete_task and reopen_task). Ignored when `toolName` is set. */
  toolNames?: readonly string[];
  /** Any of these engines; absent or empty means anyone. */
  engines?: readonly Engine[];
  /**
   * Leave out these tools' entries (e.g. the lookups). Ignored when `toolName` is set. Read as one
   * `[toolName+id]` range per other tool that has entries (a dozen tools), so a page costs at most
   * tools × engines × (limit + 1) rows, however many entries are left out.
   */
  excludeToolNames?: readonly string[];
}

export interface AuditPageQuery {
  filter?: AuditFilter;
  /** Only entries older than this id: the last id of the previous page. */
  before?: number;
  /** Only entries newer than this id. */
  after?: number;
  /** At most this many entries (default {@link AUDIT_PAGE_SIZE}). */
  limit?: number;
}

export interface AuditPage {
  /** Newest first. */
  entries: AuditEntry[];
  /** Whether more entries match past the last one. */
  more: boolean;
}

/**
 * One range of one index, newest first: every filter reads through an index
 * whose last part is the id ([toolName+id], [engine+id], [toolName+engine+id],
 * or the key itself), so a page costs the same at 100 or 100,000 entries.
 */
function newestInRange(db: TodoDatabase, toolName: string | undefined, engine: Engine | undefined, after: number, before: number) {
  const audit = db.audit;
  if (toolName !== undefined && engine !== undefined) {
    return audit.where('[toolName+engine+id]').between([toolName, engine, after], [toolName, engine, before], false, false);
  }
  if (toolName !== undefined) return audit.where('[toolName+id]').between([toolName, after], [toolName, before], false, false);
  if (engine !== undefined) return audit.where('[engine+id]').between([engine, after], [engine, before], false, false);
  return audit.where(':id').between(after, before, false, false);
}

/**
 * A page of the audit log, newest first: the entries matching the filter
 * with `after < id < before`. Paging is by key, never by offset: the next
 * page is `before: <last id of this one>`. Several engines (or the tools left
 * after `excludeToolNames`) are read as one
 * range each (at most `limit + 1` entries from each) and merged by id.
 */
export async function listAuditPage(db: TodoDatabase, query: AuditPageQuery = {}): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const after = query.after ?? 0;
  const before = query.before ?? Infinity;
  const toolName = query.filter?.toolName;
  const excluded = query.filter?.excludeToolNames ?? [];
  const anyOf = query.filter?.toolNames;
  if (toolName === undefined && !anyOf && excluded.length) return newestExcluding(db, query, limit, after, before, excluded);
  const toolNames =
    toolName !== undefined
      ? [toolName]
      : anyOf
        ? (await listAuditToolNames(db)).filter((name) => anyOf.includes(name) && !excluded.includes(name))
        : excluded.length
          ? (await listAuditToolNames(db)).filter((name) => !excluded.includes(name))
          : [undefined];
  if (!toolNames.length) return { entries: [], more: false };
  const engines = [...new Set(query.filter?.engines ?? [])];
  const ranges = toolNames.flatMap((tool) => (engines.length ? engines : [undefined]).map((engine) => ({ tool, engine })));
  const pages = await Promise.all(
    ranges.map(({ tool, engine }) =>
      newestInRange(db, tool, engine, after, before)
        .reverse()
        .limit(limit + 1)
        .toArray(),
    ),
  );
  const merged = pages.length === 1 ? pages[0]! : pages.flat().sort((a, b) => b.id - a.id);
  return { entries: merged.slice(0, limit), more: merged.length > limit };
}

/** Rows read newest-first before a page that leaves tools out falls back to one range per other tool. */
const EXCLUDING_SCAN_MAX = 8;

/**
 * A page without some tools (the Activity view without "Show lookups"):
 * the newest rows of the id range (or of each engine's), in batches that
 * double from `limit + 1`, the left-out tools dropped, until the page is full.
 * Lookups are a share of the log, not most of it, so this reads about one or
 * two pages of rows. Only after `EXCLUDING_SCAN_MAX` pages' worth of rows
 * without filling the page (a long run of lookups) does the rest come from
 * one range per other tool, as before: at most tools × engines × (limit + 1) rows.
 */
async function newestExcluding(db: TodoDatabase, query: AuditPageQuery, limit: number, after: number, before: number, excluded: readonly string[]): Promise<AuditPage> {
  const engines = [...new Set(query.filter?.engines ?? [])];
  const found: AuditEntry[] = [];
  let upper = before;
  let batch = limit + 1;
  let scanned = 0;
  for (;;) {
    const ranges = await Promise.all((engines.length ? engines : [undefined]).map((engine) => newestInRange(db, undefined, engine, after, upper).reverse().limit(batch).toArray()));
    const rows = (ranges.length === 1 ? ranges[0]! : ranges.flat().sort((a, b) => b.id - a.id)).slice(0, batch);
    for (const row of rows) if (!excluded.includes(row.toolName)) found.push(row);
    if (found.length > limit) return { entries: found.slice(0, limit), more: true };
    if (rows.length < batch) return { entries: found, more: false };
    upper = rows.at(-1)!.id;
    scanned += rows.length;
    if (scanned >= EXCLUDING_SCAN_MAX * (limit + 1)) break;
    batch *= 2;
  }
  const others = (await listAuditToolNames(db)).filter((name) => !excluded.includes(name));
  if (!others.length) return { entries: found, more: false };
  const left = limit - found.length;
  const tail = await listAuditPage(db, { filter: { ...query.filter, toolNames: others }, after, before: upper, limit: left });
  return { entries: [...found, ...tail.entries], more: tail.more };
}

/** At most this many tool names are offered (there are a dozen tools). */
const TOOL_NAMES_MAX = 100;

/**
 * The names of the tools that have entries, in order. Each name is one read
 * of one key from the toolName index (the first key above the previous
 * name), so the cost is the number of tools, not of entries. (A 'nextunique'
 * cursor walks every entry in Chromium: 1.5 to 4 s at 100,000 entries.)
 */
export async function listAuditToolNames(db: TodoDatabase): Promise<string[]> {
  const names: string[] = [];
  let next = await db.audit.orderBy('toolName').limit(1).keys();
  while (typeof next[0] === 'string' && names.length < TOOL_NAMES_MAX) {
    names.push(next[0]);
    next = await db.audit.where('toolName').above(next[0]).limit(1).keys();
  }
  return names;
}
