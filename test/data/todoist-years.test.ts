import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeTodoistPreview, detectImportKind, parseTodoistCsv } from '@/lib/data';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/todoist/${name}`, import.meta.url), 'utf8');
// Tuesday 10 March 2026, 10:00 in Paris.
const options = { now: new Date('2026-03-10T09:00:00.000Z'), timeZone: 'Europe/Paris' };

function read(name: string) {
  const text = fixture(name);
  expect(detectImportKind(text.slice(0, 4096))).toEqual({ kind: 'todoist' });
  const result = parseTodoistCsv(text, options);
  if (!result.ok) throw new Error(result.problem.message);
  return result;
}

/** What a person reads in the preview: no ISO date, no repeat said to be "kept in the description". */
function expectPlainPreview(lines: readonly string[]) {
  const text = lines.join('\n');
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/repeat[^.]*kept in the description/i);
  return text;
}

describe('Todoist exports of 2019, 2023 and 2026', () => {
  it('2019 (no DESCRIPTION column): repeats become rules, sub-tasks two deep name their parent, a quoted comma stays in the title', () => {
    const { tasks, summary } = read('export-2019.csv');
    expect(tasks.map((task) => task.title)).toEqual([
      'Clean the gutters',
      'Renew the car insurance',
      'Compare three quotes',
      'Ask Jo about theirs',
      'Sow the tomatoes',
      'Buy compost, 40 l',
    ]);
    expect(tasks[0]).toMatchObject({ recurrence: 'FREQ=MONTHLY;INTERVAL=3', timeZone: 'America/Chicago', tags: ['house'], description: 'Note: Borrow the long ladder from Jo' });
    expect(tasks[3]!.description).toBe('Sub-task of “Compare three quotes”.');
    expect(tasks[4]).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', tags: ['garden'] });
    expect(tasks[5]).toMatchObject({ priority: 4, tags: ['garden'] });
    const text = expectPlainPreview(describeTodoistPreview(summary, 0));
    expect(text).toContain('The file holds 6 tasks (2 of them sub-tasks, added as tasks).');
    expect(text).toContain('2 tasks repeat: they repeat here too, from the first date.');
  });

  it('2023 (DESCRIPTION, no duration): a description over several lines, a dated time in its zone, a French date kept in words', () => {
    const { tasks, summary } = read('export-2023.csv');
    expect(tasks.map((task) => task.title)).toEqual(['Pay the rent', 'Book the dentist', 'Send the slides', 'Déclarer les impôts']);
    expect(tasks[0]).toMatchObject({ description: 'Standing order, check it went out', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1', timeZone: 'Europe/London', dueAt: '2026-04-01' });
    expect(tasks[1]).toMatchObject({ dueAt: '2026-03-20T16:00:00+00:00', description: 'Note: They are closed on Mondays' });
    expect(tasks[2]).toMatchObject({ description: 'Two versions:\n- short\n- long', tags: ['work'] });
    expect(tasks[3]).toMatchObject({ description: 'Todoist date (fr): 15 mai' });
    expect(tasks[3]).not.toHaveProperty('dueAt');
    expect(summary).toMatchObject({ tasks: 4, recurring: 1, datesKept: 1, durations: 0, deadlines: 0 });
    expectPlainPreview(describeTodoistPreview(summary, 0));
  });

  it('2026 (byte-order mark, meta row, DURATION and DEADLINE): the meta row is skipped, durations and deadlines kept in words', () => {
    const { tasks, summary } = read('export-2026.csv');
    expect(tasks.map((task) => task.title)).toEqual(['Stand-up', 'Finish the tax return', 'Gather the receipts', 'Learn to make ramen']);
    expect(tasks[0]).toMatchObject({
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      timeZone: 'Asia/Tokyo',
      dueAt: '2026-03-11T09:30:00+09:00',
      description: 'Takes 15 minutes (from Todoist).',
      tags: ['work', 'to-do'],
    });
    expect(tasks[1]!.description).toBe('Receipts are in the blue folder\n\nTakes 2 days (from Todoist).\n\nDeadline (from Todoist): Apr 15, 2026.');
    expect(tasks[2]!.description).toBe('Sub-task of “Finish the tax return”.\n\nTakes 45 minutes (from Todoist).');
    expect(tasks[3]).toMatchObject({ description: 'Deadline (from Todoist): Jun 10, 2026.\n\nNote: Start with shoyu', tags: ['food', 'someday'] });
    expect(summary).toMatchObject({ tasks: 4, sections: 2, subTasks: 1, recurring: 1, durations: 3, deadlines: 2 });
    const text = expectPlainPreview(describeTodoistPreview(summary, 0));
    expect(text).toContain('(1 of them a sub-task, added as tasks)');
    expect(text).toContain('1 task repeats: it repeats here too, from the first date.');
  });
});

describe('one Import…: what a file is, from its first characters', () => {
  it('tells a Todo Assistant export from a Todoist CSV', () => {
    expect(detectImportKind('{"format":"todo-assistant-export","version":2}')).toEqual({ kind: 'export' });
    expect(detectImportKind('\uFEFF"TYPE","CONTENT"\r\ntask,Hi')).toEqual({ kind: 'todoist' });
  });

  it('says in words that a file is neither, never "Row 1 has no commas"', () => {
    const cases = {
      json: detectImportKind('[{"title":"Pay rent"}]'),
      table: detectImportKind('Name,Due\nPay rent,tomorrow\n'),
      text: detectImportKind('Pay rent tomorrow\nCall mom'),
      empty: detectImportKind('   '),
    };
    for (const result of Object.values(cases)) {
      expect(result.kind).toBe('neither');
      if (result.kind === 'neither') expect(result.message).not.toMatch(/Row 1|commas/);
    }
    const message = (result: (typeof cases)[keyof typeof cases]) => (result.kind === 'neither' ? result.message : '');
    expect(message(cases.json)).toBe('This file is neither a Todo Assistant export nor a Todoist CSV: it is JSON, but not an export of Todo Assistant.');
    expect(message(cases.table)).toBe(
      'This file is neither a Todo Assistant export nor a Todoist CSV: it is a table whose first line is “Name,Due”, and a Todoist CSV starts with the columns TYPE and CONTENT.',
    );
    expect(message(cases.empty)).toBe('This file is empty, so there is nothing to import.');
  });
});
