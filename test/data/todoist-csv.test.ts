import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTodoistTasks, parseTodoistCsv, sectionTag } from '@/lib/data';
import { describeAudit } from '@/lib/tools';
import { freshDb } from '../todos/support';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/todoist/${name}`, import.meta.url), 'utf8');
// Tuesday 10 March 2026, 10:00 in Paris.
const options = { now: new Date('2026-03-10T09:00:00.000Z'), timeZone: 'Europe/Paris' };
const HEADER = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE';

function refusal(csv: string): string {
  const result = parseTodoistCsv(csv, options);
  if (result.ok) throw new Error('the file was accepted');
  return result.problem.message;
}

describe('Todoist project CSV', () => {
  it('maps tasks, labels, priorities, dates, sections, notes and sub-tasks', () => {
    const result = parseTodoistCsv(fixture('project.csv'), options);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.tasks).toEqual([
      { title: 'Pay rent', description: 'Transfer to the landlord\n\nNote: Use the new IBAN', priority: 1, dueAt: '2026-03-11', tags: ['home', 'bills'], row: 2 },
      { title: 'Book dentist', priority: 2, dueAt: '2026-03-20T17:00:00+01:00', tags: ['next-week'], row: 6 },
      { title: 'Find the insurance card', description: 'Sub-task of “Book dentist”.', priority: 4, tags: ['next-week'], row: 7 },
      { title: 'Water the plants', priority: 3, dueAt: '2026-03-16', recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: 'Europe/Paris', tags: ['home', 'next-week'], row: 8 },
      { title: 'Steuererklärung', description: 'Todoist date (de): morgen', priority: 4, tags: ['next-week'], row: 9 },
    ]);
    expect(result.summary).toMatchObject({ tasks: 5, sections: 1, notes: 1, subTasks: 1, recurring: 1, datesKept: 1, from: '2026-03-11', to: '2026-03-20T17:00:00+01:00' });
  });

  it('reads repeating dates as a rule with its first occurrence, and keeps the words of one it cannot read', () => {
    const csv = [HEADER, 'task,Pay rent,,1,1,,,every 1st,en,America/New_York', 'task,Stretch,,4,1,,,every full moon,en,'].join('\n');
    const result = parseTodoistCsv(csv, options);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.tasks[0]).toMatchObject({ title: 'Pay rent', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1', timeZone: 'America/New_York' });
    expect(result.tasks[0]!.dueAt).toMatch(/^2026-04-01/);
    expect(result.tasks[1]).toMatchObject({ title: 'Stretch', description: 'Repeats (from Todoist): every full moon' });
    expect(result.tasks[1]).not.toHaveProperty('recurrence');
    expect(result.summary).toMatchObject({ recurring: 1, repeatsKept: 1 });
  });

  it('reads PRIORITY 1 as the highest and 4 as none, unlike Todoist’s API', () => {
    const csv = [HEADER, ...[1, 2, 3, 4].map((p) => `task,P${p},,${p},1,,,,,`)].join('\n');
    const result = parseTodoistCsv(csv, options);
    expect(result.ok && result.tasks.map((task) => task.priority)).toEqual([1, 2, 3, 4]);
  });

  it('refuses a bad row by its number and column', () => {
    expect(refusal(fixture('bad-row.csv'))).toBe('Row 3, column PRIORITY, is "7", but it must be 1 (p1, the highest) to 4.');
    expect(refusal(`${HEADER}\ntask,,,1,1,,,,,`)).toBe('Row 2, column CONTENT, is empty, but a task needs a title.');
    expect(refusal(`${HEADER}\ntask,${'x'.repeat(201)},,1,1,,,,,`)).toBe('Row 2, column CONTENT, is 201 characters long, but a task title may have at most 200.');
    expect(refusal(`${HEADER}\nproject,Hi,,1,1,,,,,`)).toBe('Row 2, column TYPE, is "project", but it must be task, section or note.');
    expect(refusal(`${HEADER}\ntask,Hi,,1,1,,,blorp,en,`)).toBe('Row 2, column DATE, is "blorp", which is not a date Todo Assistant understands.');
    expect(refusal(`${HEADER}\ntask,Hi,,1,x,,,,,`)).toMatch(/^Row 2, column INDENT,/);
  });

  it('refuses a cut-short file, a file of another kind and an over-long description', () => {
    expect(refusal(`${HEADER}\ntask,"Never closed,,1,1,,,,,`)).toMatch(/^Row 2 has a quoted cell that is never closed/);
    expect(refusal('name,email\nAna,ana@example.com')).toBe('Row 1, column TYPE, is missing, so this is not a Todoist project export (it needs the columns TYPE and CONTENT).');
    expect(refusal(`${HEADER}\ntask,Hi,${'d'.repeat(2001)},1,1,,,,,`)).toMatch(/^Row 2, column DESCRIPTION, is 2001 characters long/);
  });

  it('makes section names into tags', () => {
    expect(sectionTag('Next week!')).toBe('next-week');
    expect(sectionTag('  Été 2026 ')).toBe('été-2026');
    expect(sectionTag('!!!')).toBeUndefined();
  });

  it('adds the tasks with new ids in one transaction and records the import', async () => {
    const db = freshDb();
    const result = parseTodoistCsv(fixture('project.csv'), options);
    if (!result.ok) throw new Error(result.problem.message);
    const { ids } = await importTodoistTasks(db, result.tasks, options.now);
    expect(ids).toHaveLength(5);
    expect(await db.todos.get(ids[0]!)).toMatchObject({ title: 'Pay rent', status: 'pending', priority: 1, dueAt: '2026-03-11', tags: ['home', 'bills'] });
    const [entry] = await db.audit.toArray();
    expect(describeAudit(entry!)).toBe('You imported 5 tasks from Todoist');
  });
});

describe('Todoist exports of several years', () => {
  it('reads the current format: meta rows skipped, duration and deadline kept in words', async () => {
    const result = parseTodoistCsv(fixture('current-2025.csv'), options);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.tasks.map((task) => task.title)).toEqual(['Water the plants', 'Write the report', 'Book the hotel']);
    const [plants, report, hotel] = result.tasks;
    expect(plants).toMatchObject({ recurrence: 'FREQ=DAILY', timeZone: 'Europe/Berlin', tags: ['home'] });
    expect(report!.description).toBe('Quarterly numbers\n\nTakes 90 minutes (from Todoist).\n\nDeadline (from Todoist): Dec 18, 2026.');
    expect(hotel).toMatchObject({ description: 'Takes 2 days (from Todoist).\n\nNote: Near the station', tags: ['trip'] });
    expect(result.summary).toMatchObject({ tasks: 3, recurring: 1, repeatsKept: 0, durations: 2, deadlines: 1 });
    const { describeTodoistPreview } = await import('@/lib/data/describe-preview');
    const preview = describeTodoistPreview(result.summary, 0).join('\n');
    expect(preview).toMatch(/1 task repeats: it repeats here too/);
    expect(preview).not.toMatch(/kept in the description\.$|\d{4}-\d{2}-\d{2}/m);
  });

  it('reads an export from before the description column', () => {
    const result = parseTodoistCsv(fixture('older-2020.csv'), options);
    if (!result.ok) throw new Error(result.problem.message);
    expect(result.tasks).toMatchObject([
      { title: 'Renew passport', tags: ['admin'], priority: 1, dueAt: '2026-03-16' },
      { title: 'Call the bank', description: 'Sub-task of “Renew passport”.' },
    ]);
  });
});

describe('Undo import', () => {
  it('removes the tasks a Todoist import added, keeps one changed since, and only once', async () => {
    const { undoImport } = await import('@/lib/data');
    const db = freshDb();
    await db.todos.add({ title: 'Mine', status: 'pending', priority: 4, tags: [], createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' } as never);
    const result = parseTodoistCsv(fixture('current-2025.csv'), options);
    if (!result.ok) throw new Error(result.problem.message);
    const { ids } = await importTodoistTasks(db, result.tasks, options.now);
    await db.todos.update(ids[0]!, { title: 'Water the plants daily', updatedAt: '2026-03-10T10:00:00.000Z' });
    const entry = (await db.audit.where('toolName').equals('import_todoist').first())!;
    expect(await undoImport(db, entry.id)).toEqual({ ok: true, message: 'Undid the Todoist import: removed 2 tasks; kept 1 you changed since.' });
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual(['Mine', 'Water the plants daily']);
    expect(await undoImport(db, entry.id)).toEqual({ ok: false, message: 'This import was already undone, so nothing was changed.' });
    const undo = (await db.audit.where('toolName').equals('undo_import').first())!;
    expect(describeAudit(undo)).toBe('You undid the Todoist import: removed 2 tasks; kept 1 you changed since');
  });
});
