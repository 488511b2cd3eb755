import type { Plugin } from 'vite';

const MARKDOWN_DIST = /[\\/]markdown-to-jsx[\\/]dist[\\/][^\\/]+\.js$/;
/** markdown-to-jsx 9's opt-in `evalUnserializableExpressions`: `try{a[C]=(0,eval)(`(${o})`);continue}catch{}`. */
const INDIRECT_EVAL = /\(0,\s*eval\)\(/g;
/** What stands in its place: throws, so the library's own `catch` keeps the attribute as text. */
const REFUSE = '(()=>{throw new Error("evalUnserializableExpressions is off in Todo Assistant")})(';

/**
 * Removes markdown-to-jsx's only `eval`, behind its `evalUnserializableExpressions`
 * option, which `components/shared/MarkdownRender.tsx` never sets (and the extension's
 * CSP would refuse anyway). With the call replaced by one that throws, the
 * library's own `catch` keeps such an attribute as text, exactly as with the
 * option off, and the Add-ons linter sees no eval (docs/store/lint-warnings.md).
 * Pure, so it is tested on the installed package.
 */
export function removeMarkdownEval(code: string): string | undefined {
  if (!INDIRECT_EVAL.test(code)) return undefined;
  INDIRECT_EVAL.lastIndex = 0;
  return code.replace(INDIRECT_EVAL, REFUSE);
}

/** Vite plugin: markdown-to-jsx without its eval; the build fails if an update brings an eval this does not recognise. */
export function markdownWithoutEval(): Plugin {
  return {
    name: 'todo-assistant:markdown-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!MARKDOWN_DIST.test(id) || !/\beval\b/.test(code)) return null;
      const rewritten = removeMarkdownEval(code);
      if (rewritten === undefined || /\beval\s*\(|\(0,\s*eval\)/.test(rewritten)) {
        this.error(`markdown-to-jsx has an eval this build does not recognise in ${id}: update build/markdown-without-eval.ts.`);
      }
      return { code: rewritten, map: null };
    },
  };
}
