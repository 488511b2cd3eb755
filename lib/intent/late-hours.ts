import { addDays, wallTimeOf, zonedIso } from '../time/zoned-time';

/**
 * Hours said late in the day. "at 1am tonight" said in the evening is the small hours of the night to come, so
 * tomorrow's date ("tonight" names the night, not the calendar day). "later at 11", "mamaya at 11" (Tagalog "later
 * today") with no am or pm is the next 11 o'clock still to come today: 23:00 when said at 21:40, 11:00 when said at
 * 9:00; when neither is still to come, the words are left to the ordinary date reader.
 */

interface Found {
  dueAt: string;
  spans: Array<{ index: number; length: number }>;
}

/** "later at 11", "mamaya at 11:30", "later today at 3": later today, an hour with no am or pm. */
const LATER_AT =
  /\b(?:later(?:\s+today|\s+on)?|mamaya)\s+(?:at\s+|@\s*|around\s+)?(\d{1,2})(?:[:.](\d{2}))?(?!\s*(?:[ap]\.?m\b|[:.]?\d|h\b|hrs?\b|hours?\b|mins?\b|minutes?\b|days?\b|weeks?\b|%))/i;

/** The hour said after "later" (or "mamaya"), placed today at the next time it comes, or undefined. */
export function laterToday(text: string, now: Date, timeZone: string): Found | undefined {
  const later = LATER_AT.exec(text);
  if (!later) return undefined;
  const hour = Number(later[1]);
  const minute = later[2] === undefined ? 0 : Number(later[2]);
  if (hour < 1 || hour > 12 || minute > 59) return undefined;
  const today = wallTimeOf(now, timeZone);
  for (const candidate of [hour % 12, (hour % 12) + 12]) {
    const iso = zonedIso({ year: today.year, month: today.month, day: today.day, hour: candidate, minute }, timeZone);
    if (new Date(iso).getTime() > now.getTime()) return { dueAt: iso, spans: [{ index: later.index, length: later[0].length }] };
  }
  return undefined;
}

/** "at 1am tonight", "tonight at 2am": a small hour of tonight already past by the clock is the one after midnight. */
export function tonightsSmallHours<T extends Found | undefined>(found: T, text: string, now: Date, timeZone: string): T {
  if (!found || !/\btonight\b/i.test(text)) return found;
  const time = /T(\d{2}):(\d{2})/.exec(found.dueAt);
  if (!time || Number(time[1]) >= 5 || new Date(found.dueAt).getTime() > now.getTime()) return found;
  const due = wallTimeOf(new Date(found.dueAt), timeZone);
  const next = addDays(due, 1);
  return { ...found, dueAt: zonedIso({ ...next, hour: due.hour, minute: due.minute }, timeZone) };
}
