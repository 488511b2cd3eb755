import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { Intent } from '../../intent';

type MemoryIntent = Extract<Intent, { kind: 'remember' | 'forget' | 'recall' }>;
export type MemoryStep = { type: 'tool-call'; toolName: 'remember' | 'forget_memory'; input: Record<string, unknown> } | { type: 'text'; text: string };

/** A quoted memory's text (a JSON string), or undefined when the line holds none. */
function unquote(value: string): string | undefined {
  try {
    const text: unknown = JSON.parse(value);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The memories the system prompt gives this turn (lib/memory's section): its quoted items and the conversation's summary. */
export function memoriesInPrompt(prompt: LanguageModelV4Prompt): string[] {
  const system = prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n');
  const lines: string[] = [];
  const summaries: string[] = [];
  for (const line of system.split('\n')) {
    const memory = /^- memory #(\d+): (".*")$/.exec(line);
    const summary = /^- (".*")$/.exec(line);
    const text = memory ? unquote(memory[2]!) : summary ? unquote(summary[1]!) : undefined;
    if (text === undefined) continue;
    // The fact in the person's words: a memory's number is no name a person reads (issue 21).
    if (memory) lines.push(text);
    else summaries.push(text);
  }
  // The kept memories (facts first, as the prompt orders them) before this conversation's summary.
  return [...lines, ...summaries];
}

/** "What do you remember about X?": what the turn's memory search found, in plain words. */
export function recallReply(query: string | undefined, memories: readonly string[]): string {
  const about = query ? ` about ${query}` : '';
  if (memories.length === 0) return `I don't remember anything${about} yet. Say "remember that …" and I'll keep it.`;
  return [
    `Here is what I remember${about}:`,
    ...memories.slice(0, 8).map((text) => `• ${text}`),
    'To remove one, say "forget" and a few of its words, like "forget the dentist".',
  ].join('\n');
}

/** The offline tier's step for a memory request: a tool call, or the reply from the prompt's memories. */
export function memoryStep(intent: MemoryIntent, memories: readonly string[]): MemoryStep {
  switch (intent.kind) {
    case 'remember':
      return { type: 'tool-call', toolName: 'remember', input: { text: intent.text } };
    case 'forget':
      return { type: 'tool-call', toolName: 'forget_memory', input: 'id' in intent.memory ? { memory_id: intent.memory.id } : { query: intent.memory.query } };
    case 'recall':
      return { type: 'text', text: recallReply(intent.query, memories) };
  }
}
