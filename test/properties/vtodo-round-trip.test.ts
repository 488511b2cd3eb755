import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { changedFields, syncedFieldsOf, type SyncedFields } from '@/lib/sync/synced-fields';
import { writeVtodo } from '@/lib/sync/write-vtodo';
import { APPLE_REMINDERS, NEXTCLOUD_TASKS, TASKS_ORG, THUNDERBIRD } from '../sync/fixtures/vtodos';

const NOW = '2026-03-08T12:00:00.000Z';
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'];
const RULES = ['FREQ=DAILY', 'FREQ=WEEKLY;BYDAY=MO', 'FREQ=MONTHLY;BYMONTHDAY=1', 'FREQ=WEEKLY;INTERVAL=2', 'FREQ=DAILY;COUNT=5'];

const text = (max: number) =>
  fc
    .string({ unit: fc.constantFrom('a', 'Z', ' ', ';', ',', '\\', '\n', 'é', '😀', ':', '"'), minLength: 1, maxLength: max })
    .map((value) => value.trim())
    .filter((value) => value.length > 0);

const minuteIso = fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }).map((minutes) => new Date(minutes * 60_000).toISOString());
const day = minuteIso.map((iso) => iso.slice(0, 10));

const task: fc.Arbitrary<SyncedFields> = fc
  .record({
    title: text(60),
    description: fc.option(text(200), { nil: undefined }),
    completed: fc.boolean(),
    completedAt: minuteIso,
    due: fc.option(fc.oneof(day, minuteIso), { nil: undefined }),
    priority: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
    tags: fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), { maxLength: 5 }),
    rule: fc.option(fc.constantFrom(...RULES), { nil: undefined }),
    zone: fc.constantFrom(...ZONES),
    remindBefore: fc.option(fc.constantFrom(0, 5, 30, 60, 1440), { nil: undefined }),
  })
  .map((r) =>
    syncedFieldsOf({
      title: r.title,
      ...(r.description ? { description: r.description } : {}),
      status: r.completed ? 'completed' : 'pending',
      ...(r.completed ? { completedAt: r.completedAt } : {}),
      ...(r.due ? { dueAt: r.due } : {}),
      priority: r.priority,
      tags: r.tags,
      ...(r.rule && r.due ? { recurrence: r.rule, timeZone: r.zone } : {}),
      ...(r.remindBefore !== undefined ? { remindBefore: r.remindBefore } : {}),
    }),
  );

describe('VTODO round trips', () => {
  it('task → VTODO → task is the same task', () => {
    fc.assert(
      fc.property(task, (fields) => {
        const read = readVtodo(writeVtodo('uid-x', fields, NOW).text);
        expect(read?.uid).toBe('uid-x');
        expect(changedFields(read!.fields, fields)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('VTODO from another app → task edited here → VTODO keeps every property and component it had', () => {
    const unmapped = (calendar: string) =>
      calendar
        .replace(/\r\n[ \t]/g, '')
        .replace(/;VALUE=(DURATION|URI)(?=[;:])/g, '')
        .split('\r\n')
        .filter((line) => /^(X-|ATTACH|RELATED-TO|GEO|CLASS|CREATED|UID|PRODID|CALSCALE|TRIGGER;VALUE=DATE-TIME|TZ|BEGIN:VTIMEZONE|BEGIN:STANDARD|BEGIN:DAYLIGHT)/.test(line));
    fc.assert(
      fc.property(fc.constantFrom(THUNDERBIRD, TASKS_ORG, APPLE_REMINDERS, NEXTCLOUD_TASKS), task, (original, edit) => {
        const written = writeVtodo('ignored', edit, NOW, original).text;
        expect(unmapped(written).sort()).toEqual(unmapped(original).sort());
        const read = readVtodo(written);
        expect(read?.uid).toBe(readVtodo(original)?.uid);
        expect(changedFields(read!.fields, edit)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
