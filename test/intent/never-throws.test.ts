import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';
import { zonedIso } from '../../lib/time/zoned-time';
import { loadBatch } from './blind-batch';

/*
 * Every request of every blind batch is read without an error, at the batch's own moment and in two other zones and
 * days. A reading that throws reaches the person as "Sorry, that didn't work"; the batch scorer counted it as one more
 * miss, so "… is half 3 next week" (a span of length -1 in parse-due-date.ts) went unseen for ten rounds.
 */
const folder = fileURLToPath(new URL('../fixtures/', import.meta.url));
const batches = readdirSync(folder)
  .filter((name) => /^blind-batch-\d+\.json$/.test(name))
  .map((name) => loadBatch(`${folder}${name}`));

const momentOf = (wall: string, timeZone: string) => {
  const [date, time] = wall.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = (time ?? '09:00').split(':').map(Number);
  return new Date(zonedIso({ year: year!, month: month!, day: day!, hour: hour!, minute: minute! }, timeZone));
};

describe('the parser never throws on a request people wrote', () => {
  it('reads all of them at three moments', { timeout: 120_000 }, () => {
    const moments = (batch: (typeof batches)[number]) => [
      { now: momentOf(batch.now, batch.timeZone), timeZone: batch.timeZone },
      { now: new Date('2027-03-28T00:30:00Z'), timeZone: 'Europe/London' }, // the night clocks go forward
      { now: new Date('2027-12-31T23:50:00Z'), timeZone: 'Pacific/Auckland' },
    ];
    const thrown: string[] = [];
    let read = 0;
    for (const batch of batches)
      for (const item of batch.items)
        for (const moment of moments(batch)) {
          read += 1;
          try {
            parseIntent(item.text, moment);
          } catch (error) {
            thrown.push(`${item.id} "${item.text}" (${moment.timeZone}): ${error instanceof Error ? error.message : String(error)}`);
          }
        }
    expect(read).toBeGreaterThan(10_000);
    expect(thrown).toEqual([]);
  });
});
