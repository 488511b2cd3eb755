import { z } from 'zod';
import type { Memory, TodoDatabase } from '../db';
import { deleteMemory, lexicalIndexOf } from '../memory';
import { ToolExecutionError } from './execute-tool';
import { defineTodoTool } from './tool-definition';

// One object (chat APIs want an object at the top of a tool's schema), with exactly one of the two.
const inputSchema = z
  .object({
    memory_id: z.number().int().positive().optional(),
    query: z.string().trim().min(1).max(200).optional(),
  })
  .refine((input) => (input.memory_id === undefined) !== (input.query === undefined), { message: 'Give either memory_id or query, not both.' });

/**
 * The memory a forget call is about: the one with that id, or the best match
 * for the words. The approval card and the tool both ask this, so the card
 * names the memory the tool deletes.
 */
export async function memoryToForget(db: TodoDatabase, input: unknown): Promise<Memory | undefined> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return undefined;
  if (parsed.data.memory_id !== undefined) return db.memories.get(parsed.data.memory_id);
  const [id] = (await lexicalIndexOf(db)).search(parsed.data.query ?? '', 1);
  return id === undefined ? undefined : db.memories.get(id);
}

/** Deletes one long-term memory, after the user's approval. */
export const forgetMemory = defineTodoTool({
  name: 'forget_memory',
  description:
    "Delete one long-term memory: by its id (memory_id, as in [memory #12]) or by words it contains (query). Needs the user's approval.",
  inputSchema,
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
