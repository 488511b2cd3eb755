import { describe, expect, it } from 'vitest';
import { applyImport, buildExport, EXPORT_VERSION, exportSchema, exportText, previewImport, readExportFile, type ExportFile } from '@/lib/data';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { v1Data } from '../db/fixtures/v1';
import { freshDb } from '../todos/support';

const KEY = 'sk-live-SECRET-1234567890';
const settingsWithKey: Settings = {
  ...DEFAULT_SETTINGS,
  provider: 'remote',
  historyWindow: 33,
  remote: { baseURL: 'https://api.example.com/v1', apiKey: KEY, model: 'gpt-x', apiKeyOrigin: 'https://api.example.com' },
};

/** A populated database: the v1 fixture's rows plus a memory. */
async function populated() {
  const db = freshDb();
  await db.todos.bulkAdd(v1Data.todos);
  await db.conversations.bulkAdd(v1Data.conversations);
  await db.messages.bulkAdd(v1Data.messages);
  await db.audit.bulkAdd(v1Data.audit);
  await db.approvals.bulkAdd(v1Data.approvals);
  await db.memories.add({ kind: 'fact', text: 'Ana is my sister', createdAt: '2026-03-10T09:03:00.000Z', engine: 'offline' } as never);
  return db;
}

const NOW = new Date('2026-03-11T08:00:00.000Z');

describe('the export file', () => {
  it('holds every table, the current version, and settings without the API key', async () => {
    const file = await buildExport(await populated(), settingsWithKey, NOW);
    expect(file).toMatchObject({ format: 'todo-assistant-export', version: EXPORT_VERSION, exportedAt: NOW.toISOString() });
    expect(file.tasks.map((task) => task.title)).toEqual(['Buy milk', 'Call Ana']);
    expect(file.tasks[0]).not.toHaveProperty('planKey');
    expect([file.conversations.length, file.messages.length, file.audit.length, file.approvals.length, file.memories.length]).toEqual([1, 2, 1, 1, 1]);
    expect(file.settings).toMatchObject({ provider: 'remote', historyWindow: 33, remote: { baseURL: 'https://api.example.com/v1', model: 'gpt-x' } });
    const text = exportText(file);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('apiKey');
    expect(exportSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });

  it('restores settings on replace but keeps this browser’s own key, never one from a file', async () => {
    const { importedSettings } = await import('@/lib/data');
    const current: Settings = { ...DEFAULT_SETTINGS, remote: { baseURL: 'https://mine.example', apiKey: 'sk-mine', model: 'm', apiKeyOrigin: 'https://mine.example' } };
    const restored = importedSettings({ historyWindow: 42, remote: { baseURL: 'https://mine.example', apiKey: 'sk-from-file', model: 'n' } }, current);
    expect(restored.historyWindow).toBe(42);
    expect(restored.remote).toMatchObject({ apiKey: 'sk-mine', apiKeyOrigin: 'https://mine.example', model: 'm' });
  });

  it('never changes where data goes: provider, model server, key and embedding model stay as they are here', async () => {
    const { importedSettings } = await import('@/lib/data');
    const current: Settings = { ...DEFAULT_SETTINGS, provider: 'offline', remote: { baseURL: '', apiKey: '', model: '' } };
    const hostile = { provider: 'remote', remote: { baseURL: 'https://collector.example/v1', model: 'spy' }, memory: { embeddingModel: 'spy-embed' }, historyWindow: 7 };
    const restored = importedSettings(hostile, current);
    expect(restored.provider).toBe('offline');
    expect(restored.remote).toEqual({ baseURL: '', apiKey: '', model: '' });
    expect(restored.memory.embeddingModel).toBe('');
    expect(restored.historyWindow).toBe(7);
  });

  it('a key saved with no base URL is not kept, so no later server can inherit it', async () => {
    const { importedSettings } = await import('@/lib/data');
    const { parseSettings, parseSettingsForm, toSettingsForm } = await import('@/lib/settings');
    const form = parseSettingsForm({ ...toSettingsForm(DEFAULT_SETTINGS), apiKey: 'sk-typed-before-url' }, DEFAULT_SETTINGS);
    expect(form.ok ? undefined : form.errors.apiKey).toMatch(/Base URL/);
    const unbound = parseSettings({ remote: { baseURL: '', apiKey: 'sk-legacy', model: '' } });
    const restored = importedSettings({ remote: { baseURL: 'https://collector.example/v1', model: 'spy' } }, unbound);
    expect(restored.remote.apiKey).toBe('');
    expect(restored.remote.apiKeyOrigin).toBeUndefined();
  });
});

/** A valid current export of the fixture, as parsed JSON a test can spoil. */
async function validFile(): Promise<Record<string, unknown> & ExportFile> {
  return JSON.parse(exportText(await buildExport(await populated(), DEFAULT_SETTINGS, NOW))) as Record<string, unknown> & ExportFile;
}

function refusal(value: unknown): string {
  const read = readExportFile(typeof value === 'string' ? value : JSON.stringify(value));
  if (read.ok) throw new Error('the file was accepted');
  return read.problem.message;
}

describe('files that are refused, each with a sentence naming the row and field', () => {
  it('refuses a truncated file and one that is not JSON', async () => {
    const text = exportText(await validFile());
    expect(refusal(text.slice(0, text.length / 2))).toMatch(/not valid JSON \(it may be cut short or damaged\)/);
    expect(refusal('hello')).toMatch(/not valid JSON/);
    expect(refusal('[]')).toMatch(/holds no export object/);
  });

  it('refuses another kind of file and a version from a newer extension', async () => {
    expect(refusal({ ...(await validFile()), format: 'something-else' })).toMatch(/field "format"/);
    const newer = readExportFile(JSON.stringify({ ...(await validFile()), version: EXPORT_VERSION + 1 }));
    expect(newer.ok).toBe(false);
    if (!newer.ok) {
      expect(newer.problem.message).toBe(
        `The field "version" is ${EXPORT_VERSION + 1}: the file comes from a newer Todo Assistant, and this one reads versions up to ${EXPORT_VERSION}.`,
      );
      expect(newer.problem.next).toMatch(/update the extension/);
    }
    expect(refusal({ ...(await validFile()), version: '2' })).toMatch(/field "version" must be a whole number/);
  });

  it('refuses a title over 200 characters, naming the row and the task', async () => {
    const file = await validFile();
    file.tasks[1]!.title = 'x'.repeat(201);
    expect(refusal(file)).toBe('Row 2 of tasks (task #2), field "title" is not valid: the title must be at most 200 characters.');
  });

  it('refuses wrong types, naming the field', async () => {
    const file = await validFile();
    (file.tasks[0] as unknown as Record<string, unknown>).priority = 'high';
    expect(refusal(file)).toMatch(/^Row 1 of tasks \(task #1\), field "priority"/);
    const other = await validFile();
    (other.messages[1] as unknown as Record<string, unknown>).createdAt = 12;
    expect(refusal(other)).toMatch(/^Row 2 of messages \(message #2\), field "createdAt" must be an ISO 8601 date and time/);
    const noList = await validFile();
    (noList as Record<string, unknown>).audit = { 0: 'x' };
    expect(refusal(noList)).toMatch(/^The field "audit" must be a list/);
  });

  it('keeps a memory’s vector through export and import (stored as 32-bit floats, written as numbers), and refuses one a 32-bit float cannot hold', async () => {
    const file = await validFile();
    file.memories[0]!.embedding = { model: 'remote:nomic-embed-text', vector: [0.5, -0.25, 1e-3] };
    const read = readExportFile(exportText(file));
    if (!read.ok) throw new Error(read.problem.message);
    const db = freshDb();
    await applyImport(db, read.file, 'replace', NOW);
    const stored = (await db.memories.toArray())[0]!.embedding!.vector;
    expect(stored).toBeInstanceOf(Float32Array);
    expect(Array.from(stored)).toEqual([0.5, -0.25, Math.fround(1e-3)]);
    const again = await buildExport(db, undefined, NOW);
    expect(again.memories[0]!.embedding!.vector).toEqual([0.5, -0.25, Math.fround(1e-3)]);
    expect(readExportFile(exportText(again)).ok).toBe(true);
    const huge = await validFile();
    huge.memories[0]!.embedding = { model: 'remote:nomic-embed-text', vector: [1e39] };
    expect(refusal(huge)).toMatch(/^Row 1 of memories \(memory #\d+\), field "embedding.vector.0" must be numbers between -3.4e38 and 3.4e38/);
  });

  it('refuses prototype-pollution keys anywhere, before any schema copies them', async () => {
    const file = exportText(await validFile()).replace('"input": {', '"input": {"__proto__": {"polluted": true},');
    expect(file).toContain('__proto__');
    expect(refusal(file)).toBe('Row 1 of audit (audit entry #1), field "input.__proto__" uses the forbidden key "__proto__", so the file was refused.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const constructorKey = exportText(await validFile()).replace('"title": "Buy milk",', '"constructor": {"prototype": {}}, "title": "Buy milk",');
    expect(refusal(constructorKey)).toBe('Row 1 of tasks (task #1), field "constructor" uses the forbidden key "constructor", so the file was refused.');
  });

  it('refuses nesting deeper than the extension writes, and more rows than it allows', async () => {
    const deep = await validFile();
    let value: unknown = 'bottom';
    for (let i = 0; i < 100; i += 1) value = [value];
    deep.audit[0]!.input = value;
    expect(refusal(deep)).toMatch(/^Row 1 of audit \(audit entry #1\), field "input(\.0)+" is nested more than 64 levels deep/);
    const huge = await validFile();
    huge.approvals = Array.from({ length: 100_001 }, () => huge.approvals[0]!);
    expect(refusal(huge)).toBe('The field "approvals" must have at most 100,000 rows.');
  });

  it('refuses ids used twice and messages of a conversation the file does not hold', async () => {
    const twice = await validFile();
    twice.tasks[1]!.id = 1;
    expect(refusal(twice)).toBe('Row 2 of tasks (task #1), field "id" repeats an id used by an earlier row.');
    const orphan = await validFile();
    orphan.messages[0]!.conversationId = '00000000-0000-4000-8000-000000000000';
    expect(refusal(orphan)).toBe('Row 1 of messages (message #1), field "conversationId" names a conversation the file does not hold.');
  });

  it('writes nothing when a refused file is imported, whatever was there', async () => {
    const db = await populated();
    const before = await buildExport(db, undefined, NOW);
    const file = await validFile();
    file.tasks[0]!.title = '';
    expect(readExportFile(JSON.stringify(file)).ok).toBe(false);
    expect(await buildExport(db, undefined, NOW)).toEqual(before);
  });
});

describe('task links in the export', () => {
  it("round-trip: a task's url and page title are exported and imported back, and found by site", async () => {
    const db = await populated();
    await db.todos.update(1, { url: 'https://shop.example.com/milk', urlTitle: 'Milk · Shop' });
    const read = readExportFile(exportText(await buildExport(db, undefined, NOW)));
    if (!read.ok) throw new Error(read.problem.message);
    expect(read.file.tasks[0]).toMatchObject({ url: 'https://shop.example.com/milk', urlTitle: 'Milk · Shop' });
    const restored = freshDb();
    await applyImport(restored, read.file, 'replace');
    await expect(restored.todos.get(1)).resolves.toMatchObject({ url: 'https://shop.example.com/milk', urlTitle: 'Milk · Shop' });
    await expect(restored.todos.where('siteKeys').startsWith('example.com\u0000').primaryKeys()).resolves.toEqual([1]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd'])('refuses a file whose task links to %s, naming the row', async (url) => {
    const file = await validFile();
    (file.tasks[0] as Record<string, unknown>).url = url;
    expect(refusal(file)).toBe('Row 1 of tasks (task #1), field "url" is not valid: the link must start with http:// or https://.');
  });
});

describe('older export versions', () => {
  /** A version 1 file: what database versions 1 and 2 held, no memories, no settings. */
  const v1File = {
    format: 'todo-assistant-export',
    version: 1,
    exportedAt: '2026-03-10T12:00:00.000Z',
    tasks: v1Data.todos,
    conversations: v1Data.conversations,
    messages: v1Data.messages,
    audit: v1Data.audit,
    approvals: v1Data.approvals,
  };

  it('upgrades a version 1 file and imports all of it', async () => {
    const read = readExportFile(JSON.stringify(v1File));
    if (!read.ok) throw new Error(read.problem.message);
    expect(read.upgradedFrom).toBe(1);
    expect(read.file.version).toBe(EXPORT_VERSION);
    expect(read.file.memories).toEqual([]);
    expect(read.file.settings).toBeUndefined();
    const db = freshDb();
    expect((await previewImport(db, read.file, read.upgradedFrom)).upgradedFrom).toBe(1);
    await applyImport(db, read.file, 'replace');
    // As the file held them, each with a new uid (a file before version 4 has none).
    expect(await db.todos.toArray()).toEqual(v1Data.todos.map((todo) => ({ ...todo, uid: expect.any(String) })));
    expect(await db.messages.toArray()).toEqual(v1Data.messages);
    // An approval from a file authorizes nothing: a pending one arrives expired.
    expect(await db.approvals.toArray()).toEqual(
      v1Data.approvals.map((approval) => ({ ...approval, status: approval.status === 'pending' || approval.status === 'approved' ? 'expired' : approval.status })),
    );
  });

  it('upgrades a version 2 file (tasks without links) and imports it unchanged', async () => {
    const v2File = { ...v1File, version: 2, memories: [], settings: { historyWindow: 30 } };
    const read = readExportFile(JSON.stringify(v2File));
    if (!read.ok) throw new Error(read.problem.message);
    expect(read.upgradedFrom).toBe(2);
    expect(read.file.version).toBe(EXPORT_VERSION);
    expect(read.file.settings).toEqual({ historyWindow: 30 });
    const db = freshDb();
    await applyImport(db, read.file, 'replace');
    // As the file held them, each with a new uid (a file before version 4 has none).
    expect(await db.todos.toArray()).toEqual(v1Data.todos.map((todo) => ({ ...todo, uid: expect.any(String) })));
  });

  it('checks a version 1 file against its own schema, naming the row', () => {
    const bad = { ...v1File, tasks: [{ ...v1Data.todos[0], status: 'done' }] };
    expect(refusal(bad)).toBe('Row 1 of tasks (task #1), field "status" must be pending or completed.');
  });
});
