import { createLogger, errorMessage, fail, type Result } from '../util';
import { runtimeReplySchemas, runtimeRequestSchema, type RuntimeReplyOf, type RuntimeRequestOf, type RuntimeRequestType } from './protocol';
import { isTrustedSender, type ExtensionIdentity, type SenderInfo } from './trusted-sender';

const log = createLogger('messaging');

/**
 * What one context answers: a handler per request type it serves. The map is
 * partial, so the worker's messaging, the WebLLM download manager and any
 * other context can each register a listener for their own requests.
 */
export type RuntimeRequestHandlers = {
  [T in RuntimeRequestType]?: (request: RuntimeRequestOf<T>) => Promise<RuntimeReplyOf<T>>;
};

/** `runtime.onMessage`'s listener as this code uses it; the browser's listener type accepts it. */
export type RuntimeMessageListener = (message: unknown, sender: SenderInfo, sendResponse: (response: unknown) => void) => boolean;

const BROKEN_REPLY = 'Something went wrong in the extension. Reload it and try again.';

/** The handler's call for this request, if this context has one; generic so each request meets its own handler's type. */
function handlerCall<T extends RuntimeRequestType>(type: T, request: RuntimeRequestOf<T>, handlers: RuntimeRequestHandlers): (() => Promise<unknown>) | undefined {
  const handler = handlers[type];
  return handler && (() => handler(request));
}

async function answer(type: RuntimeRequestType, call: () => Promise<unknown>): Promise<Result<unknown>> {
  let reply: unknown;
  try {
    reply = await call();
  } catch (error) {
    // A thrown failure is the answer: the sender shows its message.
    return fail(errorMessage(error));
  }
  const parsed = runtimeReplySchemas[type].safeParse(reply);
  if (parsed.success) return parsed.data;
  log.error(`the reply to "${type}" does not fit its schema`, parsed.error.issues);
  return fail(BROKEN_REPLY);
}

/**
 * Returns the `runtime.onMessage` listener for one-shot requests: it answers
 * only valid requests from this extension's own pages that this context has a
 * handler for (with `sendResponse`, which works in Chrome and Firefox), and
 * returns `false` for anything else, so other listeners still get their
 * messages. Every reply is validated against its request's schema.
 */
export function createRuntimeRequestListener(self: ExtensionIdentity, handlers: RuntimeRequestHandlers): RuntimeMessageListener {
  return (message, sender, sendResponse) => {
    if (!isTrustedSender(sender, self)) return false;
    const parsed = runtimeRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    const call = handlerCall(parsed.data.type, parsed.data, handlers);
    if (!call) return false;
    void answer(parsed.data.type, call).then(sendResponse);
    return true;
  };
}
