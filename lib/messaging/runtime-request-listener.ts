import { runtimeRequestSchema, testConnectionResultSchema, type RuntimeRequest, type TestConnectionResult } from './protocol';
import { isTrustedSender, type ExtensionIdentity, type SenderInfo } from './trusted-sender';

export interface RuntimeRequestHandlers {
  testConnection: () => Promise<TestConnectionResult>;
}

async function answer(request: RuntimeRequest, handlers: RuntimeRequestHandlers): Promise<TestConnectionResult> {
  switch (request.type) {
    case 'test-connection':
      try {
        return testConnectionResultSchema.parse(await handlers.testConnection());
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
  }
}

/**
 * Returns the `runtime.onMessage` listener for one-shot requests. It answers
 * only valid requests from this extension's own pages (with `sendResponse`,
 * which works in Chrome and Firefox) and returns `false` for anything else, so
 * other listeners (e.g. the offscreen engine's) still get their messages.
 */
export function createRuntimeRequestListener(self: ExtensionIdentity, handlers: RuntimeRequestHandlers) {
  return (message: unknown, sender: SenderInfo, sendResponse: (response: unknown) => void): boolean => {
    if (!isTrustedSender(sender, self)) return false;
    const parsed = runtimeRequestSchema.safeParse(message);
    if (!parsed.success) return false;
    void answer(parsed.data, handlers).then(sendResponse);
    return true;
  };
}
