import type { ChatCompletionChunk, ChatCompletionRequestStreaming } from '@mlc-ai/web-llm';
import type { EngineChunk, EngineRequest } from '../../local-tools/engine';
import { hasThinkingMode } from '../model-catalog';

/** WebLLM's streaming completion request for an engine request, on the build `resolvedId`. */
export function completionRequest(request: EngineRequest, resolvedId: string): ChatCompletionRequestStreaming {
  return {
    stream: true,
    stream_options: { include_usage: true },
    messages: request.messages,
    ...(request.jsonSchema ? { response_format: { type: 'json_object', schema: request.jsonSchema } } : {}),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.topP !== undefined ? { top_p: request.topP } : {}),
    ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    ...(request.stop ? { stop: request.stop } : {}),
    // Qwen3: WebLLM 0.2.86 reads extra_body.enable_thinking and, when false,
    // starts the answer with an empty <think></think> block, so the model answers at once.
    ...(hasThinkingMode(resolvedId) ? { extra_body: { enable_thinking: false } } : {}),
  };
}

/** Pushes a completion's text as it comes, then one finish: why it stopped and, when WebLLM counted them, the tokens. */
export async function pushCompletion(stream: AsyncIterable<ChatCompletionChunk>, push: (chunk: EngineChunk) => void): Promise<void> {
  let reason: 'stop' | 'length' | 'abort' = 'stop';
  let sentFinish = false;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    const text = choice?.delta.content;
    if (text) push({ type: 'delta', text });
    if (choice?.finish_reason === 'length') reason = 'length';
    if (choice?.finish_reason === 'abort') reason = 'abort';
    if (chunk.usage && !sentFinish) {
      sentFinish = true;
      push({ type: 'finish', reason, inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens });
    }
  }
  if (!sentFinish) push({ type: 'finish', reason });
}
