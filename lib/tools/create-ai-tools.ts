import { tool, zodSchema, type ToolSet } from 'ai';
import type { CallBudget } from './call-budget';
import { executeTool, type ExecuteOptions } from './execute-tool';
import { modelTools } from './registry';
import type { ToolContext } from './tool-definition';

export interface AiToolsOptions {
  /** Looks up the approval of a high-risk call, so its audit entry records it. */
  approvalFor?: (toolCallId: string) => Promise<ExecuteOptions['approval']>;
  /** The caps on tool calls: a call it refused is audited as an error and comes back to the model as one, without running. */
  budget?: CallBudget;
}

/**
 * Each tool's input schema wrapped once: the AI SDK converts a schema to JSON
 * Schema lazily and keeps the result on the wrapper, so a raw zod schema
 * would be converted again on every turn (about a fifth of a turn's time).
 */
let inputSchemas: Map<string, ReturnType<typeof zodSchema>> | undefined;
// Made on first use, not at import: the panel imports the tools too (to run
// them by hand) and would otherwise carry the AI SDK's schema code.
const wrappedSchemas = () => (inputSchemas ??= new Map(modelTools.map((definition) => [definition.name, zodSchema(definition.inputSchema)])));

/**
 * The model's tools as AI SDK tools bound to one context (conversation,
 * engine, clock): the model cannot reach another conversation's data.
 */
export function createAiTools(ctx: ToolContext, options: AiToolsOptions = {}): ToolSet {
  const tools: ToolSet = {};
  for (const definition of modelTools) {
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: wrappedSchemas().get(definition.name) ?? zodSchema(definition.inputSchema),
      execute: async (input: unknown, { toolCallId }: { toolCallId: string }) => {
        const refusal = options.budget?.refusal(toolCallId);
        const approval = options.approvalFor && !refusal ? await options.approvalFor(toolCallId) : undefined;
        return executeTool(ctx, definition.name, input, { toolCallId, ...(approval ? { approval } : {}), ...(refusal ? { refusal } : {}) });
      },
    });
  }
  return tools;
}
