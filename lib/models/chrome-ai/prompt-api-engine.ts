import type { ChatEngine, EngineChunk, EngineRequest } from '../local-tools/engine';
import { chromeAiError, toChromeAiError } from './chrome-ai-error';
import { chunksOf, contextUsageOf, contextWindowOf, EXPECTED, type PromptApi, type PromptApiMessage } from './prompt-api';

/**
 * A ChatEngine on Chrome's Prompt API: one session per answer, created with
 * the conversation as initial prompts (system first), then the last user
 * turn prompted with the tool protocol's JSON Schema as responseConstraint.
 * The session is destroyed after the answer, whatever happens; the
 * conversation lives in our database, not in Chrome's session.
 */
export function createPromptApiEngine(api: () => PromptApi | undefined): ChatEngine {
  return {
    async *chatCompletion(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk> {
      const languageModel = api();
      if (!languageModel) throw chromeAiError('unavailable');
      const status = await languageModel.availability(EXPECTED).catch((error: unknown) => {
        throw toChromeAiError(error);
      });
      // Generating never downloads: only the Download button (a user's click) does.
      if (status === 'downloadable' || status === 'downloading') throw chromeAiError('not-downloaded');
      if (status !== 'available') throw chromeAiError('unavailable');

      const messages: PromptApiMessage[] = request.messages.map(({ role, content }) => ({ role, content }));
      const last = messages.pop();
      if (!last || last.role !== 'user') throw chromeAiError('malformed-output', 'the conversation did not end with a user turn');

      let session: Awaited<ReturnType<PromptApi['create']>>;
      try {
        session = await languageModel.create({ ...EXPECTED, initialPrompts: messages, ...(signal ? { signal } : {}) });
      } catch (error) {
        throw toChromeAiError(error);
      }
      try {
        const stream = session.promptStreaming(last.content, {
          ...(signal ? { signal } : {}),
          ...(request.jsonSchema ? { responseConstraint: JSON.parse(request.jsonSchema) as Record<string, unknown>, omitResponseConstraintInput: true } : {}),
        });
        for await (const text of chunksOf(stream)) {
          if (text) yield { type: 'delta', text };
        }
        const usage = contextUsageOf(session);
        yield { type: 'finish', reason: 'stop', ...(usage !== undefined ? { inputTokens: usage } : {}) };
      } catch (error) {
        if (signal?.aborted) {
          yield { type: 'finish', reason: 'abort' };
          return;
        }
        const clear = toChromeAiError(error);
        const window = contextWindowOf(session);
        if (clear.kind === 'context-overflow' && window) throw chromeAiError('context-overflow', `its context window is ${window} tokens`);
        throw clear;
      } finally {
        session.destroy();
      }
    },
  };
}
