import type { ModelMessage } from 'ai';
import { classifyModelError } from '../models';

/**
 * Iterates a model's stream and ends it quietly when it throws, handing the
 * error over. A connection that drops mid-answer makes the AI SDK's stream
 * throw instead of sending an error part; both must end in the same place.
 */
export async function* untilThrown<T>(stream: AsyncIterable<T>, onError: (error: unknown) => void): AsyncGenerator<T> {
  try {
    for await (const part of stream) yield part;
  } catch (error) {
    onError(error);
  }
}

/** The line saved (and shown) after the text of an answer that broke off: "(The answer was cut off: the connection dropped.)" */
export function cutOffMarker(error: unknown): string {
  return `(The answer was cut off: ${classifyModelError(error).brief}.)`;
}

/** The line saved (and shown) after the text of an answer the user stopped. */
export const STOPPED_MARKER = '(stopped)';

/**
 * The text the user already saw of an answer that broke off, as the assistant
 * message that keeps it, marked as cut off: by `error`, or by the user's Stop
 * when the marker is given.
 */
export function cutOffMessage(text: string, error: unknown, marker: string = cutOffMarker(error)): ModelMessage {
  return { role: 'assistant', content: [{ type: 'text', text: `${text.trimEnd()}\n\n${marker}` }] };
}

/** Whether a saved answer's text ends with the marker of an answer that broke off or was stopped: it is not a complete answer. */
export function endsCutOff(text: string): boolean {
  const end = text.trimEnd();
  return end.endsWith(STOPPED_MARKER) || /\(The answer was cut off: [^\n]*\.\)$/.test(end);
}
