import { describe, expect, it } from 'vitest';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { syncedFieldsOf, type SyncedFields } from '@/lib/sync/synced-fields';
import { writeVtodo } from '@/lib/sync/write-vtodo';
import { APPLE_REMINDERS, NEXTCLOUD_TASKS, TASKS_ORG, THUNDERBIRD } from './fixtures/vtodos';

const NOW = '2026-03-08T12:00:00.000Z';

/** The content lines of a calendar text, unfolded, without the ones an edit is expected to move. */
function linesOf(text: string, except: readonly string[] = []): string[] {
  return (
    text
      .replace(/\r\n[ \t]/g, '')
      // A VALUE parameter that names the property's default type says nothing (ical.js leaves it out).
      .replace(/;VALUE=(DURATION|URI)(?=[;:])/g, '')
      .split(/\r?\n/)
      .filter((line) => line && !except.some((name) => line.toUpperCase().startsWith(name)))
  );
}

describe('reading VTODOs other apps wrote', () => {
  it('reads a Thunderbird task: zone, rule, reminder, p1, categories as tags', () => {
    const read = readVtodo(THUNDERBIRD);
    expect(read?.uid).toBe('7a2c8f9e-2b1d-4c5e-9f0a-1b2c3d4e5f60');
    expect(read?.fields).toEqual({
      title: 'Water the plants',
      status: 'pending',
      dueAt: '2026-03-09T08:00:00+01:00',
      priority: 1,
      tags: ['home', 'garden'],
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      timeZone: 'Europe/Berlin',
      remindBefore: 15,
    });
    expect(read?.lastModified).toBe('2026-03-02T08:10:00.000Z');
  });

  it('reads a Tasks.org task: a date-only due, p2, a description with a line break, IN-PROCESS as pending', () => {
    expect(readVtodo(TASKS_ORG)?.fields).toEqual({
      title: 'Renew passport',
      description: 'Photos first\nthen the form',
      status: 'pending',
      dueAt: '2026-03-20',
      priority: 2,
      tags: ['errands'],
    });
  });

  it('reads an Apple Reminders task: completed, when, UTC due, PRIORITY:9 as p3', () => {
    expect(readVtodo(APPLE_REMINDERS)?.fields).toEqual({
      title: 'Buy milk',
      status: 'completed',
      completedAt: '2026-03-06T17:45:12.000Z',
      dueAt: '2026-03-06T17:00:00Z',
      priority: 3,
      tags: [],
    });
  });

  it('reads a Nextcloud Tasks task with no due date or priority as p4 without a date', () => {
    expect(readVtodo(NEXTCLOUD_TASKS)?.fields).toEqual({ title: 'Plan the trip', status: 'pending', priority: 4, tags: [] });
  });

  it.each([
    ['2', 1],
    ['4', 1],
    ['5', 2],
    ['6', 3],
    ['9', 3],
    ['0', 4],
  ])('reads PRIORITY:%s as p%s', (priority, expected) => {
    const text = NEXTCLOUD_TASKS.replace('CLASS:PUBLIC', `PRIORITY:${priority}`);
    expect(readVtodo(text)?.fields.priority).toBe(expected);
  });

  it('reads nothing from text that is not a calendar, or a VTODO without a UID', () => {
    expect(readVtodo('<html>502 Bad Gateway</html>')).toBeUndefined();
    expect(readVtodo(NEXTCLOUD_TASKS.replace(/UID:.*\r\n/, ''))).toBeUndefined();
  });
});

describe('editing another app’s VTODO here', () => {
  const MOVED = ['LAST-MODIFIED', 'DTSTAMP', 'SEQUENCE'];

  it.each([
    ['Thunderbird', THUNDERBIRD],
    ['Tasks.org', TASKS_ORG],
    ['Apple Reminders', APPLE_REMINDERS],
    ['Nextcloud Tasks', NEXTCLOUD_TASKS],
  ])('a %s task keeps every line but the title it changed', (_app, text) => {
    const read = readVtodo(text)!;
    const { text: written, changed } = writeVtodo(read.uid, { ...read.fields, title: 'Renamed here' }, NOW, text);
    expect(changed).toBe(true);
    const before = linesOf(text, [...MOVED, 'SUMMARY']);
    const after = linesOf(written, [...MOVED, 'SUMMARY']);
    expect(after.sort()).toEqual(before.sort());
    expect(written).toContain('SUMMARY:Renamed here');
    expect(readVtodo(written)?.fields.title).toBe('Renamed here');
  });

  it('an unchanged task writes nothing new: no SEQUENCE, no LAST-MODIFIED moved', () => {
    const read = readVtodo(THUNDERBIRD)!;
    const { text, changed } = writeVtodo(read.uid, read.fields, NOW, THUNDERBIRD);
    expect(changed).toBe(false);
    expect(linesOf(text).sort()).toEqual(linesOf(THUNDERBIRD).sort());
  });

  it('completing moves STATUS, COMPLETED and PERCENT-COMPLETE, bumps SEQUENCE and keeps the X- properties', () => {
    const read = readVtodo(TASKS_ORG)!;
    const { text } = writeVtodo(read.uid, { ...read.fields, status: 'completed', completedAt: NOW }, NOW, TASKS_ORG);
    expect(text).toContain('STATUS:COMPLETED');
    expect(text).toContain('COMPLETED:20260308T120000Z');
    expect(text).toContain('PERCENT-COMPLETE:100');
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain('X-APPLE-SORT-ORDER:-1');
    expect(text).toContain('GEO:52.52;13.405');
    expect(text).toContain('TRIGGER;VALUE=DATE-TIME:20260319T090000Z');
  });

  it('a new reminder is added beside the other app’s alarm, and removing it leaves that alarm', () => {
    const read = readVtodo(TASKS_ORG)!;
    const added = writeVtodo(read.uid, { ...read.fields, remindBefore: 60 }, NOW, TASKS_ORG).text;
    expect(added.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(added).toContain('TRIGGER;RELATED=END:-PT60M');
    expect(readVtodo(added)?.fields.remindBefore).toBe(60);
    const removed = writeVtodo(read.uid, read.fields, NOW, added).text;
    expect(removed.match(/BEGIN:VALARM/g)).toHaveLength(1);
    expect(removed).toContain('TRIGGER;VALUE=DATE-TIME:20260319T090000Z');
  });

  it('Thunderbird’s own reminder is the one an edit of the reminder changes', () => {
    const read = readVtodo(THUNDERBIRD)!;
    const text = writeVtodo(read.uid, { ...read.fields, remindBefore: 30 }, NOW, THUNDERBIRD).text;
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(1);
    expect(text).toContain('DESCRIPTION:Default Mozilla Description');
    expect(readVtodo(text)?.fields.remindBefore).toBe(30);
  });
});

describe('writing a task of this extension', () => {
  const task: SyncedFields = {
    title: 'Pay rent; then, call',
    description: 'Line one\nline two',
    status: 'pending',
    dueAt: '2026-04-01T09:00:00+02:00',
    priority: 2,
    tags: ['home', 'money'],
    recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
    timeZone: 'Europe/Berlin',
    remindBefore: 30,
  };

  it('writes the RFC 5545 properties: DUE with TZID, DTSTART for the rule, PRIORITY 5, CATEGORIES, a VALARM before the due time', () => {
    const { text } = writeVtodo('uid-1', task, NOW);
    expect(text).toContain('DUE;TZID=Europe/Berlin:20260401T090000');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260401T090000');
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYMONTHDAY=1');
    expect(text).toContain('PRIORITY:5');
    expect(text).toContain('CATEGORIES:home,money');
    expect(text).toContain('SUMMARY:Pay rent\\; then\\, call');
    expect(text).toContain('TRIGGER;RELATED=END:-PT30M');
    expect(text).toContain('STATUS:NEEDS-ACTION');
    expect(text).toContain('UID:uid-1');
    expect(readVtodo(text)?.fields).toEqual({ ...task, dueAt: '2026-04-01T09:00:00+02:00' });
  });

  it('a date-only due is a DATE; p1 is 1, p3 is 9, p4 writes no PRIORITY', () => {
    const dateOnly = writeVtodo('uid-2', { title: 'A', status: 'pending', priority: 1, tags: [], dueAt: '2026-04-01' }, NOW).text;
    expect(dateOnly).toContain('DUE;VALUE=DATE:20260401');
    expect(dateOnly).toContain('PRIORITY:1');
    expect(writeVtodo('uid-3', { title: 'A', status: 'pending', priority: 3, tags: [] }, NOW).text).toContain('PRIORITY:9');
    expect(writeVtodo('uid-4', { title: 'A', status: 'pending', priority: 4, tags: [] }, NOW).text).not.toContain('PRIORITY');
  });

  it('a completed occurrence of a repeating task is written without its rule (the series lives on in the next one)', () => {
    const fields = syncedFieldsOf({ ...task, status: 'completed', completedAt: NOW });
    const text = writeVtodo('uid-5', fields, NOW).text;
    expect(text).not.toContain('RRULE');
    expect(text).toContain('STATUS:COMPLETED');
  });
});
