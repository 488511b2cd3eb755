import { it } from 'vitest';
import { parseIntent } from '/work/wt/i20b/lib/intent';
it('p', () => {
  for (const t of (process.env.T ?? '').split('|')) console.log(t, '=>', JSON.stringify(parseIntent(t, { now: new Date('2026-11-26T14:00:00Z'), timeZone: 'America/New_York' })));
});
