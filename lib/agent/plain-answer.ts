import { matchConfirm } from '../offline';

/**
 * A plain yes or no typed while an approval is pending: true, false, or
 * undefined when the text is anything else (which then goes to the model).
 * The same grammar as the offline assistant's, so "yep go ahead" or "nope,
 * keep it" answer the card whichever model is configured.
 */
export function parsePlainAnswer(text: string): boolean | undefined {
  return matchConfirm(text);
}
