import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, listAuditPage, listAuditToolNames, type AuditFilter } from '@/lib/audit';
import { type AuditEntry, type Engine, type TodoDatabase } from '@/lib/db';
import { freshDatabase } from '../support/database';

const database = () => freshDatabase();
const row = (toolName: string, engine: Engine): Omit<AuditEntry, 'id'> => ({
  at: '2026-03-10T09:30:00.000Z',
  toolName,
  input: {},
  risk: 'low',
  status: 'ok',
  engine,
});

async function seed(db: TodoDatabase, rows: Array<Omit<AuditEntry, 'id'>>): Promise<void> {
  await db.audit.bulkAdd(rows as AuditEntry[]);
}

/** Every page of a listing, following the cursor: the ids of each page. */
async function pageThrough(db: TodoDatabase, filter: AuditFilter, limit: number): Promise<number[][]> {
  const pages: number[][] = [];
  let before: number | undefined;
  for (;;) {
    const page = await listAuditPage(db, { filter, limit, ...(before !== undefined ? { before } : {}) });
    pages.push(page.entries.map((entry) => entry.id));
    if (!page.more) return pages;
    expect(page.entries).toHaveLength(limit);
    before = page.entries.at(-1)!.id;
  }
}

const TOOLS = ['add_task', 'list_tasks', 'complete_task'];
const ENGINES: Engine[] = ['manual', 'remote', 'quick-add', 'offline', 'webllm'];
/** 137 entries whose tools and engines interleave (ids 1..137): tool i % 3, engine i % 5. */
const interleaved = () => Array.from({ length: 137 }, (_, i) => row(TOOLS[i % 3]!, ENGINES[i % 5]!));
const idsWhere = (test: (i: number) => boolean) =>
  Array.from({ length: 137 }, (_, i) => i)
    .filter(test)
    .map((i) => i + 1)
    .reverse();

describe('listAuditPage', () => {
  it('an empty log: no entries, nothing more, with or without a filter', async () => {
    const db = database();
    await expect(listAuditPage(db)).resolves.toEqual({ entries: [], more: false });
    await expect(listAuditPage(db, { filter: { toolName: 'add_task', engines: ['remote', 'offline'] } })).resolves.toEqual({ entries: [], more: false });
  });

  it(`reads ${AUDIT_PAGE_SIZE} entries at a time, newest first`, async () => {
    const db = database();
    await seed(
      db,
      Array.from({ length: 120 }, () => row('add_task', 'manual')),
    );
    const first = await listAuditPage(db);
    expect(first.entries.map((e) => e.id)).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    expect(first.more).toBe(true);
  });

  it('exactly one page: all of it, and nothing more', async () => {
    const db = database();
    await seed(
      db,
      Array.from({ length: 5 }, () => row('add_task', 'manual')),
    );
    await expect(listAuditPage(db, { limit: 5 })).resolves.toMatchObject({ more: false });
    expect(await pageThrough(db, {}, 5)).toEqual([[5, 4, 3, 2, 1]]);
    expect(await pageThrough(db, {}, 6)).toEqual([[5, 4, 3, 2, 1]]);
  });

  it('one more than a page: two pages, the second of one entry', async () => {
    const db = database();
    await seed(
      db,
      Array.from({ length: 6 }, () => row('add_task', 'manual')),
    );
    expect(await pageThrough(db, {}, 5)).toEqual([[6, 5, 4, 3, 2], [1]]);
  });

  it('the cursor bounds are exclusive: before the first id or after the last there is nothing', async () => {
    const db = database();
    await seed(
      db,
      Array.from({ length: 4 }, () => row('add_task', 'manual')),
    );
    expect((await listAuditPage(db, { before: 3 })).entries.map((e) => e.id)).toEqual([2, 1]);
    expect((await listAuditPage(db, { after: 2 })).entries.map((e) => e.id)).toEqual([4, 3]);
    expect((await listAuditPage(db, { after: 1, before: 4 })).entries.map((e) => e.id)).toEqual([3, 2]);
    await expect(listAuditPage(db, { before: 1 })).resolves.toEqual({ entries: [], more: false });
    await expect(listAuditPage(db, { after: 4 })).resolves.toEqual({ entries: [], more: false });
    const filtered = { toolName: 'add_task', engines: ['manual'] as Engine[] };
    expect((await listAuditPage(db, { filter: filtered, after: 1, before: 4 })).entries.map((e) => e.id)).toEqual([3, 2]);
    await expect(listAuditPage(db, { filter: filtered, before: 1 })).resolves.toEqual({ entries: [], more: false });
  });

  it('pages through the whole log with no gap and no repeat', async () => {
    const db = database();
    await seed(db, interleaved());
    const pages = await pageThrough(db, {}, 50);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 37]);
    expect(pages.flat()).toEqual(idsWhere(() => true));
  });

  describe('filters, with ids interleaved across them', () => {
    it.each([
      ['one tool', { toolName: 'list_tasks' }, (i: number) => i % 3 === 1],
      ['one engine (you)', { engines: ['manual'] as Engine[] }, (i: number) => i % 5 === 0],
      ['the assistant, three engines merged', { engines: ['remote', 'offline', 'webllm'] as Engine[] }, (i: number) => [1, 3, 4].includes(i % 5)],
      ['a tool by one engine', { toolName: 'add_task', engines: ['quick-add'] as Engine[] }, (i: number) => i % 3 === 0 && i % 5 === 2],
      ['a tool by several engines', { toolName: 'complete_task', engines: ['manual', 'remote'] as Engine[] }, (i: number) => i % 3 === 2 && i % 5 <= 1],
      ['no engines: anyone', { engines: [] as Engine[] }, () => true],
      ['the same engine twice', { engines: ['manual', 'manual'] as Engine[] }, (i: number) => i % 5 === 0],
    ] as Array<[string, AuditFilter, (i: number) => boolean]>)('%s', async (_name, filter, matches) => {
      const db = database();
      await seed(db, interleaved());
      const expected = idsWhere(matches);
      for (const limit of [1, 7, 50]) {
        const pages = await pageThrough(db, filter, limit);
        expect(pages.flat(), `pages of ${limit}`).toEqual(expected);
        expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      }
      const first = await listAuditPage(db, { filter });
      for (const entry of first.entries) {
        if (filter.toolName) expect(entry.toolName).toBe(filter.toolName);
        if (filter.engines?.length) expect(filter.engines).toContain(entry.engine);
      }
    });

    it('a tool with no entries: an empty page', async () => {
      const db = database();
      await seed(db, interleaved());
      await expect(listAuditPage(db, { filter: { toolName: 'delete_task' } })).resolves.toEqual({ entries: [], more: false });
    });
  });
});

describe('listAuditPage leaving tools out', () => {
  it('pages through every other tool, newest first, with no gap and no repeat', async () => {
    const db = database();
    await seed(db, interleaved());
    const pages = await pageThrough(db, { excludeToolNames: ['list_tasks'] }, 20);
    expect(pages.flat()).toEqual(idsWhere((i) => i % 3 !== 1));
    const both = await pageThrough(db, { excludeToolNames: ['list_tasks'], engines: ['manual', 'remote'] }, 7);
    expect(both.flat()).toEqual(idsWhere((i) => i % 3 !== 1 && i % 5 < 2));
  });

  it('reads a bounded number of rows per page: one range per remaining tool', async () => {
    const db = database();
    await seed(db, [
      ...Array.from({ length: 300 }, () => row('list_tasks', 'remote')),
      row('add_task', 'manual'),
      ...Array.from({ length: 300 }, () => row('list_tasks', 'remote')),
    ]);
    const page = await listAuditPage(db, { filter: { excludeToolNames: ['list_tasks', 'get_task'] }, limit: 10 });
    expect(page.entries.map((entry) => entry.toolName)).toEqual(['add_task']);
    expect(page.more).toBe(false);
  });

  it('the newest page without lookups reads about a page of rows, not one range per tool and engine', async () => {
    // Middleware counts the rows each query returns (registered before the database opens).
    const db = database();
    const tools = ['add_task', 'list_tasks', 'get_task', 'complete_task', 'update_task', 'delete_task', 'reopen_task', 'model'];
    let rowsRead = 0;
    db.use({
      stack: 'dbcore',
      name: 'count-rows',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            query: async (request) => {
              const result = await table.query(request);
              rowsRead += result.result.length;
              return result;
            },
          };
        },
      }),
    });
    await seed(
      db,
      Array.from({ length: 2000 }, (_, i) => row(tools[i % tools.length]!, ENGINES[i % 5]!)),
    );
    rowsRead = 0;
    const page = await listAuditPage(db, { filter: { excludeToolNames: ['list_tasks', 'get_task'], engines: ['manual', 'remote', 'offline'] }, limit: 50 });
    expect(page.entries).toHaveLength(50);
    expect(page.more).toBe(true);
    // One range per tool and engine would read 6 × 3 × 51 = 918 rows.
    expect(rowsRead).toBeLessThan(4 * 51 * 3);
  });

  it('a chosen tool wins over the tools left out; nothing left: an empty page', async () => {
    const db = database();
    await seed(db, interleaved());
    expect((await listAuditPage(db, { filter: { toolName: 'list_tasks', excludeToolNames: ['list_tasks'] } })).entries).toHaveLength(46);
    expect(await listAuditPage(db, { filter: { excludeToolNames: TOOLS } })).toEqual({ entries: [], more: false });
  });
});

describe('listAuditToolNames', () => {
  it('names each tool that has entries once, from the index alone', async () => {
    const db = database();
    await expect(listAuditToolNames(db)).resolves.toEqual([]);
    await seed(db, [...interleaved(), row('model', 'remote')]);
    await expect(listAuditToolNames(db)).resolves.toEqual(['add_task', 'complete_task', 'list_tasks', 'model']);
  });
});
