import type { ModelMessage } from 'ai';

/** Roughly four characters per token in English text with common tokenizers; rounded up so estimates err on the safe side. */
const CHARS_PER_TOKEN = 4;
/** Each message costs a few tokens of framing (role, separators). */
const MESSAGE_OVERHEAD = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

function contentText(message: ModelMessage): string {
  if (typeof message.content === 'string') return message.content;
  return JSON.stringify(message.content);
}

/** The estimated tokens of one message as sent to a model. */
export function estimateMessageTokens(message: ModelMessage): number {
  return MESSAGE_OVERHEAD + estimateTokens(contentText(message));
}

export function estimateMessagesTokens(messages: readonly ModelMessage[]): number {
  return messages.reduce((sum, message) => sum + estimateMessageTokens(message), 0);
}
