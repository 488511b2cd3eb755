import type { Intent } from './intent-schema';

/**
 * "write my ML assignment for me pls", "can you do my tax return for me", "order dog food on zooplus
 * for me": work the person asks the assistant itself to do, which a todo list cannot. A plain "I can't
 * do that" and the way to keep it as a task instead; never a task added from the words.
 */
const DO_IT_FOR_ME =
  /^(?:(?:can|could|would|will) (?:you|u)\s+|pls\s+|please\s+|plz\s+)*(write|do|finish|complete|solve|draft|code|program|translate|summari[sz]e|answer|compose|proofread|correct|research|calculate|study for|prepare|order|book|buy|send|pay|make|find|call|email|text|fill out|fill in)\s+(.+?)\s+for (?:me|us)(?:[\s,]+(?:pls|please|plz|thanks|thx))?\s*[.!?]*$/i;

export function matchBeyondReach(text: string): Extract<Intent, { kind: 'chat' }> | undefined {
  const asked = DO_IT_FOR_ME.exec(text.trim());
  if (!asked) return undefined;
  const task = `${asked[1]!.toLowerCase()} ${asked[2]!}`;
  return { kind: 'chat', reply: `I can't do that: I keep your todo list, but I can't do the work itself. To keep it as a task, say "add ${task}".` };
}
