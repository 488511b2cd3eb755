import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaV1, schemaV2, schemaV3, schemaV6 } from '@/lib/db/schema';
import { MODEL_HOST_ORIGINS } from '@/lib/models/webllm/model-hosts';

// The policy must stay true as the product grows: a new table or a new download host
// that docs/privacy.md does not name fails here, not in a store review.
const privacy = readFileSync('docs/privacy.md', 'utf8');

describe('docs/privacy.md', () => {
  it('names every IndexedDB table', () => {
    const tables = new Set([schemaV1, schemaV2, schemaV3, schemaV6].flatMap((schema) => Object.keys(schema)));
    for (const table of tables) expect(privacy, `table ${table}`).toContain(`\`${table}\``);
  });

  it('names every host the in-browser model download reaches', () => {
    for (const pattern of MODEL_HOST_ORIGINS) {
      const host = new URL(pattern.replace('*.', '').replace(/\/\*$/, '/')).hostname;
      expect(privacy, pattern).toContain(`\`${host}\``);
    }
  });
});
