import ICAL from 'ical.js';
import { defaultTimeZone, wallTimeOf } from '../time/zoned-time';
import { fieldsOfVtodo, mainVtodo, parseCalendar, reminderAlarm } from './read-vtodo';
import { changedFields, SYNCED_FIELDS, type SyncedField, type SyncedFields } from './synced-fields';

type Component = InstanceType<typeof ICAL.Component>;

const PRODID = '-//Todo Assistant//Browser extension//EN';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20260310T093000Z`: a moment as an iCalendar UTC DATE-TIME. */
export function icalUtc(iso: string): string {
  const date = new Date(Date.parse(iso));
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/** RFC 5545 PRIORITY of a priority here: p1 1, p2 5, p3 9, p4 none. */
export const icalPriority = (priority: number): number | undefined => ({ 1: 1, 2: 5, 3: 9 })[priority];

/** A due date as a DUE or DTSTART line: a DATE for a day, a DATE-TIME in the task's zone (TZID) for a time. */
function dateLine(name: string, dueAt: string, zone: string): string {
  if (dueAt.length === 10) return `${name};VALUE=DATE:${dueAt.replaceAll('-', '')}`;
  const wall = wallTimeOf(new Date(Date.parse(dueAt)), zone);
  const local = `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
  return zone === 'UTC' ? `${name}:${local}Z` : `${name};TZID=${zone}:${local}`;
}

const setLine = (todo: Component, name: string, line: string | undefined) => {
  todo.removeAllProperties(name);
  if (line !== undefined) todo.addProperty(ICAL.Property.fromString(line));
};

/** Escapes TEXT for a content line (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Writes one field onto the VTODO; nothing else of it is touched. */
function writeField(todo: Component, field: SyncedField, fields: SyncedFields, now: string): void {
  const zone = fields.timeZone ?? defaultTimeZone();
  switch (field) {
    case 'title':
      setLine(todo, 'summary', `SUMMARY:${text(fields.title)}`);
      return;
    case 'description':
      setLine(todo, 'description', fields.description ? `DESCRIPTION:${text(fields.description)}` : undefined);
      return;
    case 'status': {
      const done = fields.status === 'completed';
      setLine(todo, 'status', `STATUS:${done ? 'COMPLETED' : 'NEEDS-ACTION'}`);
      setLine(todo, 'completed', done ? `COMPLETED:${icalUtc(fields.completedAt ?? now)}` : undefined);
      if (done) setLine(todo, 'percent-complete', 'PERCENT-COMPLETE:100');
      else if (Number(todo.getFirstPropertyValue('percent-complete')) === 100) todo.removeAllProperties('percent-complete');
      return;
    }
    case 'dueAt':
      setLine(todo, 'due', fields.dueAt ? dateLine('DUE', fields.dueAt, zone) : undefined);
      alignStart(todo, fields, zone);
      if (!fields.dueAt) dropReminder(todo);
      return;
    case 'priority': {
      const priority = icalPriority(fields.priority);
      setLine(todo, 'priority', priority === undefined ? undefined : `PRIORITY:${priority}`);
      return;
    }
    case 'tags':
      setLine(todo, 'categories', fields.tags.length ? `CATEGORIES:${fields.tags.map(text).join(',')}` : undefined);
      return;
    case 'recurrence':
      setLine(todo, 'rrule', fields.recurrence ? `RRULE:${fields.recurrence}` : undefined);
      alignStart(todo, fields, zone);
      return;
    case 'remindBefore': {
      if (fields.remindBefore === undefined || !fields.dueAt) {
        dropReminder(todo);
        return;
      }
      const trigger = ICAL.Property.fromString(`TRIGGER;RELATED=END:${fields.remindBefore === 0 ? 'PT0S' : `-PT${fields.remindBefore}M`}`);
      const owned = reminderAlarm(todo);
      if (owned) {
        owned.alarm.removeAllProperties('trigger');
        owned.alarm.addProperty(trigger);
        return;
      }
      const alarm = new ICAL.Component('valarm');
      alarm.addPropertyWithValue('action', 'DISPLAY');
      alarm.addProperty(trigger);
      alarm.addPropertyWithValue('description', fields.title);
      todo.addSubcomponent(alarm);
      return;
    }
  }
}

const dropReminder = (todo: Component) => {
  const owned = reminderAlarm(todo);
  if (owned) todo.removeSubcomponent(owned.alarm);
};

/** A repeating VTODO needs a DTSTART for its RRULE: the due date, written the same way. */
function alignStart(todo: Component, fields: SyncedFields, zone: string): void {
  if (fields.recurrence && fields.dueAt) setLine(todo, 'dtstart', dateLine('DTSTART', fields.dueAt, zone));
}

function newCalendar(uid: string, now: string): Component {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODID);
  const todo = new ICAL.Component('vtodo');
  todo.addPropertyWithValue('uid', uid);
  todo.addProperty(ICAL.Property.fromString(`CREATED:${icalUtc(now)}`));
  calendar.addSubcomponent(todo);
  return calendar;
}

/**
 * The calendar object for a task: the server's copy (`previous`) edited in
 * place, only the fields whose values differ from the task's, so every
 * property and component another app wrote stays as it was; a new object
 * when there is none. LAST-MODIFIED, DTSTAMP and SEQUENCE move only when a
 * field changed; with no change the server's text comes back byte for byte.
 * (ical.js writes a VALUE parameter only when it is not the property's
 * default, so `TRIGGER;VALUE=DURATION:` comes back as `TRIGGER:`: the same
 * value.) LAST-MODIFIED is `editedAt`, when the task was last edited here
 * (else `now`): a conflict on one field is decided by the later edit, not by
 * the later sync. Returns the text and whether anything changed.
 */
export function writeVtodo(uid: string, fields: SyncedFields, now: string, previous?: string, editedAt: string = now): { text: string; changed: boolean } {
  const parsed = previous !== undefined ? parseCalendar(previous) : undefined;
  const calendar = parsed ?? newCalendar(uid, now);
  const isNew = parsed === undefined;
  let todo = mainVtodo(calendar);
  if (!todo) {
    todo = new ICAL.Component('vtodo');
    todo.addPropertyWithValue('uid', uid);
    calendar.addSubcomponent(todo);
  }
  const current = fieldsOfVtodo(todo);
  const changed = isNew ? SYNCED_FIELDS : changedFields(current, fields);
  // SYNCED_FIELDS has the due date before the rule and the reminder, which read it.
  for (const field of SYNCED_FIELDS) if (changed.includes(field)) writeField(todo, field, fields, now);
  if (changed.length === 0) return { text: previous ?? calendar.toString(), changed: false };
  setLine(todo, 'last-modified', `LAST-MODIFIED:${icalUtc(Number.isNaN(Date.parse(editedAt)) ? now : editedAt)}`);
  setLine(todo, 'dtstamp', `DTSTAMP:${icalUtc(now)}`);
  const sequence = Number(todo.getFirstPropertyValue('sequence') ?? -1);
  setLine(todo, 'sequence', `SEQUENCE:${Number.isInteger(sequence) && sequence >= 0 ? sequence + 1 : 0}`);
  return { text: calendar.toString(), changed: true };
}
