import ICAL from 'ical.js';
import type { Priority } from '../db';
import { defaultTimeZone, isTimeZone, zonedIso } from '../time/zoned-time';
import { normalizeRule } from '../todos/recurrence';
import type { SyncedFields } from './synced-fields';

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
const TAG_MAX = 40;
const TAGS_MAX = 20;
const REMIND_MAX = 40_320;

/** A VTODO read from a calendar object: its UID, the fields, and when it was last modified. */
export interface ReadVtodo {
  uid: string;
  fields: SyncedFields;
  /** LAST-MODIFIED (or DTSTAMP) as ISO 8601, to decide a conflict on one field. */
  lastModified?: string;
  /** It has an RRULE (a completed one's rule is not among the fields: see docs/sync.md, "Repeating tasks"). */
  repeats?: true;
}

/** Parses calendar text; undefined when it is not iCalendar (a server answering garbage changes nothing). */
export function parseCalendar(text: string): Component | undefined {
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
    return root.name === 'vcalendar' ? root : undefined;
  } catch {
    return undefined;
  }
}

/** The VTODO a calendar object is about: the master (no RECURRENCE-ID), else the first. */
export function mainVtodo(calendar: Component): Component | undefined {
  const todos = calendar.getAllSubcomponents('vtodo');
  return todos.find((todo) => !todo.hasProperty('recurrence-id')) ?? todos[0];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A DATE or DATE-TIME property as this extension writes dates: `2026-03-10`, or ISO 8601 with the offset of its zone. */
export function readDateProperty(property: Property | null): { iso: string; zone?: string } | undefined {
  if (!property) return undefined;
  const value = property.getFirstValue();
  if (!(value instanceof ICAL.Time)) return undefined;
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  if (value.isDate) return { iso: date };
  const tzid = property.getFirstParameter('tzid');
  if (value.zone === ICAL.Timezone.utcTimezone || (!tzid && value.toString().endsWith('Z'))) {
    return { iso: `${date}T${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}Z` };
  }
  const zone = tzid && isTimeZone(tzid) ? tzid : defaultTimeZone();
  const iso = zonedIso({ year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute }, zone);
  return { iso, ...(tzid && isTimeZone(tzid) ? { zone } : {}) };
}

const toUtcIso = (property: Property | null): string | undefined => {
  const read = readDateProperty(property);
  if (!read) return undefined;
  const time = Date.parse(read.iso.length === 10 ? `${read.iso}T00:00:00Z` : read.iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** RFC 5545 PRIORITY to this extension's: 1–4 is p1, 5 p2, 6–9 p3, 0 or none p4. */
export function priorityOfIcal(value: unknown): Priority {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 9) return 4;
  if (n <= 4) return 1;
  if (n === 5) return 2;
  return 3;
}

/** Text of a property, cut to a limit at a character boundary. */
const textOf = (component: Component, name: string, max: number): string | undefined => {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text ? Array.from(text).reduce((kept, char) => (kept.length + char.length <= max ? kept + char : kept), '') : undefined;
};

/** CATEGORIES as tags: every value of every CATEGORIES line, lower-cased like a tag typed here. */
export function tagsOf(component: Component): string[] {
  const tags: string[] = [];
  for (const property of component.getAllProperties('categories')) {
    for (const value of property.getValues()) {
      if (typeof value !== 'string') continue;
      const tag = value.trim().replace(/^#/, '').toLowerCase();
      if (tag && tag.length <= TAG_MAX && !tags.includes(tag)) tags.push(tag);
    }
  }
  return tags.slice(0, TAGS_MAX);
}

/** The one VALARM this extension owns: the first whose TRIGGER is a duration relative to the due time (RELATED=END) at or before it. */
export function reminderAlarm(component: Component): { alarm: Component; minutes: number } | undefined {
  for (const alarm of component.getAllSubcomponents('valarm')) {
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue();
    if (!trigger || !(value instanceof ICAL.Duration)) continue;
    if (String(trigger.getFirstParameter('related') ?? '').toUpperCase() !== 'END') continue;
    const seconds = value.toSeconds();
    if (seconds > 0 || -seconds / 60 > REMIND_MAX || seconds % 60 !== 0) continue;
    return { alarm, minutes: -seconds / 60 };
  }
  return undefined;
}

/** The RRULE as this extension stores it (no DTSTART), or undefined. */
export function ruleOf(component: Component): string | undefined {
  const value = component.getFirstPropertyValue('rrule');
  if (!(value instanceof ICAL.Recur)) return undefined;
  const text = normalizeRule(value.toString());
  return text && text.length <= 500 ? text : undefined;
}

/** The fields of one VTODO component. */
export function fieldsOfVtodo(component: Component): SyncedFields {
  const title = textOf(component, 'summary', TITLE_MAX) ?? 'Untitled task';
  const description = textOf(component, 'description', DESCRIPTION_MAX);
  const statusText = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const completedAt = toUtcIso(component.getFirstProperty('completed'));
  const completed = statusText === 'COMPLETED' || statusText === 'CANCELLED' || (statusText === '' && completedAt !== undefined);
  const due = readDateProperty(component.getFirstProperty('due'));
  const recurrence = completed ? undefined : ruleOf(component);
  const reminder = due ? reminderAlarm(component) : undefined;
  return {
    title,
    ...(description ? { description } : {}),
    status: completed ? 'completed' : 'pending',
    ...(completed && completedAt ? { completedAt } : {}),
    ...(due ? { dueAt: due.iso } : {}),
    priority: priorityOfIcal(component.getFirstPropertyValue('priority')),
    tags: tagsOf(component),
    ...(recurrence ? { recurrence, timeZone: due?.zone ?? defaultTimeZone() } : {}),
    ...(reminder ? { remindBefore: reminder.minutes } : {}),
  };
}

/** Reads a calendar object's text; undefined when it holds no VTODO with a UID. */
export function readVtodo(text: string): ReadVtodo | undefined {
  const calendar = parseCalendar(text);
  const todo = calendar && mainVtodo(calendar);
  const uid = todo?.getFirstPropertyValue('uid');
  if (!todo || typeof uid !== 'string' || !uid.trim()) return undefined;
  const lastModified = toUtcIso(todo.getFirstProperty('last-modified')) ?? toUtcIso(todo.getFirstProperty('dtstamp'));
  return { uid, fields: fieldsOfVtodo(todo), ...(lastModified ? { lastModified } : {}), ...(ruleOf(todo) ? { repeats: true as const } : {}) };
}
