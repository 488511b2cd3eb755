/**
 * Writes lib/intent/chrono-pattern-requirements.ts: what each of chrono's patterns needs in a text, so that the
 * parser runs (and compiles) only the ones a request can match. Run it after an update of chrono-node; the unit test
 * test/build/chrono-requirements.test.ts fails until then.
 *
 *   node --experimental-strip-types scripts/chrono-requirements.ts
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { chronoRequirementsModule } from '../build/chrono-requirements.ts';

const file = 'lib/intent/chrono-pattern-requirements.ts';
writeFileSync(file, await format(chronoRequirementsModule(), { ...(await resolveConfig(file)), filepath: file }));
console.log(`wrote ${file}`);
