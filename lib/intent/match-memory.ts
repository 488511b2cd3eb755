import { z } from 'zod';

/** "remember that …", "forget that …", "what do you remember about …": the memory requests of the offline grammar. */
export const memoryIntentSchemas = [
  /** Keep a fact: "remember that my dentist is Dr. Okafor". */
  z.object({ kind: z.literal('remember'), text: z.string().min(1) }),
  /** Delete a memory: by its number ("forget memory #3") or by words it holds ("forget that my dentist is Dr. Okafor"). */
  z.object({ kind: z.literal('forget'), memory: z.union([z.object({ id: z.number().int().positive() }), z.object({ query: z.string().min(1) })]) }),
  /** Say what is remembered, about something or in general. */
  z.object({ kind: z.literal('recall'), query: z.string().min(1).optional() }),
] as const;

export type MemoryIntent = z.infer<(typeof memoryIntentSchemas)[number]>;

// "remember to buy milk" is a task, not a fact: only "remember that …", "remember: …" or a statement.
const REMEMBER = /^(?:please )?(?:remember|note|keep in mind|don'?t forget|do not forget|make a note)(?: that|:)\s*(.+)$/i;
const REMEMBER_STATEMENT = /^(?:please )?remember(?:,)? ((?:my|our|i|i'm|i am|we|we're|the)\b.+)$/i;
const FORGET_ID = /^(?:please )?(?:forget|delete|remove) (?:the )?memory #?(\d+)$/i;
const FORGET = /^(?:please )?forget (?:that|about|what i said about|the (?:fact|memory|note) (?:that|about))\s+(.+)$/i;
const RECALL = /^(?:what|which things|what things|what else) (?:do|did) you (?:remember|know|recall)(?: about (.+?))?(?: me)?$|^(?:what have you remembered|show (?:me )?(?:your |my )?memories|list (?:your |my )?memories)(?: about (.+))?$/i;

/** The memory request in a message (politeness already stripped), or undefined when it is none. */
export function matchMemory(text: string): MemoryIntent | undefined {
  const id = FORGET_ID.exec(text);
  if (id) return { kind: 'forget', memory: { id: Number(id[1]) } };
  const forget = FORGET.exec(text);
  if (forget?.[1]?.trim()) return { kind: 'forget', memory: { query: forget[1].trim() } };
  const recall = RECALL.exec(text);
  if (recall) {
    const words = (recall[1] ?? recall[2])?.trim();
    // "about me" is everything: no query.
    const query = words && !/^(?:me|myself|us)$/i.test(words) ? words : undefined;
    return { kind: 'recall', ...(query ? { query } : {}) };
  }
  const remember = REMEMBER.exec(text) ?? REMEMBER_STATEMENT.exec(text);
  if (remember?.[1]?.trim()) return { kind: 'remember', text: remember[1].trim() };
  return undefined;
}
