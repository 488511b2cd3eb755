import type { LanguageModelV4 } from '@ai-sdk/provider';

/**
 * STUB until the offline-assistant issue lands: the rule-based assistant as a
 * LanguageModel. It replies with a fixed sentence and calls no tool.
 */
export function createOfflineModel(): LanguageModelV4 {
  const text = 'The offline assistant is not available yet.';
  return {
    specificationVersion: 'v4',
    provider: 'todo-assistant',
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate() {
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } },
        warnings: [],
      };
    },
    async doStream() {
      return {
        stream: new ReadableStream({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: 't' });
            controller.enqueue({ type: 'text-delta', id: 't', delta: text });
            controller.enqueue({ type: 'text-end', id: 't' });
            controller.enqueue({
              type: 'finish',
              finishReason: { unified: 'stop', raw: undefined },
              usage: { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } },
            });
            controller.close();
          },
        }),
      };
    },
  };
}
