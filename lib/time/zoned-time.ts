/**
 * Wall-clock time in an IANA time zone, without a date library: the offset
 * comes from Intl, cached per zone because building a formatter is slow.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The last readings per zone: parsing one message asks for the same instant ("now") dozens of
 * times, and formatToParts is slow. Small, so it never grows with the instants it has seen.
 */
const readings = new Map<string, Map<number, WallTime & { second: number }>>();
const READINGS_PER_ZONE = 64;

/** The wall-clock reading of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { second: number } {
  const time = instant.getTime();
  let wall = readings.get(timeZone)?.get(time);
  if (!wall) {
    wall = readWallTime(instant, timeZone);
    // Set up only once a reading worked: a zone that is not one keeps nothing.
    let zone = readings.get(timeZone);
    if (!zone) readings.set(timeZone, (zone = new Map()));
    if (zone.size >= READINGS_PER_ZONE) zone.clear();
    zone.set(time, wall);
  }
  // A copy: callers may change what they get.
  return { ...wall };
}

function readWallTime(instant: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes east of UTC of a zone at an instant (Paris in winter: 60). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `2026-03-10`. */
export function isoDate(wall: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * A wall-clock time in a zone as ISO 8601 with that zone's offset at that
 * moment (so a date across a daylight-saving change gets its own offset).
 */
export function zonedIso(wall: WallTime, timeZone: string): string {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let offset = offsetMinutesAt(new Date(guess), timeZone);
  offset = offsetMinutesAt(new Date(guess - offset * 60_000), timeZone);
  return `${isoDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}:00${formatOffset(offset)}`;
}

/** Adds days to a calendar date (month and year overflow handled). */
export function addDays(wall: Pick<WallTime, 'year' | 'month' | 'day'>, days: number) {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whether the runtime knows this IANA time zone name (e.g. "Europe/Paris"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The user's time zone as the runtime knows it. */
export function defaultTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A moment as local ISO 8601 with the UTC offset in the given time zone,
 * e.g. 2026-03-10T09:30:00+01:00 for 08:30 UTC in Europe/Paris.
 */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${isoDate(wall)}T${time}${formatOffset(offsetMinutesAt(instant, timeZone))}`;
}

/** The weekday of a moment in a time zone ("Tuesday"), to help with relative dates. */
export function localWeekday(instant: Date, timeZone: string): string {
  let formatter = weekdayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
