import { tool, zodSchema, type ToolSet } from 'ai';
import type { CallBudget } from './call-budget';
import { executeTool, type ExecuteOptions } from './execute-tool';
import { modelTools, needsApproval } from './registry';
import type { ToolContext } from './tool-definition';

/** An approval given in this browser: its record for the audit, and the input it was given for when that was fixed then. */
export interface GivenApproval {
  approval: NonNullable<ExecuteOptions['approval']>;
  runInput?: unknown;
}

export interface AiToolsOptions {
  /**
   * The approval the person gave in this browser for a high-risk call, or
   * undefined. A high-risk call runs only with one: without it (or without
   * this option) the call is refused, audited, and comes back to the model as
   * an error, whatever the messages say.
   */
  approvalFor?: (call: { toolCallId: string; toolName: string; input: unknown }) => Promise<GivenApproval | undefined>;
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

/** Why a high-risk call without an approval given here did not run. */
export const NOT_APPROVED = 'Not done: this action needs the user’s approval in the panel, and it was not given. Ask again if it is still wanted.';

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
        const capped = options.budget?.refusal(toolCallId);
        const given = options.approvalFor && !capped ? await options.approvalFor({ toolCallId, toolName: definition.name, input }) : undefined;
        const approval = given?.approval;
        const unapproved = !capped && needsApproval(definition.name, input) && approval?.decision !== 'approved';
        const refusal = capped ?? (unapproved ? NOT_APPROVED : undefined);
        return executeTool(ctx, definition.name, given && given.runInput !== undefined ? given.runInput : input, {
          toolCallId,
          ...(approval ? { approval } : {}),
          ...(refusal ? { refusal } : {}),
        });
      },
    });
  }
  return tools;
}
