import { tool, type ToolSet } from 'ai';
import { executeTool, type ExecuteOptions } from './execute-tool';
import { modelTools } from './registry';
import type { ToolContext } from './tool-definition';

export interface AiToolsOptions {
  /** Looks up the approval of a high-risk call, so its audit entry records it. */
  approvalFor?: (toolCallId: string) => Promise<ExecuteOptions['approval']>;
}

/**
 * The model's tools as AI SDK tools bound to one context (conversation,
 * engine, clock): the model cannot reach another conversation's data.
 */
export function createAiTools(ctx: ToolContext, options: AiToolsOptions = {}): ToolSet {
  const tools: ToolSet = {};
  for (const definition of modelTools) {
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: definition.inputSchema,
      execute: async (input: unknown, { toolCallId }: { toolCallId: string }) => {
        const approval = options.approvalFor ? await options.approvalFor(toolCallId) : undefined;
        return executeTool(ctx, definition.name, input, { toolCallId, ...(approval ? { approval } : {}) });
      },
    });
  }
  return tools;
}
