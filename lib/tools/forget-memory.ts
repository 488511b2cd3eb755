import { deleteMemory } from '../memory';
import { forgetMemoryApproval, forgetMemoryInputSchema, memoryToForget } from './forget-memory-card';
import { defineTodoTool } from './tool-definition';
import { ToolExecutionError } from './tool-error';

/** Deletes one long-term memory, after the user's approval. */
export const forgetMemory = defineTodoTool({
  name: 'forget_memory',
  withoutRecurrence: true,
  label: 'Forget memory',
  approval: forgetMemoryApproval,
  description: "Delete one long-term memory: by its id (memory_id, as in [memory #12]) or by words it contains (query). Needs the user's approval.",
  inputSchema: forgetMemoryInputSchema,
  risk: 'high',
  async run(ctx, input) {
    const memory = await memoryToForget(ctx.db, input);
    if (!memory) {
      const what = input.memory_id !== undefined ? `Memory #${input.memory_id}` : `A memory matching "${input.query ?? ''}"`;
      throw new ToolExecutionError(`${what} was not found.`, 'not_found');
    }
    await deleteMemory(ctx.db, memory.id);
    // The id, never the text: what was forgotten does not live on in the activity log or exports.
    return { output: { message: `Forgot memory #${memory.id}.`, memory_id: memory.id } };
  },
});
