import type { Plugin } from 'vite';

const ZOD_UTIL = /[\\/]zod[\\/]v4[\\/]core[\\/]util\.js$/;
/** zod 4's probe: `allowsEval = cached(() => { …; try { new Function(""); return true } catch { return false } })`. */
const EVAL_PROBE = /export const allowsEval = \/\* @__PURE__\*\/ cached\(\(\) => \{[\s\S]*?\n\}\);/;

/**
 * Replaces zod's `new Function("")` probe with its answer in an extension:
 * `false`. The pages' and the worker's content security policy forbid eval,
 * so the probe always fails there (and the browser reports the attempt as a
 * CSP violation); with the answer fixed, zod never builds its JIT parsers,
 * exactly as today, and the Add-ons linter no longer sees an eval in every
 * bundle that validates (docs/store/lint-warnings.md). Pure, so it is tested
 * on the installed zod.
 */
export function removeEvalProbe(code: string): string | undefined {
  if (!EVAL_PROBE.test(code)) return undefined;
  return code.replace(EVAL_PROBE, 'export const allowsEval = /* @__PURE__*/ cached(() => false);');
}

/** Vite plugin: zod without its eval probe; the build fails if a zod update moves it. */
export function zodWithoutEvalProbe(): Plugin {
  return {
    name: 'todo-assistant:zod-without-eval-probe',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_UTIL.test(id)) return null;
      const rewritten = removeEvalProbe(code);
      if (rewritten === undefined) this.error(`zod's allowsEval probe was not found in ${id}: update build/zod-without-eval-probe.ts.`);
      return { code: rewritten, map: null };
    },
  };
}
