import type { ModelMessage } from 'ai';
import { findTool } from '../tools';
import { rejectedCall } from './audit-agent';
import { isRecord } from '../util';

type Part = { type?: unknown; toolCallId?: unknown; toolName?: unknown; input?: unknown; output?: unknown };
const partsOf = (message: ModelMessage): Part[] => (Array.isArray(message.content) ? (message.content as Part[]) : []);

const isErrorOutput = (output: unknown): boolean => isRecord(output) && (output.type === 'error-text' || output.type === 'error-json');

/** Whether the call was refused before it ran: its tool does not exist or its input does not fit the tool's schema. */
function wasRejected(call: Part | undefined): boolean {
  if (!call || typeof call.toolName !== 'string') return false;
  const tool = findTool(call.toolName);
  return !tool || !tool.inputSchema.safeParse(call.input).success;
}

/**
 * The messages to store, with the result of each call the SDK refused
 * before it ran (an AI_InvalidToolInputError with the zod issues and the
 * whole input in its text) replaced by the plain sentence and its short
 * technical detail: what the chat shows and what the next turn's model reads.
 * `all` holds the calls the results belong to.
 */
export function withPlainRejections(fresh: readonly ModelMessage[], all: readonly ModelMessage[]): ModelMessage[] {
  const calls = new Map<string, Part>();
  for (const message of all) {
    if (message.role !== 'assistant') continue;
    for (const part of partsOf(message)) if (part.type === 'tool-call' && typeof part.toolCallId === 'string') calls.set(part.toolCallId, part);
  }
  return fresh.map((message): ModelMessage => {
    if (message.role !== 'tool') return message;
    let changed = false;
    const content = message.content.map((part) => {
      if (part.type !== 'tool-result' || !isErrorOutput(part.output)) return part;
      const call = calls.get(part.toolCallId);
      if (!wasRejected(call)) return part;
      changed = true;
      const { sentence, detail } = rejectedCall(part.toolName, call?.input);
      return { ...part, output: { type: 'error-json' as const, value: { message: sentence, detail } } };
    });
    return changed ? { ...message, content } : message;
  });
}
