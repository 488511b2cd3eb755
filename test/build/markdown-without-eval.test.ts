import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { removeMarkdownEval } from '../../build/markdown-without-eval';

describe('removeMarkdownEval', () => {
  it('leaves no eval in the installed markdown-to-jsx, and changes nothing else', async () => {
    const original = await readFile(createRequire(import.meta.url).resolve('markdown-to-jsx'), 'utf8');
    expect(original).toContain('(0,eval)(');

    const code = removeMarkdownEval(original)!;
    expect(code).not.toMatch(/\beval\s*\(|\(0,\s*eval\)/);
    // Only the call was swapped: the code around it is the same text.
    const [before] = original.split('(0,eval)(');
    expect(code.startsWith(before!)).toBe(true);
  });

  it('a replaced call throws, so the library keeps the attribute as text', () => {
    const code = removeMarkdownEval('let v;try{v=(0,eval)(`(1+1)`)}catch{v="kept as text"}')!;
    expect(new Function(`${code};return v;`)()).toBe('kept as text');
  });

  it('answers undefined when there is no eval, so the build can stop and say so', () => {
    expect(removeMarkdownEval('export const x = 1;')).toBeUndefined();
  });
});
