import { zodSchema } from 'ai';
import { estimateTokens } from '../memory';
import { wireTool } from '../models';
import { modelTools } from '../tools';

/** The registered tools as a request carries them: name, description and JSON schema of each. */
export function toolSchemasText(tools: readonly { name: string; description: string; inputSchema: Parameters<typeof zodSchema>[0] }[] = modelTools): string {
  return `[${tools.map((tool) => wireTool({ name: tool.name, description: tool.description, inputSchema: zodSchema(tool.inputSchema).jsonSchema })).join(',')}]`;
}

let cached: number | undefined;

/** The tokens the tools' names, descriptions and JSON schemas take in a request (estimated once). */
export function toolSchemaTokens(): number {
  cached ??= estimateTokens(toolSchemasText());
  return cached;
}
