import { errorMessage, isRecord } from '../../util';
import { truncate } from '../../util/truncate';
import { SentenceError, sentenceErrors } from '../../util/sentence-error';

/** What went wrong with Chrome's built-in model, so callers can react (fall back, offer the download). */
export type ChromeAiErrorKind = 'unavailable' | 'not-downloaded' | 'context-overflow' | 'interrupted' | 'malformed-output' | 'unknown';

/** An error whose message is a complete sentence a user can read. */
export class ChromeAiError extends SentenceError<ChromeAiErrorKind> {
  override name = 'ChromeAiError';
}

const MESSAGES: Record<Exclude<ChromeAiErrorKind, 'unknown'>, string> = {
  unavailable: "Chrome's built-in model is not available in this browser.",
  'not-downloaded': "Chrome's built-in model is not downloaded yet. Download it in Settings first.",
  'context-overflow': "The conversation is too long for Chrome's built-in model. Start a new conversation, or lower the history window in Settings.",
  interrupted: "Chrome's built-in model stopped before it finished (the browser ended its session). Send the message again.",
  'malformed-output': "Chrome's built-in model returned an answer that could not be read.",
};

export const chromeAiError = sentenceErrors(MESSAGES, (kind, message) => new ChromeAiError(kind, message));

/** Maps what the Prompt API threw (DOMException names) to a sentence. */
export function toChromeAiError(error: unknown): ChromeAiError {
  if (error instanceof ChromeAiError) return error;
  const name = error instanceof Error || (isRecord(error) && 'name' in error) ? String((error as { name: unknown }).name) : '';
  const detail = truncate(errorMessage(error).split('\n')[0] ?? '', 200);
  switch (name) {
    case 'QuotaExceededError':
      return chromeAiError('context-overflow');
    case 'NotAllowedError':
      return chromeAiError('not-downloaded', detail);
    case 'NotSupportedError':
      return chromeAiError('unavailable', detail);
    case 'InvalidStateError':
    case 'AbortError':
      return chromeAiError('interrupted');
    default:
      return new ChromeAiError('unknown', `Chrome's built-in model failed: ${detail}`);
  }
}
