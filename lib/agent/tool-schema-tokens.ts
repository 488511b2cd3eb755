import { zodSchema } from 'ai';
import { estimateTokens } from '../memory';
import { modelTools } from '../tools';

let cached: number | undefined;

/** The tokens the tools' names, descriptions and JSON schemas take in a request (estimated once). */
export function toolSchemaTokens(): number {
  cached ??= modelTools.reduce((sum, tool) => sum + 10 + estimateTokens(tool.name + tool.description + JSON.stringify(zodSchema(tool.inputSchema).jsonSchema)), 0);
  return cached;
}
