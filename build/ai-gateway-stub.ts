/**
 * Stands in for `@ai-sdk/gateway` in the extension's build (wxt.config.ts
 * aliases it here). The `ai` package imports the Vercel AI Gateway to resolve
 * model ids given as strings; Todo Assistant always passes model instances,
 * so the real provider (about 76 kB, 20 kB gzipped, of the background script)
 * would be dead weight. Anything that reaches for it fails loudly.
 */
function notAvailable(): never {
  throw new Error('The Vercel AI Gateway is not part of Todo Assistant: pass a model instance, not a model id string.');
}

/** No error of this build ever comes from the gateway. */
export class GatewayError extends Error {
  static isInstance(_error: unknown): _error is GatewayError {
    return false;
  }
}

export class GatewayAuthenticationError extends GatewayError {}

export const createGateway = notAvailable;
export const gateway = notAvailable;
