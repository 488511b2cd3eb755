import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { Intent } from '../../intent';

type MemoryIntent = Extract<Intent, { kind: 'remember' | 'forget' | 'recall' }>;
export type MemoryStep = { type: 'tool-call'; toolName: 'remember' | 'forget_memory'; input: Record<string, unknown> } | { type: 'text'; text: string };

/** The memories the system prompt gives this turn (lib/memory's section): its list lines and the conversation's summary. */
export function memoriesInPrompt(prompt: LanguageModelV4Prompt): string[] {
  const system = prompt.flatMap((message) => (message.role === 'system' ? [message.content] : [])).join('\n');
  const lines: string[] = [];
  const summary: string[] = [];
  let inSummary = false;
  for (const line of system.split('\n')) {
    const match = /^- \[memory #(\d+)\] (.+)$/.exec(line);
    if (match) lines.push(`${match[2]} (memory #${match[1]})`);
    else if (/^Earlier in this conversation/.test(line)) inSummary = true;
    else if (inSummary && line.trim() && !line.endsWith(':')) summary.push(line.trim());
    if (!line.trim() || (line.endsWith(':') && !/^Earlier in this conversation/.test(line))) inSummary = false;
  }
  // The kept memories (facts first, as the prompt orders them) before this conversation's summary.
  return [...lines, ...summary];
}

/** "What do you remember about X?": what the turn's memory search found, in plain words. */
export function recallReply(query: string | undefined, memories: readonly string[]): string {
  const about = query ? ` about ${query}` : '';
  if (memories.length === 0) return `I don't remember anything${about} yet. Say "remember that …" and I'll keep it.`;
  return [`Here is what I remember${about}:`, ...memories.slice(0, 8).map((text) => `• ${text}`), 'Say "forget memory #N" to remove one.'].join('\n');
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
