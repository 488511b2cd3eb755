import { describe, expect, it } from 'vitest';
import {
  applyBackup,
  backupToSave,
  buildExport,
  exportText,
  failedNotice,
  importUndoneNotice,
  previewChosenFile,
  tasksCsvToSave,
  undoImportWithSettings,
  type ExportFile,
} from '@/lib/data';
import { loadSettings, saveSettings, type Settings } from '@/lib/settings';
import { freshDatabase } from '../support/database';
import { todoFixture } from '../support/todo';

const NOW = new Date('2026-03-12T10:00:00.000Z');
const OPTIONS = { now: NOW, timeZone: 'UTC' };
const TODOIST_HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

/** The text of a backup this extension wrote, holding one task (and the given preferences). */
async function exportJson(settings?: Settings): Promise<string> {
  const source = freshDatabase();
  await source.todos.add(todoFixture({ id: 1, title: 'From the file' }, '2026-03-01T00:00:00.000Z'));
  return exportText(await buildExport(source, settings, NOW));
}

async function readyBackup(text: string): Promise<ExportFile> {
  const read = await previewChosenFile(freshDatabase(), new File([text], 'backup.json'), OPTIONS);
  if (read.kind !== 'backup') throw new Error(`not a backup: ${read.kind}`);
  return read.file;
}

describe('reading a chosen file', () => {
  it('previews a Todo Assistant export as a backup, with its lines', async () => {
    const read = await previewChosenFile(freshDatabase(), new File([await exportJson()], 'backup.json'), OPTIONS);
    expect(read.kind).toBe('backup');
    if (read.kind !== 'backup') return;
    expect(read.fileName).toBe('backup.json');
    expect(read.file.tasks.map((task) => task.title)).toEqual(['From the file']);
    expect(read.lines.length).toBeGreaterThan(0);
  });

  it('previews a Todoist CSV, counting the titles already in the list', async () => {
    const db = freshDatabase();
    await db.todos.add(todoFixture({ id: 1, title: 'Pay rent' }));
    const csv = [TODOIST_HEADER, 'task,Pay rent,,1,1,,,,en,', 'task,Stretch,,4,1,,,,en,'].join('\n');
    const read = await previewChosenFile(db, new File([csv], 'project.csv'), OPTIONS);
    expect(read.kind).toBe('todoist');
    if (read.kind !== 'todoist') return;
    expect(read.tasks.map((task) => task.title)).toEqual(['Pay rent', 'Stretch']);
    expect(read.lines.join(' ')).toContain('1 title is the same as a task you have');
  });

  it('refuses a file that is neither, a Todoist CSV with no tasks, and a bad export, in words', async () => {
    const db = freshDatabase();
    const neither = await previewChosenFile(db, new File(['hello'], 'notes.txt'), OPTIONS);
    expect(neither).toMatchObject({ kind: 'refused', notice: { kind: 'error', message: expect.stringContaining('neither a Todo Assistant export nor a Todoist CSV') } });
    const empty = await previewChosenFile(db, new File([TODOIST_HEADER], 'empty.csv'), OPTIONS);
    expect(empty).toMatchObject({ kind: 'refused', notice: { message: 'The file holds no tasks to import.' } });
    const bad = await previewChosenFile(db, new File(['{"format": "something else"}'], 'bad.json'), OPTIONS);
    expect(bad.kind).toBe('refused');
    if (bad.kind === 'refused') expect(bad.notice.next).toBeTruthy();
  });
});

describe('applying a backup', () => {
  it('merges, tells the caller once the rows are written, and reports progress in words', async () => {
    const db = freshDatabase();
    const file = await readyBackup(await exportJson());
    const lines: string[] = [];
    let written = 0;
    const notice = await applyBackup(db, file, 'merge', { now: NOW, onProgress: (line) => lines.push(line), afterWrite: () => written++ });
    expect(await db.todos.count()).toBe(1);
    expect(written).toBe(1);
    expect(lines.every((line) => line.startsWith('Merging… '))).toBe(true);
    expect(notice).toMatchObject({ kind: 'success', next: 'The Activity log records the import.', undoAuditId: expect.any(Number) });
    expect(notice.message).toMatch(/\.$/);
  });

  it('a Replace takes the file’s preferences, and Undo import puts back the ones before it', async () => {
    const db = freshDatabase();
    await saveSettings({ ...(await loadSettings()), historyWindow: 40 });
    const file = await readyBackup(await exportJson({ ...(await loadSettings()), historyWindow: 7 }));
    const notice = await applyBackup(db, file, 'replace', { now: NOW });
    expect((await loadSettings()).historyWindow).toBe(7);
    expect(notice.next).toBe('Preferences came from the file too; your model server, API key and provider stayed as they were.');

    const undone = await undoImportWithSettings(db, notice.undoAuditId!);
    expect(undone.ok).toBe(true);
    expect(undone.message).toContain('your earlier preferences are back');
    expect((await loadSettings()).historyWindow).toBe(40);
    expect(await db.todos.count()).toBe(0);
  });

  it('a Replace without preferences in the file says the earlier data was replaced', async () => {
    const notice = await applyBackup(freshDatabase(), await readyBackup(await exportJson()), 'replace', { now: NOW });
    expect(notice.next).toBe('Your earlier data was replaced; the Activity log records the import.');
  });
});

describe('exporting', () => {
  it('names the backup and the CSV by the day, and says what each holds', async () => {
    const db = freshDatabase();
    await db.todos.bulkAdd([todoFixture({ id: 1, title: 'One' }), todoFixture({ id: 2, title: 'Two' })]);
    const backup = await backupToSave(db, NOW);
    expect(backup.type).toBe('application/json');
    expect(backup.fileName).toMatch(/\.json$/);
    expect(JSON.parse(backup.text).tasks).toHaveLength(2);
    expect(backup.notice).toEqual({ kind: 'success', message: 'Exported 2 tasks.', next: 'Keep the file somewhere safe; the API key is not in it.' });
    const csv = await tasksCsvToSave(db, NOW);
    expect(csv.type).toBe('text/csv');
    expect(csv.fileName).toMatch(/tasks.*\.csv$/);
    expect(csv.notice.message).toBe('Exported 2 tasks as CSV.');
  });
});

describe('the notices', () => {
  it('a failure keeps its sentence and says nothing was changed', () => {
    expect(failedNotice('The export could not be made.', new Error('boom'))).toEqual({
      kind: 'error',
      message: 'The export could not be made.',
      next: 'Nothing was changed. Try again; if it keeps failing, the details say why.',
      details: expect.stringContaining('boom'),
    });
  });

  it('an undo that could not run points to Activity', () => {
    expect(importUndoneNotice({ ok: false, message: 'That import was already undone.' })).toEqual({
      kind: 'error',
      message: 'That import was already undone.',
      next: 'Activity lists the import and what happened to it.',
    });
  });
});
