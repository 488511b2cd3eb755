import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { defaultTimeZone } from '../../time/zoned-time';
import { loadOfflineBrain } from './load-offline-brain';
import type { Plan } from './plan';

export interface OfflineModelOptions {
  /** The clock dates are resolved against; defaults to the real one. */
  now?: () => Date;
  /** The user's IANA time zone; defaults to the system's. */
  timeZone?: string;
}

const NO_USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

let callCounter = 0;
function newToolCallId(): string {
  callCounter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `offline-${callCounter}-${random}`;
}

async function plan(options: LanguageModelV4CallOptions, settings: OfflineModelOptions): Promise<Plan> {
  const brain = await loadOfflineBrain();
  return brain.plan(options.prompt, {
    now: settings.now ? settings.now() : new Date(),
    timeZone: settings.timeZone ?? defaultTimeZone(),
  });
}

function contentOf(step: Plan): LanguageModelV4Content {
  return step.type === 'text' ? { type: 'text', text: step.text } : { type: 'tool-call', toolCallId: newToolCallId(), toolName: step.toolName, input: JSON.stringify(step.input) };
}

const finishReasonOf = (step: Plan) => ({ unified: step.type === 'text' ? ('stop' as const) : ('tool-calls' as const), raw: undefined });

/**
 * The rule-based assistant as an AI SDK LanguageModel: it reads the user's
 * last message, answers with one tool call, and turns the tool's result into
 * a reply, so it runs through the same turn, approvals and audit as a remote
 * model. No network, no weights: it works the moment the extension is installed.
 */
export function createOfflineModel(settings: OfflineModelOptions = {}): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'todo-assistant',
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate(options) {
      const step = await plan(options, settings);
      return { content: [contentOf(step)], finishReason: finishReasonOf(step), usage: NO_USAGE, warnings: [] };
    },
    async doStream(options) {
      const step = await plan(options, settings);
      const content = contentOf(step);
      const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      if (content.type === 'text') {
        parts.push({ type: 'text-start', id: 'offline-text' }, { type: 'text-delta', id: 'offline-text', delta: content.text }, { type: 'text-end', id: 'offline-text' });
      } else if (content.type === 'tool-call') {
        parts.push(content);
      }
      parts.push({ type: 'finish', finishReason: finishReasonOf(step), usage: NO_USAGE });
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}
