import type { PortLike } from '../../../messaging/port-like';
import { errorMessage } from '../../../util';
import type { EngineChunk, EngineRequest } from '../../local-tools/engine';
import { WebLlmError, webLlmError, type WebLlmErrorKind } from '../webllm-error';
import { hostReplySchema, type HostReply, type HostRequest } from './host-protocol';
import { pushedIterable } from './pushed-iterable';
import type { HostProgress, WebLlmHost } from './webllm-host';

/**
 * The background's side of the offscreen host: each operation opens a Port,
 * sends one request and reads validated replies until done or error.
 * Aborting closes the Port, which cancels the operation there.
 */
export function createPortHostClient(connect: () => Promise<PortLike>): WebLlmHost {
  function call(request: HostRequest, onReply: (reply: HostReply) => void, signal?: AbortSignal): Promise<HostReply & { type: 'done' }> {
    return new Promise((resolve, reject) => {
      const cancelled = () => (request.type === 'download' ? webLlmError('download-cancelled') : new WebLlmError('download-cancelled', 'The in-browser model was stopped.'));
      if (signal?.aborted) return reject(cancelled());
      connect().then(
        (port) => {
          let settled = false;
          const finish = (fn: () => void) => {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            fn();
          };
          const onAbort = () =>
            finish(() => {
              port.disconnect();
              reject(cancelled());
            });
          signal?.addEventListener('abort', onAbort, { once: true });
          port.onDisconnect.addListener(() => finish(() => reject(webLlmError('host-unavailable', 'the offscreen document closed'))));
          port.onMessage.addListener((message) => {
            const parsed = hostReplySchema.safeParse(message);
            if (!parsed.success) return;
            const reply = parsed.data;
            if (reply.type === 'done')
              finish(() => {
                port.disconnect();
                resolve(reply);
              });
            else if (reply.type === 'error')
              finish(() => {
                port.disconnect();
                reject(new WebLlmError(reply.kind as WebLlmErrorKind, reply.message));
              });
            else onReply(reply);
          });
          port.postMessage(request);
        },
        (error) => reject(error instanceof WebLlmError ? error : webLlmError('host-unavailable', errorMessage(error))),
      );
    });
  }

  return {
    generate(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk> {
      return pushedIterable<EngineChunk>((push) =>
        call(
          { type: 'generate', request },
          (reply) => {
            if (reply.type === 'chunk') push(reply.chunk);
          },
          signal,
        ),
      );
    },
    async download(modelId, onProgress, signal) {
      let last: HostProgress | undefined;
      const done = await call(
        { type: 'download', modelId },
        (reply) => {
          if (reply.type === 'progress') onProgress((last = { progress: reply.progress, timeElapsed: reply.timeElapsed, text: reply.text }));
          // Still alive: repeat the last report so the stored progress stays fresh.
          else if (reply.type === 'heartbeat' && last) onProgress(last);
        },
        signal,
      );
      return { resolvedId: done.resolvedId ?? modelId };
    },
    async embed(modelId, texts, signal) {
      const { vectors } = await call({ type: 'embed', modelId, texts: [...texts] }, () => {}, signal);
      if (!vectors) throw webLlmError('host-unavailable', 'the engine sent no vectors');
      return vectors;
    },
    async deleteModel(modelId) {
      await call({ type: 'delete', modelId }, () => {});
    },
    async isCached(modelId) {
      return (await call({ type: 'is-cached', modelId }, () => {})).cached ?? false;
    },
  };
}
