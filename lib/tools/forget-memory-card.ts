import { z } from 'zod';
import type { Memory, TodoDatabase } from '../db';
import { lexicalIndexOf } from '../memory';
import type { ApprovalWords } from './approval-words';

// One object (chat APIs want an object at the top of a tool's schema), with exactly one of the two.
export const forgetMemoryInputSchema = z
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
  const parsed = forgetMemoryInputSchema.safeParse(input);
  if (!parsed.success) return undefined;
  if (parsed.data.memory_id !== undefined) return db.memories.get(parsed.data.memory_id);
  const [id] = (await lexicalIndexOf(db)).search(parsed.data.query ?? '', 1);
  return id === undefined ? undefined : db.memories.get(id);
}

/**
 * forget_memory's special case: its card quotes the memory it deletes, read
 * now, and a forget by words is fixed to that memory's id when the card is
 * stored, so approving later cannot delete a memory that matches only by then.
 */
export const forgetMemoryApproval: ApprovalWords = {
  async card(db, input) {
    const memory = await memoryToForget(db, input);
    if (!memory) return { summary: 'Forget a memory (it no longer exists)', question: 'Forget a memory that no longer exists?', action: 'Forget' };
    const text = memory.text.length > 160 ? `${memory.text.slice(0, 159)}…` : memory.text;
    return { summary: `Forget memory #${memory.id}: ${text}`, question: `Forget “${text}”?`, action: 'Forget' };
  },
  async runInput(db, input) {
    const memory = await memoryToForget(db, input);
    return memory ? { memory_id: memory.id } : undefined;
  },
};
