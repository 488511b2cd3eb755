import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4FunctionTool,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { buildEngineMessages } from './build-engine-messages';
import type { ChatEngine, EngineChunk, EngineRequest } from './engine';
import { parseModelOutput } from './parse-model-output';
import { partialReplyText } from './reply-text-stream';
import { visibleText } from './strip-thinking';
import { buildToolProtocol, type ToolProtocol } from './tool-protocol';

export interface LocalModelOptions {
  engine: ChatEngine;
  /** The tier's provider name ('webllm', 'chrome-ai'), also the prefix of its tool call ids. */
  provider: string;
  modelId: string;
  /** Tool call ids are ours (local engines give none); injectable for tests. */
  generateId?: () => string;
  /** Turns whatever the engine threw into an error whose message a user can read. */
  toError: (error: unknown) => Error;
  /** The error for an answer that could not be read at all. */
  malformed: () => Error;
}

/**
 * An AI SDK LanguageModel over a local chat engine (WebLLM, Chrome's Prompt
 * API) that has no native tool calls: tool calls come from constrained JSON
 * output (tool-protocol.ts), are repaired where possible, and get ids of our
 * own. A `<think>` block (Qwen3) is never shown nor stored, even mid-stream.
 */
export function createLocalToolsModel({ engine, provider, modelId, generateId, toError, malformed }: LocalModelOptions): LanguageModelV4 {
  const TEXT_ID = `${provider}-text`;
  const newId = generateId ?? (() => `${provider}-call-${crypto.randomUUID()}`);
  async function doStream(options: LanguageModelV4CallOptions) {
    const tools = (options.tools ?? []).filter((t): t is LanguageModelV4FunctionTool => t.type === 'function');
    const protocol = buildToolProtocol(tools, options.toolChoice);
    const request = engineRequest(modelId, options, protocol);
    const { iterator, first } = await startEngine(engine, request, options.abortSignal, toError);

    const jsonMode = protocol.schema !== undefined;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      async start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'response-metadata', modelId });
        let buffer = '';
        let streamed = '';
        let textOpen = false;
        const emitText = (full: string) => {
          if (full.length <= streamed.length) return;
          if (!textOpen) controller.enqueue({ type: 'text-start', id: TEXT_ID });
          textOpen = true;
          controller.enqueue({ type: 'text-delta', id: TEXT_ID, delta: full.slice(streamed.length) });
          streamed = full;
        };
        let finish: Extract<EngineChunk, { type: 'finish' }> | undefined;
        try {
          let step = first;
          while (!step.done) {
            const chunk = step.value;
            if (chunk.type === 'finish') finish = chunk;
            else {
              buffer += chunk.text;
              const visible = visibleText(buffer);
              if (!jsonMode) emitText(visible);
              else {
                const partial = partialReplyText(visible);
                if (partial !== undefined) emitText(partial);
              }
            }
            step = await iterator.next();
          }
        } catch (error) {
          if (textOpen) controller.enqueue({ type: 'text-end', id: TEXT_ID });
          controller.enqueue({ type: 'error', error: toError(error) });
          controller.enqueue({ type: 'finish', finishReason: reason('error'), usage: usageOf(finish) });
          controller.close();
          return;
        }

        let finishReason = reason(finish?.reason === 'length' ? 'length' : finish?.reason === 'abort' ? 'interrupted' : 'stop');
        if (jsonMode) {
          const parsed = parseModelOutput(visibleText(buffer, true), protocol.toolNames);
          if (parsed.kind === 'reply') emitText(parsed.text);
          if (textOpen) controller.enqueue({ type: 'text-end', id: TEXT_ID });
          // An answer cut off at its length limit or stopped is incomplete: "task_id": 12 may have been 123.
          // It never becomes a call, however well it repairs.
          const cutOff = finish?.reason === 'length' || finish?.reason === 'abort';
          if (parsed.kind === 'tool-call' && cutOff) {
            controller.enqueue({ type: 'error', error: malformed() });
            finishReason = reason('error');
          } else if (parsed.kind === 'tool-call') {
            controller.enqueue({ type: 'tool-call', toolCallId: newId(), toolName: parsed.toolName, input: parsed.input });
            finishReason = reason('tool-calls');
          } else if (parsed.kind === 'malformed') {
            controller.enqueue({ type: 'error', error: malformed() });
            finishReason = reason('error');
          }
        } else {
          emitText(visibleText(buffer, true));
          if (textOpen) controller.enqueue({ type: 'text-end', id: TEXT_ID });
        }
        controller.enqueue({ type: 'finish', finishReason, usage: usageOf(finish) });
        controller.close();
      },
    });
    return { stream, request: { body: request } };
  }

  return {
    specificationVersion: 'v4',
    provider,
    modelId,
    supportedUrls: {},
    doStream,
    async doGenerate(options) {
      const { stream } = await doStream(options);
      return readWholeAnswer(stream);
    },
  };
}

/** The engine's request for one call: the prompt as chat messages with the tool protocol, and the call's settings. */
function engineRequest(modelId: string, options: LanguageModelV4CallOptions, protocol: ToolProtocol): EngineRequest {
  return {
    model: modelId,
    messages: buildEngineMessages(options.prompt, protocol.instructions),
    ...(protocol.schema ? { jsonSchema: JSON.stringify(protocol.schema) } : {}),
    ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
    ...(options.topP !== undefined ? { topP: options.topP } : {}),
    ...(options.maxOutputTokens !== undefined ? { maxTokens: options.maxOutputTokens } : {}),
    ...(options.stopSequences?.length ? { stop: options.stopSequences } : {}),
  };
}

/**
 * Starts the engine and waits for its first chunk, so a model that cannot load
 * (not downloaded, no GPU) rejects the call and the caller can fall back. When
 * the grammar compiler refuses the JSON schema, it asks again without it:
 * prompt-based calling, whose output parseModelOutput repairs or reports.
 */
async function startEngine(engine: ChatEngine, request: EngineRequest, signal: AbortSignal | undefined, toError: (error: unknown) => Error) {
  let iterator = engine.chatCompletion(request, signal)[Symbol.asyncIterator]();
  try {
    return { iterator, first: await iterator.next() };
  } catch (error) {
    if (!request.jsonSchema || !isGrammarError(error)) throw toError(error);
    const { jsonSchema: _dropped, ...unconstrained } = request;
    iterator = engine.chatCompletion(unconstrained, signal)[Symbol.asyncIterator]();
    try {
      return { iterator, first: await iterator.next() };
    } catch (retryError) {
      throw toError(retryError);
    }
  }
}

/** doGenerate's answer: the whole stream read, its text first, then its tool call; an error part throws. */
async function readWholeAnswer(stream: ReadableStream<LanguageModelV4StreamPart>) {
  const content: LanguageModelV4Content[] = [];
  let text = '';
  let finishReason = reason('stop');
  let usage = usageOf(undefined);
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.type === 'text-delta') text += value.delta;
    else if (value.type === 'tool-call') content.push(value);
    else if (value.type === 'error') throw value.error;
    else if (value.type === 'finish') {
      finishReason = value.finishReason;
      usage = value.usage;
    }
  }
  if (text) content.unshift({ type: 'text', text });
  return { content, finishReason, usage, warnings: [] };
}

function isGrammarError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /grammar|response_format|json schema/i.test(text);
}

function reason(unified: LanguageModelV4FinishReason['unified']): LanguageModelV4FinishReason {
  return { unified, raw: undefined };
}

function usageOf(finish: Extract<EngineChunk, { type: 'finish' }> | undefined): LanguageModelV4Usage {
  return {
    inputTokens: { total: finish?.inputTokens, noCache: finish?.inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: finish?.outputTokens, text: finish?.outputTokens, reasoning: undefined },
  };
}
