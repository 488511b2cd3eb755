import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 21: every date and time a person reads goes through lib/time/format-time.ts. A component
// or sentence that formats a moment itself (toLocaleDateString, its own Intl.DateTimeFormat) is how
// "Today 8:00 PM" came to sit beside "every Thursday at 20:00".
const ROOTS = ['components', 'lib', 'entrypoints'];
const FORMATTER = 'lib/time/format-time.ts';
/** Formatters that never render for a person: a zone's validity, the wall-clock arithmetic. */
const NOT_DISPLAY: Record<string, string> = {
  'lib/time/zoned-time.ts': 'reads wall-clock fields (en-US parts) for arithmetic, and isTimeZone checks a name',
};
const DISPLAY =
  /\.toLocale(?:Date|Time)String\(|\.toLocaleString\(\s*(?:undefined|'[a-z-]+'|locale)?\s*,\s*\{\s*(?:weekday|month|hour|dateStyle|timeStyle)|new Intl\.DateTimeFormat\(|\.toUTCString\(|\.toDateString\(|\.toTimeString\(/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one formatter for every time a person reads', () => {
  it('no component or lib module formats a date or time itself', () => {
    const offenders = ROOTS.flatMap((root) => sources(root))
      .map((path) => relative('.', path))
      .filter((path) => path !== FORMATTER && !(path in NOT_DISPLAY))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) => (DISPLAY.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
