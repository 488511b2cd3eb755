import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeEvalProbe } from '../../build/zod-without-eval-probe';

describe('removeEvalProbe', () => {
  it("fixes the installed zod's allowsEval to false and leaves no Function call in its util module", async () => {
    const core = dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
    const original = await readFile(join(core, 'util.js'), 'utf8');
    expect(original).toMatch(/new F\(""\)/);

    const code = removeEvalProbe(original);
    expect(code).toContain('export const allowsEval = /* @__PURE__*/ cached(() => false);');
    expect(code).not.toMatch(/new F\(|Function\(/);
    // Only the probe changed: everything before and after it is the same text.
    expect(code!.length).toBeLessThan(original.length);
    expect(code!.split('export const allowsEval')[0]).toBe(original.split('export const allowsEval')[0]);
  });

  it('answers undefined when the probe is not there, so the build can stop and say so', () => {
    expect(removeEvalProbe('export const something = 1;')).toBeUndefined();
  });
});
