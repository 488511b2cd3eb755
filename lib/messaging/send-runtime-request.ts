import { browser } from 'wxt/browser';
import { createLogger, fail } from '../util';
import { runtimeReplySchemas, runtimeRequestSchema, type RuntimeReplyOf, type RuntimeRequestOf, type RuntimeRequestType } from './protocol';

const log = createLogger('messaging');

export const NO_ANSWER = 'The extension did not answer. Reload the panel and try again.';

/** How a message leaves this context; `browser.runtime.sendMessage` unless a test passes another. */
export type SendMessage = (message: unknown) => Promise<unknown>;

const sendToExtension: SendMessage = (message) => browser.runtime.sendMessage(message);

/**
 * Sends one request to the extension's other contexts and resolves to its
 * validated reply. It never rejects: no answer, a closed receiver or a reply
 * that does not fit comes back as a failure with a plain sentence.
 */
export async function sendRuntimeRequest<T extends RuntimeRequestType>(request: RuntimeRequestOf<T>, send: SendMessage = sendToExtension): Promise<RuntimeReplyOf<T>> {
  const valid = runtimeRequestSchema.safeParse(request);
  if (!valid.success) {
    log.error(`refused to send an invalid "${request.type}" request`, valid.error.issues);
    return fail(NO_ANSWER);
  }
  let raw: unknown;
  try {
    raw = await send(valid.data);
  } catch (error) {
    // The receiver is gone or never answered; the user gets the sentence below.
    log.debug(`"${request.type}" got no answer`, error);
    return fail(NO_ANSWER);
  }
  const reply = runtimeReplySchemas[request.type].safeParse(raw);
  return reply.success ? reply.data : fail(NO_ANSWER);
}
