import 'fake-indexeddb/auto';
import { describe, it } from 'vitest';
import { createDatabase } from '../../lib/db';
import { saveQuickAdd } from '../../lib/quick-add';

const lines = ['pay rent tomorrow 9am p1 #home', 'buy milk', 'call mom friday at 5pm #family', 'renew passport jan 27 p2'];

describe('quick-add', () => {
  it('Enter to saved (target: under 100 ms)', async ({ bench }) => {
    const db = createDatabase(`quick-add-bench-${crypto.randomUUID()}`);
    let next = 0;
    // What Enter triggers: parse the line, validate, write the task and its audit entry in one transaction.
    const result = await bench('saveQuickAdd on fake-indexeddb', async () => {
      await saveQuickAdd(lines[next]!, { db });
      next = (next + 1) % lines.length;
    }).run();
    const mean = result.latency.mean;
    const p99 = result.latency.p99;
    console.log(`Quick-add Enter to saved: mean ${mean.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (target < 100 ms: ${p99 < 100 ? 'met' : 'MISSED'})`);
  });
});
