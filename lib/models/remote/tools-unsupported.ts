import { APICallError } from '@ai-sdk/provider';

/**
 * How servers refuse a request with tools for a model that cannot use them:
 *   Ollama:    400 "llama3 does not support tools" (ollama/ollama issues #5793, #6027)
 *   vLLM:      400 "\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set"
 *   llama.cpp: 500 "tools param requires --jinja flag" (without --jinja)
 *   others:    "... tool calling is not supported ..." / "does not support function calling"
 */
const REFUSAL =
  /does not support (?:tools|tool|function)|(?:tools?|tool calling|tool use|function calling)\b[^.]{0,40}\bnot (?:supported|available)|enable-auto-tool-choice|tools param requires --jinja/i;

/** True when the server said this model cannot be given tools (not a transient or setup failure). */
export function isToolsUnsupported(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (APICallError.isInstance(current)) {
      const status = current.statusCode ?? 0;
      if (status >= 400 && status !== 401 && status !== 403 && status !== 404 && status !== 429) {
        return REFUSAL.test(`${current.message} ${current.responseBody ?? ''}`);
      }
      return false;
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
