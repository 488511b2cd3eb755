import type { ChatEngine, EngineChunk, EngineRequest } from '@/lib/models/local-tools/engine';

export interface FakeEngineScript {
  /** Text pieces to stream, or an error to throw after them. */
  pieces: string[];
  throwAfter?: Error;
  throwAtStart?: Error;
  /** Why the answer ended (default: it stopped by itself). */
  finishReason?: 'stop' | 'length' | 'abort';
}

/** A ChatEngine that plays scripted answers, one per call, and records each request. */
export function createFakeEngine(scripts: FakeEngineScript[]): ChatEngine & { requests: EngineRequest[] } {
  const requests: EngineRequest[] = [];
  let call = 0;
  return {
    requests,
    async *chatCompletion(request): AsyncIterable<EngineChunk> {
      requests.push(request);
      const script = scripts[Math.min(call, scripts.length - 1)];
      call += 1;
      if (!script) throw new Error('fake engine has no script');
      if (script.throwAtStart) throw script.throwAtStart;
      for (const text of script.pieces) {
        await Promise.resolve();
        yield { type: 'delta', text };
      }
      if (script.throwAfter) throw script.throwAfter;
      yield { type: 'finish', reason: script.finishReason ?? 'stop', inputTokens: 10, outputTokens: script.pieces.length };
    },
  };
}

/** Splits a string into small pieces, as a model streams tokens. */
export function tokens(text: string, size = 3): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
