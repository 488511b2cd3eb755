import { z } from 'zod';
import { estimateTokens } from '../memory';
import { modelTools } from '../tools';

let cached: number | undefined;

/** The tokens the tools' names, descriptions and JSON schemas take in a request (estimated once). */
export function toolSchemaTokens(): number {
  cached ??= modelTools.reduce((sum, tool) => sum + 10 + estimateTokens(tool.name + tool.description + JSON.stringify(z.toJSONSchema(tool.inputSchema, { unrepresentable: 'any' }))), 0);
  return cached;
}
