import { z } from 'zod';
import { addMemory, memoryText } from '../memory';
import { nowOf } from '../todos';
import { ToolExecutionError } from './tool-error';
import { defineTodoTool } from './tool-definition';

export const MEMORY_OFF = 'Memory is off, so nothing was kept. Turn it on in Settings → Memory.';

/** Keeps a fact the user asked to remember, for later conversations. */
export const remember = defineTodoTool({
  name: 'remember',
  withoutRecurrence: true,
  label: 'Remember',
  description: 'Keep a fact the user asked you to remember, as one short self-contained sentence.',
  inputSchema: z.object({ text: z.string().trim().min(1).max(1000) }),
  risk: 'low',
  async run(ctx, input) {
    if (ctx.memory && !ctx.memory.enabled) throw new ToolExecutionError(MEMORY_OFF, 'memory_off');
    const secrets = ctx.memory?.secrets ?? [];
    if (!memoryText(input.text, secrets)) throw new ToolExecutionError('There is nothing to remember in that.', 'empty');
    const memory = await addMemory(
      ctx.db,
      { kind: 'fact', text: input.text, engine: ctx.engine, createdAt: nowOf(ctx).toISOString(), ...(ctx.conversationId ? { conversationId: ctx.conversationId } : {}) },
      secrets,
    );
    return { output: { message: `I'll remember that: ${memory.text}`, memory_id: memory.id } };
  },
});
