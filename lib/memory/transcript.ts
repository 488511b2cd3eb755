import type { StoredMessage } from '../db';
import { isRecord } from '../util';

const PART_CHARS = 400;
const clip = (text: string) => (text.length > PART_CHARS ? `${text.slice(0, PART_CHARS)}…` : text);

type Part = { type?: unknown; text?: unknown; toolName?: unknown; input?: unknown; output?: unknown };
const partsOf = (message: StoredMessage): Part[] => (Array.isArray(message.content) ? (message.content as Part[]) : []);

/** A tool result's own sentence ("Created task #3: Buy milk"), or its JSON, short. */
export function resultText(output: unknown): string {
  const value = isRecord(output) && 'value' in output ? output.value : output;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** The text a message says (a user's words, an assistant's reply), without tool parts. */
export function messageText(message: StoredMessage): string {
  if (typeof message.content === 'string') return message.content;
  return partsOf(message)
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

/** The tool calls and results of a message, as [toolName, input] and [toolName, result text]. */
export function toolPartsOf(message: StoredMessage): { calls: Array<[string, unknown]>; results: Array<[string, string]> } {
  const calls: Array<[string, unknown]> = [];
  const results: Array<[string, string]> = [];
  for (const part of partsOf(message)) {
    if (part.type === 'tool-call') calls.push([String(part.toolName), part.input]);
    if (part.type === 'tool-result') results.push([String(part.toolName), resultText(part.output)]);
  }
  return { calls, results };
}

/**
 * The messages as a plain transcript for a model to summarise: each line
 * short, the user's and the assistant's words and the assistant's calls.
 * Tool output is left out: a task title may be text copied from a web page,
 * and a summary goes into later system prompts.
 */
export function transcriptOf(messages: readonly StoredMessage[]): string {
  const lines: string[] = [];
  for (const message of messages) {
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const text = messageText(message).trim();
    if (text) lines.push(`${message.role === 'user' ? 'User' : 'Assistant'}: ${clip(text)}`);
    for (const [name, input] of toolPartsOf(message).calls) lines.push(`Assistant called ${name} ${clip(JSON.stringify(input) ?? '')}`);
  }
  return lines.join('\n');
}
