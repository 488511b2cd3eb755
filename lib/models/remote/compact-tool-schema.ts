/**
 * A tool's JSON schema as the remote tier sends it: without the `$schema`
 * line, the `additionalProperties: false` of every object and the length
 * limits (`maxLength`, `maxItems`), which every request would carry for every
 * tool (about 190 tokens for eleven tools) and which no model needs to write a
 * good call: the tool's zod schema still checks every input, and a call past
 * a limit comes back to the model as a plain tool error it can fix.
 */
const DROPPED = new Set(['$schema', 'maxLength', 'maxItems']);
export function compactToolSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compactToolSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || (key === 'additionalProperties' && value === false)) continue;
    out[key] = compactToolSchema(value);
  }
  return out;
}

/** One tool as it travels in a chat-completions request's `tools`. */
export function wireTool(tool: { name: string; description?: string | undefined; inputSchema: unknown }): string {
  return JSON.stringify({ type: 'function', function: { name: tool.name, description: tool.description ?? '', parameters: compactToolSchema(tool.inputSchema) } });
}
